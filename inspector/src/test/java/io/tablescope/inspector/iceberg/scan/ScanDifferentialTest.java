package io.tablescope.inspector.iceberg.scan;

import static org.apache.iceberg.expressions.Expressions.and;
import static org.apache.iceberg.expressions.Expressions.equal;
import static org.apache.iceberg.expressions.Expressions.greaterThan;
import static org.apache.iceberg.expressions.Expressions.greaterThanOrEqual;
import static org.apache.iceberg.expressions.Expressions.in;
import static org.apache.iceberg.expressions.Expressions.isNaN;
import static org.apache.iceberg.expressions.Expressions.isNull;
import static org.apache.iceberg.expressions.Expressions.lessThan;
import static org.apache.iceberg.expressions.Expressions.lessThanOrEqual;
import static org.apache.iceberg.expressions.Expressions.not;
import static org.apache.iceberg.expressions.Expressions.notEqual;
import static org.apache.iceberg.expressions.Expressions.notIn;
import static org.apache.iceberg.expressions.Expressions.notNaN;
import static org.apache.iceberg.expressions.Expressions.notNull;
import static org.apache.iceberg.expressions.Expressions.notStartsWith;
import static org.apache.iceberg.expressions.Expressions.or;
import static org.apache.iceberg.expressions.Expressions.startsWith;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.iceberg.manifest.ManifestContent;
import io.tablescope.format.testing.FixtureTables;
import io.tablescope.format.testing.SchemaFixtureTables;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.table.AnalysisProgress;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.stream.Stream;
import org.apache.iceberg.DeleteFile;
import org.apache.iceberg.FileScanTask;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.Table;
import org.apache.iceberg.expressions.Expression;
import org.apache.iceberg.expressions.Expressions;
import org.apache.iceberg.io.CloseableIterable;
import org.apache.iceberg.metrics.ScanMetricsResult;
import org.apache.iceberg.metrics.ScanReport;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A scan plan is iceberg-core's {@code planFiles()} for the same filter on the same snapshot: the
 * data files read, the delete files of each, and the counts of iceberg-core's scan report
 * (manifests scanned and skipped, entries skipped), over every transform, evolved specs and schema,
 * format v1 to v3, every delete kind, and every snapshot of each table (time travel).
 */
class ScanDifferentialTest {
  @TempDir Path folder;

  /** A filter in Tablescope's syntax and the same filter built with iceberg-core. */
  private record Filter(String text, Expression expression) {}

  private static final List<Filter> FILTERS =
      List.of(
          new Filter("true", Expressions.alwaysTrue()),
          new Filter("region = 'EU'", equal("region", "EU")),
          new Filter("region != 'EU'", notEqual("region", "EU")),
          new Filter("region in ('EU', 'US')", in("region", "EU", "US")),
          new Filter("region not in ('APAC')", notIn("region", "APAC")),
          new Filter("region is null", isNull("region")),
          new Filter("name is not null", notNull("name")),
          new Filter("id < 5", lessThan("id", 5L)),
          new Filter("id <= 12", lessThanOrEqual("id", 12L)),
          new Filter("id >= 20", greaterThanOrEqual("id", 20L)),
          new Filter("id = 7", equal("id", 7L)),
          new Filter("id in (3, 30, 50)", in("id", 3L, 30L, 50L)),
          new Filter("id > 1000", greaterThan("id", 1000L)),
          new Filter("name = 'cobalt'", equal("name", "cobalt")),
          new Filter("name < 'c'", lessThan("name", "c")),
          new Filter("amount > 300.0", greaterThan("amount", 300.0)),
          new Filter(
              "ts >= '2026-11-29T00:00:00+00:00'",
              greaterThanOrEqual("ts", "2026-11-29T00:00:00+00:00")),
          new Filter(
              "ts < '2026-11-28T00:00:00+00:00' and region = 'US'",
              and(lessThan("ts", "2026-11-28T00:00:00+00:00"), equal("region", "US"))),
          new Filter("region = 'EU' or id > 40", or(equal("region", "EU"), greaterThan("id", 40L))),
          new Filter(
              "not (region = 'EU' or id < 10)",
              not(or(equal("region", "EU"), lessThan("id", 10L)))),
          new Filter("name starts_with 'co'", startsWith("name", "co")),
          new Filter("name not starts_with 'b'", notStartsWith("name", "b")),
          new Filter("amount is nan", isNaN("amount")),
          new Filter("amount is not nan", notNaN("amount")),
          new Filter("false", Expressions.alwaysFalse()));

