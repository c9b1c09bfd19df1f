package io.tablescope.inspector.iceberg.replay;

import com.fasterxml.jackson.databind.JsonNode;
import io.tablescope.format.ContentKind;
import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.FileContent;
import io.tablescope.format.iceberg.manifest.PartitionValue;
import io.tablescope.format.iceberg.manifest.Value;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.LiveFile;
import io.tablescope.inspector.iceberg.LiveFiles;
import io.tablescope.inspector.iceberg.ManifestStats;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The files an operation file lists inline: a path names a file of the base snapshot, taken from it
 * whole; an object describes a file the base does not have.
 */
final class InlineFiles {
  private final JsonNode root;
  private final Map<String, LiveFile> baseFiles;

  private InlineFiles(JsonNode root, Map<String, LiveFile> baseFiles) {
    this.root = root;
    this.baseFiles = baseFiles;
  }

  static InlineFiles of(IcebergTable table, Long baseId, JsonNode root) {
    return new InlineFiles(root, baseFiles(table, baseId, inlinePaths(root)));
  }

  /**
   * The base snapshot's live files that the operation lists inline by path, whole (with their
   * column statistics); only those are kept, not every live file of the base.
   */
  private static Map<String, LiveFile> baseFiles(
      IcebergTable table, Long baseId, Set<String> inlinePaths) {
    if (inlinePaths.isEmpty()) {
      return Map.of();
    }
    Optional<Snapshot> base =
        baseId == null ? table.metadata().currentSnapshot() : table.snapshot(baseId);
    return base.map(
            snapshot ->
                LiveFiles.matching(
                    table,
                    snapshot,
                    ManifestStats.ALL,
                    entry -> inlinePaths.contains(LiveFile.keyOf(entry))))
        .orElse(Map.of());
  }

  /** The paths of the files listed inline in the fields that list files. */
  private static Set<String> inlinePaths(JsonNode root) {
    Set<String> paths = new HashSet<>();
    for (String field :
        List.of(
            "added-data-files",
            "added-delete-files",
            "removed-data-files",
            "removed-delete-files")) {
      if (root.has(field) && root.get(field).isArray()) {
        for (JsonNode item : root.get(field)) {
          if (item.isTextual()) {
            paths.add(item.asText());
          } else if (item.hasNonNull("path")) {
            paths.add(item.get("path").asText());
          }
        }
      }
    }
    return paths;
  }

  /**
   * Files listed inline: a path (a file the base snapshot has is taken from it whole), or an object
   * with {@code path}, {@code content}, {@code partition}, {@code record-count}, {@code spec-id}
   * and {@code referenced-data-file}.
   */
  List<ContentFile> files(String field, FileContent defaultContent) {
    List<ContentFile> files = new ArrayList<>();
    if (!root.has(field)) {
      return files;
    }
    if (!root.get(field).isArray()) {
      throw new IllegalArgumentException(field + " must be a list");
    }
    for (JsonNode item : root.get(field)) {
      String path = item.isTextual() ? item.asText() : text(item, "path", field);
      LiveFile known = baseFiles.get(path);
      if (known != null && (item.isTextual() || !item.has("partition"))) {
        files.add(known.file());
        continue;
      }
      FileContent content = defaultContent;
      // A deletion vector is a position delete in a Puffin file, named by its own kind as
      // everywhere else.
      String defaultFormat = "PARQUET";
      if (item.hasNonNull("content")) {
        ContentKind kind = kindOf(item.get("content").asText(), field);
        content = contentOf(kind);
        if (kind == ContentKind.DELETION_VECTOR) {
          defaultFormat = "PUFFIN";
        }
      }
      List<PartitionValue> partition = new ArrayList<>();
      if (item.has("partition")) {
        item.get("partition")
            .fields()
            .forEachRemaining(
                value ->
                    partition.add(
                        new PartitionValue(
                            value.getKey(),
                            0,
                            "identity",
                            new Value(value.getValue().asText(), "string", null, null))));
      }
      files.add(
          new ContentFile(
              content,
              path,
              item.hasNonNull("format") ? item.get("format").asText() : defaultFormat,
              item.hasNonNull("spec-id") ? item.get("spec-id").asInt() : 0,
              partition,
              item.hasNonNull("record-count") ? item.get("record-count").asLong() : 1,
              0,
              Map.of(),
              Map.of(),
              Map.of(),
              Map.of(),
              Map.of(),
              Map.of(),
              null,
              List.of(),
              List.of(),
              null,
              null,
              null,
              item.hasNonNull("referenced-data-file")
                  ? item.get("referenced-data-file").asText()
                  : null,
              null,
              null,
              true));
    }
    return files;
  }

  private static ContentKind kindOf(String name, String field) {
    for (ContentKind kind : ContentKind.values()) {
      if (kind.jsonName().equals(name) && kind != ContentKind.LOG) {
        return kind;
      }
    }
    throw new IllegalArgumentException(
        field
            + ": unknown content '"
            + name
            + "'; use data, position-deletes, equality-deletes or deletion-vector");
  }

  private static FileContent contentOf(ContentKind kind) {
    return switch (kind) {
      case DATA -> FileContent.DATA;
      case POSITION_DELETES, DELETION_VECTOR -> FileContent.POSITION_DELETES;
      case EQUALITY_DELETES -> FileContent.EQUALITY_DELETES;
      case LOG -> throw new IllegalArgumentException("an Iceberg table has no log files");
    };
  }

  private static String text(JsonNode item, String name, String field) {
    if (!item.hasNonNull(name)) {
      throw new IllegalArgumentException(field + ": every file needs a " + name);
    }
    return item.get(name).asText();
  }
}
