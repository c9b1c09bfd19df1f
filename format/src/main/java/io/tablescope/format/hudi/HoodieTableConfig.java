package io.tablescope.format.hudi;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * A Hudi table's {@code .hoodie/hoodie.properties}: every key as written, with the ones a reader
 * branches on read out in Hudi's own names.
 *
 * @param properties every key and value of the file, sorted by key
 */
public record HoodieTableConfig(Map<String, String> properties) {
  public static final String TABLE_TYPE = "hoodie.table.type";
  public static final String TABLE_NAME = "hoodie.table.name";
  public static final String TABLE_VERSION = "hoodie.table.version";
  public static final String TIMELINE_LAYOUT_VERSION = "hoodie.timeline.layout.version";
  public static final String TIMELINE_PATH = "hoodie.timeline.path";
  public static final String RECORD_KEY_FIELDS = "hoodie.table.recordkey.fields";
  public static final String PARTITION_FIELDS = "hoodie.table.partition.fields";
  public static final String PRECOMBINE_FIELD = "hoodie.table.precombine.field";
  public static final String ORDERING_FIELDS = "hoodie.table.ordering.fields";
  public static final String BASE_FILE_FORMAT = "hoodie.table.base.file.format";
  public static final String TIMELINE_TIMEZONE = "hoodie.table.timeline.timezone";
  public static final String METADATA_PARTITIONS = "hoodie.table.metadata.partitions";
  public static final String POPULATE_META_FIELDS = "hoodie.populate.meta.fields";
  public static final String KEY_GENERATOR_CLASS = "hoodie.table.keygenerator.class";
  public static final String KEY_GENERATOR_TYPE = "hoodie.table.keygenerator.type";
  public static final String MERGE_MODE = "hoodie.record.merge.mode";
  public static final String CDC_ENABLED = "hoodie.table.cdc.enabled";

  /** The table versions whose files this reader knows (hudi.md §1). */
  public static final int OLDEST_VERSION = 5;

  public static final int NEWEST_VERSION = 9;

  public HoodieTableConfig {
    properties = Collections.unmodifiableMap(new TreeMap<>(properties));
  }

  /** A table type in Hudi's words. */
  public enum TableType {
    COPY_ON_WRITE,
    MERGE_ON_READ
  }

  /** The table's type; Hudi takes copy-on-write when the key is absent. */
  public TableType tableType() {
    return "MERGE_ON_READ".equalsIgnoreCase(get(TABLE_TYPE))
        ? TableType.MERGE_ON_READ
        : TableType.COPY_ON_WRITE;
  }

  public String tableName() {
    return get(TABLE_NAME);
  }

  /** {@code hoodie.table.version}; a table from before the key was written is version 0. */
  public int tableVersion() {
    return intOr(TABLE_VERSION, 0);
  }

  /**
   * {@code hoodie.timeline.layout.version}: 1 keeps the instants in {@code .hoodie/}, 2 in {@code
   * .hoodie/timeline/} with completion times in their names. Absent, it follows the table version.
   */
  public int timelineLayoutVersion() {
    return intOr(TIMELINE_LAYOUT_VERSION, tableVersion() >= 8 ? 2 : 1);
  }

  /** The folder under {@code .hoodie/} holding the active timeline, or empty for layout 1. */
  public String timelineFolder() {
    if (timelineLayoutVersion() < 2) {
      return "";
    }
    String path = get(TIMELINE_PATH);
    return path == null || path.isBlank() ? "timeline" : path;
  }

  public List<String> recordKeyFields() {
    return list(RECORD_KEY_FIELDS);
  }

  public List<String> partitionFields() {
    return list(PARTITION_FIELDS);
  }

  /** The ordering field: Hudi 1.1's ordering fields, else the precombine field; null when none. */
  public String orderingField() {
    String ordering = get(ORDERING_FIELDS);
    return ordering != null ? ordering : get(PRECOMBINE_FIELD);
  }

  /** The base files' format: {@code PARQUET} unless the table says otherwise. */
  public String baseFileFormat() {
    String format = get(BASE_FILE_FORMAT);
    return format == null || format.isBlank() ? "PARQUET" : format.toUpperCase(Locale.ROOT);
  }

  /** The extension base files end with: {@code .parquet}, {@code .orc} or {@code .hfile}. */
  public String baseFileExtension() {
    return "." + baseFileFormat().toLowerCase(Locale.ROOT);
  }

  /** Whether instant times are UTC; Hudi writes local times unless told otherwise. */
  public boolean utcTimeline() {
    return "UTC".equalsIgnoreCase(get(TIMELINE_TIMEZONE));
  }

  public List<String> metadataPartitions() {
    return list(METADATA_PARTITIONS);
  }

  /** Whether rows carry Hudi's meta columns ({@code _hoodie_commit_time}, ...); true by default. */
  public boolean populateMetaFields() {
    return !"false".equalsIgnoreCase(get(POPULATE_META_FIELDS));
  }

  public String keyGenerator() {
    String type = get(KEY_GENERATOR_TYPE);
    return type != null ? type : get(KEY_GENERATOR_CLASS);
  }

  public String mergeMode() {
    return get(MERGE_MODE);
  }

  public boolean cdcEnabled() {
    return "true".equalsIgnoreCase(get(CDC_ENABLED));
  }

  /** The value of a key, or null when the file does not set it. */
  public String get(String key) {
    return properties.get(key);
  }

  private int intOr(String key, int otherwise) {
    String value = get(key);
    if (value == null) {
      return otherwise;
    }
    try {
      return Integer.parseInt(value.trim());
    } catch (NumberFormatException e) {
      return otherwise;
    }
  }

  private List<String> list(String key) {
    String value = get(key);
    if (value == null || value.isBlank()) {
      return List.of();
    }
    return Arrays.stream(value.split(",")).map(String::trim).filter(s -> !s.isEmpty()).toList();
  }
}
