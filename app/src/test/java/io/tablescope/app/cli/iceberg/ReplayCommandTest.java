package io.tablescope.app.cli.iceberg;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tablescope.app.cli.CliRun;
import io.tablescope.app.cli.common.ExitCodes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The replay command's contract: its exit codes, its JSON, and bad operation files. */
class ReplayCommandTest {
  private static final String CUSTOMERS =
      Path.of("demo-warehouse/sales/customers").toAbsolutePath().toString();

  private static final String ORDERS =
      Path.of("demo-warehouse/sales/orders").toAbsolutePath().toString();

  @TempDir Path folder;

  private long ref(String name) throws IOException {
    JsonNode summary = new ObjectMapper().readTree(CliRun.of("summary", CUSTOMERS, "--json").out());
    return summary.at("/refs/" + name + "/snapshot-id").asLong();
  }

  private Path op(String json) throws IOException {
    return Files.writeString(folder.resolve("op.json"), json);
  }

  @Test
  void aFailingReplayExitsOneAndItsFirstFailureIsTheVerdict() throws IOException {
    Path op = op("{\"snapshot-id\": " + ref("proposal-compaction") + "}");

    CliRun json = CliRun.of("replay", CUSTOMERS, "--op", op.toString(), "--json");
    CliRun text = CliRun.of("replay", CUSTOMERS, "--op", op.toString());

    assertThat(json.exitCode()).isEqualTo(1);
    assertThat(text.exitCode()).isEqualTo(1);
    JsonNode result = new ObjectMapper().readTree(json.out());
    assertThat(result.get("outcome").asText()).isEqualTo("fail");
    JsonNode first = result.at("/failures/0");
    assertThat(text.out())
        .contains(
            "Would fail: "
                + first.get("exception").asText()
                + ": "
                + first.get("message").asText());
    assertThat(first.get("writer").asText()).startsWith("Spark application ");
    assertThat(result.get("checks"))
        .anySatisfy(check -> assertThat(check.get("passed").asBoolean()).isFalse());
  }

  /**
   * On the demo's orders, the copy-on-write update read the end-of-day tag; an overwrite and then
   * an append, both adding files anywhere in the table, followed it on main (issue 8).
   */
  @Test
  void everyCommitThatAddedConflictingFilesIsACauseOldestFirst() throws IOException {
    long overwrite = 1202633749151568207L;
    long append = 2487190091425161575L;
    Path op = op("{\"snapshot-id\": 6357860623952725827, \"isolation\": \"serializable\"}");

    CliRun json = CliRun.of("replay", ORDERS, "--op", op.toString(), "--json");
    CliRun text = CliRun.of("replay", ORDERS, "--op", op.toString());

    JsonNode result = new ObjectMapper().readTree(json.out());
    JsonNode first = result.at("/failures/0");
    assertThat(first.get("check").asText()).isEqualTo("validateAddedDataFiles");
    assertThat(first.get("snapshot-id").asLong()).isEqualTo(overwrite);
    assertThat(first.get("snapshot-ids"))
        .extracting(JsonNode::asLong)
        .containsExactly(overwrite, append);
    List<String> files = new ArrayList<>();
    first.get("files").forEach(file -> files.add(file.asText()));
    assertThat(first.get("causes"))
        .allSatisfy(
            cause ->
                assertThat(cause.get("files"))
                    .isNotEmpty()
                    .allSatisfy(file -> assertThat(files).contains(file.asText())));
    assertThat(first.at("/causes/0/operation").asText()).isEqualTo("overwrite");
    assertThat(first.at("/causes/1/operation").asText()).isEqualTo("append");
    assertThat(result.get("last-committable-snapshot-id").asLong()).isEqualTo(2829019542671131730L);
    assertThat(text.out())
        .contains("  caused by snapshot " + overwrite + " (overwrite, ")
        .contains("         and snapshot " + append + " (append, ")
        .contains("why: Snapshot " + overwrite + " (overwrite) added ")
        .contains("It would still have committed on top of snapshot 2829019542671131730.");
  }

  /**
   * The demo's compaction of customers fails on a concurrent delete of a row it rewrites, while
   * every file it compacts is still live: rebasing onto the head is a fix, printed as verified, and
   * the operation file rewritten with the fix's fields from {@code --json} commits when replayed
   * again. The orders overwrite's file is gone from the head, so no rebase is offered for it.
   */
  @Test
  void eachProvenFixCommitsWhenReplayedWithItsChange() throws IOException {
    long compaction = ref("proposal-compaction");
    Path op = op("{\"snapshot-id\": " + compaction + "}");

    JsonNode result =
        new ObjectMapper()
            .readTree(CliRun.of("replay", CUSTOMERS, "--op", op.toString(), "--json").out());
    String text = CliRun.of("replay", CUSTOMERS, "--op", op.toString()).out();

    assertThat(result.get("fixes"))
        .as(text)
        .extracting(fix -> fix.get("kind").asText())
        .containsExactly("rebase");
    JsonNode rebase = result.at("/fixes/0");
    assertThat(rebase.get("verified").asBoolean()).isTrue();
    assertThat(rebase.get("base-snapshot-id").asLong())
        .isEqualTo(result.get("parent-snapshot-id").asLong());
    assertThat(rebase.get("checks"))
        .isNotEmpty()
        .allSatisfy(check -> assertThat(check.get("passed").asBoolean()).isTrue());
    assertThat(text).contains("Would pass (verified): rebase, " + rebase.get("change").asText());
    ObjectNode changed = new ObjectMapper().createObjectNode();
    changed.put("snapshot-id", compaction);
    changed.set("base-snapshot-id", rebase.get("base-snapshot-id"));
    Path fixed = op(changed.toString());
    assertThat(CliRun.of("replay", CUSTOMERS, "--op", fixed.toString()).exitCode()).isZero();

    JsonNode orders =
        replayJson("{\"snapshot-id\": 6357860623952725827, \"isolation\": \"serializable\"}");
    assertThat(orders.get("fixes")).isEmpty();
    assertThat(orders.get("withheld-fixes"))
        .extracting(JsonNode::asText)
        .anySatisfy(reason -> assertThat(reason).startsWith("No rebase onto snapshot "));
  }

