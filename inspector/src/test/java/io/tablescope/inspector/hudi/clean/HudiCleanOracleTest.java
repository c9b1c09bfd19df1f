package io.tablescope.inspector.hudi.clean;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tablescope.format.io.Storage;
import io.tablescope.format.testing.hudi.HudiOracleTables;
import io.tablescope.inspector.hudi.HudiTable;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The clean, archival and orphan previews against Hudi 1.0.1 itself on the same tables: the files
 * its {@code CleanPlanner} plans to delete under each policy and the earliest commit it would
 * record, the instants its timeline archiver picks, and the files failed writes left: those the
 * pending writes' markers name, and those the rollbacks' metadata says the writes they undid left.
 */
class HudiCleanOracleTest {
  /** Every story the previews must agree with Hudi on, the demo warehouse's table among them. */
  static Stream<String> tables() {
    return Stream.of(
        "cow-v8",
        "mor-v8",
        "mor-v6",
        "inflight-v8",
        "archived-v8",
        "archived-v6",
        "savepoint-v8",
        "cleans-v6",
        HudiOracleTables.DEMO);
  }

  private static HudiTable open(String name) throws Exception {
    return HudiTable.open(
        Storage.local(), HudiOracleTables.scenario(name).table().toString(), Runnable::run);
  }

  @ParameterizedTest
  @MethodSource("tables")
  void everyPolicyDeletesTheFilesHudisCleanPlannerPlans(String name) throws Exception {
    JsonNode answers = HudiOracleTables.cleanAnswers(name);
    HudiTable table = open(name);
    for (JsonNode plan : answers.get("plans")) {
      CleanSettings settings =
          new CleanSettings(
              CleanPolicy.parse(plan.get("policy").asText()),
              plan.get("retained").asInt(),
              "given",
              "given");
      CleanPreview preview = CleanPreview.of(table, settings, plan.get("nowMillis").asLong());
      Set<String> hudi = new TreeSet<>();
      plan.get("files").forEach(partition -> partition.forEach(path -> hudi.add(path.asText())));
      Set<String> ours = new TreeSet<>();
      preview.deletedFiles().forEach(file -> ours.add(file.path()));
      String what = name + " " + settings.policy() + " " + settings.retained();
      assertThat(ours).as(what).isEqualTo(hudi);
      JsonNode earliest = plan.get("earliestCommitToRetain");
      assertThat(preview.earliestCommitToRetain())
          .as(what + " earliest commit to retain")
          .isEqualTo(earliest.isNull() ? null : earliest.asText());
    }
  }

  @Test
  void aSavepointKeepsItsSlicesAndADeletedOneSendsTheCleanerBackToItsPartitions() throws Exception {
    HudiOracleTables.Scenario scenario = HudiOracleTables.scenario("savepoint-v8");
    String kept = savepoint(scenario, "COMPLETED");
    String deleted = savepoint(scenario, "DELETED");
    CleanPreview preview =
        CleanPreview.of(
            open("savepoint-v8"),
            new CleanSettings(CleanPolicy.KEEP_LATEST_COMMITS, 1, "given", "given"),
            System.currentTimeMillis());

    assertThat(preview.problems()).isEmpty();
    assertThat(preview.slices())
        .filteredOn(slice -> slice.reason().equals("savepoint " + kept + " keeps it"))
        .as("one slice per partition: the savepoint names each partition's latest base file")
        .extracting(SliceDecision::partition)
        .containsExactlyInAnyOrder("p0", "p1", "p2");
    assertThat(preview.scope()).contains("and those of savepoints deleted since that clean");
    assertThat(preview.deleted())
        .as("p0's slice savepoint " + deleted + " kept until it was deleted")
        .anyMatch(
            slice -> slice.partition().equals("p0") && slice.baseInstantTime().equals(deleted));
  }

  /**
   * The commit the scenario's last savepoint step in a state kept, or whose savepoint it deleted.
   */
  private static String savepoint(HudiOracleTables.Scenario scenario, String state) {
    String last = null;
    for (JsonNode step : scenario.steps().get("steps")) {
      if (step.get("action").asText().equals("savepoint")
          && step.get("state").asText().equals(state)) {
        last = step.get("instant").asText();
      }
    }
    assertThat(last).as("a " + state + " savepoint in " + scenario.name()).isNotNull();
    return last;
  }

  @ParameterizedTest
  @MethodSource("tables")
  void archivalMovesTheInstantsHudisArchiverPicks(String name) throws Exception {
    JsonNode archival = HudiOracleTables.cleanAnswers(name).get("archival");
    HudiTable table = open(name);
    ArchivalPreview preview =
        ArchivalPreview.of(
            table,
            archival.get("keepMin").asInt(),
            archival.get("keepMax").asInt(),
            new CleanSettings(
                CleanPolicy.KEEP_LATEST_COMMITS,
                archival.get("commitsRetained").asInt(),
                "given",
                "given"));
    Set<String> hudi = new TreeSet<>();
    archival.get("instants").forEach(instant -> hudi.add(instant.asText()));
    Set<String> ours = new TreeSet<>();
    preview.instants().forEach(instant -> ours.add(instant.requestedTime()));
    assertThat(ours).as(name + " " + preview.limits()).isEqualTo(hudi);
  }

  @ParameterizedTest
  @MethodSource("tables")
  void theOrphansAreTheFilesFailedWritesLeftPerHudi(String name) throws Exception {
    JsonNode answers = HudiOracleTables.cleanAnswers(name);
    Set<String> hudi = new TreeSet<>();
    answers
        .get("pendingWriteFiles")
        .forEach(files -> files.forEach(path -> hudi.add(path.asText())));
    answers.get("rolledBackFiles").forEach(files -> files.forEach(path -> hudi.add(path.asText())));
    Set<String> ours = new TreeSet<>();
    OrphanFiles.of(open(name)).files().forEach(file -> ours.add(file.path()));
    assertThat(ours).as(name).isEqualTo(hudi);
    if (name.equals("inflight-v8")) {
      assertThat(hudi).as("the failed write's files").isNotEmpty();
    }
  }
}
