package io.tablescope.app.demo;

import static org.apache.iceberg.types.Types.NestedField.optional;
import static org.apache.iceberg.types.Types.NestedField.required;

import io.tablescope.format.testing.TableFiles;
import java.math.BigDecimal;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableProperties;
import org.apache.iceberg.data.Record;
import org.apache.iceberg.expressions.Expressions;
import org.apache.iceberg.types.Types;

/**
 * {@code sales.orders}, format v2, copy-on-write: concurrent UPDATEs of one data file, a tag, a
 * partition spec evolution and a write-audit-publish branch. See {@link DemoWarehouseGenerator}.
 */
final class SalesOrders {
  static final String DB = "sales";
  static final String NAME = "orders";
  static final String COW_BRANCH = "proposal-cow-update";
  static final String AUDIT_BRANCH = "audit";
  static final String EOD_TAG = "eod-2026-11-29";

  private static final Schema SCHEMA =
      new Schema(
          required(1, "order_id", Types.LongType.get()),
          required(2, "customer_id", Types.LongType.get()),
          required(3, "region", Types.StringType.get()),
          optional(4, "status", Types.StringType.get()),
          optional(5, "amount", Types.DecimalType.of(10, 2)),
          optional(6, "order_ts", Types.TimestampType.withZone()));

  private SalesOrders() {}

  static Table build(DemoWarehouse warehouse) {
    Table table =
        warehouse.create(
            DB,
            NAME,
            SCHEMA,
            PartitionSpec.builderFor(SCHEMA).identity("region").build(),
            2,
            Map.of(
                TableProperties.UPDATE_MODE, "copy-on-write",
                TableProperties.DELETE_MODE, "copy-on-write",
                TableProperties.WRITE_AUDIT_PUBLISH_ENABLED, "true"));

    List<Record> euOrders =
        List.of(
            order(1001, 501, "EU", "placed", "129.90", 8),
            order(1002, 502, "EU", "placed", "54.00", 9),
            order(1003, 503, "EU", "placed", "310.25", 11));
    DataFile eu = TableFiles.writeData(table, euOrders);
    table
        .newAppend()
        .appendFile(eu)
        .appendFile(
            TableFiles.writeData(
                table,
                List.of(
                    order(1004, 601, "US", "placed", "75.10", 14),
                    order(1005, 602, "US", "placed", "18.99", 15))))
        .set(SparkApps.KEY, SparkApps.ORDERS_INGEST)
        .commit();
    table
        .newAppend()
        .appendFile(
            TableFiles.writeData(table, List.of(order(1006, 701, "APAC", "placed", "980.00", 20))))
        .set(SparkApps.KEY, SparkApps.ORDERS_INGEST)
        .commit();
    long base = table.currentSnapshot().snapshotId();
    table.manageSnapshots().createTag(EOD_TAG, base).createBranch(COW_BRANCH, base).commit();

    // Writer A: UPDATE orders SET status = 'shipped' WHERE order_id = 1003.
    table
        .newOverwrite()
        .deleteFile(eu)
        .addFile(
            TableFiles.writeData(
                table, withOrder(euOrders, order(1003, 503, "EU", "shipped", "310.25", 11))))
        .validateFromSnapshot(base)
        .conflictDetectionFilter(Expressions.equal("region", "EU"))
        .validateNoConflictingData()
        .validateNoConflictingDeletes()
        .set(SparkApps.KEY, SparkApps.ORDERS_WRITER_A)
        .commit();

    // Writer B, from the same base: UPDATE orders SET amount = 45.00 WHERE order_id = 1002.
    table
        .newOverwrite()
        .deleteFile(eu)
        .addFile(
            TableFiles.writeData(
                table, withOrder(euOrders, order(1002, 502, "EU", "placed", "45.00", 9))))
        .validateFromSnapshot(base)
        .conflictDetectionFilter(Expressions.equal("region", "EU"))
        .validateNoConflictingData()
        .validateNoConflictingDeletes()
        .set(SparkApps.KEY, SparkApps.ORDERS_WRITER_B)
        .toBranch(COW_BRANCH)
        .commit();

    table.updateSpec().addField(Expressions.day("order_ts")).commit();
    table
        .newAppend()
        .appendFile(
            TableFiles.writeData(
                table,
                List.of(
                    order(1007, 502, "EU", "placed", "12.50", 30),
                    order(1008, 504, "EU", "placed", "88.00", 31))))
        .set(SparkApps.KEY, SparkApps.ORDERS_INGEST)
        .commit();

    table
        .manageSnapshots()
        .createBranch(AUDIT_BRANCH, table.currentSnapshot().snapshotId())
        .commit();
    table
        .newAppend()
        .appendFile(
            TableFiles.writeData(table, List.of(order(1009, 702, "APAC", "placed", "-40.00", 33))))
        .set(SparkApps.KEY, SparkApps.ORDERS_AUDITED_LOAD)
        .toBranch(AUDIT_BRANCH)
        .commit();
    return table;
  }

  private static Record order(
      long orderId, long customerId, String region, String status, String amount, int hour) {
    return TableFiles.row(
        SCHEMA,
        orderId,
        customerId,
        region,
        status,
        new BigDecimal(amount),
        OffsetDateTime.of(2026, 11, 28, 0, 0, 0, 0, ZoneOffset.UTC).plusHours(hour));
  }

  private static List<Record> withOrder(List<Record> orders, Record updated) {
    List<Record> result = new ArrayList<>();
    for (Record order : orders) {
      result.add(order.getField("order_id").equals(updated.getField("order_id")) ? updated : order);
    }
    return result;
  }
}
