package io.tablescope.inspector.delta;

import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.delta.action.RemoveFile;
import io.tablescope.format.delta.log.StateSink;

/** Counts what a replay hands over, keeping no file: what a summary of a version states. */
public final class DeltaTotals implements StateSink {
  private long files;
  private long bytes;
  private long deletionVectors;
  private long rowsDeleted;
  private long tombstones;

  @Override
  public void live(AddFile add) {
    files++;
    bytes += add.size();
    if (add.deletionVector() != null) {
      deletionVectors++;
      rowsDeleted += add.deletionVector().cardinality();
    }
  }

  @Override
  public void tombstone(RemoveFile remove) {
    tombstones++;
  }

  public long files() {
    return files;
  }

  long bytes() {
    return bytes;
  }

  long deletionVectors() {
    return deletionVectors;
  }

  long rowsDeleted() {
    return rowsDeleted;
  }

  public long tombstones() {
    return tombstones;
  }
}