  /** Filters on every literal type, for the table with a column of each. */
  private static final List<Filter> ALL_TYPES_FILTERS =
      List.of(
          new Filter("c_time < '02:00:00'", lessThan("c_time", "02:00:00")),
          new Filter("c_time > '23:00:00.5'", greaterThan("c_time", "23:00:00.5")),
          new Filter("c_date < '2019-01-01'", lessThan("c_date", "2019-01-01")),
          new Filter(
              "c_timestamp >= '2026-11-29T12:00:00'",
              greaterThanOrEqual("c_timestamp", "2026-11-29T12:00:00")),
          new Filter(
              "c_timestamptz < '2020-01-01T00:00:00+00:00'",
              lessThan("c_timestamptz", "2020-01-01T00:00:00+00:00")),
          new Filter("c_decimal > 9999.98", greaterThan("c_decimal", new BigDecimal("9999.98"))),
          new Filter("c_uuid = '" + uuid("mango") + "'", equal("c_uuid", uuid("mango"))),
          new Filter(
              "c_binary = X'6170706C65'",
              equal("c_binary", ByteBuffer.wrap("apple".getBytes(StandardCharsets.UTF_8)))),
          new Filter("c_binary < X'00'", lessThan("c_binary", ByteBuffer.wrap(new byte[] {0}))),
          new Filter("c_fixed = X'020000FE'", equal("c_fixed", new byte[] {2, 0, 0, (byte) 0xFE})),
          new Filter("c_string starts_with 'zz'", startsWith("c_string", "zz")),
          new Filter("c_string not starts_with 'a'", notStartsWith("c_string", "a")),
          new Filter("c_double is nan", isNaN("c_double")),
          new Filter("c_float is not nan", notNaN("c_float")),
          new Filter("c_long not in (0, 5)", notIn("c_long", 0L, 5L)));

  /** Filters on nanosecond timestamps, for the format v3 table partitioned by day(ts_ns). */
  private static final List<Filter> NANOSECOND_FILTERS =
      List.of(
          new Filter(
              "ts_ns >= '2026-11-29T00:00:00.000000001'",
              greaterThanOrEqual("ts_ns", "2026-11-29T00:00:00.000000001")),
          new Filter(
              "tstz_ns < '2026-11-28T00:00:00.000000500+00:00'",
              lessThan("tstz_ns", "2026-11-28T00:00:00.000000500+00:00")),
          new Filter("id in (1, 5)", in("id", 1L, 5L)));

  /** Filters on the column the evolved table adds, for its snapshots that have it. */
  private static final List<Filter> SCORE_FILTERS =
      List.of(
          new Filter("score > 12.5", greaterThan("score", 12.5)),
          new Filter("score is null", isNull("score")),
          new Filter(
              "score < 1.0 or region = 'APAC'",
              or(lessThan("score", 1.0), equal("region", "APAC"))));

  static Stream<String> tables() {
    return Stream.of(
        "unpartitioned v1",
        "v1 partitioned",
        "identity",
        "bucket",
        "truncate",
        "day",
        "multiple transforms",
        "spec evolution",
        "position deletes",
        "equality deletes",
        "deletion vectors",
        "evolved",
        "global deletes",
        "vectors",
        "all types",
        "v3 types");
  }

