package io.tablescope.app.cli.delta;

import io.tablescope.app.cli.common.HealthReport.Finding;
import io.tablescope.app.cli.common.HealthReport.Section;
import io.tablescope.app.cli.common.Numbers;
import io.tablescope.app.cli.common.Timestamps;
import io.tablescope.inspector.delta.health.CheckpointLag;
import io.tablescope.inspector.delta.health.DeletionVectorBuildUp;
import io.tablescope.inspector.delta.health.DeltaHealth;
import io.tablescope.inspector.delta.health.LogGrowth;
import io.tablescope.inspector.delta.health.LogRetention;
import io.tablescope.inspector.delta.health.SmallFiles;
import io.tablescope.inspector.delta.health.TableFeatures;
import io.tablescope.inspector.delta.health.Tombstones;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A Delta health report in words: a section a question, each finding its numbers and, where they
 * are bad, what to do in a line. What {@code health} prints and the Health view lists.
 */
public final class DeltaHealthFindings {
  /** Deleted rows past this share of the rows in files with deletion vectors call for a purge. */
  static final double PURGE_SHARE = 0.1;

  private DeltaHealthFindings() {}

  public static List<Section> of(DeltaHealth health) {
    return List.of(
        log(health.log()),
        checkpoint(health.checkpoint()),
        DeltaHealthPointer.section(health.pointer()),
        retention(health.retention()),
        small(health.smallFiles()),
        deletionVectors(health.deletionVectors()),
        tombstones(health.tombstones()),
        DeltaHealthActivity.writers(health.activity()),
        DeltaHealthActivity.contention(health.activity()),
        features(health.features()));
  }

  private static Section log(LogGrowth log) {
    List<String> details = new ArrayList<>();
    details.add(
        Numbers.count(log.checkpointFiles(), "checkpoint file")
            + " and sidecars ("
            + Numbers.size(log.checkpointBytes())
            + ")");
    if (log.firstCommitMillis() != null) {
      details.add(
          "from "
              + Timestamps.iso(log.firstCommitMillis())
              + " to "
              + Timestamps.iso(log.lastCommitMillis()));
    }
    details.add(
        String.format(
            Locale.ROOT,
            "%.1f commits and %s a day over %.1f days",
            log.commitsPerDay(),
            Numbers.size(Math.round(log.commitBytesPerDay())),
            log.days()));
    return new Section(
        "Log size and growth",
        List.of(
            new Finding(
                "_delta_log",
                Numbers.count(log.commitFiles(), "commit file")
                    + " ("
                    + Numbers.size(log.commitBytes())
                    + ")",
                details)),
        "the log holds no commit");
  }

  private static Section checkpoint(CheckpointLag lag) {
    List<String> details = new ArrayList<>();
    details.add(
        "delta.checkpointInterval = "
            + lag.interval()
            + (lag.intervalSet() ? "" : " (Delta's default)"));
    String headline;
    if (lag.version() == null) {
      headline = "No checkpoint: readers replay every commit (" + lag.commitsSince() + ")";
    } else {
      headline =
          "Checkpoint "
              + lag.version()
              + ": "
              + lag.kind()
              + ", "
              + Numbers.count(lag.files(), "file")
              + (lag.sidecars() > 0 ? " and " + Numbers.count(lag.sidecars(), "sidecar") : "")
              + " ("
              + Numbers.size(lag.bytes())
              + ")";
      details.add(Numbers.count(lag.commitsSince(), "commit") + " since it");
    }
    if (lag.dueAt() != null) {
      details.add(
          lag.commitsSince()
              + " commits since the last checkpoint with checkpointInterval "
              + lag.interval()
              + ": readers replay "
              + lag.commitsSince()
              + " JSON files; one was due at version "
              + lag.dueAt()
              + " and no writer wrote it (write one: Delta's checkpoint())");
    }
    if ("multi-part".equals(lag.kind())) {
      details.add("multi-part checkpoints are deprecated: later Delta writers write one file");
    }
    return new Section("Checkpoint", List.of(new Finding("checkpoint", headline, details)), "");
  }

  private static Section retention(LogRetention retention) {
    List<String> details = new ArrayList<>();
    details.add(
        "delta.logRetentionDuration = "
            + retention.retention()
            + (retention.retentionSet() ? "" : " (Delta's default)"));
    details.add("cutoff " + Timestamps.iso(retention.cutoffMillis()) + " (the day it falls in)");
    if (!retention.cleanupEnabled()) {
      details.add("delta.enableExpiredLogCleanup = false: no writer cleans the log up");
    }
    String headline;
    if (retention.keptCheckpoint() == null) {
      headline = "Clean-up would delete nothing: no checkpoint is older than the retention";
    } else {
      headline =
          "Clean-up would delete "
              + Numbers.count(retention.commitsToDrop(), "commit file")
              + " and "
              + Numbers.count(retention.checkpointsToDrop(), "older checkpoint")
              + ", keeping checkpoint "
              + retention.keptCheckpoint()
              + " and its commit";
      if (retention.oldestKept() != null) {
        details.add("time travel then reaches back to version " + retention.oldestKept());
      }
    }
    return new Section(
        "Log retention", List.of(new Finding("log retention", headline, details)), "");
  }

