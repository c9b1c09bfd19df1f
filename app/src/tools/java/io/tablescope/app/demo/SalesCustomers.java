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
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableProperties;
import org.apache.iceberg.data.Record;
import org.apache.iceberg.types.Types;

/**
 * {@code sales.customers}, format v2, merge-on-read: an UPDATE racing a DELETE of the same row, a
 * compaction racing a position delete, and an equality-delete erasure. See {@link
 * DemoWarehouseGenerator}.
 */
final class SalesCustomers {
  static final String DB = "sales";
  static final String NAME = "customers";
  static final String MOR_BRANCH = "proposal-mor-delete";
  static final String COMPACTION_BRANCH = "proposal-compaction";

  private static final Schema SCHEMA =
      new Schema(
          required(1, "customer_id", Types.LongType.get()),
          optional(2, "name", Types.StringType.get()),
          optional(3, "email", Types.StringType.get()),
          optional(4, "country", Types.StringType.get()),
          optional(5, "tier", Types.StringType.get()),
          optional(6, "updated_at", Types.TimestampType.withZone()));

  private SalesCustomers() {}

  static Table build(DemoWarehouse warehouse) {
    Table table =
        warehouse.create(
            DB,
            NAME,
            SCHEMA,
            PartitionSpec.unpartitioned(),
            2,
            Map.of(
                TableProperties.UPDATE_MODE, "merge-on-read",
                TableProperties.DELETE_MODE, "merge-on-read",
                TableProperties.MERGE_MODE, "merge-on-read"));

    List<Record> firstBatch =
        List.of(
            customer(501, "Ada Lovelace", "ada@example.com", "GB", "silver", 1),
            customer(502, "Grace Hopper", "grace@example.com", "US", "gold", 1),
            customer(503, "Alan Turing", "alan@example.com", "GB", "bronze", 1),
            customer(504, "Edsger Dijkstra", "edsger@example.com", "NL", "silver", 1));
    List<Record> secondBatch =
        List.of(
            customer(601, "Barbara Liskov", "barbara@example.com", "US", "gold", 2),
            customer(602, "Donald Knuth", "don@example.com", "US", "silver", 2),
            customer(701, "Tim Berners-Lee", "tim@example.com", "GB", "bronze", 2),
            customer(702, "Margaret Hamilton", "margaret@example.com", "US", "gold", 2));
    DataFile first = append(table, firstBatch);
    DataFile second = append(table, secondBatch);

    long base = table.currentSnapshot().snapshotId();
    table.manageSnapshots().createBranch(MOR_BRANCH, base).commit();
    // Writer A: UPDATE customers SET tier = 'gold' WHERE customer_id = 503 (row 2 of the file).
    table
        .newRowDelta()
        .addDeletes(TableFiles.writePositionDeletes(table, first, 2))
        .addRows(
            TableFiles.writeData(
                table, List.of(customer(503, "Alan Turing", "alan@example.com", "GB", "gold", 3))))
        .validateFromSnapshot(base)
        .validateDataFilesExist(List.of(first.location()))
        .validateDeletedFiles()
        .validateNoConflictingDeleteFiles()
        .set(SparkApps.KEY, SparkApps.CUSTOMERS_UPDATE)
        .commit();
    // Writer B, from the same base: DELETE FROM customers WHERE customer_id = 503.
    table
        .newRowDelta()
        .addDeletes(TableFiles.writePositionDeletes(table, first, 2))
        .validateFromSnapshot(base)
        .validateDataFilesExist(List.of(first.location()))
        .validateDeletedFiles()
        .validateNoConflictingDeleteFiles()
        .set(SparkApps.KEY, SparkApps.CUSTOMERS_DELETE)
        .toBranch(MOR_BRANCH)
        .commit();

    Snapshot compactionBase = table.currentSnapshot();
    table.manageSnapshots().createBranch(COMPACTION_BRANCH, compactionBase.snapshotId()).commit();
    // DELETE FROM customers WHERE customer_id = 501 (a duplicate account), row 0 of the file.
    table
        .newRowDelta()
        .addDeletes(TableFiles.writePositionDeletes(table, first, 0))
        .validateFromSnapshot(compactionBase.snapshotId())
        .validateDataFilesExist(List.of(first.location()))
        .validateDeletedFiles()
        .validateNoConflictingDeleteFiles()
        .set(SparkApps.KEY, SparkApps.CUSTOMERS_DEDUP)
        .commit();
    // rewrite_data_files, planned on the compaction base: both files into one, applying the
    // position delete of customer 503.
    List<Record> compacted = new ArrayList<>(firstBatch);
    compacted.remove(2);
    compacted.addAll(secondBatch);
    table
        .newRewrite()
        .deleteFile(first)
        .deleteFile(second)
        .addFile(TableFiles.writeData(table, compacted))
        .dataSequenceNumber(compactionBase.sequenceNumber())
        .validateFromSnapshot(compactionBase.snapshotId())
        .set(SparkApps.KEY, SparkApps.CUSTOMERS_COMPACTION)
        .toBranch(COMPACTION_BRANCH)
        .commit();

    // GDPR erasure of customer 602, as an equality delete on customer_id.
    Schema idOnly = table.schema().select("customer_id");
    table
        .newRowDelta()
        .addDeletes(
            TableFiles.writeEqualityDeletes(
                table, null, idOnly, List.of(TableFiles.row(idOnly, 602L))))
        .set(SparkApps.KEY, SparkApps.CUSTOMERS_ERASURE)
        .commit();
    return table;
  }

  private static DataFile append(Table table, List<Record> customers) {
    DataFile file = TableFiles.writeData(table, customers);
    table.newAppend().appendFile(file).set(SparkApps.KEY, SparkApps.CUSTOMERS_INGEST).commit();
    return file;
  }

  private static Record customer(
      long id, String name, String email, String country, String tier, int hour) {
    return TableFiles.row(
        SCHEMA,
        id,
        name,
        email,
        country,
        tier,
        OffsetDateTime.of(2026, 11, 29, 6, 0, 0, 0, ZoneOffset.UTC).plusHours(hour));
  }
}
