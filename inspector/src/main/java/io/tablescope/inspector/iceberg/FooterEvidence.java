package io.tablescope.inspector.iceberg;

import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.parquet.ParquetFooter;
import io.tablescope.format.parquet.ParquetFooterReader;
import java.io.IOException;
import java.util.List;

/**
 * A Parquet data file's footer beside the statistics its manifest entry records, worded once for
 * the CLI and the app.
 *
 * @param footer the footer as read, or null when it could not be read
 * @param unreadable why the footer could not be read, or null
 * @param checks each statistic of the manifest beside the footer's; empty without a footer
 */
public record FooterEvidence(
    ParquetFooter footer, String unreadable, List<FooterComparison.StatisticCheck> checks) {
  public FooterEvidence {
    checks = List.copyOf(checks);
  }

  /** Reads the footer of a data file of the table where it is read from, and compares. Blocking. */
  public static FooterEvidence read(IcebergTable table, ContentFile file) {
    ParquetFooter footer;
    try {
      footer =
          ParquetFooterReader.read(
              table.files(),
              table.localPath(file.path()),
              table.metadata().currentSchema().orElseThrow());
    } catch (IOException | RuntimeException e) {
      return new FooterEvidence(null, e.getMessage(), List.of());
    }
    return new FooterEvidence(
        footer, null, FooterComparison.compare(file, footer, new ColumnNames(table.metadata())));
  }

  /** A row group in words: its rows, bytes and columns. */
  public static String describe(ParquetFooter.RowGroup group) {
    return group.rowCount()
        + " rows, "
        + group.totalByteSize()
        + " bytes, "
        + group.columns().size()
        + " columns";
  }

  /** A statistic in words: the manifest's value beside the footer's, marked when they disagree. */
  public static String describe(FooterComparison.StatisticCheck check) {
    return "manifest "
        + orDash(check.manifest())
        + "  ·  footer "
        + orDash(check.footer())
        + (check.agrees() ? "" : "  ⚠ disagree");
  }

  private static String orDash(Object value) {
    return value == null || value.toString().isEmpty() ? "–" : value.toString();
  }
}
