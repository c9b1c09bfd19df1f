package io.tablescope.app.cli.hudi;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.app.cli.CliRun;
import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.format.testing.hudi.HudiOracleTables;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * {@code expire} and {@code orphans} on tables Hudi 1.0.1 wrote: the files deleted and instants
 * moved as Hudi's cleaner and archiver plan them, the failed write's files as its markers name
 * them, in JSON and text; and the other format's options refused.
 */
class HudiMaintenanceCliTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  private static String table(String scenario) {
    return HudiOracleTables.scenario(scenario).table().toString();
  }

  private static JsonNode plan(String scenario, String policy, int retained) {
    for (JsonNode plan : HudiOracleTables.cleanAnswers(scenario).get("plans")) {
      if (plan.get("policy").asText().equals(policy) && plan.get("retained").asInt() == retained) {
        return plan;
      }
    }
    throw new AssertionError("no plan " + policy + " " + retained);
  }

  @Test
  void expireJsonDeletesWhatHudisCleanerPlansAndMovesWhatItsArchiverPicks() throws Exception {
    String table = table("cow-v8");
    CliRun run =
        CliRun.of(
            "expire",
            table,
            "--policy",
            "keep_latest_file_versions",
            "--retain",
            "1",
            "--keep-min",
            "2",
            "--keep-max",
            "3",
            "--json");
    assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.OK);
    JsonNode out = JSON.readTree(run.out());
    JsonNode clean = out.get("clean");
    assertThat(clean.get("policy").asText()).isEqualTo("KEEP_LATEST_FILE_VERSIONS");
    assertThat(clean.get("policy-source").asText()).isEqualTo("given");
    Set<String> hudi = new TreeSet<>();
    plan("cow-v8", "KEEP_LATEST_FILE_VERSIONS", 1)
        .get("files")
        .forEach(files -> files.forEach(path -> hudi.add(path.asText())));
    assertThat(hudi).isNotEmpty();
    assertThat(texts(clean.get("deleted-files"))).containsExactlyInAnyOrderElementsOf(hudi);
    long bytes = 0;
    for (JsonNode slice : clean.get("slices")) {
      if (slice.get("action").asText().equals("delete")) {
        bytes += slice.get("bytes").asLong();
        for (JsonNode file : slice.get("files")) {
          assertThat(Path.of(table, file.get("path").asText()).toFile().length())
              .isEqualTo(file.get("size").asLong());
        }
      }
      assertThat(slice.get("reason").asText()).isNotBlank();
    }
    assertThat(clean.get("bytes").asLong()).isEqualTo(bytes).isPositive();
    assertThat(out.get("archival").get("keep-min").asInt()).isEqualTo(2);
    assertThat(out.get("note").asText()).isEqualTo("Preview only: nothing was deleted.");
  }

  @Test
  void expireJsonArchivesTheInstantsHudisArchiverPicks() throws Exception {
    CliRun run =
        CliRun.of(
            "expire",
            table("mor-v8"),
            "--retain",
            "1",
            "--keep-min",
            "2",
            "--keep-max",
            "3",
            "--json");
    assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.OK);
    Set<String> ours = new TreeSet<>();
    JSON.readTree(run.out())
        .get("archival")
        .get("instants")
        .forEach(instant -> ours.add(instant.get("instant").asText()));
    Set<String> hudi =
        new TreeSet<>(
            texts(HudiOracleTables.cleanAnswers("mor-v8").get("archival").get("instants")));
    assertThat(hudi).isNotEmpty();
    assertThat(ours).isEqualTo(hudi);
  }

  @Test
  void expireTextSaysWhatGoesAndWhy() {
    String table = table("cow-v8");
    CliRun run = CliRun.of("expire", table, "--policy", "KEEP_LATEST_COMMITS", "--retain", "1");
    assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.OK);
    JsonNode plan = plan("cow-v8", "KEEP_LATEST_COMMITS", 1);
    List<String> lines = run.out().lines().toList();
    assertThat(lines.get(0)).isEqualTo("Preview only: nothing was deleted.");
    assertThat(lines.get(1)).isEqualTo("Clean policy: KEEP_LATEST_COMMITS  (given)");
    assertThat(lines.get(2)).isEqualTo("Retained:     1 commits  (given)");
    assertThat(lines.get(3))
        .isEqualTo("Earliest commit to retain: " + plan.get("earliestCommitToRetain").asText());
    List<String> hudi = new ArrayList<>();
    plan.get("files").forEach(files -> files.forEach(path -> hudi.add(path.asText())));
    assertThat(lines.get(5)).startsWith("Files it would delete (" + hudi.size() + ", ");
    for (String path : hudi) {
      assertThat(lines).contains("      " + path);
    }
    assertThat(lines)
        .anyMatch(line -> line.startsWith("  delete  ") && line.contains("file group replaced by"));
    assertThat(lines)
        .anyMatch(
            line ->
                line.startsWith("  keep    ") && line.endsWith("the file group's latest slice"));
    assertThat(lines)
        .anyMatch(line -> line.startsWith("Archival (keep.min.commits 20, keep.max.commits 30"));
  }

  @Test
  void orphansAreTheFailedWritesFilesAsItsMarkersNameThem() throws Exception {
    String table = table("inflight-v8");
    Set<String> hudi = new TreeSet<>();
    HudiOracleTables.cleanAnswers("inflight-v8")
        .get("pendingWriteFiles")
        .forEach(files -> files.forEach(path -> hudi.add(path.asText())));
    assertThat(hudi).isNotEmpty();

    CliRun json = CliRun.of("orphans", table, "--json");
    assertThat(json.exitCode()).as(json.err()).isEqualTo(ExitCodes.OK);
    JsonNode out = JSON.readTree(json.out());
    Set<String> ours = new TreeSet<>();
    long bytes = 0;
    for (JsonNode orphan : out.get("orphans")) {
      ours.add(orphan.get("path").asText());
      bytes += orphan.get("size").asLong();
      assertThat(orphan.get("reason").asText()).endsWith("the write never completed");
    }
    assertThat(ours).isEqualTo(hudi);
    assertThat(out.get("bytes").asLong()).isEqualTo(bytes);

    CliRun text = CliRun.of("orphans", table);
    List<String> lines = text.out().lines().toList();
    assertThat(lines.get(0)).isEqualTo("Preview only: nothing was deleted.");
    assertThat(lines.get(2)).startsWith("Orphans (" + hudi.size() + ", ");
    for (String path : hudi) {
      assertThat(lines).anyMatch(line -> line.endsWith("  " + path));
    }
  }

  @Test
  void theOtherFormatsOptionsAreRefused() {
    String hudi = table("cow-v8");
    CliRun olderThan = CliRun.of("expire", hudi, "--older-than", "0");
    assertThat(olderThan.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(olderThan.err().strip())
        .isEqualTo(
            "tablescope: "
                + hudi
                + " is a Hudi table: expire takes --policy, --retain, --keep-min and --keep-max;"
                + " --older-than and --retain-last are Iceberg's");
    CliRun orphans = CliRun.of("orphans", hudi, "--older-than", "0");
    assertThat(orphans.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(orphans.err()).contains("is a Hudi table: orphans takes no --older-than");
    CliRun policy = CliRun.of("expire", hudi, "--policy", "KEEP_EVERYTHING");
    assertThat(policy.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(policy.err()).contains("no Hudi cleaner policy KEEP_EVERYTHING");

    String iceberg = Path.of("demo-warehouse/sales/orders").toAbsolutePath().toString();
    CliRun hudiOptions = CliRun.of("expire", iceberg, "--policy", "KEEP_LATEST_COMMITS");
    assertThat(hudiOptions.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(hudiOptions.err().strip())
        .isEqualTo(
            "tablescope: "
                + iceberg
                + " is an Iceberg table: expire takes --older-than and --retain-last; --policy,"
                + " --retain, --keep-min and --keep-max are Hudi's");
  }

  private static List<String> texts(JsonNode array) {
    List<String> texts = new ArrayList<>();
    array.forEach(node -> texts.add(node.asText()));
    return texts;
  }
}