  private static Function<FixtureTables, Table> builder(String name) {
    return switch (name) {
      case "unpartitioned v1" -> fixtures -> fixtures.unpartitioned(1);
      case "v1 partitioned" -> FixtureTables::v1Partitioned;
      case "identity" -> FixtureTables::identityPartitioned;
      case "bucket" -> FixtureTables::bucketPartitioned;
      case "truncate" -> FixtureTables::truncatePartitioned;
      case "day" -> FixtureTables::dayPartitioned;
      case "multiple transforms" -> FixtureTables::multiTransformPartitioned;
      case "spec evolution" -> FixtureTables::specEvolution;
      case "position deletes" -> FixtureTables::positionDeletes;
      case "equality deletes" -> FixtureTables::equalityDeletes;
      case "deletion vectors" -> FixtureTables::deletionVectors;
      case "evolved" -> fixtures -> new ScanTables(fixtures).evolved();
      case "global deletes" -> fixtures -> new ScanTables(fixtures).globalDeletes();
      case "vectors" -> fixtures -> new ScanTables(fixtures).vectors();
      case "all types" -> FixtureTables::allTypes;
      case "v3 types" -> fixtures -> new SchemaFixtureTables(fixtures).v3Types();
      default -> throw new IllegalArgumentException(name);
    };
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("tables")
  void everySnapshotAndFilterPlansAsIcebergCore(String name) throws IOException {
    Table expected = builder(name).apply(new FixtureTables(folder));
    IcebergTable table = IcebergTable.open(expected.location(), Runnable::run);
    ScanPlanner planner = new ScanPlanner(table, AnalysisProgress.NONE);
    int compared = 0;
    for (Snapshot snapshot : expected.snapshots()) {
      List<Filter> filters = filtersOf(expected.schemas().get(snapshot.schemaId()));
      io.tablescope.format.iceberg.metadata.Snapshot mine =
          table.snapshot(snapshot.snapshotId()).orElseThrow();
      for (Filter filter : filters) {
        ScanPlan plan = planner.plan(mine, filter.text(), true);
        assertSamePlan(expected, snapshot, filter, plan);
        compared++;
      }
    }
    assertThat(compared).isGreaterThanOrEqualTo(3);
  }

  /** The filters that bind to a schema: the events', or the all-types', or the v3 types'. */
  private static List<Filter> filtersOf(Schema schema) {
    if (schema.findField("c_time") != null) {
      return ALL_TYPES_FILTERS;
    }
    if (schema.findField("ts_ns") != null) {
      return NANOSECOND_FILTERS;
    }
    List<Filter> filters = new ArrayList<>(FILTERS);
    if (schema.findField("score") != null) {
      filters.addAll(SCORE_FILTERS);
    }
    return filters;
  }

  private static UUID uuid(String text) {
    return UUID.nameUUIDFromBytes(text.getBytes(StandardCharsets.UTF_8));
  }

  private static void assertSamePlan(
      Table expected, Snapshot snapshot, Filter filter, ScanPlan plan) throws IOException {
    String where = "snapshot " + snapshot.snapshotId() + ", filter " + filter.text();
    AtomicReference<ScanReport> report = new AtomicReference<>();
    Map<String, List<String>> deletesByFile = new HashMap<>();
    try (CloseableIterable<FileScanTask> tasks =
        expected
            .newScan()
            .useSnapshot(snapshot.snapshotId())
            .filter(filter.expression())
            .metricsReporter(metrics -> report.set((ScanReport) metrics))
            .planFiles()) {
      for (FileScanTask task : tasks) {
        deletesByFile.put(
            task.file().location(), task.deletes().stream().map(DeleteFile::location).toList());
      }
    }
    Map<String, List<String>> planned = new HashMap<>();
    plan.files()
        .forEach(
            file ->
                planned.put(
                    file.path(), file.deletes().stream().map(PlannedDelete::path).toList()));
    assertThat(planned.keySet())
        .as(where)
        .containsExactlyInAnyOrderElementsOf(deletesByFile.keySet());
    deletesByFile.forEach(
        (file, deletes) ->
            assertThat(planned.get(file))
                .as(where + ", deletes of " + file)
                .containsExactlyInAnyOrderElementsOf(deletes));

    ScanMetricsResult metrics = report.get().scanMetrics();
    assertThat(count(plan, ManifestContent.DATA, ManifestStep.Verdict.READ))
        .as(where + ": data manifests scanned")
        .isEqualTo(metrics.scannedDataManifests().value());
    assertThat(count(plan, ManifestContent.DATA, null))
        .as(where + ": data manifests skipped")
        .isEqualTo(metrics.skippedDataManifests().value());
    assertThat(count(plan, ManifestContent.DELETES, ManifestStep.Verdict.READ))
        .as(where + ": delete manifests scanned")
        .isEqualTo(metrics.scannedDeleteManifests().value());
    assertThat(prunedEntries(plan, ManifestContent.DATA))
        .as(where + ": data files skipped")
        .isEqualTo(metrics.skippedDataFiles().value());
    assertThat(prunedEntries(plan, ManifestContent.DELETES))
        .as(where + ": delete files skipped")
        .isEqualTo(metrics.skippedDeleteFiles().value());
    assertThat((long) plan.totals().dataFiles()).isEqualTo(metrics.resultDataFiles().value());
  }

  /** Manifests of one content with a verdict; a null verdict counts those not read. */
  private static long count(ScanPlan plan, ManifestContent content, ManifestStep.Verdict verdict) {
    return plan.manifests().stream()
        .filter(step -> step.content() == content)
        .filter(
            step ->
                verdict == null
                    ? step.verdict() != ManifestStep.Verdict.READ
                    : step.verdict() == verdict)
        .count();
  }

  private static long prunedEntries(ScanPlan plan, ManifestContent content) {
    return plan.manifests().stream()
        .filter(step -> step.content() == content)
        .mapToLong(ManifestStep::pruned)
        .sum();
  }
}
