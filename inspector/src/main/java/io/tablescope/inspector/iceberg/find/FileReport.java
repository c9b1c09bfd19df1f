package io.tablescope.inspector.iceberg.find;

import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.manifest.FileContent;
import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.iceberg.ApplicableDeletes;
import io.tablescope.inspector.iceberg.ApplicableDeletes.AppliedDelete;
import io.tablescope.inspector.iceberg.DeletionVectorEvidence;
import io.tablescope.inspector.iceberg.FooterEvidence;
import io.tablescope.inspector.iceberg.IcebergTable;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * All Tablescope says about one file of a table: its history, and what the app's details pane shows
 * for it in the snapshot that shows it live (the current one if it is live there, else the newest
 * that has it live): the delete files that apply to a data file and why, and a Parquet data file's
 * footer beside its manifest's statistics, or a deletion vector decoded.
 *
 * @param liveEntry the file's entry in {@code snapshot}, or null when it is live in none
 * @param snapshot the snapshot the details are of, or null when the file is live in none
 * @param deletes the delete files that apply in {@code snapshot}; empty for a delete file
 * @param footer the footer beside the statistics, or null when not a Parquet data file found where
 *     it is read from
 * @param vector the decoded deletion vector beside its data file's rows, or null when not a
 *     deletion vector found where it is read from
 * @param problems what could not be read in the whole table
 */
public record FileReport(
    FileHistory history,
    Snapshot snapshot,
    ManifestEntry liveEntry,
    List<AppliedDelete> deletes,
    FooterEvidence footer,
    DeletionVectorEvidence vector,
    List<Problem> problems) {
  public FileReport {
    Objects.requireNonNull(history, "history");
    deletes = List.copyOf(deletes);
    problems = List.copyOf(problems);
  }

  /** Reads what is said about the file with this recorded path. Blocking. */
  public static FileReport of(WholeTable whole, String path) {
    FileHistory history = FileHistory.of(whole, path);
    IcebergTable table = whole.table();
    Optional<Snapshot> shown = shownSnapshot(whole, history);
    if (shown.isEmpty()) {
      return new FileReport(history, null, null, List.of(), null, null, whole.problems());
    }
    Snapshot snapshot = shown.get();
    ManifestEntry entry = liveEntry(whole, snapshot, path);
    boolean data = entry.file().content() == FileContent.DATA;
    List<AppliedDelete> deletes =
        data ? new ApplicableDeletes(table).of(snapshot, entry) : List.of();
    FooterEvidence footer =
        data && "PARQUET".equalsIgnoreCase(entry.file().format()) && table.exists(path)
            ? FooterEvidence.read(table, entry.file())
            : null;
    DeletionVectorEvidence vector =
        entry.file().isDeletionVector() && table.exists(path)
            ? DeletionVectorEvidence.read(table, snapshot, entry.file())
            : null;
    return new FileReport(history, snapshot, entry, deletes, footer, vector, whole.problems());
  }

  private static Optional<Snapshot> shownSnapshot(WholeTable whole, FileHistory history) {
    Optional<Snapshot> current = whole.table().metadata().currentSnapshot();
    if (current.isPresent() && history.liveIn().contains(current.get().snapshotId())) {
      return current;
    }
    return history.liveIn().isEmpty()
        ? Optional.empty()
        : whole.table().snapshot(history.liveIn().get(history.liveIn().size() - 1));
  }

  /**
   * The file's live entry in the snapshot, with its column statistics: the whole table was read
   * without them, so the one manifest that holds the entry is read again with them.
   */
  private static ManifestEntry liveEntry(WholeTable whole, Snapshot snapshot, String path) {
    for (Manifest manifest : whole.manifestsOf(snapshot)) {
      for (ManifestEntry entry : manifest.entries()) {
        if (entry.status().isLive() && entry.file().path().equals(path)) {
          return whole.table().manifest(manifest.file()).entries().get((int) entry.position());
        }
      }
    }
    throw new IllegalStateException("no live entry for " + path + " in " + snapshot.snapshotId());
  }
}
