package io.tablescope.app.gui.session;

import io.tablescope.format.delta.action.Protocol;
import io.tablescope.format.delta.checkpoint.Checkpoint;
import io.tablescope.format.delta.log.DeltaSnapshot;
import io.tablescope.format.delta.log.DeltaVersion;
import io.tablescope.format.io.FileAccess;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.history.HistoryGraph;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.NewestReadable;
import io.tablescope.inspector.iceberg.UnreadableMetadataException;
import io.tablescope.inspector.table.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * A table just opened, with what the window says about it: the status line, the problems above the
 * views, its history laid out and, for Iceberg, the metadata files it can be reopened at. Worked
 * out in the background, so that the frame that first shows the table holds its history too.
 *
 * @param metadataFiles Iceberg's metadata files, newest first; empty for formats without them
 * @param metadataFile the Iceberg metadata file read, or null
 * @param problems what is wrong with the table, one problem a line; empty when nothing is
 * @param status the one line of the status bar that describes the table
 * @param history the table's commits laid out as the history view draws them
 */
record OpenedTable(
    Table table,
    List<String> metadataFiles,
    String metadataFile,
    String problems,
    String status,
    HistoryGraph history) {
  OpenedTable {
    Objects.requireNonNull(table, "table");
    metadataFiles = List.copyOf(metadataFiles);
    Objects.requireNonNull(problems, "problems");
    Objects.requireNonNull(status, "status");
    Objects.requireNonNull(history, "history");
  }

  /** An Iceberg table as the newest readable metadata file shows it. */
  static OpenedTable iceberg(NewestReadable readable) {
    IcebergTable table = readable.table();
    String problems =
        Stream.concat(
                readable.skipped().stream().map(OpenedTable::skippedProblem),
                table.problems().stream().map(problem -> "⚠ " + problem))
            .collect(Collectors.joining("\n"));
    return new OpenedTable(
        table,
        table.located().metadataFiles(),
        table.located().metadataFile(),
        problems,
        describe(readable),
        HistoryGraph.of(table));
  }

  /**
   * A Delta table at its latest version. Every commit file is read here, off the UI thread, since
   * the history and the diff choices list every version.
   */
  static OpenedTable delta(DeltaTable table) {
    table.commits();
    String problems =
        table.problems().stream().map(problem -> "⚠ " + problem).collect(Collectors.joining("\n"));
    return new OpenedTable(
        table, List.of(), null, problems, describe(table), HistoryGraph.of(table));
  }

  private static String skippedProblem(UnreadableMetadataException skipped) {
    return "⚠ "
        + skipped.getMessage()
        + " — showing an older metadata file, the newest that can be read; choose another in the"
        + " version list";
  }

  private static String describe(NewestReadable readable) {
    IcebergTable table = readable.table();
    var metadata = table.metadata();
    String relocated =
        table.relocation().isRelocated() ? " · recorded at " + metadata.location() : "";
    String outside =
        table.outsidePrefixes().isEmpty()
            ? ""
            : " · paths under "
                + String.join(", ", table.outsidePrefixes())
                + " read by their metadata/ or data/ folder";
    return "Format v"
        + metadata.formatVersion()
        + " · "
        + metadata.snapshots().size()
        + " snapshots · "
        + metadata.refs().size()
        + " refs · "
        + FileAccess.fileName(table.located().metadataFile())
        + " ("
        + (readable.skipped().isEmpty()
            ? table.located().howFound()
            : "the newest readable; "
                + readable.skipped().stream()
                    .map(skipped -> FileAccess.fileName(skipped.metadataFile()))
                    .collect(Collectors.joining(", "))
                + " cannot be read")
        + ")"
        + relocated
        + outside;
  }

  /**
   * The Delta status line, e.g. {@code Delta Lake · 12 versions (0–11) · version 11 · from
   * checkpoint 10 (…checkpoint.parquet) + 1 commit · protocol reader 3, writer 7
   * (deletionVectors)}.
   */
  static String describe(DeltaTable table) {
    List<DeltaVersion> versions = table.log().versions();
    DeltaSnapshot latest = table.log().latest();
    List<String> parts = new ArrayList<>();
    parts.add(table.format().displayName());
    parts.add(
        versions.size()
            + (versions.size() == 1 ? " version (" : " versions (")
            + versions.get(0).version()
            + "–"
            + latest.version()
            + ")");
    parts.add("version " + latest.version());
    Checkpoint checkpoint = latest.checkpoint();
    int replayed = latest.replayedFiles().size();
    parts.add(
        (checkpoint == null
                ? "no checkpoint used"
                : "from checkpoint "
                    + checkpoint.version()
                    + " ("
                    + FileAccess.fileName(checkpoint.location())
                    + (checkpoint.locations().size() > 1
                        ? ", " + checkpoint.locations().size() + " files"
                        : "")
                    + ")")
            + " + "
            + replayed
            + (replayed == 1 ? " commit file" : " commit files"));
    Protocol protocol = latest.protocol();
    if (protocol != null) {
      List<String> features = new ArrayList<>();
      if (protocol.readerFeatures() != null) {
        features.addAll(protocol.readerFeatures());
      }
      if (protocol.writerFeatures() != null) {
        protocol.writerFeatures().stream()
            .filter(f -> !features.contains(f))
            .forEach(features::add);
      }
      parts.add(
          "protocol reader "
              + protocol.minReaderVersion()
              + ", writer "
              + protocol.minWriterVersion()
              + (features.isEmpty() ? "" : " (" + String.join(", ", features) + ")"));
    }
    if (latest.metadata() != null && latest.metadata().columnMappingMode() != null) {
      String mode = latest.metadata().columnMappingMode().toLowerCase(Locale.ROOT);
      if (!mode.equals("none")) {
        parts.add("column mapping " + mode);
      }
    }
    return String.join(" · ", parts);
  }
}
