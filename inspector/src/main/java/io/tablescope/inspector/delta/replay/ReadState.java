package io.tablescope.inspector.delta.replay;

import io.tablescope.format.delta.action.Metadata;
import io.tablescope.format.delta.action.Protocol;
import java.util.Objects;

/**
 * The table as the proposed transaction read it: the protocol and metadata in force at its read
 * version.
 */
public record ReadState(long readVersion, Protocol protocol, Metadata metadata) {
  public ReadState {
    Objects.requireNonNull(protocol, "protocol");
    Objects.requireNonNull(metadata, "metadata");
  }
}