  @Test
  void anAppendAlwaysCommits() throws IOException {
    Path op =
        op("{\"snapshot-id\": " + ref("proposal-compaction") + ", \"operation\": \"append\"}");

    CliRun run = CliRun.of("replay", CUSTOMERS, "--op", op.toString(), "--json");

    assertThat(run.exitCode()).isZero();
    JsonNode result = new ObjectMapper().readTree(run.out());
    assertThat(result.get("outcome").asText()).isEqualTo("pass");
    assertThat(result.get("last-committable-snapshot-id").asLong())
        .isEqualTo(result.get("parent-snapshot-id").asLong());
  }

  @Test
  void aBadOperationFileIsBadInputNamingTheFileAndTheField() throws IOException {
    Path op =
        op(
            "{\"snapshot-id\": "
                + ref("proposal-compaction")
                + ", \"conflict-filter\": \"colour = 'red'\"}");

    CliRun run = CliRun.of("replay", CUSTOMERS, "--op", op.toString());

    assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(run.err())
        .startsWith("tablescope: " + op + ": conflict-filter: no column 'colour' in the table");
  }

  @Test
  void anUnknownValidationIsBadInput() throws IOException {
    Path op =
        op(
            "{\"snapshot-id\": "
                + ref("proposal-compaction")
                + ", \"operation\": \"overwrite\", \"validations\": [\"validateNoConflictingDataFiles\"]}");

    CliRun run = CliRun.of("replay", CUSTOMERS, "--op", op.toString());

    assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(run.err())
        .contains("validations: overwrite has no 'validateNoConflictingDataFiles'; it accepts");
  }

  /**
   * On the demo's orders, a conflict filter naming {@code REGION} binds to {@code region} only with
   * {@code "case-sensitive": false}; case-sensitively it fails with Iceberg's message once a check
   * evaluates it against the concurrent commits' files.
   */
  @Test
  void aColumnInAnotherCaseBindsOnlyWhenCaseInsensitive() throws IOException {
    String proposal = "{\"snapshot-id\": 6357860623952725827, \"isolation\": \"serializable\", ";

    JsonNode lower = replayJson(proposal + "\"conflict-filter\": \"region = 'EU'\"}");
    JsonNode insensitive =
        replayJson(proposal + "\"conflict-filter\": \"REGION = 'EU'\", \"case-sensitive\": false}");
    JsonNode sensitive = replayJson(proposal + "\"conflict-filter\": \"REGION = 'EU'\"}");

    assertThat(lower.at("/failures/0/message").asText())
        .startsWith(
            "Found conflicting files that can contain records matching ref(name=\"region\")");
    assertThat(insensitive.get("outcome")).isEqualTo(lower.get("outcome"));
    assertThat(insensitive.at("/failures/0/message").asText().replace("REGION", "region"))
        .isEqualTo(lower.at("/failures/0/message").asText());
    assertThat(sensitive.get("outcome").asText()).isEqualTo("fail");
    assertThat(sensitive.at("/failures/0/message").asText())
        .startsWith("Cannot find field 'REGION' in struct: struct<1: order_id: required long, ");
  }

  @Test
  void aRowFilterOnAnOperationWithoutOneIsBadInput() throws IOException {
    Path op =
        op(
            "{\"snapshot-id\": 6357860623952725827, \"operation\": \"row-delta\","
                + " \"row-filter\": \"region = 'EU'\"}");

    CliRun run = CliRun.of("replay", ORDERS, "--op", op.toString());

    assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(run.err()).contains("row-filter: row-delta takes no row filter");
  }

  private JsonNode replayJson(String operation) throws IOException {
    Path op = op(operation);
    return new ObjectMapper()
        .readTree(CliRun.of("replay", ORDERS, "--op", op.toString(), "--json").out());
  }

  @Test
  void aMissingOperationFileIsBadInput() {
    CliRun run = CliRun.of("replay", CUSTOMERS, "--op", folder.resolve("nope.json").toString());

    assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(run.err())
        .isEqualTo(
            "tablescope: "
                + folder.resolve("nope.json")
                + ": no such file or folder"
                + System.lineSeparator());
  }
}
