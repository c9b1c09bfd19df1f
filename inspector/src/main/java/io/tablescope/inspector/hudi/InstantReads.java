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
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;

/**
 * Reads instant files once each and keeps what they hold: every completed write's commit metadata,
 * read in parallel the first time any is asked for, and each other file as it is asked for.
 */
final class InstantReads {
  private final FileAccess files;
  private final Executor executor;
  private final InstantContentReader reader = new InstantContentReader();
  private final Map<String, InstantContent> contents = new ConcurrentHashMap<>();
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
            .map(instant -> CompletableFuture.runAsync(() -> content(instant.file()), executor))
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
    return CommitMetadata.of(content(instant.file()));
  }

  /** An archived write's metadata, from the bytes the archive keeps of its instant file. */
  CommitMetadata archivedMetadata(ArchivedInstant instant) {
    return CommitMetadata.of(reader.read(instant.file(), instant.metadata()));
  }

  /** What kept the instant's current file from being read, or null. */
  Problem problem(HoodieInstant instant) {
    InstantContent content = contents.get(instant.file());
    return content == null ? null : content.problem();
  }
}
