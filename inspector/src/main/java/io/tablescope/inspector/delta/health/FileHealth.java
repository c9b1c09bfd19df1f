package io.tablescope.inspector.delta.health;

import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.delta.action.Protocol;
import io.tablescope.format.delta.action.RemoveFile;
import io.tablescope.format.delta.log.DeltaSnapshot;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The latest state's files: small files per partition, deletion vectors and tombstones. */
final class FileHealth {
  static final String TARGET_FILE_SIZE = "delta.targetFileSize";
  static final String DELETED_FILE_RETENTION = "delta.deletedFileRetentionDuration";
  static final String ENABLE_DELETION_VECTORS = "delta.enableDeletionVectors";

  private final DeltaSnapshot state;
  private final Map<String, String> configuration;

  FileHealth(DeltaSnapshot state) {
    this.state = state;
    this.configuration = CheckpointHealth.configuration(state.metadata());
  }

  /** Live files under the threshold, grouped by partition, the partitions with most first. */
  SmallFiles smallFiles(int top) {
    String target = configuration.get(TARGET_FILE_SIZE);
    Long targetBytes = bytes(target);
    long threshold = targetBytes == null ? SmallFiles.DEFAULT_THRESHOLD : targetBytes / 10;
    String rule =
        targetBytes == null
            ? "the default"
                + (target == null
                    ? ""
                    : "; " + TARGET_FILE_SIZE + " = " + target + " does not read")
            : "a tenth of " + TARGET_FILE_SIZE + " = " + target;
    List<String> columns =
        state.metadata() == null ? List.of() : state.metadata().partitionColumns();
    Map<String, long[]> byPartition = new HashMap<>();
    long files = 0;
    long bytes = 0;
    long small = 0;
    long smallBytes = 0;
    for (AddFile add : state.files().values()) {
      files++;
      bytes += add.size();
      long[] counts = byPartition.computeIfAbsent(partition(columns, add), key -> new long[3]);
      counts[0]++;
      if (add.size() < threshold) {
        small++;
        smallBytes += add.size();
        counts[1]++;
        counts[2] += add.size();
      }
    }
    List<SmallFiles.Partition> partitions =
        byPartition.entrySet().stream()
            .filter(entry -> entry.getValue()[1] >= 2)
            .map(
                e ->
                    new SmallFiles.Partition(
                        e.getKey(), e.getValue()[0], e.getValue()[1], e.getValue()[2]))
            .sorted(
                Comparator.comparingLong(SmallFiles.Partition::smallFiles)
                    .reversed()
                    .thenComparing(SmallFiles.Partition::partition))
            .toList();
    return new SmallFiles(
        threshold,
        rule,
        files,
        bytes,
        small,
        smallBytes,
        partitions.size(),
        partitions.subList(0, Math.min(top, partitions.size())));
  }

  private static String partition(List<String> columns, AddFile add) {
    StringBuilder text = new StringBuilder();
    for (String column : columns) {
      if (!text.isEmpty()) {
        text.append('/');
      }
      String value = add.partitionValues().get(column);
      text.append(column).append('=').append(value == null || value.isEmpty() ? "null" : value);
    }
    return text.toString();
  }

  /**
   * A size as Delta's property takes it: bytes, or a number with {@code k}, {@code m}, {@code g}
   * (with or without {@code b}); null when it does not read or is not positive.
   */
  static Long bytes(String text) {
    if (text == null) {
      return null;
    }
    String value = text.trim().toLowerCase(Locale.ROOT);
    if (value.endsWith("b")) {
      value = value.substring(0, value.length() - 1);
    }
    long unit = 1;
    if (!value.isEmpty() && "kmg".indexOf(value.charAt(value.length() - 1)) >= 0) {
      unit = 1L << (10 * ("kmg".indexOf(value.charAt(value.length() - 1)) + 1));
      value = value.substring(0, value.length() - 1);
    }
    try {
      long number = Long.parseLong(value.trim());
      return number > 0 ? Math.multiplyExact(number, unit) : null;
    } catch (NumberFormatException | ArithmeticException e) {
      return null;
    }
  }

  /**
   * Live files with deletion vectors now, and the deletion vectors written over the commits read.
   */
  DeletionVectorBuildUp deletionVectors(List<CommitDigest> commits) {
    Protocol protocol = state.protocol();
    boolean enabled =
        "true".equalsIgnoreCase(configuration.get(ENABLE_DELETION_VECTORS))
            || (protocol != null
                && protocol.writerFeatures() != null
                && protocol.writerFeatures().contains("deletionVectors"));
    long files = 0;
    long withDvs = 0;
    long deleted = 0;
    long rowsInDvFiles = 0;
    long rows = 0;
    long withoutStats = 0;
    for (AddFile add : state.files().values()) {
      files++;
      Long records = add.parsedStats() == null ? null : add.parsedStats().numRecords();
      if (records == null) {
        withoutStats++;
      } else {
        rows += records;
      }
      if (add.deletionVector() != null) {
        withDvs++;
        deleted += add.deletionVector().cardinality();
        rowsInDvFiles += records == null ? 0 : records;
      }
    }
    Map<String, Integer> perFile = new HashMap<>();
    long writes = 0;
    for (CommitDigest commit : commits) {
      for (String path : commit.dvFiles()) {
        writes++;
        perFile.merge(path, 1, Integer::sum);
      }
    }
    Map.Entry<String, Integer> most =
        perFile.entrySet().stream()
            .max(
                Map.Entry.<String, Integer>comparingByValue()
                    .thenComparing(Map.Entry.comparingByKey(Comparator.reverseOrder())))
            .orElse(null);
    return new DeletionVectorBuildUp(
        enabled,
        files,
        withDvs,
        deleted,
        rowsInDvFiles,
        rows,
        withoutStats,
        writes,
        perFile.size(),
        most == null ? 0 : most.getValue(),
        most == null ? null : most.getKey());
  }

  /** The tombstones, and those removed before now less the retention. */
  Tombstones tombstones(long now) {
    String written = configuration.get(DELETED_FILE_RETENTION);
    Long parsed = DeltaInterval.millis(written);
    long millis = parsed == null ? DeltaInterval.millis(Tombstones.DEFAULT) : parsed;
    long cutoff = now - millis;
    long count = 0;
    long bytes = 0;
    long past = 0;
    long pastBytes = 0;
    long withoutTimestamp = 0;
    for (RemoveFile remove : state.tombstones().values()) {
      long size = remove.size() == null ? 0 : remove.size();
      count++;
      bytes += size;
      if (remove.deletionTimestamp() == null) {
        withoutTimestamp++;
      }
      if (remove.deletionTimestamp() == null || remove.deletionTimestamp() < cutoff) {
        past++;
        pastBytes += size;
      }
    }
    return new Tombstones(
        parsed == null ? Tombstones.DEFAULT : written,
        parsed != null,
        millis,
        count,
        bytes,
        past,
        pastBytes,
        withoutTimestamp);
  }
}
