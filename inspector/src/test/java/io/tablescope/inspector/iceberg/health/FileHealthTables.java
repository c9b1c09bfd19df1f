package io.tablescope.inspector.iceberg.health;

import static io.tablescope.inspector.iceberg.health.FileHealthAnalysisTest.SCHEMA;
import static io.tablescope.inspector.iceberg.health.FileHealthAnalysisTest.rows;

import io.tablescope.format.testing.TableFiles;
import io.tablescope.format.testing.TestTables;
import java.nio.file.Path;
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

/** Tables iceberg-core writes for the file health tests. */
final class FileHealthTables {
  private FileHealthTables() {}

  /**
   * Format v2, partitioned by region: two files each in EU and US and one in APAC, position deletes
   * on both EU files and one US file, an equality delete in each partition; then a rewrite of the
   * first EU file and of the APAC file (the first one's position delete and APAC's equality delete
   * dangle) and an overwrite of US (which drops its deletes with its files).
   */
  static Table deletesMadeDangling(Path folder) {
    Table table =
        TestTables.create(
            folder, SCHEMA, PartitionSpec.builderFor(SCHEMA).identity("region").build(), 2);
    DataFile eu1 = TableFiles.writeData(table, rows(1, 3, "EU"));
    DataFile eu2 = TableFiles.writeData(table, rows(4, 2, "EU"));
    DataFile us1 = TableFiles.writeData(table, rows(6, 2, "US"));
    DataFile us2 = TableFiles.writeData(table, rows(8, 1, "US"));
    DataFile apac = TableFiles.writeData(table, rows(10, 2, "APAC"));
    table
        .newAppend()
        .appendFile(eu1)
        .appendFile(eu2)
        .appendFile(us1)
        .appendFile(us2)
        .appendFile(apac)
        .commit();
    table
        .newRowDelta()
        .addDeletes(TableFiles.writePositionDeletes(table, eu1, 0))
        .addDeletes(TableFiles.writePositionDeletes(table, eu2, 1))
        .addDeletes(TableFiles.writePositionDeletes(table, us1, 1))
        .commit();
    Schema idOnly = table.schema().select("id");
    table
        .newRowDelta()
        .addDeletes(
            TableFiles.writeEqualityDeletes(
                table,
                TableFiles.partitionOf(table, rows(4, 1, "EU").get(0)),
                idOnly,
                List.of(TableFiles.row(idOnly, 4L))))
        .addDeletes(
            TableFiles.writeEqualityDeletes(
                table,
                TableFiles.partitionOf(table, rows(8, 1, "US").get(0)),
                idOnly,
                List.of(TableFiles.row(idOnly, 8L))))
        .addDeletes(
            TableFiles.writeEqualityDeletes(
                table,
                TableFiles.partitionOf(table, rows(10, 1, "APAC").get(0)),
                idOnly,
                List.of(TableFiles.row(idOnly, 11L))))
        .commit();
    table
        .newRewrite()
        .validateFromSnapshot(table.currentSnapshot().snapshotId())
        .deleteFile(eu1)
        .deleteFile(apac)
        .addFile(TableFiles.writeData(table, rows(2, 2, "EU")))
        .addFile(TableFiles.writeData(table, rows(10, 1, "APAC")))
        .commit();
    table.newReplacePartitions().addFile(TableFiles.writeData(table, rows(20, 4, "US"))).commit();
    return table;
  }

  /**
   * Format v3, unpartitioned: two files, a deletion vector on each, then a rewrite of the first
   * file.
   */
  static Table deletionVectorsAndARewrite(Path folder) {
    Table table = TestTables.create(folder, SCHEMA, PartitionSpec.unpartitioned(), 3);
    DataFile first = TableFiles.writeData(table, rows(1, 5, "EU"));
    DataFile second = TableFiles.writeData(table, rows(6, 5, "US"));
    table.newAppend().appendFile(first).appendFile(second).commit();
    table
        .newRowDelta()
        .addDeletes(TableFiles.writeDeletionVector(table, first, 0, 2))
        .addDeletes(TableFiles.writeDeletionVector(table, second, 1, 3, 4))
        .commit();
    table
        .newRewrite()
        .validateFromSnapshot(table.currentSnapshot().snapshotId())
        .deleteFile(first)
        .addFile(TableFiles.writeData(table, rows(2, 3, "EU")))
        .commit();
    return table;
  }

  /**
   * Partitioned by region, written as format v2 and upgraded to v3: in EU and in US, a position
   * delete file, an equality delete file and (after the upgrade) a deletion vector, each on its own
   * data file; then one more equality delete in US, so that the two partitions were last changed by
   * different snapshots.
   */
  static Table everyDeleteKindInTwoPartitions(Path folder) {
    Table table =
        TestTables.create(
            folder, SCHEMA, PartitionSpec.builderFor(SCHEMA).identity("region").build(), 2);
    DataFile eu1 = TableFiles.writeData(table, rows(1, 4, "EU"));
    DataFile eu2 = TableFiles.writeData(table, rows(5, 4, "EU"));
    DataFile us1 = TableFiles.writeData(table, rows(11, 6, "US"));
    DataFile us2 = TableFiles.writeData(table, rows(17, 6, "US"));
    table.newAppend().appendFile(eu1).appendFile(eu2).appendFile(us1).appendFile(us2).commit();
    table
        .newRowDelta()
        .addDeletes(TableFiles.writePositionDeletes(table, eu1, 0))
        .addDeletes(TableFiles.writePositionDeletes(table, us1, 1, 2))
        .addDeletes(equalityDelete(table, "EU", 3))
        .addDeletes(equalityDelete(table, "US", 12))
        .commit();
    table.updateProperties().set(TableProperties.FORMAT_VERSION, "3").commit();
    table
        .newRowDelta()
        .addDeletes(TableFiles.writeDeletionVector(table, eu2, 0, 1))
        .addDeletes(TableFiles.writeDeletionVector(table, us2, 2))
        .commit();
    table.newRowDelta().addDeletes(equalityDelete(table, "US", 13, 14)).commit();
    return table;
  }

  private static DeleteFile equalityDelete(Table table, String region, long... ids) {
    Schema idOnly = table.schema().select("id");
    List<Record> deleted = new ArrayList<>();
    for (long id : ids) {
      deleted.add(TableFiles.row(idOnly, id));
    }
    return TableFiles.writeEqualityDeletes(
        table, TableFiles.partitionOf(table, rows(ids[0], 1, region).get(0)), idOnly, deleted);
  }

  /**
   * Format v2, partitioned by region: twelve appends of one small file each, alternating EU and US,
   * with a target file size that makes about half of them small.
   */
  static Table manySmallAppends(Path folder) {
    Table table =
        TestTables.create(
            folder,
            folder.toAbsolutePath().normalize().toString(),
            SCHEMA,
            PartitionSpec.builderFor(SCHEMA).identity("region").build(),
            2,
            Map.of());
    List<Long> sizes = new ArrayList<>();
    for (int i = 0; i < 12; i++) {
      DataFile file =
          TableFiles.writeData(table, rows(i * 100L, 1 + i * 20, i % 2 == 0 ? "EU" : "US"));
      sizes.add(file.fileSizeInBytes());
      table.newAppend().appendFile(file).commit();
    }
    long median = sizes.stream().sorted().toList().get(sizes.size() / 2);
    table
        .updateProperties()
        .set(TableProperties.WRITE_TARGET_FILE_SIZE_BYTES, Long.toString(median * 4 / 3))
        .commit();
    return table;
  }
}
