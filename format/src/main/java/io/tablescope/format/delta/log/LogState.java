package io.tablescope.format.delta.log;

import io.tablescope.format.Problem;
import io.tablescope.format.delta.action.DomainMetadata;
import io.tablescope.format.delta.action.Metadata;
import io.tablescope.format.delta.action.Protocol;
import io.tablescope.format.delta.action.SetTransaction;
import io.tablescope.format.delta.checkpoint.Checkpoint;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a replay of the log to a version found besides its files, which went to a {@link StateSink}.
 *
 * @param version the version
 * @param protocol the protocol in force, or null when the log holds none (a problem says so)
 * @param metadata the metadata in force, or null when the log holds none (a problem says so)
 * @param transactions the latest {@code txn} per application id
 * @param domainMetadata the latest {@code domainMetadata} per domain, removed domains left out
 * @param checkpoint the checkpoint the replay started from, or null when it started at a commit
 * @param replayedFiles the commit and compaction files applied after the checkpoint, in log order
 * @param problems everything met that was damaged, missing or unsupported
 */
public record LogState(
    long version,
    Protocol protocol,
    Metadata metadata,
    Map<String, SetTransaction> transactions,
    Map<String, DomainMetadata> domainMetadata,
    Checkpoint checkpoint,
    List<String> replayedFiles,
    List<Problem> problems) {

  public LogState {
    transactions = Collections.unmodifiableMap(new LinkedHashMap<>(transactions));
    domainMetadata = Collections.unmodifiableMap(new LinkedHashMap<>(domainMetadata));
    replayedFiles = List.copyOf(replayedFiles);
    problems = List.copyOf(problems);
  }
}
