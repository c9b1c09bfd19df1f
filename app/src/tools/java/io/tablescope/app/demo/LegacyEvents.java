package io.tablescope.app.demo;

import static org.apache.iceberg.types.Types.NestedField.optional;
import static org.apache.iceberg.types.Types.NestedField.required;

import io.tablescope.format.testing.TableFiles;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableProperties;
import org.apache.iceberg.data.Record;
import org.apache.iceberg.types.Types;

/**
 * {@code legacy.events_v1}, format v1: daily appends, a backfill overwrite and a retention delete.
 * See {@link DemoWarehouseGenerator}.
 */
final class LegacyEvents {
  static final String DB = "legacy";
  static final String NAME = "events_v1";

  private static final Schema SCHEMA =
      new Schema(
          required(1, "event_id", Types.LongType.get()),
          required(2, "event_type", Types.StringType.get()),
          optional(3, "user_id", Types.LongType.get()),
          optional(4, "event_ts", Types.TimestampType.withoutZone()),
          optional(5, "payload", Types.StringType.get()));

  private static final String[] TYPES = {"page_view", "click", "purchase"};

  private LegacyEvents() {}

  static Table build(DemoWarehouse warehouse) {
    Table table =
        warehouse.create(
            DB,
            NAME,
            SCHEMA,
            PartitionSpec.builderFor(SCHEMA).day("event_ts").build(),
            1,
            Map.of(TableProperties.MANIFEST_MIN_MERGE_COUNT, "2"));

    DataFile dayOne = appendDay(table, 26, 100, true);
    appendDay(table, 27, 200, true);
    DataFile dayThree = appendDay(table, 28, 300, false);
    // Backfill: the 28th was loaded with truncated payloads and is replaced.
    table
        .newOverwrite()
        .deleteFile(dayThree)
        .addFile(TableFiles.writeData(table, events(28, 300, true)))
        .set(SparkApps.KEY, SparkApps.EVENTS_BACKFILL)
        .commit();
    // Retention: the oldest day is dropped.
    table.newDelete().deleteFile(dayOne).set(SparkApps.KEY, SparkApps.EVENTS_RETENTION).commit();
    return table;
  }

  private static DataFile appendDay(Table table, int day, long firstId, boolean full) {
    DataFile file = TableFiles.writeData(table, events(day, firstId, full));
    table.newAppend().appendFile(file).set(SparkApps.KEY, SparkApps.EVENTS_INGEST).commit();
    return file;
  }

  private static List<Record> events(int day, long firstId, boolean fullPayload) {
    List<Record> rows = new ArrayList<>();
    for (int i = 0; i < 6; i++) {
      String type = TYPES[i % TYPES.length];
      String payload = "{\"page\":\"/product/" + (40 + i) + "\",\"ref\":\"newsletter\"}";
      rows.add(
          TableFiles.row(
              SCHEMA,
              firstId + i,
              type,
              9000L + i % 4,
              LocalDateTime.of(2026, 11, day, 8 + 2 * i, 15),
              fullPayload ? payload : payload.substring(0, 12)));
    }
    return rows;
  }
}
