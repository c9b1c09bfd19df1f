package io.tablescope.inspector.iceberg.replay;

import com.fasterxml.jackson.databind.JsonNode;
import io.tablescope.format.ContentKind;
import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.FileContent;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.PartitionValue;
import io.tablescope.format.iceberg.manifest.Value;
import io.tablescope.format.iceberg.metadata.Schema;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.iceberg.CommitFiles;
import io.tablescope.inspector.iceberg.DeleteMatching;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.LiveFile;
import io.tablescope.inspector.iceberg.LiveFiles;
import io.tablescope.inspector.iceberg.ManifestStats;
import io.tablescope.inspector.replay.OperationJson;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Reads the operation file of design.md into a {@link Proposal}. Its files come from a snapshot
 * (its ADDED entries are the added files, its DELETED entries the removed ones) or are listed
 * inline. Anything wrong is an {@link IllegalArgumentException} naming the field and the problem.
 */
public final class OperationFile {
  private static final Set<String> FIELDS =
      Set.of(
          "snapshot-id",
          "base-snapshot-id",
          "branch",
          "operation",
          "isolation",
          "validations",
          "conflict-filter",
          "referenced-data-files",
          "added-data-files",
          "removed-data-files",
          "added-delete-files",
          "removed-delete-files");

  private OperationFile() {}

  public static Proposal parse(IcebergTable table, String json) {
    JsonNode root = OperationJson.object(json, FIELDS);
    Long proposalId = longOrNull(root, "snapshot-id");
    Snapshot proposal = null;
    if (proposalId != null) {
      proposal =
          table
              .snapshot(proposalId)
              .orElseThrow(
                  () ->
                      new IllegalArgumentException(
                          "snapshot-id "
                              + proposalId
                              + " is not in "
                              + table.metadata().metadataFile()));
    }
    Long baseId =
        root.has("base-snapshot-id")
            ? longOrNull(root, "base-snapshot-id")
            : proposal == null ? null : proposal.parentId();
    String branch = root.hasNonNull("branch") ? root.get("branch").asText() : "main";

    List<ContentFile> addedData = new ArrayList<>();
    List<ContentFile> addedDeletes = new ArrayList<>();
    List<ContentFile> removedData = new ArrayList<>();
    List<ContentFile> removedDeletes = new ArrayList<>();
    boolean keepsStartingSequenceNumber = false;
    if (proposal != null) {
      CommitFiles commit = CommitFiles.of(table, proposal);
      if (!commit.problems().isEmpty()) {
        throw new IllegalArgumentException(
            "cannot read the files of snapshot " + proposalId + ": " + commit.problems().get(0));
      }
      for (ManifestEntry entry : commit.added()) {
        (entry.file().content() == FileContent.DATA ? addedData : addedDeletes).add(entry.file());
        if (entry.file().content() == FileContent.DATA
            && entry.sequenceNumber() != null
            && entry.sequenceNumber() < proposal.sequenceNumber()) {
          keepsStartingSequenceNumber = true;
        }
      }
      for (ManifestEntry entry : commit.deleted()) {
        (entry.file().content() == FileContent.DATA ? removedData : removedDeletes)
            .add(entry.file());
      }
    }
    Map<String, LiveFile> baseFiles = baseFiles(table, baseId, inlinePaths(root));
    addedData.addAll(inlineFiles(root, "added-data-files", FileContent.DATA, baseFiles));
    addedDeletes.addAll(
        inlineFiles(root, "added-delete-files", FileContent.POSITION_DELETES, baseFiles));
    removedData.addAll(inlineFiles(root, "removed-data-files", FileContent.DATA, baseFiles));
    removedDeletes.addAll(
        inlineFiles(root, "removed-delete-files", FileContent.POSITION_DELETES, baseFiles));

    OperationType operation =
        root.hasNonNull("operation")
            ? operation(root.get("operation").asText())
            : inferred(proposal, addedDeletes);
    boolean explicitReferences = root.has("referenced-data-files");
    List<String> referenced = new ArrayList<>();
    if (explicitReferences) {
      root.get("referenced-data-files").forEach(path -> referenced.add(path.asText()));
    } else {
      Set<String> paths = new LinkedHashSet<>();
      for (ContentFile delete : addedDeletes) {
        String referencedPath = DeleteMatching.referencedDataFile(delete);
        if (referencedPath != null) {
          paths.add(referencedPath);
        }
      }
      referenced.addAll(paths);
    }
    Set<Validation> validations = validations(root, operation, !addedData.isEmpty());
    if (explicitReferences && operation == OperationType.ROW_DELTA) {
      validations.add(Validation.DATA_FILES_EXIST);
    }
    ConflictFilter filter = null;
    if (root.hasNonNull("conflict-filter")) {
      String text = root.get("conflict-filter").asText();
      Schema schema =
          table
              .metadata()
              .currentSchema()
              .orElseThrow(
                  () ->
                      new IllegalArgumentException(
                          "the table has no current schema to bind conflict-filter to"));
      filter = new ConflictFilter(text, new FilterParser(schema).parse(text));
    }
    return new Proposal(
        proposalId,
        baseId,
        branch,
        operation,
        validations,
        filter,
        addedData,
        addedDeletes,
        removedData,
        removedDeletes,
        referenced,
        keepsStartingSequenceNumber);
  }

