package io.tablescope.inspector.hudi.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tablescope.format.io.Storage;
import io.tablescope.format.testing.hudi.HudiOracleTables;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.hudi.replay.EarlyConflictDetection;
import io.tablescope.inspector.hudi.replay.EarlyConflicts;
import io.tablescope.inspector.hudi.replay.FileGroupId;
import io.tablescope.inspector.hudi.replay.HudiOperationFile;
import io.tablescope.inspector.hudi.replay.HudiReplayResult;
import io.tablescope.inspector.hudi.replay.HudiReplayer;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Two writers with early conflict detection on raced with Hudi 1.0.1's Java client (the {@code
 * early-conflicts} scenario); the second writer's instant is replayed on the table copied while it
 * was pending, and Tablescope's verdict, exception, message, other writer and overlapping file
 * groups are Hudi's.
 */
class HudiEarlyConflictReplayOracleTest {
  private static final String SCENARIO = "early-conflicts";

  static Stream<String> races() {
    return StreamSupport.stream(
            HudiOracleTables.scenario(SCENARIO).steps().get("steps").spliterator(), false)
        .map(step -> step.get("name").asText());
  }

  @ParameterizedTest
  @MethodSource("races")
  void replayingTheSecondWriterSaysWhatHudisEarlyConflictDetectionSaid(String name)
      throws Exception {
    HudiOracleTables.Scenario scenario = HudiOracleTables.scenario(SCENARIO);
    JsonNode step = step(scenario, name);
    JsonNode race = step.get("race");
    Path table = scenario.table().resolveSibling(step.get("table").asText());

    // The writer's configuration is not in the table: the operation file turns detection on.
    HudiReplayResult result =
        HudiReplayer.replay(
            HudiTable.open(Storage.local(), table.toString(), Runnable::run),
            HudiOperationFile.parse(
                "{\"instant-time\": \""
                    + race.get("instant").asText()
                    + "\", \"early-conflict-detection\": true}"));

    assertThat(result.problems()).isEmpty();
    assertThat(names(result.proposal().writes()))
        .as("the pending write's file groups, against its inflight workload")
        .isEqualTo(strings(step.get("file-groups")));
    EarlyConflictDetection early = result.earlyConflictDetection();
    assertThat(early.strategy()).isEqualTo(EarlyConflicts.DIRECT);
    assertThat(early.skipped()).isNull();
    EarlyConflictDetection.Examined other =
        early.examined().stream()
            .filter(examined -> examined.instant().equals(step.get("other").asText()))
            .findFirst()
            .orElseThrow();
    assertThat(names(other.overlap()))
        .as("the overlap with the other writer's markers, as Hudi reads them")
        .isEqualTo(strings(step.get("overlap")));
    if (race.get("verdict").asText().equals("committed")) {
      assertThat(result.earlyConflict()).isNull();
      assertThat(result.passes()).isTrue();
    } else {
      assertThat(race.get("verdict").asText()).isEqualTo("early-conflict");
      assertThat(result.passes()).isFalse();
      EarlyConflictDetection.Conflict conflict = result.earlyConflict();
      assertThat(conflict.exception()).isEqualTo(race.get("exception").asText());
      assertThat(conflict.message()).isEqualTo(race.get("message").asText());
      assertThat(conflict.instants()).isEqualTo(List.of(step.get("other").asText()));
      assertThat(names(conflict.fileGroups())).isEqualTo(strings(step.get("overlap")));
    }
  }

  private static JsonNode step(HudiOracleTables.Scenario scenario, String name) {
    for (JsonNode step : scenario.steps().get("steps")) {
      if (step.get("name").asText().equals(name)) {
        return step;
      }
    }
    throw new AssertionError("no race " + name);
  }

  private static Set<String> names(Set<FileGroupId> groups) {
    Set<String> names = new TreeSet<>();
    groups.forEach(group -> names.add(group.partition() + "/" + group.fileId()));
    return names;
  }

  private static Set<String> strings(JsonNode array) {
    Set<String> out = new TreeSet<>();
    array.forEach(node -> out.add(node.asText()));
    return out;
  }
}
