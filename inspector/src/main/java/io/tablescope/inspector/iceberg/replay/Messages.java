package io.tablescope.inspector.iceberg.replay;

import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.PartitionValue;
import io.tablescope.format.iceberg.metadata.NestedField;
import io.tablescope.format.iceberg.metadata.Type;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Iceberg's exception messages, word for word: the product is that a replay says what the failed
 * commit said. File lists print as Java lists, data files as {@code GenericDataFile.toString()}
 * begins.
 */
final class Messages {
  private Messages() {}

  static String notAnAncestor(Long start, long head) {
    return "Snapshot " + start + " is not an ancestor of " + head;
  }

  static String cannotDetermineHistory(Long start, long lastKnownAncestor) {
    return "Cannot determine history between starting snapshot "
        + start
        + " and the last known ancestor "
        + lastKnownAncestor;
  }

  static String conflictingFiles(ConflictScope scope, List<String> paths) {
    return withPaths(
        "Found conflicting files that can contain records matching "
            + (scope.byPartition() ? "partitions " + scope.partitionSet() : scope.filterText())
            + ": [",
        paths,
        "]");
  }

  static String conflictingDeletedFiles(ConflictScope scope, List<String> paths) {
    return withPaths(
        scope.byPartition()
            ? "Found conflicting deleted files that can apply to records matching "
                + scope.partitionSet()
                + ": ["
            : "Found conflicting deleted files that can contain records matching "
                + scope.filterText()
                + ": [",
        paths,
        "]");
  }

  static String newConflictingDeleteFiles(ConflictScope scope, List<String> paths) {
    return withPaths(
        "Found new conflicting delete files that can apply to records matching "
            + (scope.byPartition() ? scope.partitionSet() : scope.filterText())
            + ": [",
        paths,
        "]");
  }

  /** {@code kind} is "delete", or "position delete" when equality deletes are ignored. */
  static String newDeleteForReplacedDataFile(String kind, ContentFile data) {
    return "Cannot commit, found new " + kind + " for replaced data file: " + dataFileText(data);
  }

  static String missingDataFiles(List<String> paths) {
    return withPaths("Cannot commit, missing data files: [", paths, "]");
  }

  static String concurrentlyAddedDv(ContentFile dv) {
    return "Found concurrently added DV for "
        + dv.referencedDataFile()
        + ": DV{location="
        + dv.path()
        + ", offset="
        + dv.contentOffset()
        + ", length="
        + dv.contentSizeInBytes()
        + ", referencedDataFile="
        + dv.referencedDataFile()
        + "}";
  }

  static String deletedFilesReferencedByNewDeletes(List<String> paths) {
    return withPaths(
        "Cannot delete data files [", paths, "] that are referenced by new delete files");
  }

  static String mustUseDvs(int formatVersion, String path) {
    return "Must use DVs for position deletes in V" + formatVersion + ": " + path;
  }

  static String missingRequiredFiles(List<String> paths) {
    return withPaths("Missing required files to delete: ", paths, ",", "");
  }

  /** ReplacePartitions {@code validateAppendOnly}: a live file in a replaced partition. */
  static String conflictsWithExistingPartition(ContentFile file) {
    return "Cannot commit file that conflicts with existing partition: " + partitionPath(file);
  }

  /** A column a case-sensitive binding cannot find, with the schema as Iceberg prints a struct. */
  static String cannotFindField(String column, Type.Struct schema) {
    return "Cannot find field '" + column + "' in struct: " + typeText(schema);
  }

  /** A row filter would delete part of a file. */
  static String partialRowFilterDelete(String filter, String path) {
    return "Cannot delete file where some, but not all, rows match filter " + filter + ": " + path;
  }

  /** {@code validateAddedFilesMatchOverwriteFilter}: an added file outside the row filter. */
  static String addedFileDoesNotMatchFilter(String filter, String path) {
    return "Cannot append file with rows that do not match filter: " + filter + ": " + path;
  }

  /** {@code dataSpec()} without added data files. */
  static String noDataFilesAdded() {
    return "Cannot determine partition specs: no data files have been added";
  }

