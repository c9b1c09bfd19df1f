package io.tablescope.format.iceberg.metadata;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tablescope.format.Problem;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Turns the parsed top-level fields into {@link TableMetadata}, checking them in the order
 * iceberg-core's {@code TableMetadataParser.fromJson} does, so that the first problem is the
 * exception iceberg-core would throw. Unlike iceberg-core it goes on after a problem, keeping
 * whatever can still be read.
 */
final class MetadataAssembler {
  private static final Set<String> KNOWN_FIELDS =
      Set.of(
          "format-version",
          "table-uuid",
          "location",
          "last-sequence-number",
          "last-updated-ms",
          "last-column-id",
          "schema",
          "schemas",
          "current-schema-id",
          "partition-spec",
          "partition-specs",
          "default-spec-id",
          "last-partition-id",
          "sort-orders",
          "default-sort-order-id",
          "properties",
          "current-snapshot-id",
          "refs",
          "snapshots",
          "snapshot-log",
          "metadata-log",
          "statistics",
          "partition-statistics",
          "next-row-id",
          "encryption-keys");

  private final String metadataFile;
  private final ObjectNode node;
  private final List<Snapshot> snapshots;
  private final List<SnapshotLogEntry> snapshotLog;
  private final List<MetadataLogEntry> metadataLog;
  private final List<Problem> historyProblems;
  private final List<Problem> problems = new ArrayList<>();
  private boolean knownVersion;

  MetadataAssembler(
      String metadataFile,
      Map<String, JsonNode> fields,
      List<Snapshot> snapshots,
      List<SnapshotLogEntry> snapshotLog,
      List<MetadataLogEntry> metadataLog,
      List<Problem> historyProblems) {
    this.metadataFile = metadataFile;
    this.node = new ObjectNode(JsonNodeFactory.instance, new LinkedHashMap<>(fields));
    this.snapshots = snapshots;
    this.snapshotLog = snapshotLog;
    this.metadataLog = metadataLog;
    this.historyProblems = historyProblems;
  }

  TableMetadata assemble() {
    int formatVersion = orDefault(() -> JsonFields.getInt("format-version", node), 0);
    // Rules that depend on the version are only checked for versions this reader knows.
    boolean known =
        formatVersion >= 1 && formatVersion <= TableMetadataParser.SUPPORTED_FORMAT_VERSION;
    this.knownVersion = known;
    if (formatVersion > TableMetadataParser.SUPPORTED_FORMAT_VERSION) {
      problems.add(
          new Problem(
              Problem.Kind.UNSUPPORTED,
              metadataFile,
              "Cannot read unsupported version " + formatVersion));
    }
    String uuid = orDefault(() -> JsonFields.getStringOrNull("table-uuid", node), null);
    String location = orDefault(() -> JsonFields.getString("location", node), null);
    Long lastSequenceNumber =
        formatVersion > 1 && knownVersion
            ? orDefault(() -> JsonFields.getLong("last-sequence-number", node), 0L)
            : v1LastSequenceNumber(formatVersion);
    int lastColumnId = orDefault(() -> JsonFields.getInt("last-column-id", node), 0);

    List<Schema> schemas = new ArrayList<>();
    int currentSchemaId = readSchemas(formatVersion, schemas);

    List<PartitionSpec> specs = new ArrayList<>();
    int defaultSpecId = readSpecs(formatVersion, specs);

    Integer lastPartitionId =
        orDefault(() -> JsonFields.getIntOrNull("last-partition-id", node), null);
    if (lastPartitionId == null) {
      if (formatVersion != 1 && knownVersion) {
        invalid("last-partition-id must exist in format v" + formatVersion);
      } else {
        lastPartitionId =
            specs.stream()
                .flatMap(spec -> spec.fields().stream())
                .mapToInt(PartitionField::fieldId)
                .max()
                .orElse(999);
      }
    }

    List<SortOrder> sortOrders = new ArrayList<>();
    int defaultSortOrderId = readSortOrders(formatVersion, sortOrders);

    Map<String, String> properties =
        orDefault(() -> JsonFields.getStringMap("properties", node), Map.of());
    Long currentSnapshotId =
        orDefault(() -> JsonFields.getLongOrNull("current-snapshot-id", node), null);
    if (currentSnapshotId != null && currentSnapshotId == -1L) {
      currentSnapshotId = null;
    }
    Long nextRowId =
        formatVersion >= 3 && knownVersion
            ? orDefault(() -> JsonFields.getLong("next-row-id", node), null)
            : orDefault(() -> JsonFields.getLongOrNull("next-row-id", node), null);
    long lastUpdatedMillis = orDefault(() -> JsonFields.getLong("last-updated-ms", node), 0L);
    List<JsonNode> encryptionKeys = new ArrayList<>();
    JsonNode keys = node.get("encryption-keys");
    if (keys != null && keys.isArray()) {
      keys.forEach(encryptionKeys::add);
    }
    Map<String, SnapshotRef> refs = readRefs(currentSnapshotId);
    // iceberg-core reads the snapshots and logs after the refs.
    problems.addAll(historyProblems);
    List<StatisticsFile> statistics = orDefault(this::readStatistics, List.of());
    List<PartitionStatisticsFile> partitionStatistics =
        orDefault(this::readPartitionStatistics, List.of());

    Map<String, JsonNode> unknown = new LinkedHashMap<>();
    node.fields()
        .forEachRemaining(
            field -> {
              if (!KNOWN_FIELDS.contains(field.getKey())) {
                unknown.put(field.getKey(), field.getValue());
              }
            });

    return new TableMetadata(
        metadataFile,
        formatVersion,
        uuid,
        location,
        lastSequenceNumber == null ? 0 : lastSequenceNumber,
        lastUpdatedMillis,
        lastColumnId,
        currentSchemaId,
        schemas,
        defaultSpecId,
        specs,
        lastPartitionId,
        defaultSortOrderId,
        sortOrders,
        properties,
        currentSnapshotId,
        snapshots,
        refs,
        snapshotLog,
        metadataLog,
        statistics,
        partitionStatistics,
        nextRowId,
        encryptionKeys,
        unknown,
        problems);
  }

