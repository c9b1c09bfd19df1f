package io.tablescope.inspector.iceberg.replay;

import com.fasterxml.jackson.databind.JsonNode;
import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.FileContent;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
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
          "row-filter",
          "case-sensitive",
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
    InlineFiles inline = InlineFiles.of(table, baseId, root);
    addedData.addAll(inline.files("added-data-files", FileContent.DATA));
    addedDeletes.addAll(inline.files("added-delete-files", FileContent.POSITION_DELETES));
    removedDeletes.addAll(inline.files("removed-delete-files", FileContent.POSITION_DELETES));

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
    boolean caseSensitive = caseSensitive(root);
    ConflictFilter filter = filter(table, root, "conflict-filter", caseSensitive);
    ConflictFilter rowFilter = filter(table, root, "row-filter", caseSensitive);
    if (rowFilter != null) {
      if (operation != OperationType.OVERWRITE && operation != OperationType.DELETE) {
        throw new IllegalArgumentException(
            "row-filter: "
                + operation.jsonName()
                + " takes no row filter; overwrite (overwriteByRowFilter) and delete"
                + " (deleteFromRowFilter) do");
      }
      // The files the snapshot removed because the filter matched them whole are the filter's;
      // only the others were removed by name.
      Set<String> filtered = deletedByRowFilter(table, baseId, removedData, rowFilter);
      removedData.removeIf(file -> filtered.contains(file.path()));
    }
    removedData.addAll(inline.files("removed-data-files", FileContent.DATA));
    return new Proposal(
        proposalId,
        baseId,
        branch,
        operation,
        validations,
        filter,
        rowFilter,
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
   * The paths of those removed files that the row filter deletes entirely from the base snapshot,
   * judged by the base's copies with their column statistics.
   */
  private static Set<String> deletedByRowFilter(
      IcebergTable table, Long baseId, List<ContentFile> removed, ConflictFilter rowFilter) {
    if (removed.isEmpty()) {
      return Set.of();
    }
    Set<String> paths = new HashSet<>();
    removed.forEach(file -> paths.add(file.path()));
    Optional<Snapshot> base =
        baseId == null ? table.metadata().currentSnapshot() : table.snapshot(baseId);
    List<ContentFile> files =
        base.map(
                snapshot ->
                    LiveFiles.matching(
                            table,
                            snapshot,
                            ManifestStats.ALL,
                            entry -> paths.contains(entry.file().path()))
                        .values()
                        .stream()
                        .map(LiveFile::file)
                        .toList())
            .orElse(removed);
    RowFilter evaluator = new RowFilter(table.metadata(), new FileFilter(table.metadata()));
    Set<String> deleted = new HashSet<>();
    evaluator
        .deletedEntirely(files, rowFilter.expression())
        .forEach(file -> deleted.add(file.path()));
    return deleted;
  }

  /** {@code case-sensitive}: Iceberg's {@code caseSensitive(boolean)}, true unless set. */
  private static boolean caseSensitive(JsonNode root) {
    if (!root.hasNonNull("case-sensitive")) {
      return true;
    }
    if (!root.get("case-sensitive").isBoolean()) {
      throw new IllegalArgumentException(
          "case-sensitive must be true or false, not " + root.get("case-sensitive"));
    }
    return root.get("case-sensitive").asBoolean();
  }

  /** A filter field bound to the table's current schema; null when absent. */
  private static ConflictFilter filter(
      IcebergTable table, JsonNode root, String field, boolean caseSensitive) {
    if (!root.hasNonNull(field)) {
      return null;
    }
    Schema schema =
        table
            .metadata()
            .currentSchema()
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        "the table has no current schema to bind " + field + " to"));
    return new FilterParser(schema, caseSensitive, field).filter(root.get(field).asText());
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
