package io.tablescope.inspector.hudi;

import io.tablescope.format.Problem;
import io.tablescope.format.hudi.instant.CommitMetadata;
import io.tablescope.format.hudi.instant.InstantContent;
import io.tablescope.format.hudi.instant.InstantContentReader;
import io.tablescope.format.hudi.timeline.ArchivedInstant;
import io.tablescope.format.hudi.timeline.HoodieAction;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.format.hudi.timeline.InstantState;
import io.tablescope.format.io.FileAccess;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;

/**
 * Reads instant files once each and keeps what they hold: every completed write's commit metadata,
 * read in parallel the first time any is asked for and kept as its records alone (a file's whole
 * tree of fields, ten thousand times over, does not fit a small heap), and each other file as it is
 * asked for.
 */
final class InstantReads {
  private final FileAccess files;
  private final Executor executor;
  private final InstantContentReader reader = new InstantContentReader();
  private final Map<String, InstantContent> contents = new ConcurrentHashMap<>();
  private final Map<String, Read> commits = new ConcurrentHashMap<>();
  private final Map<String, String> schemas = new ConcurrentHashMap<>();
  private volatile boolean commitsRead;

  InstantReads(FileAccess files, Executor executor) {
    this.files = files;
    this.executor = executor;
  }

  /** Reads every completed write's file at once, in parallel. */
  void readCommits(List<HoodieInstant> timeline) {
    if (commitsRead) {
      return;
    }
    List<CompletableFuture<Void>> reads =
        timeline.stream()
            .filter(HoodieInstant::isCompleted)
            .filter(instant -> HoodieAction.writes(instant.action()))
            .map(instant -> CompletableFuture.runAsync(() -> commit(instant.file()), executor))
            .toList();
    reads.forEach(CompletableFuture::join);
    commitsRead = true;
  }

  /** What an instant file holds. */
  InstantContent content(String file) {
    return contents.computeIfAbsent(file, location -> reader.read(files, location));
  }

  /** The file of an instant in a state, read, if the instant reached it. */
  Optional<InstantContent> content(HoodieInstant instant, InstantState state) {
    return instant.file(state).map(this::content);
  }

  /** A completed write's metadata; empty fields for any other instant. */
  CommitMetadata commitMetadata(HoodieInstant instant) {
    if (!instant.isCompleted() || !HoodieAction.writes(instant.action())) {
      return CommitMetadata.of(
          new InstantContent(instant.file(), InstantContent.Encoding.EMPTY, null, null));
    }
    return commit(instant.file()).metadata();
  }

  /** A completed write's metadata and what kept it from being read, or null. */
  private record Read(CommitMetadata metadata, Problem problem) {}

  private Read commit(String file) {
    return commits.computeIfAbsent(
        file,
        location -> {
          InstantContent content = reader.read(files, location);
          return new Read(sharingSchemas(CommitMetadata.of(content)), content.problem());
        });
  }

  /** The metadata with its writer schema the one copy the table's commits share. */
  private CommitMetadata sharingSchemas(CommitMetadata metadata) {
    String schema = metadata.schema();
    if (schema == null) {
      return metadata;
    }
    Map<String, String> extra = new LinkedHashMap<>(metadata.extraMetadata());
    extra.put("schema", schemas.computeIfAbsent(schema, text -> text));
    return new CommitMetadata(
        metadata.operationType(),
        metadata.compacted(),
        metadata.partitionToWriteStats(),
        metadata.partitionToReplaceFileIds(),
        Collections.unmodifiableMap(extra));
  }

  /** An archived write's metadata, from the bytes the archive keeps of its instant file. */
  CommitMetadata archivedMetadata(ArchivedInstant instant) {
    return CommitMetadata.of(reader.read(instant.file(), instant.metadata()));
  }

  /** What kept a completed write's file from being read, or null. */
  Problem problem(HoodieInstant instant) {
    if (!instant.isCompleted() || !HoodieAction.writes(instant.action())) {
      return null;
    }
    return commit(instant.file()).problem();
  }
}