  private static OperationType operation(String name) {
    OperationType type = OperationType.fromJson(name);
    if (type == null) {
      throw new IllegalArgumentException(
          "unknown operation '"
              + name
              + "'; use append, overwrite, row-delta, rewrite, replace-partitions or delete");
    }
    return type;
  }

  /** The operation a snapshot's commit was, from its operation string and what it wrote. */
  private static OperationType inferred(Snapshot proposal, List<ContentFile> addedDeletes) {
    if (proposal == null) {
      throw new IllegalArgumentException("operation is required when the files are listed inline");
    }
    String operation = String.valueOf(proposal.operation());
    switch (operation) {
      case "append":
        return OperationType.APPEND;
      case "replace":
        return OperationType.REWRITE;
      case "delete":
        return addedDeletes.isEmpty() ? OperationType.DELETE : OperationType.ROW_DELTA;
      case "overwrite":
        if ("true".equals(proposal.summary().get("replace-partitions"))) {
          return OperationType.REPLACE_PARTITIONS;
        }
        return addedDeletes.isEmpty() ? OperationType.OVERWRITE : OperationType.ROW_DELTA;
      default:
        throw new IllegalArgumentException(
            "snapshot "
                + proposal.snapshotId()
                + " has operation '"
                + operation
                + "'; name the operation");
    }
  }

  private static Set<Validation> validations(
      JsonNode root, OperationType operation, boolean addsRows) {
    Set<Validation> validations = EnumSet.noneOf(Validation.class);
    if (root.has("validations")) {
      for (JsonNode name : root.get("validations")) {
        Validation validation = Validation.fromMethodName(name.asText());
        if (validation == null || !Validation.acceptedBy(operation).contains(validation)) {
          List<String> accepted =
              Validation.acceptedBy(operation).stream().map(Validation::methodName).toList();
          throw new IllegalArgumentException(
              "validations: "
                  + operation.jsonName()
                  + " has no '"
                  + name.asText()
                  + "'; it accepts "
                  + accepted);
        }
        validations.add(validation);
      }
      return validations;
    }
    if (root.hasNonNull("isolation")) {
      String isolation = root.get("isolation").asText();
      if (!isolation.equals("snapshot") && !isolation.equals("serializable")) {
        throw new IllegalArgumentException(
            "isolation must be 'snapshot' or 'serializable', not '" + isolation + "'");
      }
      validations.addAll(Validation.sparkPreset(operation, isolation, addsRows));
    }
    return validations;
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
  private static List<ContentFile> inlineFiles(
      JsonNode root, String field, FileContent defaultContent, Map<String, LiveFile> baseFiles) {
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

  private static Long longOrNull(JsonNode root, String name) {
    JsonNode value = root.get(name);
    if (value == null || value.isNull()) {
      return null;
    }
    if (!value.canConvertToLong() || !value.isIntegralNumber()) {
      throw new IllegalArgumentException(
          name + " must be a snapshot id (a whole number), not " + value);
    }
    return value.longValue();
  }
}
