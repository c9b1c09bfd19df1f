package io.tablescope.inspector.hudi.metadata;

import io.tablescope.format.hudi.metadata.FilesRecord;
import io.tablescope.format.hudi.metadata.FilesRecord.FileInfo;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * Merges the records of the {@code files} partition as Hudi's {@code HoodieMetadataPayload} does, a
 * newer record over an older one of the same key: a file both list keeps the larger size (a log
 * only grows); a tombstone removes the file an older record lists, and is kept when none does, so
 * that it can still remove the file from a base file merged after the logs. A deleted key's records
 * are gone, the base file's with them.
 */
final class FilesMerge {
  private final Map<String, Map<String, FileInfo>> byKey = new LinkedHashMap<>();
  // Keys a delete was the last word on: a merge over older records drops theirs too.
  private final Set<String> deleted = new HashSet<>();

  /** Merges a record newer than every one merged so far. */
  void add(FilesRecord record) {
    add(record.key(), record.entries());
  }

  /** Deletes a key's records: a delete block's, newer than every record merged so far. */
  void delete(String key) {
    byKey.remove(key);
    deleted.add(key);
  }

  /** Merges what another merge holds, newer than every record merged here. */
  void addAll(FilesMerge newer) {
    newer.deleted.forEach(this::delete);
    newer.byKey.forEach(this::add);
  }

  /** The files a key's records list, without tombstones; empty for a key none has. */
  Map<String, Long> listed(String key) {
    Map<String, Long> listed = new LinkedHashMap<>();
    byKey
        .getOrDefault(key, Map.of())
        .forEach(
            (name, info) -> {
              if (!info.deleted()) {
                listed.put(name, info.size());
              }
            });
    return listed;
  }

  private void add(String key, Map<String, FileInfo> entries) {
    deleted.remove(key);
    Map<String, FileInfo> merged = byKey.computeIfAbsent(key, k -> new LinkedHashMap<>());
    entries.forEach(
        (name, newer) -> {
          FileInfo older = merged.get(name);
          if (older == null) {
            merged.put(name, newer);
          } else if (newer.deleted()) {
            if (older.deleted()) {
              merged.put(name, newer);
            } else {
              merged.remove(name);
            }
          } else {
            merged.put(name, new FileInfo(Math.max(older.size(), newer.size()), false));
          }
        });
  }
}
