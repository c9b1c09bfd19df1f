package io.tablescope.inspector.iceberg;

import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.table.AnalysisProgress;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CancellationException;

/**
 * Reads the manifests long work is about to need into the table's cache first, a batch at a time in
 * parallel, so that the work can say how far it got ("manifests read of total") and stop between
 * batches when the user cancels; the work then finds them read.
 */
public final class ManifestReading {
  /** Manifests read in parallel between two progress reports. */
  static final int BATCH = 16;

  private ManifestReading() {}

  /**
   * Reads every distinct manifest the snapshots' manifest lists name, reporting {@code i of n}.
   *
   * @throws CancellationException when the progress says the user gave up
   */
  public static void readAll(
      IcebergTable table, List<Snapshot> snapshots, AnalysisProgress progress) {
    Set<String> seen = new HashSet<>();
    List<ManifestFile> manifests = new ArrayList<>();
    for (Snapshot snapshot : snapshots) {
      checkCancelled(progress);
      for (ManifestFile manifest : table.manifestList(snapshot).manifests()) {
        if (seen.add(manifest.path())) {
          manifests.add(manifest);
        }
      }
    }
    int total = manifests.size();
    for (int from = 0; from < total; from += BATCH) {
      checkCancelled(progress);
      progress.update((double) from / total, "Reading manifests: " + from + " of " + total);
      table.manifests(manifests.subList(from, Math.min(total, from + BATCH)));
    }
    progress.update(1, "Read " + total + " of " + total + " manifests");
  }

  private static void checkCancelled(AnalysisProgress progress) {
    if (progress.isCancelled()) {
      throw new CancellationException("cancelled");
    }
  }
}