  private int readSchemas(int formatVersion, List<Schema> schemas) {
    JsonNode array = node.get("schemas");
    if (array != null) {
      if (!array.isArray()) {
        invalid("Cannot parse schemas from non-array: " + array);
        return 0;
      }
      Integer currentSchemaId = orDefault(() -> JsonFields.getInt("current-schema-id", node), null);
      for (JsonNode schema : array) {
        Schema parsed = orDefault(() -> SchemaParser.schema(schema), null);
        if (parsed != null) {
          schemas.add(parsed);
        }
      }
      if (currentSchemaId == null) {
        return 0;
      }
      if (schemas.stream().noneMatch(schema -> schema.schemaId() == currentSchemaId)) {
        invalid("Cannot find schema with current-schema-id=" + currentSchemaId + " from schemas");
      }
      return currentSchemaId;
    }
    if (formatVersion != 1 && knownVersion) {
      invalid("schemas must exist in format v" + formatVersion);
    }
    Schema schema = orDefault(() -> SchemaParser.schema(JsonFields.get("schema", node)), null);
    if (schema == null) {
      return 0;
    }
    schemas.add(schema);
    return schema.schemaId();
  }

  private int readSpecs(int formatVersion, List<PartitionSpec> specs) {
    JsonNode array = node.get("partition-specs");
    if (array != null) {
      if (!array.isArray()) {
        invalid("Cannot parse partition specs from non-array: " + array);
        return 0;
      }
      int defaultSpecId = orDefault(() -> JsonFields.getInt("default-spec-id", node), 0);
      for (JsonNode spec : array) {
        PartitionSpec parsed = orDefault(() -> SchemaParser.spec(spec), null);
        if (parsed != null) {
          specs.add(parsed);
        }
      }
      return defaultSpecId;
    }
    if (formatVersion != 1 && knownVersion) {
      invalid("partition-specs must exist in format v" + formatVersion);
      return 0;
    }
    PartitionSpec spec =
        orDefault(() -> SchemaParser.specFields(0, JsonFields.get("partition-spec", node)), null);
    if (spec != null) {
      specs.add(spec);
    }
    return 0;
  }

  private int readSortOrders(int formatVersion, List<SortOrder> sortOrders) {
    JsonNode array = node.get("sort-orders");
    if (array != null) {
      int defaultSortOrderId = orDefault(() -> JsonFields.getInt("default-sort-order-id", node), 0);
      for (JsonNode order : array) {
        SortOrder parsed = orDefault(() -> SchemaParser.sortOrder(order), null);
        if (parsed != null) {
          sortOrders.add(parsed);
        }
      }
      return defaultSortOrderId;
    }
    if (formatVersion != 1 && knownVersion) {
      invalid("sort-orders must exist in format v" + formatVersion);
    }
    sortOrders.add(new SortOrder(0, List.of()));
    return 0;
  }

