package io.tablescope.inspector.iceberg.maintenance;

import io.tablescope.format.Problem;
import io.tablescope.inspector.iceberg.IcebergRuleException;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.table.AnalysisProgress;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * What removing orphan files would delete, computed without touching the table: the files under its
 * location that no metadata file (the current one and its metadata log, followed back through older
 * files), {@code version-hint.text}, snapshot, manifest list, manifest or statistics file
 * references, older than the threshold. Younger files are listed apart: a commit may be writing
 * them.
 *
 * @param location the folder listed
 * @param olderThan files modified before this (epoch milliseconds) are orphans
 * @param olderThanSource "given", or Iceberg's default of three days before now
 * @param orphans sorted by path
 * @param bytes the total size of the orphans
 * @param tooYoung unreferenced files modified at or after {@code olderThan}, kept
 * @param problems what could not be read; a file it names may be listed as an orphan wrongly
 */
public record OrphanPreview(
    String location,
    long olderThan,
    String olderThanSource,
    List<OrphanFile> orphans,
    long bytes,
    List<OrphanFile> tooYoung,
    List<Problem> problems) {

  /** Iceberg's remove-orphan-files keeps files younger than this by default. */
  public static final Duration DEFAULT_AGE = Duration.ofDays(3);

  public OrphanPreview {
    Objects.requireNonNull(location, "location");
    Objects.requireNonNull(olderThanSource, "olderThanSource");
    orphans = List.copyOf(orphans);
    tooYoung = List.copyOf(tooYoung);
    problems = List.copyOf(problems);
  }

  /**
   * Previews removing the table's orphan files.
   *
   * @param olderThan only files modified before this are orphans; null for three days before now
   * @param now the time the preview is made at
   * @throws IcebergRuleException when Iceberg refuses to remove orphans (garbage collection
   *     disabled)
   * @throws java.io.IOException when the table's folder cannot be listed
   * @throws java.util.concurrent.CancellationException when the progress says so
   */
  public static OrphanPreview of(
      IcebergTable table, Long olderThan, long now, AnalysisProgress progress)
      throws java.io.IOException, IcebergRuleException {
    if (!Boolean.parseBoolean(
        table.metadata().properties().getOrDefault(Retention.GC_ENABLED, "true"))) {
      throw new IcebergRuleException(
          "Cannot delete orphan files: GC is disabled (deleting files may corrupt other tables)");
    }
    long threshold = olderThan != null ? olderThan : now - DEFAULT_AGE.toMillis();
    String source = olderThan != null ? "given" : "now − 3 days (Iceberg's default)";
    return new OrphanFinder(table, progress).find(threshold, source);
  }
}
