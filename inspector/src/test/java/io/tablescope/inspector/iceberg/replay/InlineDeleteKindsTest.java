package io.tablescope.inspector.iceberg.replay;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tablescope.format.ContentKind;
import io.tablescope.format.testing.TableFiles;
import io.tablescope.format.testing.TestTables;
import io.tablescope.inspector.iceberg.IcebergTable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DeleteFile;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An operation file names an inline delete file by the same kinds as diff, tree and summary: a
 * {@code deletion-vector} is a Puffin position delete, which a format v3 table takes, as
 * iceberg-core's row delta takes a deletion vector it wrote; a {@code position-deletes} file is
 * refused there with iceberg-core's message.
 */
class InlineDeleteKindsTest {
  private static final Schema SCHEMA =
      new Schema(Types.NestedField.required(1, "id", Types.LongType.get()));
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path folder;
  private Table table;
  private DataFile data;

  @BeforeEach
  void createVersionThreeTable() {
    table = TestTables.create(folder, SCHEMA, PartitionSpec.unpartitioned(), 3);
    data =
        TableFiles.writeData(
            table, List.of(TableFiles.row(SCHEMA, 1L), TableFiles.row(SCHEMA, 2L)));
    table.newAppend().appendFile(data).commit();
  }

  private String operation(DeleteFile delete, String kind) {
    ObjectNode root = JSON.createObjectNode();
    root.put("base-snapshot-id", table.currentSnapshot().snapshotId());
    root.put("operation", "row-delta");
    ObjectNode file = root.putArray("added-delete-files").addObject();
    file.put("path", delete.location());
    file.put("content", kind);
    file.put("referenced-data-file", data.location());
    return root.toString();
  }

  private ReplayResult replay(String operation) throws IOException {
    IcebergTable opened = IcebergTable.open(folder.toString(), Runnable::run);
    return Replayer.replay(opened, OperationFile.parse(opened, operation));
  }

  @Test
  void aDeletionVectorIsTakenAsIcebergCoreTakesOne() throws IOException {
    DeleteFile vector = TableFiles.writeDeletionVector(table, data, 0);
    OracleVerdict oracle = OracleVerdict.of(() -> table.newRowDelta().addDeletes(vector));
    String operation = operation(vector, "deletion-vector");

    IcebergTable opened = IcebergTable.open(folder.toString(), Runnable::run);
    Proposal proposal = OperationFile.parse(opened, operation);
    ReplayResult replay = replay(operation);

    assertThat(proposal.addedDeleteFiles())
        .singleElement()
        .satisfies(file -> assertThat(file.kind()).isEqualTo(ContentKind.DELETION_VECTOR));
    assertThat(oracle.passes()).isTrue();
    assertThat(replay.passes()).as(replay.failures().toString()).isTrue();
  }

  @Test
  void aPositionDeleteFileIsRefusedWithIcebergCoresMessage() throws IOException {
    DeleteFile positions = TableFiles.writePositionDeletes(table, data, 0);
    OracleVerdict oracle = OracleVerdict.of(() -> table.newRowDelta().addDeletes(positions));

    ReplayResult replay = replay(operation(positions, "position-deletes"));

    assertThat(oracle.passes()).isFalse();
    assertThat(replay.passes()).isFalse();
    assertThat(replay.failures().get(0).message()).isEqualTo(oracle.message());
  }
}
