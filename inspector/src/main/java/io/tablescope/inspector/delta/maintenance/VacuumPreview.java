package io.tablescope.inspector.delta.maintenance;

import io.tablescope.format.Problem;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.table.AnalysisProgress;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * What Delta's VACUUM would delete, computed without touching the table: under the table's root
 * (hidden files and folders aside, {@code _delta_log} among them), every file the latest version
 * does not reference (its live files, their deletion vectors, and the files and vectors of
 * tombstones younger than the retention) modified before the cutoff, and every folder that holds no
 * referenced file and no such file. Files younger than the cutoff are listed apart: a write may be
 * adding them.
 *
 * @param location the table's root, listed
 * @param retention the retention applied and where it comes from
 * @param cutoff files modified before this, and tombstones removed before it, are expired (epoch
 *     ms)
 * @param deleted the files and folders VACUUM deletes, sorted by path
 * @param bytes the total size of the files deleted
 * @param tooYoung unreferenced files modified at or after the cutoff, kept
 * @param problems what could not be read or listed; a file it names may be listed wrongly
 */
public record VacuumPreview(
    String location,
    DeltaRetention retention,
    long cutoff,
    List<VacuumFile> deleted,
    long bytes,
    List<VacuumFile> tooYoung,
    List<Problem> problems) {

  /** How many entries of the table's folders are listed at most; past them, a problem says so. */
  public static final int LISTING_CAP = 1_000_000;

  public VacuumPreview {
    Objects.requireNonNull(location, "location");
    Objects.requireNonNull(retention, "retention");
    deleted = List.copyOf(deleted);
    tooYoung = List.copyOf(tooYoung);
    problems = List.copyOf(problems);
  }

  /**
   * Previews VACUUM on the table's latest version.
   *
   * @param retentionHours the retention asked for ({@code VACUUM ... RETAIN n HOURS}), or null for
   *     the table's {@code delta.deletedFileRetentionDuration}
   * @param retentionCheck Delta's {@code spark.databricks.delta.retentionDurationCheck.enabled}:
   *     whether a retention shorter than the table's is refused
   * @param now the time the preview is made at
   * @param listingCap how many entries of the table's folders to list at most
   * @throws VacuumRefusedException when Delta would refuse, with Delta's message
   * @throws IOException when the table's root cannot be listed
   * @throws java.util.concurrent.CancellationException when the progress says so
   */
  public static VacuumPreview of(
      DeltaTable table,
      Double retentionHours,
      boolean retentionCheck,
      long now,
      int listingCap,
      AnalysisProgress progress)
      throws VacuumRefusedException, IOException {
    DeltaRetention configured;
    try {
      configured =
          DeltaRetention.of(
              table.log().latest().metadata(),
              DeltaRetention.DELETED_FILE_RETENTION,
              DeltaRetention.DELETED_FILE_DEFAULT);
    } catch (IllegalArgumentException e) {
      throw new VacuumRefusedException("Delta cannot read the retention: " + e.getMessage());
    }
    DeltaRetention retention = configured;
    if (retentionHours != null) {
      // Delta rounds the hours asked for to whole hours.
      Duration asked = Duration.ofHours(Math.round(retentionHours));
      if (asked.isNegative()) {
        throw new VacuumRefusedException("Retention for Vacuum can't be less than 0.");
      }
      if (retentionCheck && asked.compareTo(configured.duration()) < 0) {
        throw new VacuumRefusedException(tooShort(configured.hoursRoundedUp()));
      }
      retention = new DeltaRetention(asked, "given: " + asked.toHours() + " hours");
    }
    long cutoff = now - retention.duration().toMillis();
    return new VacuumFinder(table, listingCap, progress).find(retention, cutoff);
  }

  /** Delta's refusal of a retention shorter than the table's, word for word. */
  static String tooShort(long configuredHours) {
    return "Are you sure you would like to vacuum files with such a low retention period? If you"
        + " have\n"
        + "writers that are currently writing to this table, there is a risk that you may corrupt"
        + " the\n"
        + "state of your Delta table.\n"
        + "\n"
        + "If you are certain that there are no operations being performed on this table, such as\n"
        + "insert/upsert/delete/optimize, then you may turn off this check by setting:\n"
        + "spark.databricks.delta.retentionDurationCheck.enabled = false\n"
        + "\n"
        + "If you are not sure, please use a value not less than \""
        + configuredHours
        + " hours\".";
  }
}
