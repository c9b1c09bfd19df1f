package io.tablescope.app.cli;

import io.tablescope.format.Problem;
import io.tablescope.format.location.Relocation;
import io.tablescope.format.manifest.FileContent;
import io.tablescope.format.manifest.StatusCounts;
import io.tablescope.format.metadata.SnapshotRef;
import io.tablescope.inspector.TableSummary;
import java.io.PrintWriter;
import java.time.Instant;
import java.util.List;
import java.util.stream.Collectors;

/** The text form of {@code summary}: one labelled line per fact. */
final class SummaryText {
  private SummaryText() {}

  static void write(TableSummary summary, PrintWriter out) {
    line(
        out,
        "Table",
        summary.location()
            + "  (format v"
            + summary.formatVersion()
            + ", uuid "
            + summary.tableUuid()
            + ")");
    line(out, "Metadata", summary.metadataFile() + "  (" + summary.howFound() + ")");
    if (summary.relocation().isRelocated()) {
      line(
          out,
          "Relocated",
          "paths under "
              + summary.relocation().recordedLocation()
              + " are read from "
              + summary.relocation().openedLocation());
    }
    if (!summary.outsidePrefixes().isEmpty()) {
      line(out, "Relocated", outsideNote(summary.relocation(), summary.outsidePrefixes()));
    }
    line(
        out,
        "Updated",
        Instant.ofEpochMilli(summary.lastUpdatedMillis())
            + "  (last sequence number "
            + summary.lastSequenceNumber()
            + ")");
    line(
        out,
        "Snapshots",
        summary.snapshots()
            + (summary.currentSnapshotId() == null
                ? ", no current snapshot"
                : ", current " + summary.currentSnapshotId()));
    line(
        out,
        "Refs",
        summary.refs().isEmpty()
            ? "none"
            : summary.refs().stream().map(SummaryText::ref).collect(Collectors.joining(", ")));
    line(out, "Schemas", summary.schemas() + " (current " + summary.currentSchemaId() + ")");
    line(out, "Specs", summary.partitionSpecs() + " (default " + summary.defaultSpecId() + ")");
    line(
        out,
        "Manifests",
        summary.manifests()
            + " ("
            + summary.dataManifests()
            + " data, "
            + summary.deleteManifests()
            + " delete)");
    line(out, "Entries", counts(summary.entries()));
    for (FileContent content : FileContent.values()) {
      StatusCounts counts = summary.entriesByContent().get(content);
      if (counts != null) {
        out.printf("  %-18s %s%n", content.jsonName(), counts(counts));
      }
    }
    if (!summary.unknownFields().isEmpty()) {
      summary.unknownFields().forEach((name, value) -> line(out, "Unknown", name + " = " + value));
    }
    if (summary.problems().isEmpty()) {
      line(out, "Problems", "none");
    } else {
      line(out, "Problems", String.valueOf(summary.problems().size()));
      for (Problem problem : summary.problems()) {
        out.println("  ! " + problem.kind().name().toLowerCase() + ": " + problem);
      }
    }
  }

  /** The one line that says paths outside the recorded location were mapped by their folder. */
  static String outsideNote(Relocation relocation, List<String> outsidePrefixes) {
    return "paths under "
        + String.join(", ", outsidePrefixes)
        + " lie outside "
        + relocation.recordedLocation()
        + "; read by their metadata/ or data/ folder from "
        + relocation.openedLocation();
  }

  private static String ref(SnapshotRef ref) {
    return ref.name() + " -> " + ref.snapshotId() + " (" + ref.type().jsonName() + ")";
  }

  private static String counts(StatusCounts counts) {
    return counts.added()
        + " added, "
        + counts.existing()
        + " existing, "
        + counts.deleted()
        + " deleted";
  }

  private static void line(PrintWriter out, String label, String text) {
    out.printf("%-10s %s%n", label, text);
  }
}