  private static Section small(SmallFiles small) {
    List<Finding> findings = new ArrayList<>();
    List<String> details = new ArrayList<>();
    details.add(
        "small: under " + Numbers.size(small.thresholdBytes()) + " (" + small.threshold() + ")");
    details.add(
        Numbers.count(small.partitionsWithSmallFiles(), "partition")
            + " with two or more small files"
            + (small.partitionsWithSmallFiles() > small.partitions().size()
                ? "; the top " + small.partitions().size() + " are listed"
                : ""));
    if (small.smallFiles() > 1) {
      details.add("compact them: OPTIMIZE, or auto compaction on the writers");
    }
    findings.add(
        new Finding(
            "small files",
            Numbers.grouped(small.smallFiles())
                + " of "
                + Numbers.count(small.liveFiles(), "live file")
                + " are small ("
                + Numbers.size(small.smallBytes())
                + " of "
                + Numbers.size(small.liveBytes())
                + ")",
            details));
    for (SmallFiles.Partition partition : small.partitions()) {
      String name = partition.partition().isEmpty() ? "the table" : partition.partition();
      findings.add(
          new Finding(
              name,
              name
                  + ": "
                  + Numbers.grouped(partition.smallFiles())
                  + " of "
                  + Numbers.count(partition.files(), "file")
                  + " small ("
                  + Numbers.size(partition.smallBytes())
                  + ")",
              List.of()));
    }
    return new Section("Small files", findings, "");
  }

  private static Section deletionVectors(DeletionVectorBuildUp dvs) {
    if (!dvs.enabled() && dvs.dvWrites() == 0) {
      return new Section("Deletion vectors", List.of(), "deletion vectors are off");
    }
    List<String> details = new ArrayList<>();
    details.add(
        String.format(
            Locale.ROOT,
            "%s of %s rows in those files deleted (%.1f%%); %s rows in all live files",
            Numbers.grouped(dvs.deletedRows()),
            Numbers.grouped(dvs.rowsInDvFiles()),
            100 * dvs.deletedShare(),
            Numbers.grouped(dvs.rows())));
    if (dvs.filesWithoutStats() > 0) {
      details.add(
          Numbers.count(dvs.filesWithoutStats(), "live file")
              + " without numRecords, not counted in the rows");
    }
    details.add(
        Numbers.count(dvs.dvWrites(), "deletion vector")
            + " written over the log, to "
            + Numbers.count(dvs.filesWithDvHistory(), "file")
            + (dvs.mostRewritten() == null
                ? ""
                : "; most on " + dvs.mostRewritten() + " (" + dvs.maxDvsPerFile() + ")"));
    if (dvs.deletedShare() > PURGE_SHARE) {
      details.add(
          "readers skip the deleted rows on every scan: REORG TABLE ... APPLY (PURGE) or OPTIMIZE"
              + " rewrites the files without them");
    }
    return new Section(
        "Deletion vectors",
        List.of(
            new Finding(
                "deletion vectors",
                Numbers.grouped(dvs.filesWithDvs())
                    + " of "
                    + Numbers.count(dvs.liveFiles(), "live file")
                    + " carry a deletion vector, "
                    + Numbers.count(dvs.deletedRows(), "row")
                    + " deleted",
                details)),
        "");
  }

  private static Section tombstones(Tombstones tombstones) {
    List<String> details = new ArrayList<>();
    details.add(
        "delta.deletedFileRetentionDuration = "
            + tombstones.retention()
            + (tombstones.retentionSet() ? "" : " (Delta's default)"));
    if (tombstones.pastRetention() > 0) {
      details.add(
          Numbers.count(tombstones.pastRetention(), "tombstone")
              + " ("
              + Numbers.size(tombstones.pastRetentionBytes())
              + ") past the retention: VACUUM would delete those files");
    }
    if (tombstones.withoutTimestamp() > 0) {
      details.add(
          Numbers.count(tombstones.withoutTimestamp(), "tombstone")
              + " without a deletionTimestamp, counted as past the retention");
    }
    return new Section(
        "Tombstones",
        List.of(
            new Finding(
                "tombstones",
                Numbers.count(tombstones.count(), "tombstone")
                    + " ("
                    + Numbers.size(tombstones.bytes())
                    + ")",
                details)),
        "");
  }

  private static Section features(TableFeatures features) {
    List<String> details = new ArrayList<>();
    if (!features.readerFeatures().isEmpty()) {
      details.add("reader features: " + String.join(", ", features.readerFeatures()));
    }
    if (!features.writerFeatures().isEmpty()) {
      details.add("writer features: " + String.join(", ", features.writerFeatures()));
    }
    details.add(
        features.inCommitTimestamps()
            ? "in-commit timestamps since version "
                + features.inCommitSinceVersion()
                + (features.inCommitSinceMillis() == null
                    ? ""
                    : " (" + Timestamps.iso(features.inCommitSinceMillis()) + ")")
                + (features.inCommitSinceVersion() > 0
                    ? ": earlier versions are dated by their files"
                    : "")
            : "in-commit timestamps off: versions are dated by their commit files' times");
    return new Section(
        "Protocol and features",
        List.of(
            new Finding(
                "protocol",
                "Reader version "
                    + features.minReaderVersion()
                    + ", writer version "
                    + features.minWriterVersion(),
                details)),
        "");
  }
}
