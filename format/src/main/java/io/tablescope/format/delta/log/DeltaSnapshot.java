package io.tablescope.format.delta.log;

import io.tablescope.format.Problem;
import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.delta.action.DomainMetadata;
import io.tablescope.format.delta.action.FileKey;
import io.tablescope.format.delta.action.Metadata;
import io.tablescope.format.delta.action.Protocol;
import io.tablescope.format.delta.action.RemoveFile;
import io.tablescope.format.delta.action.SetTransaction;
import io.tablescope.format.delta.checkpoint.Checkpoint;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The state of a Delta table at one version, reconstructed as Delta does: the newest usable
 * checkpoint at or below the version, then the commits after it.
 *
 * @param version the version
 * @param protocol the protocol in force, or null when the log holds none (a problem says so)
 * @param metadata the metadata in force, or null when the log holds none (a problem says so)
 * @param files the live data files: what a read at this version opens, by path and DV id
 * @param tombstones removed files not re-added, by path and DV id
 * @param transactions the latest {@code txn} per application id
 * @param domainMetadata the latest {@code domainMetadata} per domain, removed domains left out
 * @param checkpoint the checkpoint the state started from, or null when it replayed from version 0
 * @param replayedFiles the commit and compaction files applied after the checkpoint, in order
 * @param problems everything met that was damaged, missing or unsupported
 */
public record DeltaSnapshot(
    long version,
    Protocol protocol,
    Metadata metadata,
    Map<FileKey, AddFile> files,
    Map<FileKey, RemoveFile> tombstones,
    Map<String, SetTransaction> transactions,
    Map<String, DomainMetadata> domainMetadata,
    Checkpoint checkpoint,
    List<String> replayedFiles,
    List<Problem> problems) {

  public DeltaSnapshot {
    files = Collections.unmodifiableMap(new LinkedHashMap<>(files));
    tombstones = Collections.unmodifiableMap(new LinkedHashMap<>(tombstones));
    transactions = Collections.unmodifiableMap(new LinkedHashMap<>(transactions));
    domainMetadata = Collections.unmodifiableMap(new LinkedHashMap<>(domainMetadata));
    replayedFiles = List.copyOf(replayedFiles);
    problems = List.copyOf(problems);
  }
}
