package io.tablescope.inspector.iceberg.replay;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Table;

/** Writes Tablescope's operation file for a {@link ProposedOperation}, as a user would. */
final class OperationFileWriter {
  private static final ObjectMapper JSON = new ObjectMapper();

  private OperationFileWriter() {}

  static String write(ProposedOperation proposal, Table table, Long proposalSnapshotId) {
    ObjectNode root = JSON.createObjectNode();
    if (proposal.isInline()) {
      ArrayNode added = root.putArray("added-data-files");
      proposal.addedData().forEach(file -> added.add(inlineFile(table, file)));
      ArrayNode removed = root.putArray("removed-data-files");
      proposal.removedData().forEach(file -> removed.add(file.location()));
    } else {
      root.put("snapshot-id", proposalSnapshotId);
    }
    if (proposal.baseSnapshotId() == null) {
      root.putNull("base-snapshot-id");
    } else {
      root.put("base-snapshot-id", proposal.baseSnapshotId());
    }
    root.put("branch", proposal.branch());
    root.put("operation", proposal.jsonName());
    if (proposal.isolationLevel() != null) {
      root.put("isolation", proposal.isolationLevel());
    } else if (!proposal.validations().isEmpty()) {
      ArrayNode names = root.putArray("validations");
      proposal.validations().forEach(names::add);
      if (proposal.validations().contains(ProposedOperation.DATA_FILES_EXIST)) {
        ArrayNode paths = root.putArray("referenced-data-files");
        proposal.referenced().forEach(paths::add);
      }
    }
    if (proposal.filterText() != null) {
      root.put("conflict-filter", proposal.filterText());
    }
    if (proposal.rowFilterText() != null) {
      root.put("row-filter", proposal.rowFilterText());
    }
    if (!proposal.isCaseSensitive()) {
      root.put("case-sensitive", false);
    }
    return root.toString();
  }

  private static ObjectNode inlineFile(Table table, DataFile file) {
    ObjectNode node = JSON.createObjectNode();
    node.put("path", file.location());
    ObjectNode partition = node.putObject("partition");
    PartitionSpec spec = table.specs().get(file.specId());
    for (int i = 0; i < spec.fields().size(); i++) {
      partition.put(
          spec.fields().get(i).name(), String.valueOf(file.partition().get(i, Object.class)));
    }
    node.put("record-count", file.recordCount());
    return node;
  }
}
