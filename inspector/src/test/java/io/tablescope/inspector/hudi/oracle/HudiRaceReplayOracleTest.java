package io.tablescope.inspector.hudi.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tablescope.format.io.Storage;
import io.tablescope.format.testing.hudi.HudiOracleTables;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.hudi.replay.ConflictResolutionStrategy;
import io.tablescope.inspector.hudi.replay.FileGroupId;
import io.tablescope.inspector.hudi.replay.HudiOperationFile;
import io.tablescope.inspector.hudi.replay.HudiReplayResult;
import io.tablescope.inspector.hudi.replay.HudiReplayer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Two writers raced under optimistic concurrency with Hudi 1.0.1's Java client (the {@code races}
 * scenario), under each of its conflict resolution strategies; each loser's instant is replayed on
 * the table copied while it was still pending, and Tablescope's strategy, examined instants,
 * verdict, exception, message, causing instant and overlapping file groups (or buckets) are Hudi's.
 */
class HudiRaceReplayOracleTest {

  static Stream<String> races() {
    return StreamSupport.stream(
            HudiOracleTables.scenario("races").steps().get("steps").spliterator(), false)
        .map(step -> step.get("name").asText());
  }

  @ParameterizedTest
  @MethodSource("races")
  void replayingTheLosersInstantSaysWhatHudiSaidWhenItCommitted(String name) throws Exception {
    HudiOracleTables.Scenario scenario = HudiOracleTables.scenario("races");
    JsonNode step = step(scenario, name);
    JsonNode race = step.get("race");
    Path table = scenario.table().resolveSibling(step.get("table").asText());

    HudiReplayResult result =
        HudiReplayer.replay(
            HudiTable.open(Storage.local(), table.toString(), Runnable::run),
            HudiOperationFile.parse(
                "{\"instant-time\": \""
                    + race.get("instant").asText()
                    + "\", \"concurrency-mode\": \""
                    + step.get("concurrency-mode").asText()
                    + "\", \"strategy\": \""
                    + step.get("strategy").asText()
                    + "\"}"));

    assertThat(result.problems()).isEmpty();
    assertThat(result.checked())
        .as("whether Hudi checks the write at all, by its concurrency mode and operation")
        .isEqualTo(step.get("checked").asBoolean());
    assertThat(result.strategy().className()).isEqualTo(step.get("strategy").asText());
    assertThat(names(result.proposal().writes()))
        .as("the pending write's file groups, against its write statuses")
        .isEqualTo(strings(step.get("file-groups")));
    assertThat(result.examined())
        .extracting(HudiReplayResult.Examined::instant)
        .as("the instants examined, against the strategy's candidate instants")
        .containsExactlyElementsOf(texts(step.get("candidates")));
    Optional<HudiReplayResult.Examined> examined =
        result.examined().stream()
            .filter(e -> e.instant().equals(step.get("other").asText()))
            .findFirst();
    if (examined.isPresent()) {
      HudiReplayResult.Examined other = examined.get();
      assertThat(names(other.fileGroups()))
          .as("the other instant's file groups, against Hudi's ConcurrentOperation")
          .isEqualTo(strings(step.get("other-file-groups")));
      assertThat(names(other.overlap())).isEqualTo(strings(step.get("overlap")));
    }
    if (step.has("overlap-buckets") && result.checked()) {
      // The bucket index's strategy compares buckets, not file ids.
      assertThat(buckets(result.examined().stream().flatMap(e -> e.overlap().stream()).toList()))
          .isEqualTo(strings(step.get("overlap-buckets")));
    }
    if (race.get("verdict").asText().equals("committed")) {
      assertThat(result.passes()).isTrue();
      assertThat(result.examined()).noneMatch(HudiReplayResult.Examined::conflicts);
    } else {
      assertThat(result.passes()).isFalse();
      HudiReplayResult.Conflict conflict = result.conflict();
      assertThat(conflict.exception()).isEqualTo(race.get("exception").asText());
      assertThat(conflict.message()).isEqualTo(race.get("message").asText());
      assertThat(conflict.instant()).isEqualTo(step.get("other").asText());
      assertThat(names(conflict.fileGroups())).isEqualTo(strings(step.get("overlap")));
      assertThat(conflict.partitions())
          .containsExactlyElementsOf(
              strings(step.get("overlap")).stream()
                  .map(group -> group.substring(0, group.indexOf('/')))
                  .collect(Collectors.toCollection(TreeSet::new)));
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

  /** Hudi's {@code partition_bucket} of each group. */
  private static Set<String> buckets(List<FileGroupId> groups) {
    Set<String> buckets = new TreeSet<>();
    groups.forEach(
        group ->
            buckets.add(ConflictResolutionStrategy.BucketIndexConcurrentFileWrites.bucket(group)));
    return buckets;
  }

  private static List<String> texts(JsonNode array) {
    List<String> out = new ArrayList<>();
    array.forEach(node -> out.add(node.asText()));
    return out;
  }

  private static Set<String> strings(JsonNode array) {
    Set<String> out = new TreeSet<>();
    array.forEach(node -> out.add(node.asText()));
    return out;
  }
}
