package io.tablescope.inspector.iceberg.scan;

import io.tablescope.format.testing.FixtureTables;
import io.tablescope.format.testing.TableFiles;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.iceberg.AppendFiles;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DeleteFile;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.data.GenericRecord;
import org.apache.iceberg.data.Record;
import org.apache.iceberg.expressions.Expressions;
import org.apache.iceberg.types.Types;

/**
 * Tables whose scans prune at every step: several manifests per snapshot (fast appends), evolved
 * specs and schema, and deletes of every kind scoped to partitions or to the whole table.
 */
final class ScanTables {
  private final FixtureTables fixtures;

  ScanTables(FixtureTables fixtures) {
    this.fixtures = fixtures;
  }

  /**
   * {@code evolved}, format v2: spec 0 is {@code identity(region), day(ts)}, three fast appends of
   * 12 ids each; spec 1 drops the day for {@code month(ts), bucket[4](id)}, one fast append of ids
   * 37-48; then the column {@code score} (double) is added and ids 49-54 written with it; then an
   * equality delete on id (ids 49, 52) in the partition of id 49 and a position delete on the first
   * file.
   */
  Table evolved() {
    Table table =
        fixtures.create(
            "evolved",
            FixtureTables.EVENTS,
            PartitionSpec.builderFor(FixtureTables.EVENTS).identity("region").day("ts").build(),
            2,
            Map.of());
    List<DataFile> first = new ArrayList<>();
    for (int chunk = 0; chunk < 3; chunk++) {
      first.addAll(fastAppend(table, FixtureTables.events(1 + 12L * chunk, 12)));
    }
    table
        .updateSpec()
        .removeField("ts_day")
        .addField(Expressions.month("ts"))
        .addField(Expressions.bucket("id", 4))
        .commit();
    fastAppend(table, FixtureTables.events(37, 12));
    table.updateSchema().addColumn("score", Types.DoubleType.get()).commit();
    List<Record> scored = withScores(table.schema(), FixtureTables.events(49, 6));
    fastAppend(table, scored);
    Schema idOnly = table.schema().select("id");
    DeleteFile equality =
        TableFiles.writeEqualityDeletes(
            table,
            TableFiles.partitionOf(table, scored.get(0)),
            idOnly,
            List.of(TableFiles.row(idOnly, 49L), TableFiles.row(idOnly, 52L)));
    table
        .newRowDelta()
        .addDeletes(equality)
        .addDeletes(TableFiles.writePositionDeletes(table, first.get(0), 0))
        .commit();
    return table;
  }

  /**
   * {@code global_deletes}, format v2, unpartitioned: two appends (ids 1-8, 9-16), then an equality
   * delete on name ({@code cobalt}) that applies to every file, then an append of ids 17-24.
   */
  Table globalDeletes() {
    Table table =
        fixtures.create(
            "global_deletes", FixtureTables.EVENTS, PartitionSpec.unpartitioned(), 2, Map.of());
    fastAppend(table, FixtureTables.events(1, 8));
    fastAppend(table, FixtureTables.events(9, 8));
    Schema nameOnly = table.schema().select("name");
    table
        .newRowDelta()
        .addDeletes(
            TableFiles.writeEqualityDeletes(
                table, null, nameOnly, List.of(TableFiles.row(nameOnly, "cobalt"))))
        .commit();
    fastAppend(table, FixtureTables.events(17, 8));
    return table;
  }

  /**
   * {@code vectors}, format v3, partitioned by {@code truncate[10](id)}: fast appends of ids 1-15
   * and 16-30, deletion vectors on two files, then an equality delete on region ({@code EU}) in the
   * first partition.
   */
  Table vectors() {
    Table table =
        fixtures.create(
            "vectors",
            FixtureTables.EVENTS,
            PartitionSpec.builderFor(FixtureTables.EVENTS).truncate("id", 10).build(),
            3,
            Map.of());
    List<DataFile> files = new ArrayList<>(fastAppend(table, FixtureTables.events(1, 15)));
    files.addAll(fastAppend(table, FixtureTables.events(16, 15)));
    table
        .newRowDelta()
        .addDeletes(TableFiles.writeDeletionVector(table, files.get(0), 0, 1))
        .addDeletes(TableFiles.writeDeletionVector(table, files.get(files.size() - 1), 2))
        .commit();
    Schema regionOnly = table.schema().select("region");
    table
        .newRowDelta()
        .addDeletes(
            TableFiles.writeEqualityDeletes(
                table,
                files.get(0).partition(),
                regionOnly,
                List.of(TableFiles.row(regionOnly, "EU"))))
        .commit();
    return table;
  }

  /** One data file per partition, committed as a manifest of their own. */
  private static List<DataFile> fastAppend(Table table, List<Record> rows) {
    List<DataFile> files = TableFiles.writeDataByPartition(table, rows);
    AppendFiles append = table.newFastAppend();
    files.forEach(append::appendFile);
    append.commit();
    return files;
  }

  private static List<Record> withScores(Schema schema, List<Record> rows) {
    List<Record> scored = new ArrayList<>();
    for (Record row : rows) {
      Record record = GenericRecord.create(schema);
      for (int i = 0; i < row.size(); i++) {
        record.set(i, row.get(i));
      }
      record.setField("score", ((Long) row.getField("id")) / 4.0);
      scored.add(record);
    }
    return scored;
  }
}
