package io.tablescope.app.cli.hudi;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.app.cli.CliRun;
import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.format.testing.hudi.HudiOracleTables;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code health} on the demo warehouse's Hudi table, whose last delta commit died and whose last
 * compaction is only scheduled, against what Hudi's API says of it ({@code answer-health}).
 */
class HudiHealthCliTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static String table;
  private static JsonNode hudi;

  @BeforeAll
  static void answer() {
    table = HudiOracleTables.scenario(HudiOracleTables.DEMO).table().toString();
    hudi = HudiOracleTables.answers(HudiOracleTables.DEMO, "answer-health", "health.json");
  }

  @Test
  void jsonNamesHudisPendingWritesServicesAndCleanWithTheirFiles() throws Exception {
    CliRun run = CliRun.of("health", table, "--json");
    assertThat(run.exitCode()).isEqualTo(ExitCodes.OK);
    JsonNode health = JSON.readTree(run.out());
    assertThat(health.get("format").asText()).isEqualTo("hudi");

    JsonNode pending = hudi.get("pendingCommits");
    assertThat(health.get("pending-writes")).hasSize(pending.size()).hasSize(1);
    JsonNode write = health.get("pending-writes").get(0);
    assertThat(write.get("instant").asText())
        .isEqualTo(pending.get(0).get("requestedTime").asText());
    assertThat(write.get("action").asText()).isEqualTo("deltacommit");
    assertThat(write.get("state").asText()).isEqualTo(pending.get(0).get("state").asText());
    assertThat(write.get("markers").asInt()).isEqualTo(pending.get(0).get("markers").asInt());
    assertThat(texts(write.get("data-files")))
        .isEqualTo(texts(pending.get(0).get("markedDataFiles")));
    assertThat(write.get("heartbeat").asBoolean()).isFalse();
    assertThat(health.get("rollback").get("failed-writes-policy").asText()).isEqualTo("EAGER");
    assertThat(health.get("rollback").get("refusal").isNull()).isTrue();

    List<String> groups = new ArrayList<>();
    health
        .get("pending-services")
        .forEach(
            s ->
                texts(s.get("file-groups"))
                    .forEach(g -> groups.add(s.get("instant").asText() + " " + g)));
    List<String> hudiGroups = new ArrayList<>();
    hudi.get("pendingCompactionGroups")
        .forEach(
            g ->
                hudiGroups.add(
                    g.get("instant").asText()
                        + " "
                        + g.get("partition").asText()
                        + "/"
                        + g.get("fileId").asText()));
    assertThat(groups).isNotEmpty().isEqualTo(hudiGroups);

    assertThat(health.get("clean").get("earliest-commit-to-retain").asText())
        .isEqualTo(hudi.get("lastClean").get("earliestCommitToRetain").asText());
    assertThat(health.get("log-pile-up").get("slices-with-logs").asInt())
        .isEqualTo(count(hudi.get("latestMergedSlices")))
        .isPositive();
    assertThat(health.get("timeline-order").get("layout-version").asInt()).isEqualTo(2);
    assertThat(health.get("metadata-table").isNull()).isTrue();
  }

  @Test
  void textSaysWhatBlocksTheTableSectionBySection() {
    CliRun run = CliRun.of("health", table);
    assertThat(run.exitCode()).isEqualTo(ExitCodes.OK);
    String instant = hudi.get("pendingCommits").get(0).get("requestedTime").asText();
    String compaction = hudi.get("pendingCompactionGroups").get(0).get("instant").asText();
    assertThat(run.out())
        .contains(
            "Writers that died\n  deltacommit " + instant + " INFLIGHT\n",
            "    3 data files in storage (",
            "    3 markers under .hoodie/.temp/" + instant + "\n",
            "  Roll back " + instant + "\n",
            "    hoodie.clean.failed.writes.policy = EAGER (Hudi's default)\n",
            "Pending table services\n  compaction " + compaction + " REQUESTED, never completed\n",
            "    3 file groups, ",
            "Log pile-up\n  3 slices with logs since their base file\n",
            "Last clean ",
            "Timeline order\n  every instant completed in the order it was requested\n",
            "Replaced file groups on disk\n  no replaced file group on disk\n",
            "Metadata table\n  no metadata table\n");
  }

  private static int count(JsonNode slices) {
    int count = 0;
    for (JsonNode slice : slices) {
      count += slice.get("logFiles").asInt() > 0 ? 1 : 0;
    }
    return count;
  }

  private static List<String> texts(JsonNode array) {
    List<String> texts = new ArrayList<>();
    array.forEach(node -> texts.add(node.asText()));
    return texts;
  }
}
