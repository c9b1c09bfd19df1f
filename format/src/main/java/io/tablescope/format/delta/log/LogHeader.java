package io.tablescope.format.delta.log;

import io.tablescope.format.delta.action.Metadata;
import io.tablescope.format.delta.action.Protocol;

/**
 * The protocol and metadata in force at a version, either null when the log holds none.
 *
 * @param protocol the newest {@code protocol} at or before the version
 * @param metadata the newest {@code metaData} at or before the version
 */
public record LogHeader(Protocol protocol, Metadata metadata) {}
