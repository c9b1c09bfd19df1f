package io.tablescope.format.iceberg.manifest;

import io.tablescope.format.ContentKind;
import io.tablescope.format.NegativeValues;
import io.tablescope.format.Problem;
import io.tablescope.format.avro.AvroContainer;
import io.tablescope.format.avro.AvroRecord;
import io.tablescope.format.avro.AvroSchema;
import io.tablescope.format.iceberg.metadata.MetadataJson;
import io.tablescope.format.iceberg.metadata.PartitionField;
import io.tablescope.format.iceberg.metadata.PartitionSpec;
import io.tablescope.format.iceberg.metadata.Type;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Reads a manifest (Avro, schema from the file) into {@link ManifestEntry}s, applying the spec's
 * inheritance of snapshot ids, sequence numbers and v3 first row ids from the manifest list entry,
 * and decoding partition values and column bounds by the table's types.
 *
 * <p>A reader is cheap and holds no per-file state, so one can serve many threads.
 */
public final class ManifestReader {
  private static final String[] HEADER_KEYS = {
    "schema",
    "schema-id",
    "partition-spec",
    "partition-spec-id",
    "format-version",
    "content",
    "iceberg.schema"
  };

  /** The column statistics of {@code data_file}, by their paths in a manifest entry. */
  private static final Set<String> STATS_PATHS =
      Set.of(
          "data_file.column_sizes",
          "data_file.value_counts",
          "data_file.null_value_counts",
          "data_file.nan_value_counts",
          "data_file.lower_bounds",
          "data_file.upper_bounds");

  private final Map<Integer, PartitionSpec> specsById;
  private final PartitionTypes types;

  public ManifestReader(Map<Integer, PartitionSpec> specsById, PartitionTypes types) {
    this.specsById = Map.copyOf(specsById);
    this.types = types;
  }

  /** Reads every entry of the manifest; {@code bytes} is the whole file. */
  public Manifest read(ManifestFile manifest, byte[] bytes) {
    return read(manifest, bytes, Set.of());
  }

  /**
   * Reads every entry of the manifest as {@link #read} does, but without the column statistics
   * ({@code column_sizes}, {@code value_counts}, {@code null_value_counts}, {@code
   * nan_value_counts}, {@code lower_bounds}, {@code upper_bounds}): they are skipped in the
   * decoder, never built, and each entry's file says so ({@link ContentFile#statsRead()} is false).
   * For the many analyses that never look at them, this is several times faster.
   */
  public Manifest readWithoutStats(ManifestFile manifest, byte[] bytes) {
    return read(manifest, bytes, STATS_PATHS);
  }

  private Manifest read(ManifestFile manifest, byte[] bytes, Set<String> skipped) {
    EntryDecoder decoder = new EntryDecoder(manifest, skipped.isEmpty());
    Problem problem =
        AvroContainer.read(
            manifest.path(), bytes, AvroContainer.records(skipped), decoder::open, decoder::decode);
    List<Problem> problems = new ArrayList<>(decoder.problems);
    problems.addAll(decoder.negatives.problems());
    if (problem != null) {
      problems.add(problem);
    } else {
      lengthProblem(manifest, bytes).ifPresent(problems::add);
    }
    return new Manifest(manifest, decoder.header, decoder.spec, decoder.entries, problems);
  }

  /**
   * Counts the manifest's entries by kind and status. Only the status, content and file format
   * columns are decoded; the rest of each entry is skipped, which is several times faster than
   * {@link #read}.
   */
  public ManifestCounts count(ManifestFile manifest, byte[] bytes) {
    StatusCounter counter =
        new StatusCounter(
            manifest.content() == ManifestContent.DATA
                ? FileContent.DATA
                : FileContent.POSITION_DELETES);
    Problem problem =
        AvroContainer.read(manifest.path(), bytes, counter, opened -> {}, ignored -> {});
    Map<ContentKind, StatusCounts> byContent = new EnumMap<>(ContentKind.class);
    long[][] counts = counter.counts();
    for (ContentKind kind : ContentKind.values()) {
      long[] c = counts[kind.ordinal()];
      if (c[0] + c[1] + c[2] > 0) {
        byContent.put(
            kind,
            new StatusCounts(
                c[EntryStatus.ADDED.ordinal()],
                c[EntryStatus.EXISTING.ordinal()],
                c[EntryStatus.DELETED.ordinal()]));
      }
    }
    List<Problem> problems =
        problem != null ? List.of(problem) : lengthProblem(manifest, bytes).stream().toList();
    return new ManifestCounts(manifest, byContent, problems);
  }

  /**
   * A manifest whose size is not the {@code manifest_length} its list records was cut short or
   * replaced, even when what is left reads as valid Avro (a cut at a block boundary). Asked only
   * when the Avro file itself read cleanly, so that a damaged file has one problem, the most
   * precise.
   */
  private static Optional<Problem> lengthProblem(ManifestFile manifest, byte[] bytes) {
    if (manifest.length() == bytes.length) {
      return Optional.empty();
    }
    return Optional.of(
        new Problem(
            Problem.Kind.CORRUPT,
            manifest.path(),
            "Manifest is "
                + bytes.length
                + " bytes but its manifest list records manifest_length "
                + manifest.length()
                + ": cut short, or another file in its place"));
  }

