package io.tablescope.app.demo;

import static org.apache.iceberg.types.Types.NestedField.optional;
import static org.apache.iceberg.types.Types.NestedField.required;

import io.tablescope.format.testing.TableFiles;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DeleteFile;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableProperties;
import org.apache.iceberg.data.Record;
import org.apache.iceberg.types.Types;

/**
 * {@code telemetry.readings_v3}, format v3: sensor readings cleaned up with deletion vectors. See
 * {@link DemoWarehouseGenerator}.
 */
final class TelemetryReadings {
  static final String DB = "telemetry";
  static final String NAME = "readings_v3";

  private static final Schema SCHEMA =
      new Schema(
          required(1, "sensor_id", Types.IntegerType.get()),
          required(2, "reading_ts", Types.TimestampType.withZone()),
          optional(3, "temperature_c", Types.DoubleType.get()),
          optional(4, "humidity_pct", Types.FloatType.get()),
          optional(5, "status", Types.StringType.get()));

  private TelemetryReadings() {}

  static Table build(DemoWarehouse warehouse) {
    Table table =
        warehouse.create(
            DB,
            NAME,
            SCHEMA,
            PartitionSpec.builderFor(SCHEMA).day("reading_ts").build(),
            3,
            Map.of(
                TableProperties.DELETE_MODE, "merge-on-read",
                TableProperties.UPDATE_MODE, "merge-on-read"));

    DataFile dayOne = appendDay(table, 28);
    appendDay(table, 29);
    // Sensor 7 glitched (rows 6 and 7 of the 28th): first cleanup pass.
    DeleteFile firstPass = TableFiles.writeDeletionVector(table, dayOne, 6, 7);
    table
        .newRowDelta()
        .addDeletes(firstPass)
        .set(SparkApps.KEY, SparkApps.READINGS_CLEANUP)
        .commit();
    // Second pass also drops row 2 (status 'calibrating'); the new vector replaces the old one.
    table
        .newRowDelta()
        .removeDeletes(firstPass)
        .addDeletes(TableFiles.writeDeletionVector(table, dayOne, 2, 6, 7))
        .validateFromSnapshot(table.currentSnapshot().snapshotId())
        .set(SparkApps.KEY, SparkApps.READINGS_CLEANUP)
        .commit();
    return table;
  }

  private static DataFile appendDay(Table table, int day) {
    DataFile file = TableFiles.writeData(table, readings(day));
    table.newAppend().appendFile(file).set(SparkApps.KEY, SparkApps.READINGS_INGEST).commit();
    return file;
  }

  private static List<Record> readings(int day) {
    OffsetDateTime midnight = OffsetDateTime.of(2026, 11, day, 0, 0, 0, 0, ZoneOffset.UTC);
    List<Record> rows = new ArrayList<>();
    for (int i = 0; i < 8; i++) {
      int sensor = i < 6 ? 3 + i % 3 : 7;
      boolean glitch = day == 28 && sensor == 7;
      rows.add(
          TableFiles.row(
              SCHEMA,
              sensor,
              midnight.plusMinutes(90L * i),
              glitch ? Double.NaN : 18.5 + i * 0.25 + (day - 28),
              glitch ? Float.NaN : 40.0f + i,
              day == 28 && i == 2 ? "calibrating" : "ok"));
    }
    return rows;
  }
}
