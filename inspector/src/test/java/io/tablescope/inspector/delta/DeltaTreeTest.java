package io.tablescope.inspector.delta;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.delta.action.ActionParser;
import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.delta.action.Metadata;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import io.tablescope.format.testing.delta.HandWrittenTables;
import io.tablescope.inspector.table.Commit;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A version's tree is the checkpoint its state starts from and the commit files after it, then
 * their actions with every field; a checkpoint of many files opens in pages.
 */
class DeltaTreeTest {
  @TempDir Path root;

  @Test
  void aVersionShowsTheCheckpointAndCommitsItIsReadFromWithEveryField() throws Exception {
    HandWrittenTables.featureTable(root);
    DeltaTable table = DeltaTable.open(root.toString(), Runnable::run);
    DeltaTree tree = new DeltaTree(table);
    Commit five = table.resolveCommit("5");

    DeltaNode version = tree.root(five);
    List<DeltaNode> files = tree.children(version);

    var state = table.stateAt(five);
    assertThat(version.fields().get("checkpoint"))
        .startsWith(Path.of(state.checkpoint().location()).getFileName().toString());
    assertThat(files.get(0).kind()).isEqualTo(DeltaNode.Kind.CHECKPOINT);
    assertThat(files.stream().filter(node -> node.kind() == DeltaNode.Kind.COMMIT))
        .extracting(DeltaNode::file)
        .containsExactlyElementsOf(state.replayedFiles());
    List<DeltaNode> adds =
        files.stream()
            .flatMap(file -> tree.children(file).stream())
            .filter(node -> node.action() instanceof AddFile)
            .toList();
    assertThat(adds).isNotEmpty();
    DeltaNode withVector =
        adds.stream()
            .filter(node -> ((AddFile) node.action()).deletionVector() != null)
            .findFirst()
            .orElseThrow();
    AddFile add = (AddFile) withVector.action();
    assertThat(withVector.fields())
        .containsEntry("path", add.path())
        .containsEntry("size", Long.toString(add.size()))
        .containsEntry("deletionVector.uniqueId", add.deletionVector().uniqueId())
        .containsEntry(
            "deletionVector.cardinality", Long.toString(add.deletionVector().cardinality()))
        .containsEntry("partitionValues.region", add.partitionValues().get("region"));
  }

  @Test
  void statisticsAreNamedByLogicalColumnUnderColumnMapping() {
    String schema =
        "{\\\"type\\\":\\\"struct\\\",\\\"fields\\\":[{\\\"name\\\":\\\"amount\\\","
            + "\\\"type\\\":\\\"long\\\",\\\"nullable\\\":true,\\\"metadata\\\":"
            + "{\\\"delta.columnMapping.id\\\":1,"
            + "\\\"delta.columnMapping.physicalName\\\":\\\"col-7f3a\\\"}}]}";
    Metadata metadata =
        (Metadata)
            ActionParser.parseLine(
                "{\"metaData\":{\"id\":\"t\",\"format\":{\"provider\":\"parquet\"},"
                    + "\"schemaString\":\""
                    + schema
                    + "\",\"partitionColumns\":[],"
                    + "\"configuration\":{\"delta.columnMapping.mode\":\"name\"}}}");
    AddFile add =
        (AddFile)
            ActionParser.parseLine(
                "{\"add\":{\"path\":\"a.parquet\",\"partitionValues\":{},\"size\":1,"
                    + "\"modificationTime\":1,\"dataChange\":true,\"stats\":"
                    + "\"{\\\"numRecords\\\":3,\\\"minValues\\\":{\\\"col-7f3a\\\":5},"
                    + "\\\"maxValues\\\":{\\\"col-7f3a\\\":9},"
                    + "\\\"nullCount\\\":{\\\"col-7f3a\\\":0}}\"}}");

    Map<String, String> fields = ActionFields.of(add, metadata);

    assertThat(fields)
        .containsEntry("parsedStats.numRecords", "3")
        .containsEntry("parsedStats.minValues.amount", "5")
        .containsEntry("parsedStats.maxValues.amount", "9")
        .containsEntry("parsedStats.nullCount.amount", "0")
        .doesNotContainKey("parsedStats.minValues.col-7f3a");
  }

  @Test
  void aCheckpointOfManyFilesOpensInPages() throws Exception {
    DeltaTableWriter writer = DeltaTableWriter.create(root, List.of(), Map.of());
    writer.appendFiles(DeltaTree.PAGE + 5);
    for (int i = 0; i < 9; i++) {
      writer.appendFiles(1);
    }
    DeltaTable table = DeltaTable.open(root.toString(), Runnable::run);
    DeltaTree tree = new DeltaTree(table);

    DeltaNode checkpoint = tree.children(tree.root(table.current().orElseThrow())).get(0);
    List<DeltaNode> pages = tree.children(checkpoint);

    assertThat(checkpoint.kind()).isEqualTo(DeltaNode.Kind.CHECKPOINT);
    assertThat(pages).allMatch(page -> page.kind() == DeltaNode.Kind.PAGE).hasSize(2);
    int actions = pages.stream().mapToInt(page -> tree.children(page).size()).sum();
    assertThat(actions).isEqualTo(pages.get(1).to());
    assertThat(tree.children(pages.get(0))).hasSize(DeltaTree.PAGE);
  }
}
