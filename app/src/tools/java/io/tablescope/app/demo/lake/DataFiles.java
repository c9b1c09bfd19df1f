package io.tablescope.app.demo.lake;

import io.delta.standalone.types.DataType;
import io.delta.standalone.types.DoubleType;
import io.delta.standalone.types.LongType;
import io.delta.standalone.types.StringType;
import io.delta.standalone.types.StructField;
import io.delta.standalone.types.StructType;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.avro.Schema;
import org.apache.avro.SchemaBuilder;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericRecord;
import org.apache.parquet.avro.AvroParquetWriter;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.io.LocalOutputFile;

/**
 * Writes a demo data file as a Delta writer would: Parquet holding the table's non-partition
 * columns, with the add's statistics (numRecords, minValues, maxValues, nullCount) computed from
 * the rows.
 */
final class DataFiles {
  /** A written file: its size and its stats JSON. */
  record Written(long size, String stats) {}

  private DataFiles() {}

  static Written write(
      Path file, StructType schema, List<String> partitionColumns, List<Map<String, Object>> rows)
      throws IOException {
    Files.createDirectories(file.getParent());
    SchemaBuilder.FieldAssembler<Schema> fields = SchemaBuilder.record("spark_schema").fields();
    for (StructField field : schema.getFields()) {
      if (!partitionColumns.contains(field.getName())) {
        fields = fields.name(field.getName()).type(avroType(field.getDataType())).withDefault(null);
      }
    }
    Schema avro = fields.endRecord();
    try (ParquetWriter<GenericRecord> writer =
        AvroParquetWriter.<GenericRecord>builder(new LocalOutputFile(file))
            .withSchema(avro)
            .withCompressionCodec(CompressionCodecName.SNAPPY)
            .build()) {
      for (Map<String, Object> row : rows) {
        GenericRecord record = new GenericData.Record(avro);
        for (Schema.Field field : avro.getFields()) {
          record.put(field.name(), row.get(field.name()));
        }
        writer.write(record);
      }
    }
    return new Written(Files.size(file), stats(avro, rows));
  }

  private static Schema avroType(DataType type) {
    Schema base;
    if (type instanceof LongType) {
      base = Schema.create(Schema.Type.LONG);
    } else if (type instanceof DoubleType) {
      base = Schema.create(Schema.Type.DOUBLE);
    } else if (type instanceof StringType) {
      base = Schema.create(Schema.Type.STRING);
    } else {
      throw new IllegalArgumentException("Demo tables do not use " + type.getTypeName());
    }
    return Schema.createUnion(Schema.create(Schema.Type.NULL), base);
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static String stats(Schema avro, List<Map<String, Object>> rows) {
    Map<String, Object> min = new LinkedHashMap<>();
    Map<String, Object> max = new LinkedHashMap<>();
    Map<String, Object> nulls = new LinkedHashMap<>();
    for (Schema.Field field : avro.getFields()) {
      long nullCount = 0;
      Comparable low = null;
      Comparable high = null;
      for (Map<String, Object> row : rows) {
        Comparable value = (Comparable) row.get(field.name());
        if (value == null) {
          nullCount++;
        } else {
          low = low == null || value.compareTo(low) < 0 ? value : low;
          high = high == null || value.compareTo(high) > 0 ? value : high;
        }
      }
      if (low != null) {
        min.put(field.name(), low);
        max.put(field.name(), high);
      }
      nulls.put(field.name(), nullCount);
    }
    Map<String, Object> stats = new LinkedHashMap<>();
    stats.put("numRecords", rows.size());
    stats.put("minValues", min);
    stats.put("maxValues", max);
    stats.put("nullCount", nulls);
    return Json.of(stats);
  }
}