  /** {@code dataSpec()} with added data files of several specs. */
  static String severalDataSpecs() {
    return "Cannot return a single partition spec: data files with different partition specs have"
        + " been added";
  }

  static String invalidReplace(long added, long replaced) {
    return "Invalid REPLACE operation: "
        + added
        + " added records > "
        + replaced
        + " replaced records";
  }

  /**
   * A file's partition as Iceberg's {@code PartitionSet} and {@code PartitionData} print it: each
   * field's name and its value as stored (a month as months from 1970, not {@code 2024-01}).
   */
  static String partitionTuple(ContentFile file) {
    List<String> fields = new ArrayList<>();
    for (PartitionValue field : file.partition()) {
      Object value = field.value().value();
      fields.add(
          field.name()
              + "="
              + (value instanceof byte[] bytes
                  ? "java.nio.HeapByteBuffer[pos=0 lim="
                      + bytes.length
                      + " cap="
                      + bytes.length
                      + "]"
                  : String.valueOf(value)));
    }
    return String.join(", ", fields);
  }

  /**
   * A file's partition as Iceberg's {@code PartitionSpec.partitionToPath} prints it: each field's
   * name and its human-readable value, URL-encoded, joined by slashes; empty when unpartitioned.
   */
  static String partitionPath(ContentFile file) {
    List<String> fields = new ArrayList<>();
    for (PartitionValue field : file.partition()) {
      fields.add(
          URLEncoder.encode(field.name(), StandardCharsets.UTF_8)
              + "="
              + URLEncoder.encode(field.value().text(), StandardCharsets.UTF_8));
    }
    return String.join("/", fields);
  }

  /**
   * A type as Iceberg's {@code Type.toString()} prints it: a struct's fields as {@code 1: id:
   * required long}, a decimal as {@code decimal(9, 2)}.
   */
  private static String typeText(Type type) {
    if (type instanceof Type.Struct struct) {
      List<String> fields = new ArrayList<>();
      for (NestedField field : struct.fields()) {
        fields.add(
            field.id()
                + ": "
                + field.name()
                + ": "
                + (field.required() ? "required " : "optional ")
                + typeText(field.type())
                + (field.doc() == null ? "" : " (" + field.doc() + ")"));
      }
      return "struct<" + String.join(", ", fields) + ">";
    }
    if (type instanceof Type.ListType list) {
      return "list<" + typeText(list.element()) + ">";
    }
    if (type instanceof Type.MapType map) {
      return "map<" + typeText(map.key()) + ", " + typeText(map.value()) + ">";
    }
    return type.describe().replaceAll(",\\s*", ", ");
  }

  /** {@code before}, the paths as Iceberg lists them ({@code a, b}), then {@code after}. */
  private static String withPaths(String before, List<String> paths, String after) {
    return withPaths(before, paths, ", ", after);
  }

  /**
   * The message made at its exact length: a conflict can name a few hundred thousand files, and a
   * message grown as it is built would need several times its size.
   */
  private static String withPaths(
      String before, List<String> paths, String separator, String after) {
    int length =
        before.length() + after.length() + separator.length() * Math.max(0, paths.size() - 1);
    for (String path : paths) {
      length += path.length();
    }
    StringBuilder message = new StringBuilder(length).append(before);
    for (int i = 0; i < paths.size(); i++) {
      if (i > 0) {
        message.append(separator);
      }
      message.append(paths.get(i));
    }
    return message.append(after).toString();
  }

  /** A data file as Iceberg's {@code GenericDataFile.toString()} begins. */
  private static String dataFileText(ContentFile file) {
    return "GenericDataFile{content=data, file_path="
        + file.path()
        + ", file_format="
        + file.format()
        + ", spec_id="
        + file.specId()
        + ", partition=PartitionData{"
        + partitionTuple(file)
        + "}, record_count="
        + file.recordCount()
        + ", file_size_in_bytes="
        + file.fileSizeInBytes()
        + ", ...}";
  }
}
