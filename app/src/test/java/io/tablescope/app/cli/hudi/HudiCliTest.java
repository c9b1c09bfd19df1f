package io.tablescope.app.cli.hudi;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.app.cli.CliRun;
import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.format.testing.hudi.HudiOracleTables;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The commands on the demo warehouse's Hudi table, answered as Hudi's own API answers it: the
 * timeline of {@code summary}, the slices of {@code tree}, the ranges of {@code changes}, and the
 * refusals of what Hudi's tables do not offer.
 */
class HudiCliTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static HudiOracleTables.Scenario demo;
  private static String table;

  @BeforeAll
  static void answer() {
    demo = HudiOracleTables.scenario(HudiOracleTables.DEMO);
    table = demo.table().toString();
  }

  @Test
  void summaryListsTheActiveTimelineInHudisOrder() throws Exception {
    CliRun run = CliRun.of("summary", table, "--json");
    assertThat(run.exitCode()).isEqualTo(ExitCodes.OK);
    JsonNode summary = JSON.readTree(run.out());
    assertThat(summary.get("format").asText()).isEqualTo("hudi");
    assertThat(summary.get("table-type").asText()).isEqualTo("MERGE_ON_READ");
    List<String> ours = new ArrayList<>();
    summary
        .get("instants")
        .forEach(
            i ->
                ours.add(
                    i.get("requested-time").asText()
                        + " "
                        + i.get("action").asText()
                        + " "
                        + i.get("state").asText()
                        + " "
                        + i.get("completion-time").asText(null)));
    List<String> hudi = new ArrayList<>();
    demo.answers()
        .get("activeTimeline")
        .forEach(
            i ->
                hudi.add(
                    i.get("requestedTime").asText()
                        + " "
                        + i.get("action").asText()
                        + " "
                        + i.get("state").asText()
                        + " "
                        + (i.get("state").asText().equals("COMPLETED")
                            ? i.get("completionTime").asText()
                            : null)));
    assertThat(ours).isEqualTo(hudi);

    CliRun text = CliRun.of("summary", table);
    assertThat(text.out()).contains("MERGE_ON_READ", "compaction     REQUESTED", "INFLIGHT");
  }

  /**
   * At each completed instant, the slices Hudi's view gives, less the logs its reader drops: those
   * requested after the instant (a version 8 log is named after its delta commit).
   */
  @Test
  void treeAtEachInstantOpensHudisSlicesWithTheLogsItsReaderMerges() throws Exception {
    int checked = 0;
    for (JsonNode view : demo.answers().get("views")) {
      String instant = view.get("instant").asText();
      if (instant.equals("latest")) {
        continue;
      }
      CliRun run = CliRun.of("tree", table, "--instant", instant, "--json");
      assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.OK);
      JsonNode tree = JSON.readTree(run.out());
      assertThat(tree.get("instant").asText()).isEqualTo(instant);
      List<String> ours = new ArrayList<>();
      tree.get("file-slices")
          .forEach(
              slice ->
                  ours.add(
                      line(
                          slice.get("partition"),
                          slice.get("file-id"),
                          slice.get("base-file"),
                          logs(slice.get("log-files"), null, false))));
      List<String> hudi = new ArrayList<>();
      view.get("snapshot")
          .forEach(
              slice ->
                  hudi.add(
                      line(
                          slice.get("partition"),
                          slice.get("fileId"),
                          slice.get("baseFile"),
                          logs(slice.get("logFiles"), instant, true))));
      ours.sort(null);
      hudi.sort(null);
      assertThat(ours).as("slices at %s", instant).isEqualTo(hudi);
      checked++;
    }
    assertThat(checked).isGreaterThan(5);
  }

  @Test
  void aReadOptimizedReadAtEachInstantOpensHudisBaseFilesAlone() throws Exception {
    for (JsonNode view : demo.answers().get("views")) {
      String instant = view.get("instant").asText();
      if (instant.equals("latest")) {
        continue;
      }
      CliRun run =
          CliRun.of("files", table, "--instant", instant, "--query", "read-optimized", "--json");
      assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.OK);
      JsonNode files = JSON.readTree(run.out());
      assertThat(files.get("query").asText()).isEqualTo("read-optimized");
      List<String> ours = new ArrayList<>();
      files
          .get("files")
          .forEach(
              file -> ours.add(file.get("content").asText() + " " + file.get("path").asText()));
      List<String> hudi = new ArrayList<>();
      view.get("readOptimized")
          .forEach(
              base ->
                  hudi.add(
                      "data "
                          + base.get("partition").asText()
                          + "/"
                          + base.get("baseFile").asText()));
      ours.sort(null);
      hudi.sort(null);
      assertThat(ours).as("base files at %s", instant).isEqualTo(hudi);
    }
    CliRun iceberg = CliRun.of("files", "demo-warehouse/sales/orders", "--query", "read-optimized");
    assertThat(iceberg.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(iceberg.err().strip())
        .isEqualTo(
            "tablescope: demo-warehouse/sales/orders is an Iceberg table: --query takes snapshot,"
                + " not read-optimized");
  }

  @Test
  void changesReadsHudisIncrementalRanges() throws Exception {
    for (JsonNode range : demo.answers().get("incremental")) {
      CliRun run =
          CliRun.of(
              "changes",
              table,
              "--from",
              range.get("startCompletionTime").asText(),
              "--to",
              range.get("endCompletionTime").asText(),
              "--json");
      assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.OK);
      JsonNode changes = JSON.readTree(run.out());
      assertThat(changes.get("range-basis").asText()).isEqualTo("completion-time");
      List<String> instants = new ArrayList<>();
      changes.get("instants").forEach(i -> instants.add(i.get("requested-time").asText()));
      assertThat(instants).isEqualTo(texts(range.get("instants")));
      assertThat(texts(changes.get("files-read"))).isEqualTo(texts(range.get("files")));
    }
  }

  @Test
  void changesFromTheStartNamesTheFilesTheCleanDeleted() throws Exception {
    CliRun json = CliRun.of("changes", table, "--from", "0", "--json");
    assertThat(json.exitCode()).as(json.err()).isEqualTo(ExitCodes.OK);
    JsonNode changes = JSON.readTree(json.out());
    List<String> gone = new ArrayList<>();
    for (String file : texts(changes.get("files-read"))) {
      if (!Files.exists(demo.table().resolve(file))) {
        gone.add(file);
      }
    }
    assertThat(gone).isNotEmpty();
    JsonNode warning = changes.get("warnings").get(0);
    assertThat(changes.get("warnings")).hasSize(1);
    assertThat(warning.get("kind").asText()).isEqualTo("files-cleaned");
    assertThat(texts(warning.get("items"))).isEqualTo(gone);

    CliRun text = CliRun.of("changes", table, "--from", "0");
    assertThat(text.out().lines().skip(1).findFirst())
        .hasValue("  Warning: " + warning.get("message").asText());
  }

  @Test
  void whatHudisTablesDoNotOfferIsRefusedNamingWhatTheyDo() {
    CliRun publish = CliRun.of("publish", table, "--branch", "audit");
    assertThat(publish.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(publish.err().strip())
        .isEqualTo(
            "tablescope: publish reads Iceberg tables; "
                + table
                + " is a Hudi table, which offers summary, files, diff, tree, replay, definition,"
                + " changes, as-of, health, check, expire, orphans, find, file");
    CliRun version = CliRun.of("tree", table, "--version", "3");
    assertThat(version.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(version.err().strip())
        .isEqualTo(
            "tablescope: "
                + table
                + " is a Hudi table: name an instant with --instant, not a snapshot, ref or"
                + " version");
    CliRun missing = CliRun.of("tree", table, "--instant", "20000101000000000");
    assertThat(missing.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(missing.err()).contains("no instant 20000101000000000 on the active timeline");
  }

  private static String line(
      JsonNode partition, JsonNode fileId, JsonNode base, List<String> logs) {
    return partition.asText() + " " + fileId.asText() + " " + base.asText(null) + " " + logs;
  }

  /**
   * Log names oldest first; Hudi's come newest first, and its reader skips those after the instant.
   */
  private static List<String> logs(JsonNode names, String instant, boolean hudisOrder) {
    List<String> logs = new ArrayList<>();
    for (JsonNode name : names) {
      String log = name.asText();
      String written = log.substring(log.indexOf('_') + 1, log.indexOf(".log."));
      if (instant == null || written.compareTo(instant) <= 0) {
        logs.add(log);
      }
    }
    if (hudisOrder) {
      java.util.Collections.reverse(logs);
    }
    return logs;
  }

  private static List<String> texts(JsonNode array) {
    List<String> texts = new ArrayList<>();
    array.forEach(item -> texts.add(item.asText()));
    return texts;
  }
}
