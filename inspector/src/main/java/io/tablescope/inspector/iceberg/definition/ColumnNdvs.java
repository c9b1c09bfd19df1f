package io.tablescope.inspector.iceberg.definition;

import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.metadata.StatisticsFile;
import io.tablescope.format.iceberg.puffin.PuffinFooter;
import io.tablescope.format.iceberg.puffin.PuffinFooterReader;
import io.tablescope.inspector.iceberg.ColumnNames;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.PuffinProblems;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The number of distinct values the table's Puffin statistics files record per column, read from
 * each file's footer: a blob computed from one column (an {@code apache-datasketches-theta-v1}
 * sketch) carries the estimate in its {@code ndv} property, so no sketch is decoded.
 *
 * @param ndvs every column NDV of every readable statistics file, in metadata order
 * @param problems the statistics files whose footer could not be read
 */
public record ColumnNdvs(List<Ndv> ndvs, List<Problem> problems) {
  /** The footer property that holds a blob's estimate of distinct values. */
  public static final String NDV = "ndv";

  public ColumnNdvs {
    ndvs = List.copyOf(ndvs);
    problems = List.copyOf(problems);
  }

  /**
   * One column's NDV in one statistics file.
   *
   * @param snapshotId the snapshot the statistics file is of
   * @param statisticsPath the statistics file as the metadata records it
   * @param blobType the blob's type, such as {@code apache-datasketches-theta-v1}
   * @param fieldId the column's field id
   * @param column the column's name, or its id when no schema names it
   * @param ndv the estimate as written
   */
  public record Ndv(
      long snapshotId,
      String statisticsPath,
      String blobType,
      int fieldId,
      String column,
      String ndv) {}

  /** Reads the footer of each statistics file of the table's metadata. Blocking. */
  public static ColumnNdvs read(IcebergTable table) {
    ColumnNames columns = new ColumnNames(table.metadata());
    List<Ndv> ndvs = new ArrayList<>();
    List<Problem> problems = new ArrayList<>();
    for (StatisticsFile file : table.metadata().statistics()) {
      String local = table.localPath(file.path());
      PuffinFooter footer;
      try {
        footer = PuffinFooterReader.read(table.files(), local);
      } catch (IOException | RuntimeException e) {
        problems.add(PuffinProblems.of(file.path(), local, e));
        continue;
      }
      for (PuffinFooter.Blob blob : footer.blobs()) {
        String ndv = blob.properties().get(NDV);
        if (ndv != null && blob.fields().size() == 1) {
          int fieldId = blob.fields().get(0);
          ndvs.add(
              new Ndv(
                  file.snapshotId(),
                  file.path(),
                  blob.type(),
                  fieldId,
                  columns.name(fieldId),
                  ndv));
        }
      }
    }
    return new ColumnNdvs(ndvs, problems);
  }

  /** Field id to NDV in the statistics file of a snapshot; empty when it has none. */
  public Map<Integer, String> ofSnapshot(Long snapshotId) {
    Map<Integer, String> bySnapshot = new LinkedHashMap<>();
    for (Ndv ndv : ndvs) {
      if (snapshotId != null && ndv.snapshotId() == snapshotId) {
        bySnapshot.putIfAbsent(ndv.fieldId(), ndv.ndv());
      }
    }
    return bySnapshot;
  }

  /** The NDVs of one statistics file, e.g. {@code id ndv 40, region ndv 3}, or why it is unread. */
  public String describe(String statisticsPath) {
    for (Problem problem : problems) {
      if (problem.path().equals(statisticsPath)) {
        return "⚠ " + problem.message();
      }
    }
    return ndvs.stream()
        .filter(ndv -> ndv.statisticsPath().equals(statisticsPath))
        .map(ndv -> ndv.column() + " ndv " + ndv.ndv())
        .collect(Collectors.joining(", "));
  }
}
