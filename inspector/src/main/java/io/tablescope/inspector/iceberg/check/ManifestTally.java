package io.tablescope.inspector.iceberg.check;

import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.manifest.EntryStatus;
import io.tablescope.format.iceberg.manifest.FileContent;
import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.PartitionValue;
import io.tablescope.format.iceberg.manifest.Value;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.UUID;

/**
 * What the integrity check keeps of one manifest after reading it once: its entries counted the
 * ways the manifest list and the snapshot summaries count them, and its partition values summarized
 * as a manifest writer summarizes them. Small, so that every manifest of a large table can be kept.
 */
final class ManifestTally {
  final List<Problem> problems;
  final long entries;
  final long[] files = new long[EntryStatus.values().length];
  final long[] rows = new long[EntryStatus.values().length];
  long liveDataFiles;
  long liveDeleteFiles;
  long liveDataRecords;

  /** The entries the manifest's own snapshot wrote, as its summary counts them. */
  long addedDataFiles;

  long deletedDataFiles;
  long addedDeleteFiles;
  long removedDeleteFiles;
  long addedRecords;
  long deletedRecords;
  final List<FieldTally> partitions = new ArrayList<>();

  private ManifestTally(Manifest manifest) {
    this.problems = List.copyOf(manifest.problems());
    this.entries = manifest.entries().size();
    Long ownSnapshot = manifest.file().addedSnapshotId();
    for (ManifestEntry entry : manifest.entries()) {
      count(entry, Objects.equals(entry.snapshotId(), ownSnapshot));
      List<PartitionValue> partition = entry.file().partition();
      for (int i = 0; i < partition.size(); i++) {
        if (partitions.size() <= i) {
          partitions.add(new FieldTally());
        }
        partitions.get(i).add(partition.get(i).value().value());
      }
    }
  }

  static ManifestTally of(Manifest manifest) {
    return new ManifestTally(manifest);
  }

  private void count(ManifestEntry entry, boolean own) {
    int status = entry.status().ordinal();
    long records = entry.file().recordCount();
    boolean data = entry.file().content() == FileContent.DATA;
    files[status]++;
    rows[status] += records;
    if (entry.status().isLive()) {
      liveDataFiles += data ? 1 : 0;
      liveDeleteFiles += data ? 0 : 1;
      liveDataRecords += data ? records : 0;
    }
    if (own && entry.status() == EntryStatus.ADDED) {
      addedDataFiles += data ? 1 : 0;
      addedDeleteFiles += data ? 0 : 1;
      addedRecords += data ? records : 0;
    } else if (own && entry.status() == EntryStatus.DELETED) {
      deletedDataFiles += data ? 1 : 0;
      removedDeleteFiles += data ? 0 : 1;
      deletedRecords += data ? records : 0;
    }
  }

  /**
   * One partition field over the manifest's entries, live or deleted alike, as Iceberg's manifest
   * writer summarizes it: nulls and NaN are flagged and left out of the bounds.
   */
  static final class FieldTally {
    boolean containsNull;
    boolean containsNan;
    Object lower;
    Object upper;

    void add(Object value) {
      if (value == null) {
        containsNull = true;
      } else if (value instanceof Double d && d.isNaN() || value instanceof Float f && f.isNaN()) {
        containsNan = true;
      } else {
        lower = lower == null || compare(value, lower) < 0 ? value : lower;
        upper = upper == null || compare(value, upper) > 0 ? value : upper;
      }
    }
  }

  private static int compareCodePoints(CharSequence x, CharSequence y) {
    int i = 0;
    int j = 0;
    while (i < x.length() && j < y.length()) {
      int a = Character.codePointAt(x, i);
      int b = Character.codePointAt(y, j);
      if (a != b) {
        return Integer.compare(a, b);
      }
      i += Character.charCount(a);
      j += Character.charCount(b);
    }
    return Integer.compare(x.length() - i, y.length() - j);
  }

  /** Whether a bound as written equals the one counted (both absent counts as equal). */
  static boolean sameBound(Value written, Object counted) {
    Object value = written == null ? null : written.value();
    if (value == null || counted == null) {
      return value == null && counted == null;
    }
    return compare(value, counted) == 0;
  }

  /**
   * Iceberg's order of partition values: strings by code point (as their UTF-8 bytes sort), bytes
   * and UUIDs unsigned, everything else naturally.
   */
  @SuppressWarnings({"unchecked", "rawtypes"})
  static int compare(Object a, Object b) {
    if (a instanceof byte[] x && b instanceof byte[] y) {
      return Arrays.compareUnsigned(x, y);
    }
    if (a instanceof CharSequence x && b instanceof CharSequence y) {
      return compareCodePoints(x, y);
    }
    if (a instanceof UUID x && b instanceof UUID y) {
      int high = Long.compareUnsigned(x.getMostSignificantBits(), y.getMostSignificantBits());
      return high != 0
          ? high
          : Long.compareUnsigned(x.getLeastSignificantBits(), y.getLeastSignificantBits());
    }
    if (a instanceof Comparable comparable && a.getClass() == b.getClass()) {
      return comparable.compareTo(b);
    }
    return String.valueOf(a).compareTo(String.valueOf(b));
  }
}
