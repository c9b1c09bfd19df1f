package io.tablescope.app.cli.hudi;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.app.cli.CliRun;
import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.format.testing.hudi.HudiOracleTables;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code find} and {@code file} on the demo warehouse's Hudi table, answered as Hudi's own view and
 * commit metadata answer: the instants whose reads open a file, the write that created it.
 */
class HudiFindCliTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static HudiOracleTables.Scenario demo;
  private static String table;

  @BeforeAll
  static void answer() {
    demo = HudiOracleTables.scenario(HudiOracleTables.DEMO);
    table = demo.table().toString();
  }

  @Test
  void fileGivesTheWriteAndTheInstantsHudisReadsOpenItIn() throws Exception {
    // The first base file a write created that a read of Hudi's view still opens.
    Set<String> opened = new TreeSet<>();
    for (JsonNode view : demo.answers().get("views")) {
      for (JsonNode slice : view.get("snapshot")) {
        opened.add(slice.get("partition").asText() + "/" + slice.get("baseFile").asText());
      }
    }
    String first = null;
    JsonNode stat = null;
    for (var commit : iterable(demo.answers().get("commitMetadata").fields())) {
      for (var partition : iterable(commit.getValue().get("partitionToWriteStats").fields())) {
        for (JsonNode written : partition.getValue()) {
          if (stat == null && opened.contains(written.get("path").asText())) {
            first = commit.getKey();
            stat = written;
          }
        }
      }
    }
    String path = stat.get("path").asText();
    Set<String> hudisLiveIn = new TreeSet<>();
    for (JsonNode view : demo.answers().get("views")) {
      for (JsonNode slice : view.get("snapshot")) {
        if (!view.get("instant").asText().equals("latest")
            && path.equals(
                slice.get("partition").asText() + "/" + slice.get("baseFile").asText())) {
          hudisLiveIn.add(view.get("instant").asText());
        }
      }
    }

    CliRun json = CliRun.of("file", table, path, "--json");
    assertThat(json.exitCode()).as(json.err()).isEqualTo(ExitCodes.OK);
    JsonNode file = JSON.readTree(json.out());
    assertThat(file.get("written-by").asText()).isEqualTo(first);
    assertThat(file.get("file-id").asText()).isEqualTo(stat.get("fileId").asText());
    assertThat(file.get("write-stat").get("num-writes").asLong())
        .isEqualTo(stat.get("numWrites").asLong());
    assertThat(file.get("write-stat").get("total-write-bytes").asLong())
        .isEqualTo(stat.get("totalWriteBytes").asLong());
    assertThat(new TreeSet<>(texts(file.get("live-in")))).isEqualTo(hudisLiveIn).isNotEmpty();
    assertThat(file.get("history").get(0).get("change").asText()).isEqualTo("added");

    CliRun text = CliRun.of("file", table, path.substring(path.lastIndexOf('/') + 1));
    assertThat(text.exitCode()).isEqualTo(ExitCodes.OK);
    assertThat(text.out())
        .startsWith("File " + path + " (base file of file group " + stat.get("fileId").asText())
        .contains("Written by " + first + ": " + stat.get("numWrites").asLong() + " records")
        .contains("Live in " + hudisLiveIn.size() + " instants: ")
        .contains("  " + first + "  ");
  }

  @Test
  void findListsAFileGroupAndItsFiles() throws Exception {
    String fileId = demo.answers().get("latestSlices").get(0).get("fileId").asText();

    CliRun json = CliRun.of("find", table, fileId, "--json");
    assertThat(json.exitCode()).isEqualTo(ExitCodes.OK);
    List<String> kinds = new ArrayList<>();
    JSON.readTree(json.out()).forEach(hit -> kinds.add(hit.get("kind").asText()));
    assertThat(kinds).contains("file group", "file").doesNotContain("instant");

    CliRun text = CliRun.of("find", table, fileId);
    assertThat(text.out()).startsWith(kinds.size() + " found for \"" + fileId + "\"");
    assertThat(text.out()).contains("file group ", "  instants: ", "  written by: ");

    CliRun none = CliRun.of("find", table, "no-such-thing");
    assertThat(none.exitCode()).isEqualTo(ExitCodes.OK);
    assertThat(none.out().strip()).isEqualTo("0 found for \"no-such-thing\"");
  }

  @Test
  void aPathNoFileHasIsBadInput() {
    CliRun run = CliRun.of("file", table, "nothing.parquet");
    assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(run.err())
        .contains(
            "No file of table " + table + " has the path or a path ending in nothing.parquet");
  }

  private static <T> Iterable<T> iterable(java.util.Iterator<T> iterator) {
    List<T> items = new ArrayList<>();
    iterator.forEachRemaining(items::add);
    return items;
  }

  private static List<String> texts(JsonNode array) {
    List<String> texts = new ArrayList<>();
    array.forEach(item -> texts.add(item.asText()));
    return texts;
  }
}
