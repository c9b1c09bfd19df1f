package io.tablescope.inspector.delta;

import io.tablescope.format.ContentKind;
import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.delta.action.CommitInfo;
import io.tablescope.format.delta.action.DeletionVectorDescriptor;
import io.tablescope.format.delta.action.FileKey;
import io.tablescope.format.delta.action.RemoveFile;
import io.tablescope.format.io.FileAccess;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.DeletionVector;
import io.tablescope.inspector.table.TableFile;
import java.util.LinkedHashMap;
import java.util.Map;

/** Delta's versions and file actions as the format-neutral commits and files. */
public final class DeltaFiles {
  private DeltaFiles() {}

  /**
   * A version as a commit: its parent is the previous version, its operation and writer what its
   * {@code commitInfo} says.
   *
   * @param info the version's commitInfo, or null when its commit file is gone or has none
   */
  static Commit commit(long version, boolean hasParent, long timestampMillis, CommitInfo info) {
    Map<String, String> summary = new LinkedHashMap<>();
    if (info != null) {
      info.operationParameters().forEach((name, value) -> summary.put(name, value));
      if (info.isolationLevel() != null) {
        summary.put("isolationLevel", info.isolationLevel());
      }
      if (info.isBlindAppend() != null) {
        summary.put("isBlindAppend", info.isBlindAppend().toString());
      }
      if (info.readVersion() != null) {
        summary.put("readVersion", info.readVersion().toString());
      }
      String metrics = info.raw().get("operationMetrics");
      if (metrics != null) {
        summary.put("operationMetrics", metrics);
      }
    }
    return new Commit(
        version,
        hasParent ? version - 1 : null,
        version,
        timestampMillis,
        info == null ? null : info.operation(),
        info == null ? null : info.engineInfo(),
        summary);
  }

  /**
   * A live file or an added one: where a reader finds it, its partition in column order, keyed by
   * logical column name.
   */
  static TableFile file(
      String tableRoot, AddFile add, Long addedBy, DeltaPartitionColumns partitionColumns) {
    return file(tableRoot, add, addedBy, partitionColumns.byLogicalName(add.partitionValues()));
  }

  /** A live file or an added one, in the partition given. */
  static TableFile file(
      String tableRoot, AddFile add, Long addedBy, Map<String, String> partition) {
    return new TableFile(
        key(add.fileKey()),
        location(tableRoot, add.decodedPath()),
        ContentKind.DATA,
        partition,
        add.parsedStats() == null ? null : add.parsedStats().numRecords(),
        add.size(),
        addedBy,
        null,
        null,
        deletionVector(add.deletionVector()));
  }

  /** The same file in another partition map: the same partition named otherwise. */
  static TableFile withPartition(TableFile file, Map<String, String> partition) {
    return new TableFile(
        file.key(),
        file.path(),
        file.kind(),
        partition,
        file.recordCount(),
        file.sizeInBytes(),
        file.addedBy(),
        file.contentOffset(),
        file.referencedDataFile(),
        file.deletionVector());
  }

  /** A removed file, as much of it as the remove action records. */
  static TableFile file(
      String tableRoot, RemoveFile remove, long version, DeltaPartitionColumns partitionColumns) {
    return new TableFile(
        key(remove.fileKey()),
        location(tableRoot, remove.decodedPath()),
        ContentKind.DATA,
        partitionColumns.byLogicalName(
            remove.partitionValues() == null ? Map.of() : remove.partitionValues()),
        remove.parsedStats() == null ? null : remove.parsedStats().numRecords(),
        remove.size() == null ? 0 : remove.size(),
        null,
        null,
        null,
        deletionVector(remove.deletionVector()));
  }

  /** The key that tells entries apart: the decoded path, and the deletion vector's id if any. */
  static String key(FileKey key) {
    return key.deletionVectorId() == null
        ? key.path()
        : key.path() + " (deletion vector " + key.deletionVectorId() + ")";
  }

  /**
   * Where a reader finds a file: an absolute URI or path as written, else the path under the table
   * root, as Delta readers resolve it.
   */
  public static String location(String tableRoot, String decodedPath) {
    boolean absolute = decodedPath.startsWith("/") || hasScheme(decodedPath);
    return absolute ? decodedPath : FileAccess.child(tableRoot, decodedPath);
  }

  /** Whether the path begins with a scheme: a letter, then letters, digits, _ + . or -, then :. */
  private static boolean hasScheme(String path) {
    if (path.isEmpty() || !isAsciiLetter(path.charAt(0))) {
      return false;
    }
    for (int i = 1; i < path.length(); i++) {
      char c = path.charAt(i);
      if (c == ':') {
        return true;
      }
      if (!isAsciiLetter(c) && !(c >= '0' && c <= '9') && "_+.-".indexOf(c) < 0) {
        return false;
      }
    }
    return false;
  }

  private static boolean isAsciiLetter(char c) {
    return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
  }

  static DeletionVector deletionVector(DeletionVectorDescriptor descriptor) {
    if (descriptor == null) {
      return null;
    }
    return new DeletionVector(
        descriptor.storageType(),
        descriptor.pathOrInlineDv(),
        descriptor.offset(),
        descriptor.sizeInBytes(),
        descriptor.cardinality(),
        descriptor.uniqueId());
  }
}
