package io.tablescope.app.cli.hudi;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.app.cli.CliRun;
import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.format.testing.hudi.HudiOracleTables;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code replay} on the tables two writers raced on under optimistic concurrency (the {@code races}
 * scenario), the loser pending: its text, JSON and exit code against what Hudi 1.0.1 threw when the
 * loser committed.
 */
class HudiReplayCliTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static HudiOracleTables.Scenario races;

  @TempDir Path folder;

  @BeforeAll
  static void race() {
    races = HudiOracleTables.scenario("races");
  }

  private static JsonNode step(String name) {
    for (JsonNode step : races.steps().get("steps")) {
      if (step.get("name").asText().equals(name)) {
        return step;
      }
    }
    throw new AssertionError(name);
  }

  private static String table(JsonNode step) {
    return races.table().resolveSibling(step.get("table").asText()).toString();
  }

  @Test
  void aPendingInstantThatLostIsHudisConflictInTextAndJson() throws Exception {
    JsonNode step = step("overlap-v8");
    String instant = step.get("race").get("instant").asText();
    String message = step.get("race").get("message").asText();

    CliRun text = CliRun.of("replay", table(step), "--instant", instant);
    CliRun json = CliRun.of("replay", table(step), "--instant", instant, "--json");

    assertThat(text.exitCode()).isEqualTo(ExitCodes.FAILS);
    assertThat(text.out().lines().findFirst())
        .hasValue("Would fail: HoodieWriteConflictException: " + message);
    assertThat(text.out())
        .contains("  caused by commit " + step.get("other").asText() + " (COMPLETED)")
        .contains("in 3 partitions (p0, p1, p2)")
        .contains("  FAIL  commit " + step.get("other").asText() + " COMPLETED")
        .contains(
            " under OPTIMISTIC_CONCURRENCY_CONTROL with"
                + " SimpleConcurrentFileWritesConflictResolutionStrategy: ");
    assertThat(json.exitCode()).isEqualTo(ExitCodes.FAILS);
    JsonNode result = JSON.readTree(json.out());
    assertThat(result.get("outcome").asText()).isEqualTo("fail");
    assertThat(result.get("strategy").asText()).isEqualTo(step.get("strategy").asText());
    assertThat(result.get("instant").asText()).isEqualTo(instant);
    JsonNode failure = result.get("failures").get(0);
    assertThat(failure.get("exception").asText()).isEqualTo("HoodieWriteConflictException");
    assertThat(failure.get("message").asText()).isEqualTo(message);
    assertThat(failure.get("instant").asText()).isEqualTo(step.get("other").asText());
    assertThat(failure.get("file-groups")).hasSize(step.get("overlap").size());
    assertThat(result.get("checks")).isNotEmpty();
  }

  @Test
  void anOperationFileNamingTheInstantPassesWhereHudiCommitted() throws Exception {
    JsonNode step = step("other-partitions-v8");
    Path op = folder.resolve("op.json");
    Files.writeString(
        op, "{\"instant-time\": \"" + step.get("race").get("instant").asText() + "\"}");

    CliRun run = CliRun.of("replay", table(step), "--op", op.toString());

    assertThat(run.exitCode()).isEqualTo(ExitCodes.OK);
    assertThat(run.out().lines().findFirst())
        .hasValueSatisfying(line -> assertThat(line).startsWith("Would commit: no conflict with"));
  }

  @Test
  void theStrategyTheFileNamesDecidesAsItDecidedForHudi() throws Exception {
    JsonNode bucket = step("bucket-same-bucket-v8");
    JsonNode preferWriter = step("prefer-writer-pending-clustering-v8");
    Path bucketOp = folder.resolve("bucket.json");
    Path preferWriterOp = folder.resolve("prefer-writer.json");
    Files.writeString(
        bucketOp,
        "{\"instant-time\": \""
            + bucket.get("race").get("instant").asText()
            + "\", \"strategy\": \"BucketIndexConcurrentFileWritesConflictResolutionStrategy\"}");
    Files.writeString(
        preferWriterOp,
        "{\"instant-time\": \""
            + preferWriter.get("race").get("instant").asText()
            + "\", \"strategy\": \""
            + preferWriter.get("strategy").asText()
            + "\"}");

    CliRun sameBucket = CliRun.of("replay", table(bucket), "--op", bucketOp.toString());
    CliRun sameBucketJson =
        CliRun.of("replay", table(bucket), "--op", bucketOp.toString(), "--json");
    CliRun simple =
        CliRun.of("replay", table(bucket), "--instant", bucket.get("race").get("instant").asText());
    CliRun pendingClustering =
        CliRun.of("replay", table(preferWriter), "--op", preferWriterOp.toString(), "--json");

    assertThat(sameBucket.exitCode()).isEqualTo(ExitCodes.FAILS);
    assertThat(sameBucket.out())
        .startsWith(
            "Would fail: HoodieWriteConflictException: "
                + bucket.get("race").get("message").asText())
        .contains(" with BucketIndexConcurrentFileWritesConflictResolutionStrategy: ")
        .contains("wrote 1 bucket the write wrote too");
    assertThat(JSON.readTree(sameBucketJson.out()).get("strategy").asText())
        .isEqualTo(bucket.get("strategy").asText());
    // Its table's hoodie.properties names no bucket index: Simple's strategy sees two file groups.
    assertThat(simple.exitCode()).isEqualTo(ExitCodes.OK);
    assertThat(simple.out())
        .contains(" with SimpleConcurrentFileWritesConflictResolutionStrategy: ");
    assertThat(pendingClustering.exitCode()).isEqualTo(ExitCodes.OK);
    JsonNode result = JSON.readTree(pendingClustering.out());
    assertThat(result.get("strategy").asText())
        .isEqualTo("org.apache.hudi.client.transaction.PreferWriterConflictResolutionStrategy");
    assertThat(result.get("checks")).isEmpty();
  }

  @Test
  void aStrategyHudiDoesNotShipIsAProblemAndSimplesChecks() throws Exception {
    JsonNode step = step("overlap-v8");
    Path table = folder.resolve("table");
    HudiOracleTables.copy(Path.of(table(step)), table);
    Files.writeString(
        table.resolve(".hoodie/hoodie.properties"),
        "hoodie.write.lock.conflict.resolution.strategy=com.example.OwnStrategy\n",
        StandardOpenOption.APPEND);

    CliRun run =
        CliRun.of(
            "replay", table.toString(), "--instant", step.get("race").get("instant").asText());

    assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILS);
    assertThat(run.out())
        .contains(" with SimpleConcurrentFileWritesConflictResolutionStrategy: ")
        .contains(
            "hoodie.write.lock.conflict.resolution.strategy names com.example.OwnStrategy, not a"
                + " strategy Hudi 1.0.1 ships: checked with"
                + " SimpleConcurrentFileWritesConflictResolutionStrategy");
  }

  @Test
  void writesNamedInTheFileUnderSingleWriterAreNotChecked() throws Exception {
    JsonNode step = step("overlap-v8");
    String overlap = step.get("overlap").get(0).asText();
    Path op = folder.resolve("op.json");
    Files.writeString(
        op,
        "{\"instant-time\": \""
            + step.get("race").get("instant").asText()
            + "\", \"concurrency-mode\": \"SINGLE_WRITER\", \"writes\": [{\"partition\": \""
            + overlap.substring(0, overlap.indexOf('/'))
            + "\", \"file-id\": \""
            + overlap.substring(overlap.indexOf('/') + 1)
            + "\"}]}");

    CliRun run = CliRun.of("replay", table(step), "--op", op.toString(), "--json");

    assertThat(run.exitCode()).isEqualTo(ExitCodes.OK);
    JsonNode result = JSON.readTree(run.out());
    assertThat(result.get("checked").asBoolean()).isFalse();
    assertThat(result.get("writes-from").asText()).isEqualTo("the operation file");
  }

  @Test
  void writesNamedInTheFileAreCheckedAsTheInstantsOwn() throws Exception {
    JsonNode step = step("pending-clustering-v8");
    String overlap = step.get("overlap").get(0).asText();
    Path op = folder.resolve("op.json");
    Files.writeString(
        op,
        "{\"instant-time\": \""
            + step.get("race").get("instant").asText()
            + "\", \"action\": \"commit\", \"operation\": \"upsert\","
            + " \"writes\": [{\"partition\": \""
            + overlap.substring(0, overlap.indexOf('/'))
            + "\", \"file-id\": \""
            + overlap.substring(overlap.indexOf('/') + 1)
            + "\"}]}");

    CliRun run = CliRun.of("replay", table(step), "--op", op.toString(), "--json");

    assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILS);
    JsonNode failure = JSON.readTree(run.out()).get("failures").get(0);
    assertThat(failure.get("message").asText()).isEqualTo(step.get("race").get("message").asText());
    assertThat(failure.get("state").asText()).isEqualTo("REQUESTED");
    assertThat(failure.get("file-groups")).hasSize(1);
  }

  @Test
  void badInputIsExitTwoNamingTheProblem() throws Exception {
    JsonNode step = step("overlap-v8");
    Path op = folder.resolve("op.json");
    Files.writeString(op, "{\"instant-time\": \"soon\"}");

    CliRun badFile = CliRun.of("replay", table(step), "--op", op.toString());
    CliRun completed = CliRun.of("replay", table(step), "--instant", step.get("other").asText());
    CliRun neither = CliRun.of("replay", table(step));

    assertThat(badFile.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(badFile.err().strip())
        .isEqualTo(
            "tablescope: " + op + ": instant-time must be yyyyMMddHHmmss[SSS] digits, not 'soon'");
    assertThat(completed.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(completed.err())
        .contains("instant " + step.get("other").asText() + " has completed");
    assertThat(neither.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
  }

  @Test
  void anInstantOnATableOfAnotherFormatIsBadInput() {
    String orders = Path.of("demo-warehouse/sales/orders").toAbsolutePath().toString();

    CliRun run = CliRun.of("replay", orders, "--instant", "20260101000000000");

    assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(run.err()).contains("is not a Hudi table: replay takes --op OP.json");
  }

  /**
   * An operation file turning early conflict detection on for a pending instant of the {@code
   * early-conflicts} scenario, where Hudi's second writer met the first's markers.
   */
  private Path earlyOperationFile(JsonNode step) throws Exception {
    Path op = folder.resolve("early.json");
    Files.writeString(
        op,
        "{\"instant-time\": \""
            + step.get("race").get("instant").asText()
            + "\", \"early-conflict-detection\": true}");
    return op;
  }

  private static JsonNode earlyStep(HudiOracleTables.Scenario early, String name) {
    for (JsonNode step : early.steps().get("steps")) {
      if (step.get("name").asText().equals(name)) {
        return step;
      }
    }
    throw new AssertionError(name);
  }

  @Test
  void aWriterMeetingAnotherWritersMarkersIsHudisEarlyConflictInTextAndJson() throws Exception {
    HudiOracleTables.Scenario early = HudiOracleTables.scenario("early-conflicts");
    JsonNode step = earlyStep(early, "overlap");
    String table = early.table().resolveSibling(step.get("table").asText()).toString();
    Path op = earlyOperationFile(step);
    String other = step.get("other").asText();

    CliRun text = CliRun.of("replay", table, "--op", op.toString());
    CliRun json = CliRun.of("replay", table, "--op", op.toString(), "--json");

    assertThat(text.exitCode()).isEqualTo(ExitCodes.FAILS);
    assertThat(text.out().lines().findFirst())
        .hasValue(
            "Would fail early: HoodieEarlyConflictDetectionException: "
                + step.get("race").get("message").asText());
    assertThat(text.out())
        .contains("  caused by the markers of " + other)
        .contains("Early conflict detection (SimpleDirectMarkerBasedDetectionStrategy): 1 writer")
        .contains("  FAIL  markers " + other + ": overlap on ");
    assertThat(json.exitCode()).isEqualTo(ExitCodes.FAILS);
    JsonNode result = JSON.readTree(json.out());
    assertThat(result.get("outcome").asText()).isEqualTo("fail");
    JsonNode failure = result.get("failures").get(0);
    assertThat(failure.get("check").asText()).isEqualTo("early-conflict");
    assertThat(failure.get("exception").asText())
        .isEqualTo("HoodieEarlyConflictDetectionException");
    assertThat(failure.get("message").asText()).isEqualTo(step.get("race").get("message").asText());
    assertThat(failure.get("instants").get(0).asText()).isEqualTo(other);
    assertThat(failure.get("file-groups")).hasSize(step.get("overlap").size());
    JsonNode detection = result.get("early-conflict-detection");
    assertThat(detection.get("strategy").asText())
        .isEqualTo("org.apache.hudi.table.marker.SimpleDirectMarkerBasedDetectionStrategy");
    assertThat(detection.get("checks").get(0).get("passed").asBoolean()).isFalse();
  }

  @Test
  void aWriterAwayFromTheOtherWritersMarkersPassesAsHudiLetItWrite() throws Exception {
    HudiOracleTables.Scenario early = HudiOracleTables.scenario("early-conflicts");
    JsonNode step = earlyStep(early, "other-partitions");
    String table = early.table().resolveSibling(step.get("table").asText()).toString();

    CliRun run = CliRun.of("replay", table, "--op", earlyOperationFile(step).toString(), "--json");

    assertThat(step.get("race").get("verdict").asText()).isEqualTo("committed");
    assertThat(run.exitCode()).isEqualTo(ExitCodes.OK);
    JsonNode result = JSON.readTree(run.out());
    assertThat(result.get("failures")).isEmpty();
    assertThat(result.get("early-conflict-detection").get("checks").get(0).get("verdict").asText())
        .isEqualTo("no overlap");
  }

  @Test
  void withoutEarlyConflictDetectionTheFieldIsNull() throws Exception {
    JsonNode step = step("overlap-v8");

    CliRun run =
        CliRun.of(
            "replay", table(step), "--instant", step.get("race").get("instant").asText(), "--json");

    assertThat(JSON.readTree(run.out()).get("early-conflict-detection").isNull()).isTrue();
  }
}