  private Map<String, SnapshotRef> readRefs(Long currentSnapshotId) {
    Map<String, SnapshotRef> refs = new LinkedHashMap<>();
    JsonNode refsNode = node.get("refs");
    if (refsNode == null) {
      // As iceberg-core: metadata written before refs existed has an implicit main branch.
      if (currentSnapshotId != null) {
        refs.put(
            SnapshotRef.MAIN_BRANCH,
            new SnapshotRef(
                SnapshotRef.MAIN_BRANCH,
                currentSnapshotId,
                SnapshotRef.Type.BRANCH,
                null,
                null,
                null));
      }
      return refs;
    }
    refsNode
        .fields()
        .forEachRemaining(
            entry -> {
              JsonNode ref = entry.getValue();
              SnapshotRef parsed =
                  orDefault(
                      () -> {
                        String type = JsonFields.getString("type", ref);
                        return new SnapshotRef(
                            entry.getKey(),
                            JsonFields.getLong("snapshot-id", ref),
                            type.equalsIgnoreCase("tag")
                                ? SnapshotRef.Type.TAG
                                : SnapshotRef.Type.BRANCH,
                            JsonFields.getIntOrNull("min-snapshots-to-keep", ref),
                            JsonFields.getLongOrNull("max-snapshot-age-ms", ref),
                            JsonFields.getLongOrNull("max-ref-age-ms", ref));
                      },
                      null);
              if (parsed != null) {
                refs.put(parsed.name(), parsed);
              }
            });
    return refs;
  }

  private List<StatisticsFile> readStatistics() {
    List<StatisticsFile> files = new ArrayList<>();
    JsonNode array = node.get("statistics");
    if (array == null) {
      return files;
    }
    for (JsonNode file : array) {
      List<StatisticsFile.BlobMetadata> blobs = new ArrayList<>();
      for (JsonNode blob : JsonFields.get("blob-metadata", file)) {
        blobs.add(
            new StatisticsFile.BlobMetadata(
                JsonFields.getString("type", blob),
                JsonFields.getLong("snapshot-id", blob),
                JsonFields.getLong("sequence-number", blob),
                JsonFields.getIntList("fields", blob),
                JsonFields.getStringMap("properties", blob)));
      }
      files.add(
          new StatisticsFile(
              JsonFields.getLong("snapshot-id", file),
              JsonFields.getString("statistics-path", file),
              JsonFields.getLong("file-size-in-bytes", file),
              JsonFields.getLong("file-footer-size-in-bytes", file),
              JsonFields.getStringOrNull("key-metadata", file),
              blobs));
    }
    return files;
  }

  private List<PartitionStatisticsFile> readPartitionStatistics() {
    List<PartitionStatisticsFile> files = new ArrayList<>();
    JsonNode array = node.get("partition-statistics");
    if (array == null) {
      return files;
    }
    for (JsonNode file : array) {
      files.add(
          new PartitionStatisticsFile(
              JsonFields.getLong("snapshot-id", file),
              JsonFields.getString("statistics-path", file),
              JsonFields.getLong("file-size-in-bytes", file)));
    }
    return files;
  }

  /**
   * Format v1 has no sequence numbers: iceberg-core reads 0 whatever {@code last-sequence-number}
   * says, so Tablescope does too, and names a value another writer left there.
   */
  private Long v1LastSequenceNumber(int formatVersion) {
    if (formatVersion != 1) {
      return orDefault(() -> JsonFields.getLongOrNull("last-sequence-number", node), 0L);
    }
    JsonNode recorded = node.get("last-sequence-number");
    boolean zero = recorded != null && recorded.isIntegralNumber() && recorded.asLong() == 0;
    if (recorded != null && !recorded.isNull() && !zero) {
      invalid(
          "last-sequence-number "
              + recorded
              + " is ignored: format v1 has no sequence numbers, and iceberg-core reads 0");
    }
    return 0L;
  }

  private void invalid(String message) {
    problems.add(new Problem(Problem.Kind.INVALID, metadataFile, message));
  }

  /** The value, or the fallback with the field problem recorded. */
  private <T> T orDefault(Supplier<T> read, T fallback) {
    try {
      return read.get();
    } catch (JsonFields.FieldException e) {
      invalid(e.getMessage());
      return fallback;
    }
  }
}
