package io.tablescope.inspector.iceberg;

import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestContent;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.iceberg.puffin.DeletionVector;
import io.tablescope.format.iceberg.puffin.DeletionVectorReader;
import io.tablescope.format.iceberg.puffin.PuffinFooter;
import io.tablescope.format.iceberg.puffin.PuffinFooterReader;
import io.tablescope.inspector.table.DetailSection;
import io.tablescope.inspector.table.DetailSection.DetailRow;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A deletion vector decoded from its Puffin blob, beside the row count of the data file it deletes
 * from, worded once for the CLI and the app.
 *
 * @param vector the decoded vector, or null when it could not be read
 * @param problem why it could not be read, naming the delete file; null when it was read
 * @param dataRecordCount the referenced data file's record count in the snapshot, or null when that
 *     file is not live there
 * @param disagreement where the manifest entry, the Puffin footer and the blob disagree (the footer
 *     lists no such blob, or another length, data file or cardinality), or null
 */
public record DeletionVectorEvidence(
    DeletionVector vector, Problem problem, Long dataRecordCount, String disagreement) {
  /** How many of the lowest deleted positions are shown. */
  public static final int SHOWN = 20;

  private static final String BLOB_TYPE = "deletion-vector-v1";

  /** Decodes the vector of a deletion vector file live in the snapshot. Blocking. */
  public static DeletionVectorEvidence read(IcebergTable table, Snapshot snapshot, ContentFile dv) {
    Long dataRecordCount = dataRecordCount(table, snapshot, dv.referencedDataFile());
    if (dv.contentOffset() == null || dv.contentSizeInBytes() == null) {
      return new DeletionVectorEvidence(
          null,
          new Problem(
              Problem.Kind.INVALID,
              dv.path(),
              "a deletion vector without content_offset and content_size_in_bytes"),
          dataRecordCount,
          null);
    }
    String local = table.localPath(dv.path());
    try {
      DeletionVector vector =
          DeletionVectorReader.read(
              table.files(), local, dv.contentOffset(), dv.contentSizeInBytes(), SHOWN);
      return new DeletionVectorEvidence(
          vector, null, dataRecordCount, disagreement(table, local, dv, vector));
    } catch (IOException | RuntimeException e) {
      return new DeletionVectorEvidence(
          null, PuffinProblems.of(dv.path(), local, e), dataRecordCount, null);
    }
  }

  /**
   * Where the entry, the footer and the decoded blob disagree: a deletion vector's record_count is
   * its cardinality, and the footer lists the blob where the entry says it is, of the same data
   * file.
   */
  private static String disagreement(
      IcebergTable table, String local, ContentFile dv, DeletionVector vector) {
    if (dv.recordCount() != vector.cardinality()) {
      return "the entry's record_count is "
          + dv.recordCount()
          + ", but the blob deletes "
          + vector.cardinality();
    }
    PuffinFooter footer;
    try {
      footer = PuffinFooterReader.read(table.files(), local);
    } catch (IOException | RuntimeException e) {
      return "the Puffin footer cannot be read: "
          + PuffinProblems.of(dv.path(), local, e).message();
    }
    for (PuffinFooter.Blob blob : footer.blobs()) {
      if (blob.offset() == dv.contentOffset()) {
        return disagreement(dv, vector, blob);
      }
    }
    return "the Puffin footer lists no blob at offset " + dv.contentOffset();
  }

  private static String disagreement(
      ContentFile dv, DeletionVector vector, PuffinFooter.Blob blob) {
    String cardinality = blob.properties().get("cardinality");
    String dataFile = blob.properties().get("referenced-data-file");
    if (!BLOB_TYPE.equals(blob.type())) {
      return "the footer says the blob at offset " + blob.offset() + " is " + blob.type();
    } else if (blob.length() != dv.contentSizeInBytes()) {
      return "the footer gives the blob "
          + blob.length()
          + " bytes, the entry "
          + dv.contentSizeInBytes();
    } else if (dataFile != null && !dataFile.equals(dv.referencedDataFile())) {
      return "the footer says the blob is of " + dataFile;
    } else if (cardinality != null && !cardinality.equals(Long.toString(vector.cardinality()))) {
      return "the footer's cardinality is "
          + cardinality
          + ", but the blob deletes "
          + vector.cardinality();
    }
    return null;
  }

  /** The cardinality beside the data file's rows, e.g. {@code 3 of 5 rows deleted}. */
  public String cardinalityText() {
    if (vector == null) {
      return "unreadable";
    }
    return vector.cardinality()
        + (dataRecordCount == null
            ? " rows deleted (the data file is not live in this snapshot)"
            : " of " + dataRecordCount + " rows deleted");
  }

  /** The lowest deleted positions, with how many more there are. */
  public String positionsText() {
    if (vector == null) {
      return "";
    }
    String shown =
        vector.firstPositions().stream().map(String::valueOf).collect(Collectors.joining(", "));
    long more = vector.cardinality() - vector.firstPositions().size();
    return more > 0 ? shown + " … (" + more + " more)" : shown;
  }

  /**
   * Why the vector cannot belong to its data file, or null: it deletes more rows than the file has,
   * or a position past the file's last row.
   */
  public String mismatch() {
    if (vector == null || dataRecordCount == null) {
      return null;
    }
    if (vector.cardinality() > dataRecordCount) {
      return "deletes more rows than the data file's " + dataRecordCount;
    }
    List<Long> positions = vector.firstPositions();
    if (!positions.isEmpty() && positions.get(positions.size() - 1) >= dataRecordCount) {
      return "deletes position "
          + positions.get(positions.size() - 1)
          + ", past the data file's "
          + dataRecordCount
          + " rows";
    }
    return null;
  }

  /** The evidence as a section of the details pane. */
  public DetailSection section() {
    if (vector == null) {
      return new DetailSection(
          "Deletion vector", List.of(new DetailRow("unreadable", problem.message(), false, true)));
    }
    List<DetailRow> rows = new ArrayList<>();
    rows.add(DetailRow.of("cardinality", cardinalityText()));
    rows.add(DetailRow.of("deleted positions", positionsText()));
    if (mismatch() != null) {
      rows.add(new DetailRow("mismatch", mismatch(), false, true));
    }
    if (disagreement != null) {
      rows.add(new DetailRow("disagreement", disagreement, false, true));
    }
    return new DetailSection("Deletion vector", rows);
  }

  private static Long dataRecordCount(IcebergTable table, Snapshot snapshot, String dataFile) {
    if (dataFile == null) {
      return null;
    }
    List<ManifestFile> dataManifests =
        table.manifestList(snapshot).manifests().stream()
            .filter(manifest -> manifest.content() == ManifestContent.DATA)
            .toList();
    for (Manifest manifest : table.manifests(dataManifests, ManifestStats.NONE)) {
      for (ManifestEntry entry : manifest.entries()) {
        if (entry.status().isLive() && entry.file().path().equals(dataFile)) {
          return entry.file().recordCount();
        }
      }
    }
    return null;
  }
}
