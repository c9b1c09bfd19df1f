package io.tablescope.inspector.hudi.check;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tablescope.format.io.Storage;
import io.tablescope.format.testing.hudi.HudiOracleTables;
import io.tablescope.inspector.hudi.HudiTable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The integrity check on tables Hudi 1.0.1's own client wrote: sound as written, where Hudi's own
 * file system view finds every file it lists, and each damage done to a copy found, named by rule,
 * instant and file.
 */
class HudiIntegrityOracleTest {
  @TempDir Path dir;

  private static HudiTable open(Path table) throws Exception {
    return HudiTable.open(Storage.local(), table.toString(), Runnable::run);
  }

  private Path copy(String scenario) throws Exception {
    Path copy = dir.resolve(scenario);
    HudiOracleTables.copy(HudiOracleTables.scenario(scenario).table(), copy);
    return copy;
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "cow-v8",
        "mor-v8",
        "mor-v6",
        "inflight-mdt-v8",
        "archived-v8",
        "archived-v6",
        HudiOracleTables.DEMO
      })
  void soundAsHudiWroteIt(String name) throws Exception {
    HudiOracleTables.Scenario scenario = HudiOracleTables.scenario(name);
    JsonNode hudi = scenario.answers();

    HudiCheckReport report = HudiIntegrityCheck.run(open(scenario.table()));

    assertThat(report.findings()).isEmpty();
    assertThat(report.sound()).isTrue();
    assertThat(report.readNothing()).isFalse();
    assertThat(report.instants()).isEqualTo(hudi.get("activeTimeline").size());
    assertThat(report.archivedInstants()).isEqualTo(hudi.get("archivedTimeline").size());
    assertThat(report.latestSlices()).isEqualTo(hudi.get("latestSlices").size());
    assertThat(report.metadataTableCompared())
        .isEqualTo(hudi.get("properties").get("metadataPartitions").size() > 0);
    // Hudi's own view, listed from storage: every file it names is there, as the verdict says.
    for (JsonNode slice : hudi.get("allSlices")) {
      for (String file : files(slice)) {
        assertThat(scenario.table().resolve(slice.get("partition").asText()).resolve(file))
            .isRegularFile();
      }
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"cow-v8", "mor-v8", "mor-v6"})
  void aDeletedBaseFileIsFound(String name) throws Exception {
    JsonNode slice =
        stream(HudiOracleTables.scenario(name).answers().get("allSlices"))
            .filter(s -> !s.get("baseFile").isNull())
            .findFirst()
            .orElseThrow();
    String path = slice.get("partition").asText() + "/" + slice.get("baseFile").asText();
    Path table = copy(name);
    Files.delete(table.resolve(path));

    HudiCheckReport report = HudiIntegrityCheck.run(open(table));

    assertThat(report.sound()).isFalse();
    assertThat(report.findings())
        .filteredOn(f -> f.rule().equals("write-file"))
        .singleElement()
        .satisfies(
            f -> {
              assertThat(f.path()).isEqualTo(path);
              assertThat(f.instant()).isEqualTo(slice.get("baseInstantTime").asText());
              assertThat(f.message())
                  .contains("base file of file group " + slice.get("fileId").asText())
                  .contains("not in storage");
            });
  }

  @ParameterizedTest
  @ValueSource(strings = {"mor-v8", "mor-v6"})
  void aDeletedLogFileIsFound(String name) throws Exception {
    JsonNode hudi = HudiOracleTables.scenario(name).answers();
    JsonNode slice =
        stream(hudi.get("allSlices")).filter(s -> s.get("logFiles").size() > 0).findFirst().get();
    String path = slice.get("partition").asText() + "/" + slice.get("logFiles").get(0).asText();
    Path table = copy(name);
    Files.delete(table.resolve(path));

    HudiCheckReport report = HudiIntegrityCheck.run(open(table));

    assertThat(report.findings())
        .filteredOn(f -> f.rule().equals("write-file"))
        .singleElement()
        .satisfies(
            f -> {
              assertThat(f.path()).isEqualTo(path);
              assertThat(f.message()).startsWith("log file of file group");
            });
  }

  @ParameterizedTest
  @ValueSource(strings = {"cow-v8", "mor-v6"})
  void aTruncatedInstantFileIsFound(String name) throws Exception {
    Path table = copy(name);
    HudiTable before = open(table);
    var instant = before.timeline().completed().get(0);
    Path file = Path.of(instant.file());
    byte[] bytes = Files.readAllBytes(file);
    Files.write(file, java.util.Arrays.copyOf(bytes, bytes.length / 2));

    HudiCheckReport report = HudiIntegrityCheck.run(open(table));

    assertThat(report.findings())
        .filteredOn(f -> f.rule().equals("instant-file"))
        .singleElement()
        .satisfies(
            f -> {
              assertThat(f.instant()).isEqualTo(instant.requestedTime());
              assertThat(f.path()).isEqualTo(instant.file());
            });
    // Its write's files are no longer named by any readable instant; nothing else is claimed lost.
    assertThat(report.readNothing()).isFalse();
  }

  @Test
  void aCompletedInstantWithoutItsCompletionTimeIsFound() throws Exception {
    Path table = copy("cow-v8");
    var instant = open(table).timeline().completed().get(1);
    Path file = Path.of(instant.file());
    Files.move(file, file.resolveSibling(instant.requestedTime() + "." + instant.action()));

    HudiCheckReport report = HudiIntegrityCheck.run(open(table));

    assertThat(report.findings())
        .filteredOn(f -> f.rule().equals("completion-time"))
        .singleElement()
        .satisfies(
            f -> {
              assertThat(f.instant()).isEqualTo(instant.requestedTime());
              assertThat(f.message()).contains("without a completion time");
            });
  }

  @Test
  void aCompletedInstantWithoutItsInflightFileIsFoundOnLayout1() throws Exception {
    Path table = copy("mor-v6");
    var instant = open(table).timeline().completed().get(1);
    Files.delete(
        Path.of(
            instant.file(io.tablescope.format.hudi.timeline.InstantState.INFLIGHT).orElseThrow()));

    HudiCheckReport report = HudiIntegrityCheck.run(open(table));

    assertThat(report.findings())
        .filteredOn(f -> f.rule().equals("instant-states"))
        .singleElement()
        .satisfies(
            f -> {
              assertThat(f.instant()).isEqualTo(instant.requestedTime());
              assertThat(f.message()).contains("without a INFLIGHT file");
            });
  }

  @Test
  void aFileTheMetadataTableListsDeletedIsFound() throws Exception {
    JsonNode files =
        HudiOracleTables.scenario("cow-v8").answers().get("metadataTable").get("files");
    String partition = files.fieldNames().next();
    String name = files.get(partition).fieldNames().next();
    Path table = copy("cow-v8");
    Files.delete(table.resolve(partition).resolve(name));

    HudiCheckReport report = HudiIntegrityCheck.run(open(table));

    assertThat(report.findings())
        .filteredOn(f -> f.rule().equals("metadata-listing"))
        .singleElement()
        .satisfies(
            f -> {
              assertThat(f.path()).isEqualTo(partition + "/" + name);
              assertThat(f.message()).contains("listed by the metadata table");
            });
  }

  private static List<String> files(JsonNode slice) {
    List<String> files = new ArrayList<>();
    if (!slice.get("baseFile").isNull()) {
      files.add(slice.get("baseFile").asText());
    }
    slice.get("logFiles").forEach(log -> files.add(log.asText()));
    return files;
  }

  private static Stream<JsonNode> stream(JsonNode array) {
    List<JsonNode> nodes = new ArrayList<>();
    array.forEach(nodes::add);
    return nodes.stream();
  }
}