  /** Decodes the entries of one manifest; holds that file's positions, spec and row id counter. */
  private final class EntryDecoder {
    private final ManifestFile manifest;
    private final boolean stats;
    private final Map<String, String> header = new LinkedHashMap<>();
    private final List<ManifestEntry> entries = new ArrayList<>();
    private final List<Problem> problems = new ArrayList<>();
    private final NegativeValues negatives;
    private PartitionSpec spec;
    private PartitionTypes fileTypes = types;
    private AvroRecords.Positions entryFields;
    private AvroRecords.Positions fileFields;
    private AvroColumnStats columnStats;
    private List<PartitionSlot> partitionSlots = List.of();
    private Long nextRowId;
    // Values many entries repeat (a partition tuple, a file format): one instance each, which
    // saves a few hundred bytes an entry on a table of many files in few partitions.
    private final Map<Object, Object> shared = new HashMap<>();

    /**
     * @param stats whether the column statistics are read
     */
    EntryDecoder(ManifestFile manifest, boolean stats) {
      this.manifest = manifest;
      this.stats = stats;
      this.nextRowId = manifest.firstRowId();
      this.negatives = new NegativeValues(manifest.path());
    }

    void open(AvroContainer.Opened file) {
      for (String key : HEADER_KEYS) {
        String value = file.meta(key);
        if (value != null) {
          header.put(key, value);
        }
      }
      MetadataJson json = new MetadataJson();
      int specId = manifest.partitionSpecId();
      if (header.containsKey("partition-spec-id")) {
        specId = Integer.parseInt(header.get("partition-spec-id"));
      }
      if (header.containsKey("schema")) {
        try {
          fileTypes = types.withFallback(json.schema(header.get("schema")));
        } catch (IllegalArgumentException e) {
          problems.add(
              new Problem(
                  Problem.Kind.INVALID, manifest.path(), "Header schema: " + e.getMessage()));
        }
      }
      spec = specsById.get(specId);
      if (spec == null && header.containsKey("partition-spec")) {
        try {
          spec = json.specFields(specId, header.get("partition-spec"));
        } catch (IllegalArgumentException e) {
          problems.add(
              new Problem(
                  Problem.Kind.INVALID,
                  manifest.path(),
                  "Header partition spec: " + e.getMessage()));
        }
      }
      AvroContainer.requireFields(file.schema(), "manifest", "status", "data_file");
      AvroContainer.requireFields(
          file.schema().field("data_file").schema(),
          "manifest",
          "file_path",
          "record_count",
          "file_size_in_bytes");
      columnStats = new AvroColumnStats(fileTypes);
      entryFields = new AvroRecords.Positions(file.schema());
      AvroSchema fileSchema = file.schema().field("data_file").schema();
      fileFields = new AvroRecords.Positions(fileSchema);
      AvroSchema.Field partition = fileSchema.field("partition");
      if (partition != null) {
        partitionSlots = partitionSlots(partition.schema());
      }
    }

    private List<PartitionSlot> partitionSlots(AvroSchema partitionSchema) {
      List<PartitionSlot> slots = new ArrayList<>();
      List<AvroSchema.Field> avroFields = partitionSchema.fields();
      for (int i = 0; i < avroFields.size(); i++) {
        AvroSchema.Field avroField = avroFields.get(i);
        int fieldId = avroField.fieldId() != null ? avroField.fieldId() : 1000 + i;
        PartitionField field = null;
        if (spec != null) {
          for (PartitionField candidate : spec.fields()) {
            if (candidate.fieldId() == fieldId) {
              field = candidate;
            }
          }
          if (field == null && i < spec.fields().size()) {
            field = spec.fields().get(i);
          }
        }
        String transform = field == null ? "identity" : field.transform();
        Type type = field == null ? new Type.Primitive("binary") : fileTypes.resultType(field);
        slots.add(new PartitionSlot(avroField.name(), fieldId, transform, type));
      }
      return slots;
    }

