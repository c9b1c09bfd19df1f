package io.tablescope.format.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DeleteFile;
import org.apache.iceberg.FileFormat;
import org.apache.iceberg.PartitionKey;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.StructLike;
import org.apache.iceberg.Table;
import org.apache.iceberg.data.GenericFileWriterFactory;
import org.apache.iceberg.data.GenericRecord;
import org.apache.iceberg.data.InternalRecordWrapper;
import org.apache.iceberg.data.Record;
import org.apache.iceberg.deletes.BaseDVFileWriter;
import org.apache.iceberg.deletes.EqualityDeleteWriter;
import org.apache.iceberg.deletes.PositionDelete;
import org.apache.iceberg.deletes.PositionDeleteWriter;
import org.apache.iceberg.encryption.EncryptedOutputFile;
import org.apache.iceberg.io.DataWriter;
import org.apache.iceberg.io.OutputFileFactory;
import org.apache.iceberg.types.Types;

/**
 * Writes real data and delete files for a table, through the table's {@link
 * org.apache.iceberg.io.FileIO} and location provider, using iceberg-data's generic writers.
 *
 * <p>The returned files carry the metrics the writers computed (value, null and NaN counts, lower
 * and upper bounds, subject to the table's metrics configuration) and the recorded locations. They
 * are not committed: pass them to an append, overwrite, row delta or rewrite. Data and delete files
 * are Parquet unless the table's {@code write.format.default} / {@code write.delete.format.default}
 * say otherwise; deletion vectors are Puffin.
 */
public final class TableFiles {
  private TableFiles() {}

  /** Returns a record of {@code schema} holding {@code values} in field order. */
  public static Record row(Schema schema, Object... values) {
    Types.StructType struct = schema.asStruct();
    if (values.length != struct.fields().size()) {
      throw new IllegalArgumentException(
          "Expected " + struct.fields().size() + " values, got " + values.length);
    }
    GenericRecord record = GenericRecord.create(struct);
    for (int i = 0; i < values.length; i++) {
      record.set(i, values[i]);
    }
    return record;
  }

  /** Returns the partition of {@code row} under the table's current spec. */
  public static StructLike partitionOf(Table table, Record row) {
    PartitionKey key = new PartitionKey(table.spec(), table.schema());
    key.partition(new InternalRecordWrapper(table.schema().asStruct()).wrap(row));
    return key.copy();
  }

  /**
   * Writes {@code rows} into one data file of the table's current spec, in the partition computed
   * from the rows.
   *
   * @throws IllegalArgumentException if the rows belong to different partitions
   */
  public static DataFile writeData(Table table, List<Record> rows) {
    return writeData(table, null, rows);
  }

