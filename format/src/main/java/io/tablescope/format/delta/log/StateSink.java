package io.tablescope.format.delta.log;

import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.delta.action.RemoveFile;

/**
 * Where a replay of the log hands a version's files, one at a time, so the caller keeps of each
 * only what its answer needs. The replay runs newest first, as Delta readers do: the commits after
 * the checkpoint arrive newest commit first and each commit's actions last first, then {@link
 * #checkpointReached()}, then the checkpoint's files in file order. Each file key arrives once.
 */
public interface StateSink {
  /** A file a read of the version opens. */
  void live(AddFile add);

  /** A removed file not added back since: a tombstone. */
  void tombstone(RemoveFile remove);

  /** What comes next is the checkpoint's, in its own order. */
  default void checkpointReached() {}
}
