package io.tablescope.inspector.delta;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tablescope.format.io.Storage;
import io.tablescope.format.testing.delta.ColumnMappedTable;
import io.tablescope.format.testing.delta.HandWrittenLog;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.TableFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A table Delta Kernel wrote with column mapping keys its partition values by physical name; the
 * files, the tree and the details name them by logical name, the physical one beside it.
 */
class DeltaColumnMappingTest {
  @TempDir Path temp;

  @Test
  void partitionValuesAreNamedByLogicalNameWithThePhysicalOneBeside() throws Exception {
    for (String mode : List.of("name", "id")) {
      Path root = temp.resolve(mode);
      ColumnMappedTable writer = ColumnMappedTable.create(root, mode);
      String eu = writer.append("EU");
      String us = writer.append("US");
      String physical = writer.physicalName("region");
      assertThat(physical).startsWith("col-");
      assertThat(addOf(root, 2).get("partitionValues").get(physical).asText()).isEqualTo("US");
      // Kernel reads the values under the physical name: it prunes by them.
      assertThat(writer.filesIn("US")).containsExactly(us);
      assertThat(writer.filesIn("EU")).containsExactly(eu);

      DeltaTable table = DeltaTable.open(Storage.local(), root.toString(), Runnable::run);
      Commit latest = table.current().orElseThrow();

      assertThat(table.liveFiles(latest).files().values())
          .extracting(TableFile::partition)
          .containsExactlyInAnyOrder(Map.of("region", "EU"), Map.of("region", "US"));
      assertThat(table.changes(latest).added())
          .extracting(TableFile::partition)
          .containsExactly(Map.of("region", "US"));

      DeltaTree tree = new DeltaTree(table);
      DeltaNode commit =
          tree.children(tree.root(latest)).stream()
              .filter(node -> node.kind() == DeltaNode.Kind.COMMIT)
              .reduce((first, second) -> second)
              .orElseThrow();
      DeltaNode add =
          tree.children(commit).stream()
              .filter(node -> node.label().startsWith("add "))
              .findFirst()
              .orElseThrow();
      String shown = "region (" + physical + ")";
      assertThat(add.fields()).containsEntry("partitionValues." + shown, "US");
      assertThat(add.fields().keySet()).noneMatch(key -> key.equals("partitionValues." + physical));
      assertThat(DeltaTreeRows.of(add).cell(DeltaTreeRows.PARTITION).text())
          .isEqualTo(shown + "=US");
      assertThat(DeltaNodeDetails.of(add, table.location()))
          .filteredOn(section -> section.title().equals("Partition values"))
          .singleElement()
          .satisfies(
              section ->
                  assertThat(section.rows())
                      .singleElement()
                      .satisfies(row -> assertThat(row.name()).isEqualTo(shown)));
    }
  }

  private static JsonNode addOf(Path root, long version) throws Exception {
    List<JsonNode> adds = new ArrayList<>();
    for (String line :
        Files.readAllLines(
            root.resolve("_delta_log").resolve(HandWrittenLog.padded(version) + ".json"))) {
      JsonNode action = HandWrittenLog.JSON.readTree(line);
      if (action.has("add")) {
        adds.add(action.get("add"));
      }
    }
    return adds.get(0);
  }
}
