package io.tablescope.app.demo;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.SnapshotRef;
import org.apache.iceberg.Table;

/**
 * Generates the demo warehouse's Iceberg tables (its Delta tables, in {@code lake/}, come from
 * {@code lake.DeltaDemoWarehouseGenerator}, run after this one): real Iceberg tables, committed
 * with iceberg-core, whose metadata records locations {@code s3://tablescope-demo/<db>/<table>}
 * while the files live in {@code <out>/<db>/<table>}. Usage: {@code DemoWarehouseGenerator <out>};
 * {@code <out>} is deleted and re-created. After writing, every table is loaded back and its
 * snapshots and refs are printed.
 *
 * <p>Concurrent writers are shown the way a replay tool needs them: both started from the same base
 * snapshot; the winner committed to {@code main}, the loser's prepared commit sits on a {@code
 * proposal-*} branch created at that base. Every commit carries the writing job's {@code
 * spark.app.id} in its summary.
 *
 * <ul>
 *   <li>{@code sales/orders} (v2, copy-on-write, {@code write.wap.enabled=true}, {@code
 *       identity(region)}): two ingest appends; tag {@code eod-2026-11-29} on the second (the
 *       base). Concurrent UPDATEs of the EU data file: writer A ({@code ..._0031}, order 1003
 *       shipped) overwrites it on {@code main}; writer B ({@code ..._0032}, order 1002 amount
 *       corrected) overwrites the same file on branch {@code proposal-cow-update}. Then the spec
 *       evolves to {@code identity(region), day(order_ts)} and an append writes spec-1 files.
 *       Branch {@code audit} (write-audit-publish) holds an unpublished append with a negative
 *       amount.
 *   <li>{@code sales/customers} (v2, merge-on-read, unpartitioned): two appends (files X, Y). From
 *       that base, an UPDATE of customer 503 (position delete on X + new row) commits to {@code
 *       main}, and a DELETE of the same row (position delete on X) sits on branch {@code
 *       proposal-mor-delete}. From the next base, a position delete of customer 501 on X commits to
 *       {@code main}, while a compaction rewriting X and Y into one file (data sequence number of
 *       the base) sits on branch {@code proposal-compaction}. Finally an equality delete on {@code
 *       customer_id} erases customer 602 on {@code main}.
 *   <li>{@code hospital/doctors} (v2, merge-on-read, {@code identity(shift_id)}): the on-call write
 *       skew. Alice and Bob are on call for shift 1; each of two transactions saw two doctors on
 *       call and took one off (position delete + new row). Alice's ({@code ..._0101}) is on {@code
 *       main}, Bob's ({@code ..._0102}) on branch {@code proposal-write-skew}; each is valid alone,
 *       together nobody is on call.
 *   <li>{@code legacy/events_v1} (v1, {@code day(event_ts)}, manifests merged from 2): three daily
 *       appends, an overwrite replacing the 28th (backfill), and a delete of the 26th (retention),
 *       so manifests hold ADDED, EXISTING and DELETED entries.
 *   <li>{@code telemetry/readings_v3} (v3, {@code day(reading_ts)}): two daily appends with NaN
 *       glitch readings; a deletion vector removes the glitches, then a second one replaces it and
 *       also removes a calibration reading.
 * </ul>
 */
public final class DemoWarehouseGenerator {
  private DemoWarehouseGenerator() {}

  /** Writes the demo warehouse into {@code args[0]}. */
  public static void main(String[] args) throws IOException {
    if (args.length != 1) {
      throw new IllegalArgumentException("Usage: DemoWarehouseGenerator <output directory>");
    }
    Path out = Paths.get(args[0]).toAbsolutePath().normalize();
    deleteRecursively(out);
    Files.createDirectories(out);

    DemoWarehouse warehouse = new DemoWarehouse(out);
    SalesOrders.build(warehouse);
    SalesCustomers.build(warehouse);
    HospitalDoctors.build(warehouse);
    LegacyEvents.build(warehouse);
    TelemetryReadings.build(warehouse);

    for (List<String> table :
        List.of(
            List.of(SalesOrders.DB, SalesOrders.NAME),
            List.of(SalesCustomers.DB, SalesCustomers.NAME),
            List.of(HospitalDoctors.DB, HospitalDoctors.NAME),
            List.of(LegacyEvents.DB, LegacyEvents.NAME),
            List.of(TelemetryReadings.DB, TelemetryReadings.NAME))) {
      describe(warehouse.load(table.get(0), table.get(1)));
    }
    System.out.printf("Demo warehouse: %s, %,d bytes%n", out, sizeOf(out));
  }

  private static void describe(Table table) {
    System.out.println(table.location());
    for (Snapshot snapshot : table.snapshots()) {
      System.out.printf(
          "  snapshot %d seq %d parent %s %s %s%n",
          snapshot.snapshotId(),
          snapshot.sequenceNumber(),
          snapshot.parentId(),
          snapshot.operation(),
          snapshot.summary().getOrDefault("spark.app.id", ""));
    }
    for (Map.Entry<String, SnapshotRef> ref : table.refs().entrySet()) {
      System.out.printf(
          "  %s %s -> %d%n",
          ref.getValue().isBranch() ? "branch" : "tag", ref.getKey(), ref.getValue().snapshotId());
    }
  }

  private static long sizeOf(Path dir) throws IOException {
    try (Stream<Path> files = Files.walk(dir)) {
      return files.filter(Files::isRegularFile).mapToLong(DemoWarehouseGenerator::size).sum();
    }
  }

  private static long size(Path file) {
    try {
      return Files.size(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void deleteRecursively(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> paths = Files.walk(dir)) {
      for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(path);
      }
    }
  }
}