    void decode(AvroRecord record) {
      AvroRecords.Positions e = entryFields;
      EntryStatus status = EntryStatus.fromId(AvroRecords.toInt(e.required(record, "status")));
      Long rawSnapshotId = AvroRecords.toLong(e.get(record, "snapshot_id"));
      Long rawSequenceNumber = AvroRecords.toLong(e.get(record, "sequence_number"));
      Long rawFileSequenceNumber = AvroRecords.toLong(e.get(record, "file_sequence_number"));
      ContentFile file = contentFile(status, (AvroRecord) e.required(record, "data_file"));
      checkValues(file, rawSequenceNumber, rawFileSequenceNumber);

      // The spec's inheritance, as iceberg-core applies it when reading a committed manifest.
      long manifestSequence = manifest.sequenceNumber();
      boolean inherits = manifestSequence == 0 || status == EntryStatus.ADDED;
      Long snapshotId = rawSnapshotId != null ? rawSnapshotId : manifest.addedSnapshotId();
      Long sequenceNumber =
          rawSequenceNumber != null ? rawSequenceNumber : inherits ? manifestSequence : null;
      Long fileSequenceNumber =
          rawFileSequenceNumber != null
              ? rawFileSequenceNumber
              : inherits ? manifestSequence : null;

      entries.add(
          new ManifestEntry(
              entries.size(),
              status,
              snapshotId,
              sequenceNumber,
              fileSequenceNumber,
              rawSnapshotId,
              rawSequenceNumber,
              rawFileSequenceNumber,
              file,
              !entryFields.has("sequence_number")));
    }

    /** Notes the entry's counts, sizes and sequence numbers that are negative. */
    private void checkValues(ContentFile file, Long sequenceNumber, Long fileSequenceNumber) {
      int entry = entries.size();
      Supplier<String> where = () -> file.path() + " (entry " + entry + ")";
      negatives.check("record_count", file.recordCount(), where);
      negatives.check("file_size_in_bytes", file.fileSizeInBytes(), where);
      negatives.check("sequence_number", sequenceNumber, where);
      negatives.check("file_sequence_number", fileSequenceNumber, where);
      negatives.check("content_offset", file.contentOffset(), where);
      negatives.check("content_size_in_bytes", file.contentSizeInBytes(), where);
      ColumnStats columns = file.columnStats();
      negatives.check("column_sizes", columns.columnSizes(), where);
      negatives.check("value_counts", columns.valueCounts(), where);
      negatives.check("null_value_counts", columns.nullValueCounts(), where);
      negatives.check("nan_value_counts", columns.nanValueCounts(), where);
    }

    /**
     * v3 row lineage: when the manifest has a first row id, live entries without one are given
     * consecutive ranges in entry order; when it has none, no entry has one.
     */
    private Long firstRowId(EntryStatus status, Long rawFirstRowId, long recordCount) {
      if (nextRowId == null) {
        return null;
      }
      if (status == EntryStatus.DELETED || rawFirstRowId != null) {
        return rawFirstRowId;
      }
      long assigned = nextRowId;
      nextRowId += recordCount;
      return assigned;
    }

    private ContentFile contentFile(EntryStatus status, AvroRecord record) {
      AvroRecords.Positions f = fileFields;
      Integer content = AvroRecords.toInt(f.get(record, "content"));
      long recordCount = AvroRecords.toLong(f.required(record, "record_count"));
      Long rawFirstRowId = AvroRecords.toLong(f.get(record, "first_row_id"));
      return new ContentFile(
          content == null ? FileContent.DATA : FileContent.fromId(content),
          AvroRecords.toText(f.required(record, "file_path")),
          shared(AvroRecords.toText(f.get(record, "file_format"))),
          spec == null ? manifest.partitionSpecId() : spec.specId(),
          partition((AvroRecord) f.get(record, "partition")),
          recordCount,
          AvroRecords.toLong(f.required(record, "file_size_in_bytes")),
          columnStats.read(
              f.get(record, "column_sizes"),
              f.get(record, "value_counts"),
              f.get(record, "null_value_counts"),
              f.get(record, "nan_value_counts"),
              f.get(record, "lower_bounds"),
              f.get(record, "upper_bounds")),
          AvroRecords.toHex(f.get(record, "key_metadata")),
          AvroRecords.list(f.get(record, "split_offsets")),
          AvroRecords.list(f.get(record, "equality_ids")),
          AvroRecords.toInt(f.get(record, "sort_order_id")),
          firstRowId(status, rawFirstRowId, recordCount),
          rawFirstRowId,
          AvroRecords.toText(f.get(record, "referenced_data_file")),
          AvroRecords.toLong(f.get(record, "content_offset")),
          AvroRecords.toLong(f.get(record, "content_size_in_bytes")),
          stats);
    }

    private List<PartitionValue> partition(AvroRecord record) {
      if (record == null) {
        return List.of();
      }
      List<PartitionValue> values = new ArrayList<>(partitionSlots.size());
      for (int i = 0; i < partitionSlots.size(); i++) {
        PartitionSlot slot = partitionSlots.get(i);
        values.add(
            new PartitionValue(
                slot.name,
                slot.fieldId,
                slot.transform,
                Conversions.partitionValue(slot.transform, slot.type, record.get(i))));
      }
      return shared(List.copyOf(values));
    }

    /** The instance equal to {@code value} this manifest gave out first. */
    @SuppressWarnings("unchecked")
    private <T> T shared(T value) {
      return value == null ? null : (T) shared.computeIfAbsent(value, first -> first);
    }
  }

  private record PartitionSlot(String name, int fieldId, String transform, Type type) {}
}
