package io.tablescope.app.cli.delta;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.delta.standalone.Operation;
import io.delta.standalone.OptimisticTransaction;
import io.delta.standalone.actions.Action;
import io.delta.standalone.actions.AddFile;
import io.delta.standalone.actions.RemoveFile;
import io.delta.standalone.exceptions.DeltaConcurrentModificationException;
import io.delta.standalone.expressions.EqualTo;
import io.delta.standalone.expressions.Literal;
import io.tablescope.app.cli.CliRun;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code replay} on Delta tables: real delta-standalone 3.3.2 transactions race, and the CLI's
 * verdict on the loser's operation file (exit code, exception class, the message's first line) must
 * be the one the loser's commit got from the oracle.
 */
class DeltaReplayCommandTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path dir;
  private DeltaTableWriter writer;
  private Path table;

  @BeforeEach
  void createTable() {
    table = dir.resolve("t");
    writer = DeltaTableWriter.create(table, List.of("color"), Map.of());
    writer.append("red", "blue");
  }

  @Test
  void anAppendInThePartitionReadFailsAsDeltaDoes() throws IOException {
    OptimisticTransaction loser = writer.log().startTransaction();
    loser.markFilesAsRead(
        new EqualTo(loser.metadata().getSchema().column("color"), Literal.of("red")));
    AddFile ours = newFile("red");
    long winner = writer.append("red");
    Path op = operationFile("\"color = 'red'\"", add(ours));

    CliRun json = CliRun.of("replay", table.toString(), "--op", op.toString(), "--json");
    CliRun text = CliRun.of("replay", table.toString(), "--op", op.toString());
    DeltaConcurrentModificationException raised = lose(loser, List.of(ours));

    assertThat(raised).isNotNull();
    assertThat(json.exitCode()).isEqualTo(1);
    JsonNode result = JSON.readTree(json.out());
    assertThat(result.get("outcome").asText()).isEqualTo("fail");
    JsonNode failure = result.at("/failures/0");
    assertThat(failure.get("exception").asText()).isEqualTo(raised.getClass().getSimpleName());
    assertThat(firstLine(failure.get("message").asText())).isEqualTo(firstLine(raised));
    assertThat(failure.get("version").asLong()).isEqualTo(winner);
    assertThat(failure.get("check").asText())
        .isEqualTo("checkForAddedFilesThatShouldHaveBeenReadByCurrentTxn");
    assertThat(failure.get("depends-on-read-predicate").asBoolean()).isTrue();
    assertThat(failure.get("explanation").asText()).isNotBlank();
    assertThat(result.get("checks"))
        .anySatisfy(check -> assertThat(check.get("passed").asBoolean()).isFalse())
        .allSatisfy(check -> assertThat(check.get("version").asLong()).isEqualTo(winner));
    assertThat(result.get("predicate-dependence").asText()).contains("color = 'red'");

    assertThat(text.exitCode()).isEqualTo(1);
    List<String> lines = text.out().lines().toList();
    assertThat(lines.get(0))
        .isEqualTo("Would fail: " + raised.getClass().getSimpleName() + ": " + firstLine(raised));
    assertThat(lines.get(1)).isEqualTo("  caused by version " + winner + " (WRITE)" + writtenBy());
    assertThat(text.out())
        .contains("  why: " + failure.get("explanation").asText())
        .contains("  FAIL  checkForAddedFilesThatShouldHaveBeenReadByCurrentTxn against version")
        .contains("  pass  checkNoMetadataUpdates against version " + winner)
        .contains(result.get("predicate-dependence").asText());
  }

  @Test
  void aBlindAppendBesideAnAppendCommitsAsDeltaLetsIt() throws IOException {
    OptimisticTransaction loser = writer.log().startTransaction();
    AddFile ours = newFile("red");
    writer.append("red");
    Path op = operationFile("null", add(ours));

    CliRun json = CliRun.of("replay", table.toString(), "--op", op.toString(), "--json");
    CliRun text = CliRun.of("replay", table.toString(), "--op", op.toString());
    DeltaConcurrentModificationException raised = lose(loser, List.of(ours));

    assertThat(raised).isNull();
    assertThat(json.exitCode()).isZero();
    JsonNode result = JSON.readTree(json.out());
    assertThat(result.get("outcome").asText()).isEqualTo("pass");
    assertThat(result.get("failures")).isEmpty();
    assertThat(result.get("checks")).isNotEmpty();
    assertThat(text.exitCode()).isZero();
    assertThat(text.out()).startsWith("Would commit: no conflict with version 2");
  }

  @Test
  void removingAFileAConcurrentDeleteRemovedFailsAsDeltaDoes() throws IOException {
    OptimisticTransaction loser = writer.log().startTransaction();
    RemoveFile ours = liveFile("color=red").remove(System.currentTimeMillis(), true);
    long winner = writer.removeWhere("color=red");
    Path op =
        operationFile(
            "null",
            "{\"remove\": {\"path\": "
                + JSON.writeValueAsString(ours.getPath())
                + ", \"deletionTimestamp\": 1, \"dataChange\": true}}");

    CliRun json = CliRun.of("replay", table.toString(), "--op", op.toString(), "--json");
    DeltaConcurrentModificationException raised = lose(loser, List.of(ours));

    assertThat(raised).isNotNull();
    assertThat(json.exitCode()).isEqualTo(1);
    JsonNode failure = JSON.readTree(json.out()).at("/failures/0");
    assertThat(failure.get("exception").asText()).isEqualTo(raised.getClass().getSimpleName());
    assertThat(firstLine(failure.get("message").asText())).isEqualTo(firstLine(raised));
    assertThat(failure.get("version").asLong()).isEqualTo(winner);
    assertThat(failure.get("depends-on-read-predicate").asBoolean()).isFalse();
  }

  @Test
  void anOperationFileWithoutReadVersionIsBadInputNamingTheFile() throws IOException {
    Path op =
        Files.writeString(
            dir.resolve("bad.op.json"), "{\"isolation\": \"Serializable\", \"actions\": []}");

    CliRun run = CliRun.of("replay", table.toString(), "--op", op.toString(), "--json");

    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.out()).isEmpty();
    assertThat(run.err().lines()).hasSize(1);
    assertThat(run.err()).contains(op.toString()).contains("read-version");
  }

  @Test
  void anOperationFileThatIsNotJsonIsBadInputNamingTheFile() throws IOException {
    Path op = Files.writeString(dir.resolve("broken.op.json"), "{\"read-version\": 1,");

    CliRun run = CliRun.of("replay", table.toString(), "--op", op.toString());

    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err().lines()).hasSize(1);
    assertThat(run.err()).startsWith("tablescope: " + op);
  }

  @Test
  void aMissingOperationFileIsBadInputNamingTheFile() {
    Path op = dir.resolve("absent.op.json");

    CliRun run = CliRun.of("replay", table.toString(), "--op", op.toString());

    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains(op.toString());
  }

  private AddFile newFile(String color) {
    return new AddFile(
        "color=" + color + "/loser-" + System.nanoTime() + ".parquet",
        Map.of("color", color),
        321,
        System.currentTimeMillis(),
        true,
        null,
        null);
  }

  private AddFile liveFile(String pathContains) {
    return writer.log().update().getAllFiles().stream()
        .filter(add -> add.getPath().contains(pathContains))
        .findFirst()
        .orElseThrow();
  }

  private static String add(AddFile file) throws IOException {
    return "{\"add\": {\"path\": "
        + JSON.writeValueAsString(file.getPath())
        + ", \"partitionValues\": "
        + JSON.writeValueAsString(file.getPartitionValues())
        + ", \"size\": "
        + file.getSize()
        + ", \"modificationTime\": "
        + file.getModificationTime()
        + ", \"dataChange\": true}}";
  }

  /** The loser's operation file: it read version 1 with the given predicate (JSON). */
  private Path operationFile(String readPredicate, String... actions) throws IOException {
    return Files.writeString(
        dir.resolve("loser.op.json"),
        "{\"read-version\": 1, \"isolation\": \"Serializable\", \"read-predicate\": "
            + readPredicate
            + ", \"actions\": ["
            + String.join(", ", actions)
            + "]}");
  }

  /** Commits the loser; the exception Delta raised, or null when it committed. */
  private static DeltaConcurrentModificationException lose(
      OptimisticTransaction txn, List<? extends Action> actions) {
    try {
      txn.commit(actions, new Operation(Operation.Name.WRITE), "loser");
      return null;
    } catch (DeltaConcurrentModificationException e) {
      return e;
    }
  }

  /** How the winner's writer shows in the text, as the log records it. */
  private String writtenBy() throws IOException {
    JsonNode info =
        JSON.readTree(
                Files.readAllLines(table.resolve("_delta_log/00000000000000000002.json")).get(0))
            .get("commitInfo");
    return info.hasNonNull("engineInfo") ? " written by " + info.get("engineInfo").asText() : "";
  }

  private static String firstLine(Throwable raised) {
    return firstLine(raised.getMessage());
  }

  private static String firstLine(String message) {
    return message.lines().findFirst().orElse("");
  }
}
