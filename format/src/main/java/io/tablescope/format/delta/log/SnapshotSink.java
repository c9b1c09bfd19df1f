package io.tablescope.format.delta.log;

import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.delta.action.FileKey;
import io.tablescope.format.delta.action.RemoveFile;
import java.util.LinkedHashMap;
import java.util.Map;

/** Keeps every file a replay hands over, whole, to build a {@link DeltaSnapshot} in log order. */
final class SnapshotSink implements StateSink {
  private final LogOrder<AddFile> live = new LogOrder<>();
  private final LogOrder<RemoveFile> tombstones = new LogOrder<>();

  @Override
  public void live(AddFile add) {
    live.add(add);
  }

  @Override
  public void tombstone(RemoveFile remove) {
    tombstones.add(remove);
  }

  @Override
  public void checkpointReached() {
    live.checkpointReached();
    tombstones.checkpointReached();
  }

  DeltaSnapshot snapshot(LogState state) {
    Map<FileKey, AddFile> files = new LinkedHashMap<>();
    live.inLogOrder().forEach(add -> files.put(add.fileKey(), add));
    Map<FileKey, RemoveFile> removed = new LinkedHashMap<>();
    tombstones.inLogOrder().forEach(remove -> removed.put(remove.fileKey(), remove));
    return new DeltaSnapshot(
        state.version(),
        state.protocol(),
        state.metadata(),
        files,
        removed,
        state.transactions(),
        state.domainMetadata(),
        state.checkpoint(),
        state.replayedFiles(),
        state.problems());
  }
}
