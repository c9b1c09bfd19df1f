package io.tablescope.inspector.iceberg.health;

import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.location.MetadataFileNames;
import io.tablescope.format.iceberg.metadata.MetadataLogEntry;
import io.tablescope.format.iceberg.metadata.TableMetadata;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.FileEntry;
import io.tablescope.inspector.iceberg.IcebergRuleException;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.maintenance.ExpireSettings;
import io.tablescope.inspector.iceberg.maintenance.Retention;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * Why the table's metadata file is as large as it is: its size and the sizes of the earlier
 * metadata files along the metadata log that still exist, what each commit adds, what every commit
 * rewrites (snapshots, schemas, specs, sort orders, logs), the properties that bound it, and plain
 * advice where they explain the growth.
 *
 * @param currentFile the metadata file read
 * @param currentFileSize its size in bytes
 * @param metadataFiles the metadata log's files that still exist, oldest first, then the current
 *     file: the growth curve
 * @param growthPerCommit bytes added per metadata file along that curve, on average (0 with one
 *     point)
 * @param properties the effective values of the properties that bound the metadata (defaults where
 *     unset), by name
 * @param refs each branch's and tag's retention
 * @param oldMetadataFiles how many metadata files other than the current one the metadata folder
 *     holds, listed or not in the log
 * @param oldMetadataBytes their total size
 * @param expirable how many snapshots expire-snapshots would drop at {@code nowMillis} with the
 *     table's retention
 * @param advice plain sentences on what explains the size, empty when nothing stands out
 * @param problems what could not be read (the metadata folder's listing), the rest still stands
 */
public record MetadataGrowth(
    String currentFile,
    long currentFileSize,
    List<MetadataFileSize> metadataFiles,
    long growthPerCommit,
    int snapshots,
    int schemas,
    int specs,
    int sortOrders,
    int snapshotLog,
    int metadataLog,
    Map<String, String> properties,
    List<RefRetention> refs,
    int oldMetadataFiles,
    long oldMetadataBytes,
    int expirable,
    List<String> advice,
    List<Problem> problems) {

  static final String PREVIOUS_VERSIONS_MAX = "write.metadata.previous-versions-max";
  static final String DELETE_AFTER_COMMIT = "write.metadata.delete-after-commit.enabled";
  static final int DEFAULT_PREVIOUS_VERSIONS_MAX = 100;

  /** Schemas, specs or sort orders kept from this many on are worth a word. */
  static final int MANY_KEPT = 10;

  public MetadataGrowth {
    Objects.requireNonNull(currentFile, "currentFile");
    metadataFiles = List.copyOf(metadataFiles);
    properties = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(properties));
    if (!properties.containsKey(PREVIOUS_VERSIONS_MAX)
        || !properties.containsKey(DELETE_AFTER_COMMIT)) {
      throw new IllegalArgumentException(
          "The properties need their effective "
              + PREVIOUS_VERSIONS_MAX
              + " and "
              + DELETE_AFTER_COMMIT
              + ": "
              + properties);
    }
    refs = List.copyOf(refs);
    advice = List.copyOf(advice);
    problems = List.copyOf(problems);
  }

  /** {@code write.metadata.previous-versions-max}: how many earlier files the log keeps. */
  public int previousVersionsMax() {
    return Integer.parseInt(properties.get(PREVIOUS_VERSIONS_MAX));
  }

  /**
   * {@code write.metadata.delete-after-commit.enabled}: whether files the log drops are deleted.
   */
  public boolean deleteAfterCommit() {
    return Boolean.parseBoolean(properties.get(DELETE_AFTER_COMMIT));
  }

  /**
   * Measures the table's metadata with one listing of its metadata folder.
   *
   * @param nowMillis the time an expiry is imagined at
   */
  public static MetadataGrowth of(IcebergTable table, long nowMillis) {
    TableMetadata metadata = table.metadata();
    String current = table.located().metadataFile();
    List<Problem> problems = new ArrayList<>();
    Map<String, FileEntry> listed =
        MetadataFolder.list(table.files(), current, "metadata files", problems);
    String currentName = FileAccess.fileName(current);

    List<MetadataFileSize> files = new ArrayList<>();
    for (MetadataLogEntry entry : metadata.metadataLog()) {
      FileEntry file = listed.get(FileAccess.fileName(table.localPath(entry.metadataFile())));
      if (file != null && !file.directory()) {
        files.add(
            new MetadataFileSize(entry.metadataFile(), file.length(), entry.timestampMillis()));
      }
    }
    long currentSize = currentSize(table.files(), current, listed.get(currentName), problems);
    files.add(new MetadataFileSize(current, currentSize, metadata.lastUpdatedMillis()));

    int oldFiles = 0;
    long oldBytes = 0;
    for (FileEntry entry : listed.values()) {
      String name = FileAccess.fileName(entry.location());
      if (!entry.directory()
          && MetadataFileNames.isMetadataFileName(name)
          && !name.equals(currentName)) {
        oldFiles++;
        oldBytes += entry.length();
      }
    }

    Retention.Decision retention = retention(metadata, nowMillis, problems);
    int expirable = retention == null ? 0 : retention.expired().size();
    Map<String, String> properties = properties(metadata, retention);
    MetadataGrowth growth =
        new MetadataGrowth(
            current,
            currentSize,
            files,
            growthPerCommit(files),
            metadata.snapshots().size(),
            metadata.schemas().size(),
            metadata.partitionSpecs().size(),
            metadata.sortOrders().size(),
            metadata.snapshotLog().size(),
            metadata.metadataLog().size(),
            properties,
            metadata.refs().values().stream().map(RefRetention::of).toList(),
            oldFiles,
            oldBytes,
            expirable,
            List.of(),
            problems);
    return growth.withAdvice(advice(growth, metadata, retention));
  }

  private MetadataGrowth withAdvice(List<String> lines) {
    return new MetadataGrowth(
        currentFile,
        currentFileSize,
        metadataFiles,
        growthPerCommit,
        snapshots,
        schemas,
        specs,
        sortOrders,
        snapshotLog,
        metadataLog,
        properties,
        refs,
        oldMetadataFiles,
        oldMetadataBytes,
        expirable,
        lines,
        problems);
  }

  private static long currentSize(
      FileAccess files, String current, FileEntry listed, List<Problem> problems) {
    if (listed != null) {
      return listed.length();
    }
    try {
      return files.length(current);
    } catch (IOException e) {
      problems.add(
          new Problem(Problem.Kind.MISSING, current, "Cannot size the file: " + e.getMessage()));
      return 0;
    }
  }

  private static long growthPerCommit(List<MetadataFileSize> files) {
    if (files.size() < 2) {
      return 0;
    }
    long first = files.get(0).size();
    long last = files.get(files.size() - 1).size();
    return (last - first) / (files.size() - 1);
  }

  /**
   * What an expiry with the table's own settings would keep, as the expire preview decides it; null
   * when Iceberg refuses to expire (the advice says so) or a setting is no number (a problem).
   */
  private static Retention.Decision retention(
      TableMetadata metadata, long nowMillis, List<Problem> problems) {
    try {
      return Retention.decide(metadata, null, null, nowMillis);
    } catch (IcebergRuleException refused) {
      return null;
    } catch (IllegalArgumentException e) {
      problems.add(new Problem(Problem.Kind.INVALID, metadata.metadataFile(), e.getMessage()));
      return null;
    }
  }

  private static Map<String, String> properties(
      TableMetadata metadata, Retention.Decision retention) {
    Map<String, String> properties = new LinkedHashMap<>();
    properties.put(
        PREVIOUS_VERSIONS_MAX,
        Integer.toString(
            intProperty(metadata, PREVIOUS_VERSIONS_MAX, DEFAULT_PREVIOUS_VERSIONS_MAX)));
    properties.put(
        DELETE_AFTER_COMMIT,
        Boolean.toString(Boolean.parseBoolean(metadata.properties().get(DELETE_AFTER_COMMIT))));
    if (retention != null) {
      ExpireSettings settings = retention.settings();
      properties.put(
          Retention.MAX_SNAPSHOT_AGE_MS, Long.toString(settings.now() - settings.olderThan()));
      properties.put(Retention.MIN_SNAPSHOTS_TO_KEEP, Integer.toString(settings.retainLast()));
      properties.put(
          Retention.MAX_REF_AGE_MS,
          Long.toString(settings.maxRefAgeMs() == null ? Long.MAX_VALUE : settings.maxRefAgeMs()));
    }
    // Any other history.expire.* setting is shown as written.
    metadata.properties().entrySet().stream()
        .filter(entry -> entry.getKey().startsWith("history.expire."))
        .sorted(Map.Entry.comparingByKey())
        .forEach(entry -> properties.putIfAbsent(entry.getKey(), entry.getValue()));
    return properties;
  }

  private static int intProperty(TableMetadata metadata, String key, int defaultValue) {
    String value = metadata.properties().get(key);
    try {
      return value == null ? defaultValue : Integer.parseInt(value.trim());
    } catch (NumberFormatException e) {
      return defaultValue;
    }
  }

  private static List<String> advice(
      MetadataGrowth growth, TableMetadata metadata, Retention.Decision retention) {
    List<String> advice = new ArrayList<>();
    if (growth.expirable() > 0) {
      boolean configured =
          metadata.properties().keySet().stream()
              .anyMatch(key -> key.startsWith("history.expire."));
      advice.add(
          String.format(
              Locale.ROOT,
              "%,d snapshots and no expiry%s: expire_snapshots would drop %,d of them (older than"
                  + " %s)",
              growth.snapshots(),
              configured ? "" : " settings",
              growth.expirable(),
              duration(retention.settings().now() - retention.settings().olderThan())));
    }
    if (!Boolean.parseBoolean(metadata.properties().getOrDefault(Retention.GC_ENABLED, "true"))) {
      advice.add(
          String.format(
              Locale.ROOT,
              "gc.enabled is false: Iceberg refuses to expire snapshots or remove orphan files, so"
                  + " nothing bounds the %,d snapshots kept",
              growth.snapshots()));
    }
    if (!growth.deleteAfterCommit() && growth.oldMetadataFiles() > 0) {
      advice.add(
          String.format(
              Locale.ROOT,
              "delete-after-commit is off: %,d old metadata files (%s) stay on storage",
              growth.oldMetadataFiles(),
              ByteSize.text(growth.oldMetadataBytes())));
    }
    kept(advice, growth.schemas(), "schemas");
    kept(advice, growth.specs(), "partition specs");
    kept(advice, growth.sortOrders(), "sort orders");
    if (growth.growthPerCommit() > 0 && growth.metadataFiles().size() > 1) {
      advice.add(
          String.format(
              Locale.ROOT,
              "The metadata file grows by %s per commit: every commit rewrites all %,d snapshots"
                  + " and the logs (%,d snapshot-log, %,d metadata-log entries)",
              ByteSize.text(growth.growthPerCommit()),
              growth.snapshots(),
              growth.snapshotLog(),
              growth.metadataLog()));
    }
    return advice;
  }

  private static void kept(List<String> advice, int count, String what) {
    if (count >= MANY_KEPT) {
      advice.add(
          String.format(
              Locale.ROOT,
              "%,d %s kept: every metadata file repeats them all; expire_snapshots with"
                  + " clean_expired_metadata drops those no snapshot uses",
              count,
              what));
    }
  }

  private static String duration(long millis) {
    Duration duration = Duration.ofMillis(millis);
    if (millis % Duration.ofDays(1).toMillis() == 0) {
      return duration.toDays() + (duration.toDays() == 1 ? " day" : " days");
    }
    if (millis % Duration.ofHours(1).toMillis() == 0) {
      return duration.toHours() + (duration.toHours() == 1 ? " hour" : " hours");
    }
    return duration.toMinutes() + " minutes";
  }
}
