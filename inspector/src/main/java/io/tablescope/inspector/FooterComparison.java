package io.tablescope.inspector;

import io.tablescope.format.manifest.ContentFile;
import io.tablescope.format.manifest.Value;
import io.tablescope.format.parquet.ParquetFooter;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.TreeMap;

/**
 * Sets the statistics a manifest entry records for a Parquet data file beside the ones in the
 * file's own footer, statistic by statistic, and says where they disagree. String bounds may be
 * truncated by Iceberg's metrics: a lower bound that is a prefix of the footer's minimum, or an
 * upper bound at or above the footer's maximum, agrees.
 */
public final class FooterComparison {
  private FooterComparison() {}

  /** The statistics of the file and its footer, the record count first, then by column. */
  public static List<StatisticCheck> compare(
      ContentFile file, ParquetFooter footer, ColumnNames columns) {
    List<StatisticCheck> checks = new ArrayList<>();
    checks.add(
        check(
            "(file)",
            "record count",
            Long.toString(file.recordCount()),
            Long.toString(footer.rowCount()),
            file.recordCount() == footer.rowCount()));
    TreeMap<Integer, ColumnTotals> byField = new TreeMap<>();
    for (ParquetFooter.RowGroup group : footer.rowGroups()) {
      for (ParquetFooter.ColumnChunk chunk : group.columns()) {
        if (chunk.fieldId() != null) {
          byField.computeIfAbsent(chunk.fieldId(), id -> new ColumnTotals()).add(chunk);
        }
      }
    }
    byField.forEach(
        (fieldId, totals) -> {
          String column = columns.name(fieldId);
          Long values = file.valueCounts().get(fieldId);
          checks.add(
              check(
                  column,
                  "value count",
                  text(values),
                  Long.toString(totals.values),
                  values == null || values == totals.values));
          Long nulls = file.nullValueCounts().get(fieldId);
          checks.add(
              check(
                  column,
                  "null count",
                  text(nulls),
                  text(totals.nulls),
                  nulls == null || totals.nulls == null || nulls.equals(totals.nulls)));
          Value lower = file.lowerBounds().get(fieldId);
          checks.add(
              check(
                  column,
                  "lower bound",
                  valueText(lower),
                  valueText(totals.min),
                  lowerAgrees(lower, totals.min)));
          Value upper = file.upperBounds().get(fieldId);
          checks.add(
              check(
                  column,
                  "upper bound",
                  valueText(upper),
                  valueText(totals.max),
                  upperAgrees(upper, totals.max)));
        });
    return checks;
  }

  private static boolean lowerAgrees(Value manifest, Value footer) {
    if (manifest == null || footer == null) {
      return true;
    }
    if (manifest.value() instanceof String bound && footer.value() instanceof String min) {
      return min.startsWith(bound) || bound.compareTo(min) <= 0;
    }
    return Objects.equals(manifest.text(), footer.text());
  }

  private static boolean upperAgrees(Value manifest, Value footer) {
    if (manifest == null || footer == null) {
      return true;
    }
    if (manifest.value() instanceof String bound && footer.value() instanceof String max) {
      return bound.compareTo(max) >= 0;
    }
    return Objects.equals(manifest.text(), footer.text());
  }

  private static StatisticCheck check(
      String column, String statistic, String manifest, String footer, boolean agrees) {
    return new StatisticCheck(column, statistic, manifest, footer, agrees);
  }

  private static String text(Long value) {
    return value == null ? "" : value.toString();
  }

  private static String valueText(Value value) {
    return value == null ? "" : value.text();
  }

  /** One column's statistics summed or bounded over the footer's row groups. */
  private static final class ColumnTotals {
    private long values;
    private Long nulls = 0L;
    private Value min;
    private Value max;

    void add(ParquetFooter.ColumnChunk chunk) {
      values += chunk.valueCount();
      nulls = nulls == null || chunk.nullCount() == null ? null : nulls + chunk.nullCount();
      min =
          chunk.min() == null
              ? min
              : min == null || compare(chunk.min(), min) < 0 ? chunk.min() : min;
      max =
          chunk.max() == null
              ? max
              : max == null || compare(chunk.max(), max) > 0 ? chunk.max() : max;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static int compare(Value a, Value b) {
      if (a.value() instanceof Comparable left
          && b.value() != null
          && a.value().getClass() == b.value().getClass()) {
        return left.compareTo(b.value());
      }
      return 0;
    }
  }

  /**
   * One statistic of a data file as its manifest entry records it and as its footer has it.
   *
   * @param column the column's name, or {@code (file)} for the record count
   * @param agrees false when the two disagree beyond what truncation explains
   */
  public record StatisticCheck(
      String column, String statistic, String manifest, String footer, boolean agrees) {}
}
