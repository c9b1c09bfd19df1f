package io.tablescope.format.iceberg.manifest;

import io.tablescope.format.Problem;
import io.tablescope.format.avro.AvroContainer;
import io.tablescope.format.avro.AvroRecord;
import io.tablescope.format.avro.AvroSchema;
import io.tablescope.format.iceberg.metadata.PartitionSpec;
import io.tablescope.format.iceberg.metadata.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Reads a manifest list (Avro, schema from the file) into {@link ManifestFile}s. */
public final class ManifestListReader {
  private final Map<Integer, PartitionSpec> specsById;
  private final PartitionTypes types;

  /**
   * @param specsById the table's partition specs, to decode each manifest's partition summaries
   */
  public ManifestListReader(Map<Integer, PartitionSpec> specsById, PartitionTypes types) {
    this.specsById = Map.copyOf(specsById);
    this.types = types;
  }

  /** Reads the list; {@code path} names it in problems. */
  public ManifestList read(String path, byte[] bytes) {
    List<ManifestFile> manifests = new ArrayList<>();
    AvroRecords.Positions[] fields = new AvroRecords.Positions[2];
    Problem problem =
        AvroContainer.read(
            path,
            bytes,
            AvroContainer.records(Set.of()),
            opened -> {
              AvroContainer.requireFields(
                  opened.schema(),
                  "manifest list",
                  "manifest_path",
                  "manifest_length",
                  "partition_spec_id");
              fields[0] = new AvroRecords.Positions(opened.schema());
              AvroSchema.Field partitions = opened.schema().field("partitions");
              if (partitions != null) {
                fields[1] = new AvroRecords.Positions(elementRecord(partitions.schema()));
              }
            },
            record -> manifests.add(manifestFile(record, fields)));
    return new ManifestList(path, manifests, problem == null ? List.of() : List.of(problem));
  }

  private ManifestFile manifestFile(AvroRecord record, AvroRecords.Positions[] fields) {
    AvroRecords.Positions f = fields[0];
    int specId = AvroRecords.toInt(f.required(record, "partition_spec_id"));
    Integer content = AvroRecords.toInt(f.get(record, "content"));
    Long sequenceNumber = AvroRecords.toLong(f.get(record, "sequence_number"));
    Long minSequenceNumber = AvroRecords.toLong(f.get(record, "min_sequence_number"));
    return new ManifestFile(
        AvroRecords.toText(f.required(record, "manifest_path")),
        AvroRecords.toLong(f.required(record, "manifest_length")),
        specId,
        content == null ? ManifestContent.DATA : ManifestContent.fromId(content),
        sequenceNumber == null ? 0 : sequenceNumber,
        minSequenceNumber == null ? 0 : minSequenceNumber,
        AvroRecords.toLong(f.get(record, "added_snapshot_id")),
        AvroRecords.toInt(f.get(record, "added_files_count", "added_data_files_count")),
        AvroRecords.toInt(f.get(record, "existing_files_count", "existing_data_files_count")),
        AvroRecords.toInt(f.get(record, "deleted_files_count", "deleted_data_files_count")),
        AvroRecords.toLong(f.get(record, "added_rows_count")),
        AvroRecords.toLong(f.get(record, "existing_rows_count")),
        AvroRecords.toLong(f.get(record, "deleted_rows_count")),
        summaries(specsById.get(specId), AvroRecords.list(f.get(record, "partitions")), fields[1]),
        AvroRecords.toHex(f.get(record, "key_metadata")),
        AvroRecords.toLong(f.get(record, "first_row_id")));
  }

  private List<FieldSummary> summaries(
      PartitionSpec spec, List<AvroRecord> records, AvroRecords.Positions f) {
    List<FieldSummary> summaries = new ArrayList<>(records.size());
    for (int i = 0; i < records.size(); i++) {
      AvroRecord summary = records.get(i);
      boolean known = spec != null && i < spec.fields().size();
      Type type = known ? types.resultType(spec.fields().get(i)) : new Type.Primitive("binary");
      String transform = known ? spec.fields().get(i).transform() : null;
      Object nan = f.get(summary, "contains_nan");
      summaries.add(
          new FieldSummary(
              Boolean.TRUE.equals(f.get(summary, "contains_null")),
              nan == null ? null : (Boolean) nan,
              bound(type, transform, f.get(summary, "lower_bound")),
              bound(type, transform, f.get(summary, "upper_bound"))));
    }
    return summaries;
  }

  /** A summary's bound, which says the partition field's transform so that its text is a date. */
  private static Value bound(Type type, String transform, Object value) {
    if (value == null) {
      return null;
    }
    Value decoded = Conversions.fromBytes(type, (byte[]) value);
    return new Value(decoded.value(), decoded.typeName(), transform, decoded.raw());
  }

  static AvroSchema elementRecord(AvroSchema schema) {
    for (AvroSchema branch :
        schema.type() == AvroSchema.Type.UNION ? schema.branches() : List.of(schema)) {
      if (branch.type() == AvroSchema.Type.ARRAY) {
        return branch.element();
      }
    }
    throw new IllegalArgumentException("Not an array: " + schema);
  }
}
