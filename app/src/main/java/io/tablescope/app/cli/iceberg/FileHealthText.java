package io.tablescope.app.cli.iceberg;

import io.tablescope.format.Problem;
import io.tablescope.inspector.iceberg.health.ByteSize;
import io.tablescope.inspector.iceberg.health.DanglingDelete;
import io.tablescope.inspector.iceberg.health.DataFileDeletes;
import io.tablescope.inspector.iceberg.health.FileHealth;
import io.tablescope.inspector.iceberg.health.ManifestLayout;
import io.tablescope.inspector.iceberg.health.MissingFile;
import io.tablescope.inspector.iceberg.health.PartitionDeletes;
import io.tablescope.inspector.iceberg.health.PartitionFiles;
import java.io.PrintWriter;
import java.util.List;

/**
 * The text form of a snapshot's file health: sections Files, Deletes, Build-up, Manifests and Rows.
 * Long lists stop after {@link #SHOWN} lines (the build-up, read to find where to compact, after
 * {@link #PARTITIONS_SHOWN}) and say how many more {@code --json} has.
 */
final class FileHealthText {
  static final int SHOWN = 20;
  static final int PARTITIONS_SHOWN = 50;

  private FileHealthText() {}

  static void write(PrintWriter out, FileHealth health) {
    files(out, health);
    deletes(out, health);
    buildUp(out, health.partitionDeletes());
    manifests(out, health.manifests());
    line(out, "Rows", health.liveRows().describe());
  }

  private static void files(PrintWriter out, FileHealth health) {
    line(out, "Files", health.describeFiles());
    List<PartitionFiles> partitions = health.partitions();
    for (PartitionFiles partition : partitions.subList(0, Math.min(SHOWN, partitions.size()))) {
      out.printf(
          "  spec %d %-28s %6d files %10s %6d small %6d deletes%n",
          partition.specId(),
          partition.partition().isEmpty() ? "(unpartitioned)" : partition.partition(),
          partition.dataFiles(),
          ByteSize.text(partition.dataBytes()),
          partition.smallFiles(),
          partition.deleteFiles());
    }
    more(out, partitions.size(), "partitions");
    for (Problem problem : health.problems()) {
      out.println("  not counted: " + problem);
    }
  }

  private static void deletes(PrintWriter out, FileHealth health) {
    line(out, "Deletes", health.describeDeletes());
    List<DataFileDeletes> files = health.dataFilesWithDeletes();
    for (DataFileDeletes file : files.subList(0, Math.min(SHOWN, files.size()))) {
      out.printf(
          "  %4d deletes  %s  (%d position, %d equality, %d deletion vectors)%n",
          file.deletes(),
          file.path(),
          file.positionDeletes(),
          file.equalityDeletes(),
          file.deletionVectors());
    }
    more(out, files.size(), "data files with deletes");
    List<DanglingDelete> dangling = health.danglingDeletes();
    out.println("  " + dangling.size() + " dangling: delete files that apply to no live data file");
    for (DanglingDelete delete : dangling.subList(0, Math.min(SHOWN, dangling.size()))) {
      out.println(
          "    "
              + delete.path()
              + (delete.contentOffset() == null ? "" : " @" + delete.contentOffset())
              + "  ("
              + delete.kind().jsonName()
              + ", sequence number "
              + delete.sequenceNumber()
              + "): "
              + delete.reason());
    }
    more(out, dangling.size(), "dangling deletes");
    List<MissingFile> missing = health.missingFiles();
    out.println("  " + missing.size() + " missing: live files not on storage");
    for (MissingFile file : missing.subList(0, Math.min(SHOWN, missing.size()))) {
      out.println("    " + file.path() + "  (" + file.kind().jsonName() + ")");
    }
    more(out, missing.size(), "missing files");
  }

  private static void buildUp(PrintWriter out, List<PartitionDeletes> partitions) {
    line(
        out,
        "Build-up",
        partitions.size() + " partitions with delete files, most delete bytes first");
    int shown = Math.min(PARTITIONS_SHOWN, partitions.size());
    for (PartitionDeletes partition : partitions.subList(0, shown)) {
      out.printf(
          "  spec %d %-28s data %5d %10s | position %4d %10s | equality %4d %10s"
              + " | vectors %4d %10s | last added by snapshot %d (sequence %d)%n",
          partition.specId(),
          partition.partition().isEmpty() ? "(unpartitioned)" : partition.partition(),
          partition.dataFiles(),
          ByteSize.text(partition.dataBytes()),
          partition.positionDeleteFiles(),
          ByteSize.text(partition.positionDeleteBytes()),
          partition.equalityDeleteFiles(),
          ByteSize.text(partition.equalityDeleteBytes()),
          partition.deletionVectors(),
          ByteSize.text(partition.deletionVectorBytes()),
          partition.lastDeleteSnapshotId(),
          partition.lastDeleteSequenceNumber());
    }
    if (partitions.size() > shown) {
      out.println("  and " + (partitions.size() - shown) + " more partitions (--json lists all)");
    }
  }

  private static void manifests(PrintWriter out, ManifestLayout layout) {
    line(
        out,
        "Manifests",
        layout.manifests().size()
            + " manifests, "
            + ByteSize.text(layout.bytes())
            + ", "
            + layout.smallManifests()
            + " below the "
            + ByteSize.text(layout.targetSizeBytes())
            + " target; "
            + layout.partitions()
            + " partitions, up to "
            + layout.maxManifestsPerPartition()
            + " manifests for one, "
            + layout.partitionsInSeveralManifests()
            + " in several");
    out.println(
        "  rewrite_manifests would leave "
            + layout.manifestsAfterRewrite()
            + " of "
            + layout.manifests().size()
            + " manifests");
  }

  private static void more(PrintWriter out, int size, String what) {
    if (size > SHOWN) {
      out.println("  ... " + (size - SHOWN) + " more " + what + " (--json lists all)");
    }
  }

  private static void line(PrintWriter out, String label, String text) {
    out.printf("%-10s %s%n", label, text);
  }
}