  /**
   * Writes {@code rows} into one data file of the table's current spec.
   *
   * @param partition the file's partition, or {@code null} to compute it from the rows
   * @throws IllegalArgumentException if {@code partition} is null and the rows belong to different
   *     partitions
   */
  public static DataFile writeData(Table table, StructLike partition, List<Record> rows) {
    PartitionSpec spec = table.spec();
    StructLike target = partition != null ? partition : commonPartition(table, rows);
    DataWriter<Record> writer =
        writerFactory(table).newDataWriter(newOutputFile(table, spec, target), spec, target);
    try (writer) {
      rows.forEach(writer::write);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return writer.toDataFile();
  }

  /**
   * Writes {@code rows} into one data file per partition of the table's current spec, in the order
   * in which the partitions first appear.
   */
  public static List<DataFile> writeDataByPartition(Table table, List<Record> rows) {
    Map<StructLike, List<Record>> byPartition = new LinkedHashMap<>();
    for (Record row : rows) {
      byPartition.computeIfAbsent(partitionOf(table, row), key -> new ArrayList<>()).add(row);
    }
    List<DataFile> files = new ArrayList<>();
    byPartition.forEach((partition, partRows) -> files.add(writeData(table, partition, partRows)));
    return files;
  }

  /**
   * Writes a position delete file that deletes {@code positions} (0-based row ordinals) of {@code
   * target}, in the target's spec and partition. Meant for format v2; v3 tables use {@link
   * #writeDeletionVector}.
   */
  public static DeleteFile writePositionDeletes(Table table, DataFile target, long... positions) {
    PartitionSpec spec = table.specs().get(target.specId());
    PositionDeleteWriter<Record> writer =
        writerFactory(table)
            .newPositionDeleteWriter(
                newOutputFile(table, spec, target.partition()), spec, target.partition());
    PositionDelete<Record> delete = PositionDelete.create();
    try (writer) {
      for (long position : sorted(positions)) {
        writer.write(delete.set(target.location(), position));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return writer.toDeleteFile();
  }

  /**
   * Writes an equality delete file holding {@code rows} in the table's current spec.
   *
   * @param partition the delete file's partition, or {@code null} for an unpartitioned table
   * @param deleteSchema the equality columns, selected from the table schema (for example {@code
   *     table.schema().select("id")}) so that their field ids are the table's
   * @param rows records of {@code deleteSchema}; a table row equal to one of them on all columns of
   *     {@code deleteSchema} is deleted
   */
  public static DeleteFile writeEqualityDeletes(
      Table table, StructLike partition, Schema deleteSchema, List<Record> rows) {
    PartitionSpec spec = table.spec();
    int[] equalityIds =
        deleteSchema.columns().stream().mapToInt(Types.NestedField::fieldId).toArray();
    GenericFileWriterFactory factory =
        new GenericFileWriterFactory.Builder(table)
            .equalityFieldIds(equalityIds)
            .equalityDeleteRowSchema(deleteSchema)
            .build();
    EqualityDeleteWriter<Record> writer =
        factory.newEqualityDeleteWriter(newOutputFile(table, spec, partition), spec, partition);
    try (writer) {
      rows.forEach(writer::write);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return writer.toDeleteFile();
  }

  /**
   * Writes a Puffin deletion vector (format v3) that deletes {@code positions} of {@code target}.
   * The vector holds exactly these positions: to extend an existing vector, pass the union of its
   * positions and the new ones, and remove the old vector in the same commit.
   */
  public static DeleteFile writeDeletionVector(Table table, DataFile target, long... positions) {
    PartitionSpec spec = table.specs().get(target.specId());
    OutputFileFactory files =
        OutputFileFactory.builderFor(table, 0, 0).format(FileFormat.PUFFIN).build();
    BaseDVFileWriter writer = new BaseDVFileWriter(files, path -> null);
    try (writer) {
      for (long position : positions) {
        writer.delete(target.location(), position, spec, target.partition());
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return writer.result().deleteFiles().get(0);
  }

  private static GenericFileWriterFactory writerFactory(Table table) {
    return new GenericFileWriterFactory.Builder(table).build();
  }

  private static EncryptedOutputFile newOutputFile(
      Table table, PartitionSpec spec, StructLike partition) {
    OutputFileFactory files = OutputFileFactory.builderFor(table, 0, 0).build();
    // Like iceberg's rolling writers: unpartitioned files go directly under data/.
    return spec.isUnpartitioned() ? files.newOutputFile() : files.newOutputFile(spec, partition);
  }

  private static StructLike commonPartition(Table table, List<Record> rows) {
    if (table.spec().isUnpartitioned() || rows.isEmpty()) {
      return null;
    }
    StructLike first = partitionOf(table, rows.get(0));
    for (Record row : rows) {
      if (!first.equals(partitionOf(table, row))) {
        throw new IllegalArgumentException(
            "Rows span several partitions; use writeDataByPartition: " + row);
      }
    }
    return first;
  }

  private static long[] sorted(long[] positions) {
    long[] copy = positions.clone();
    Arrays.sort(copy);
    return copy;
  }
}
