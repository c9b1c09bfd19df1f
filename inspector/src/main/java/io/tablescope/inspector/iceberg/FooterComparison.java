package io.tablescope.inspector.iceberg;

import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.Value;
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
 *
 * <p>Iceberg leaves NaN out of float and double bounds and counts it in {@code nan_value_counts}
 * instead; its metrics evaluator treats a NaN bound as no bound at all. A footer minimum or maximum
 * that is NaN therefore says nothing about Iceberg's bound and is not compared; it does say the
 * column holds NaN, which the manifest's NaN count must not deny.
 */
public final class FooterComparison {
  private FooterComparison() {}

  /** The statistics of the file and its footer, the record count first, then by column. */
  public static List<StatisticCheck> compare(
      ContentFile file, ParquetFooter footer, ColumnNames columns) {
    file.requireStats("comparing them with the Parquet footer");
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
              totals.minNaN || isNaN(lower)
                  ? notCompared(column, "lower bound", lower, totals.minNaN)
                  : check(
                      column,
                      "lower bound",
                      valueText(lower),
                      valueText(totals.min),
                      lowerAgrees(lower, totals.min)));
          Value upper = file.upperBounds().get(fieldId);
          checks.add(
              totals.maxNaN || isNaN(upper)
                  ? notCompared(column, "upper bound", upper, totals.maxNaN)
                  : check(
                      column,
                      "upper bound",
                      valueText(upper),
                      valueText(totals.max),
                      upperAgrees(upper, totals.max)));
          Long nans = file.nanValueCounts().get(fieldId);
          if (nans != null || totals.minNaN || totals.maxNaN) {
            checks.add(nanCount(column, nans, totals));
          }
        });
    return checks;
  }

  /** A bound Iceberg's evaluator would not use: NaN in the footer, or in the manifest. */
  private static StatisticCheck notCompared(
      String column, String statistic, Value manifest, boolean footerNaN) {
    return check(
        column,
        statistic,
        valueText(manifest) + (isNaN(manifest) ? " (NaN: not a bound for Iceberg)" : ""),
        footerNaN ? "NaN (not a bound for Iceberg; not compared)" : "",
        true);
  }

  /**
   * The manifest's NaN count against what the footer shows: at most the values that are not null,
   * and not zero when the footer's minimum or maximum is NaN.
   */
  private static StatisticCheck nanCount(String column, Long nans, ColumnTotals totals) {
    boolean footerNaN = totals.minNaN || totals.maxNaN;
    long nonNull = totals.values - (totals.nulls == null ? 0 : totals.nulls);
    boolean agrees = nans == null || (nans <= nonNull && (!footerNaN || nans > 0));
    return check(
        column,
        "NaN count",
        text(nans),
        footerNaN ? "some (NaN in min/max), " + nonNull + " not null" : nonNull + " not null",
        agrees);
  }

  private static boolean isNaN(Value value) {
    return value != null
        && (value.value() instanceof Double d && d.isNaN()
            || value.value() instanceof Float f && f.isNaN());
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
    private boolean minNaN;
    private boolean maxNaN;

    void add(ParquetFooter.ColumnChunk chunk) {
      values += chunk.valueCount();
      nulls = nulls == null || chunk.nullCount() == null ? null : nulls + chunk.nullCount();
      // A NaN minimum or maximum hides the row group's real bound: the column's is unknown.
      minNaN |= isNaN(chunk.min());
      maxNaN |= isNaN(chunk.max());
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
