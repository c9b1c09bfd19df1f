package io.tablescope.app.cli.iceberg;

import io.tablescope.format.ContentKind;
import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.location.Relocation;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.manifest.StatusCounts;
import io.tablescope.format.iceberg.metadata.SnapshotRef;
import io.tablescope.inspector.iceberg.CountedEntries;
import io.tablescope.inspector.iceberg.TableSummary;
import io.tablescope.inspector.iceberg.UnreadManifest;
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
            + (summary.formatVersion() == 1
                ? "  (" + ManifestEntry.V1_SEQUENCE_NUMBERS + ")"
                : "  (last sequence number " + summary.lastSequenceNumber() + ")"));
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
    counts(out, summary.counts());
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

  /**
   * The manifests and entries of the current snapshot; what could not be read is called unknown or
   * incomplete, and numbers taken from the manifest list for unread manifests say so.
   */
  private static void counts(PrintWriter out, CountedEntries counts) {
    String listed =
        counts.listedManifests()
            + " ("
            + counts.listedDataManifests()
            + " data, "
            + counts.listedDeleteManifests()
            + " delete)";
    if (!counts.manifestListRead()) {
      line(
          out,
          "Manifests",
          "unknown: the manifest list could not be read"
              + (counts.listedManifests() == 0 ? "" : "; " + listed + " listed before the damage"));
      line(
          out,
          "Entries",
          counts.listedManifests() == 0
              ? "unknown"
              : "unknown: at least " + counts(counts.read()) + " in the manifests listed");
    } else if (counts.complete()) {
      line(out, "Manifests", listed);
      line(out, "Entries", counts(counts.read()));
    } else {
      int unread = counts.unreadManifests().size();
      line(out, "Manifests", listed + ", " + unread + " could not be read");
      line(
          out,
          "Entries",
          counts
              .entries()
              .map(
                  total ->
                      counts(total)
                          + "  (incomplete: "
                          + manifests(unread, "unread manifest")
                          + " counted by the manifest list's numbers)")
              .orElse(
                  "unknown: at least "
                      + counts(counts.read())
                      + "; no counts are recorded for an unread manifest"));
    }
    for (ContentKind content : ContentKind.values()) {
      StatusCounts byContent = counts.readByContent().get(content);
      if (byContent != null) {
        out.printf(
            "  %-18s %s%s%n",
            content.jsonName(), counts(byContent), counts.complete() ? "" : "  (read)");
      }
    }
    if (counts.manifestListRead() && !counts.complete()) {
      counts
          .fromManifestList()
          .ifPresent(
              listedCounts ->
                  out.printf(
                      "  %-18s %s  (the manifest list's counts)%n",
                      "unread manifests", counts(listedCounts)));
    }
    for (UnreadManifest unread : counts.unreadManifests()) {
      line(out, "Unread", unread(unread));
    }
  }

  /** An unread manifest: where, why, and what the manifest list records for it. */
  private static String unread(UnreadManifest unread) {
    ManifestFile manifest = unread.manifest();
    String why = unread.problems().stream().map(Problem::message).collect(Collectors.joining("; "));
    String listed =
        unread
            .listedCounts()
            .map(files -> "the manifest list records " + counts(files) + " files" + rows(manifest))
            .orElse(
                "no counts are recorded for it (left out of the manifest list, or named inline"
                    + " by a v1 snapshot)");
    return manifest.path()
        + "  ("
        + manifest.content().jsonName()
        + " manifest): "
        + why
        + "; "
        + listed;
  }

  private static String rows(ManifestFile manifest) {
    if (manifest.addedRowsCount() == null
        || manifest.existingRowsCount() == null
        || manifest.deletedRowsCount() == null) {
      return "";
    }
    return " ("
        + manifest.addedRowsCount()
        + " added, "
        + manifest.existingRowsCount()
        + " existing, "
        + manifest.deletedRowsCount()
        + " deleted rows)";
  }

  private static String manifests(int count, String what) {
    return count + " " + what + (count == 1 ? "" : "s");
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
