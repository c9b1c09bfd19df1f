package io.tablescope.inspector.hudi.health;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tablescope.format.hudi.timeline.HoodieAction;
import io.tablescope.format.io.Storage;
import io.tablescope.format.testing.hudi.HudiOracleTables;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.table.AnalysisProgress;
import io.tablescope.inspector.table.Capability;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Each finding of Tablescope's health analysis against what Hudi 1.0.1's own API says of the same
 * table ({@code answer-health}: the pending commits timeline its rollback rule reads, heartbeats
 * and direct markers, CompactionUtils' and ClusteringUtils' pending file groups, the file system
 * view's latest slices and replaced groups, the last clean's metadata, the metadata table's
 * timeline).
 */
class HudiHealthOracleTest {

  private record Read(HudiHealth health, JsonNode hudi, HudiTable table) {}

  private static Read read(String name) throws Exception {
    HudiOracleTables.Scenario scenario = HudiOracleTables.scenario(name);
    JsonNode hudi = HudiOracleTables.answers(name, "answer-health", "health.json");
    HudiTable table = HudiTable.open(Storage.local(), scenario.table().toString(), Runnable::run);
    assertThat(table.capabilities()).contains(Capability.HEALTH);
    return new Read(HudiHealthAnalysis.of(table, AnalysisProgress.NONE), hudi, table);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {"inflight-v8", "inflight-mdt-v8", "mor-v8", "mor-v6", "cow-v8", "demo-warehouse"})
  void pendingWritesAreHudisPendingCommitsWithTheirMarkersAndFiles(String name) throws Exception {
    Read read = read(name);
    List<String> hudi = new ArrayList<>();
    List<String> ours = new ArrayList<>();
    for (JsonNode pending : read.hudi().get("pendingCommits")) {
      hudi.add(
          pending.get("requestedTime").asText()
              + " "
              + pending.get("action").asText()
              + " "
              + pending.get("state").asText()
              + " heartbeat="
              + pending.get("heartbeat").asBoolean()
              + " markers="
              + pending.get("markers").asInt()
              + " files="
              + texts(pending.get("markedDataFiles")));
    }
    for (PendingWrite write : read.health().pendingWrites()) {
      ours.add(
          write.instant().requestedTime()
              + " "
              + write.instant().action()
              + " "
              + write.instant().state()
              + " heartbeat="
              + write.heartbeat()
              + " markers="
              + write.markers()
              + " files="
              + new TreeSet<>(write.dataFiles()));
    }
    assertThat(ours).isEqualTo(hudi);
    if (name.startsWith("inflight") || name.equals(HudiOracleTables.DEMO)) {
      assertThat(ours).hasSize(1);
      assertThat(read.health().pendingWrites().get(0).dataFiles()).hasSize(3);
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"inflight-v8", "inflight-mdt-v8", "demo-warehouse"})
  void theRollbackOrderIsNewestFirstUnderEager(String name) throws Exception {
    Read read = read(name);
    List<String> hudi = new ArrayList<>();
    read.hudi().get("pendingCommits").forEach(p -> hudi.add(0, p.get("requestedTime").asText()));
    RollbackRule rule = read.health().rollback();
    assertThat(rule.order()).isEqualTo(hudi);
    assertThat(rule.failedWritesPolicy()).isEqualTo("EAGER");
    assertThat(rule.policySet()).isFalse();
    assertThat(rule.refusal()).isNull();
    assertThat(read.health().pendingWrites().get(0).rollbackPosition()).isEqualTo(1);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {"inflight-v8", "inflight-mdt-v8", "mor-v8", "mor-v6", "cow-v8", "demo-warehouse"})
  void pendingServicesNameTheFileGroupsOfHudisPendingPlans(String name) throws Exception {
    Read read = read(name);
    assertThat(groups(read.health(), HoodieAction.COMPACTION))
        .isEqualTo(groups(read.hudi().get("pendingCompactionGroups")));
    assertThat(groups(read.health(), HoodieAction.LOG_COMPACTION))
        .isEqualTo(groups(read.hudi().get("pendingLogCompactionGroups")));
    assertThat(groups(read.health(), HoodieAction.CLUSTERING))
        .isEqualTo(groups(read.hudi().get("pendingClusteringGroups")));
    assertThat(instants(read.health(), HoodieAction.CLEAN))
        .isEqualTo(texts(read.hudi().get("pendingCleans")));
    assertThat(instants(read.health(), HoodieAction.ROLLBACK))
        .isEqualTo(texts(read.hudi().get("pendingRollbacks")));
    if (name.startsWith("mor") || name.equals(HudiOracleTables.DEMO)) {
      assertThat(groups(read.health(), HoodieAction.COMPACTION)).isNotEmpty();
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"mor-v8", "mor-v6", "cow-v8", "inflight-v8", "demo-warehouse"})
  void logPileUpIsHudisLatestMergedSlicesWithLogs(String name) throws Exception {
    Read read = read(name);
    Set<String> hudi = new TreeSet<>();
    for (JsonNode slice : read.hudi().get("latestMergedSlices")) {
      if (slice.get("logFiles").asInt() > 0) {
        hudi.add(
            slice.get("partition").asText()
                + "/"
                + slice.get("fileId").asText()
                + "@"
                + slice.get("baseInstant").asText()
                + " logs="
                + slice.get("logFiles").asInt()
                + " bytes="
                + slice.get("logBytes").asLong());
      }
    }
    Set<String> ours = new TreeSet<>();
    read.health()
        .logPileUp()
        .slices()
        .forEach(
            s ->
                ours.add(
                    s.partition()
                        + "/"
                        + s.fileId()
                        + "@"
                        + s.baseInstant()
                        + " logs="
                        + s.logFiles()
                        + " bytes="
                        + s.logBytes()));
    assertThat(ours).isEqualTo(hudi);
    assertThat(read.health().logPileUp().slicesWithLogs()).isEqualTo(hudi.size());
    if (name.startsWith("mor") || name.equals(HudiOracleTables.DEMO)) {
      assertThat(ours).isNotEmpty();
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"mor-v8", "mor-v6", "cow-v8", "inflight-v8", "demo-warehouse"})
  void theLastCleanIsHudis(String name) throws Exception {
    Read read = read(name);
    JsonNode clean = read.hudi().get("lastClean");
    CleanLag lag = read.health().cleanLag();
    if (clean.isNull()) {
      assertThat(lag.lastClean()).isNull();
      assertThat(lag.unusableBegins()).isEmpty();
      return;
    }
    assertThat(lag.lastClean()).isEqualTo(clean.get("instant").asText());
    String earliest = clean.get("earliestCommitToRetain").asText();
    assertThat(lag.earliestCommitToRetain()).isEqualTo(earliest);
    assertThat(lag.unusableBegins())
        .isNotEmpty()
        .allSatisfy(begin -> assertThat(begin).isLessThan(earliest));
    assertThat(lag.policy()).isEqualTo("KEEP_LATEST_COMMITS");
  }

  @ParameterizedTest
  @ValueSource(strings = {"cow-v8", "mor-v8", "inflight-v8"})
  void replacedGroupsAreHudisWithTheirFilesInStorage(String name) throws Exception {
    Read read = read(name);
    Set<String> hudi = new TreeSet<>();
    read.hudi()
        .get("replacedFileGroups")
        .forEach(
            g ->
                hudi.add(
                    g.get("partition").asText()
                        + "/"
                        + g.get("fileId").asText()
                        + " "
                        + texts(g.get("files"))));
    Set<String> ours = new TreeSet<>();
    read.health()
        .replacedGroups()
        .forEach(g -> ours.add(g.partition() + "/" + g.fileId() + " " + g.files()));
    assertThat(ours).isEqualTo(hudi);
    if (name.equals("cow-v8")) {
      assertThat(ours).isNotEmpty();
      assertThat(read.health().replacedGroups())
          .allSatisfy(g -> assertThat(g.bytes()).isPositive());
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"inflight-v8", "inflight-mdt-v8", "mor-v8", "cow-v8", "demo-warehouse"})
  void theMetadataTableIsReadAsHudiReadsIt(String name) throws Exception {
    Read read = read(name);
    JsonNode hudi = read.hudi().get("metadataTable");
    if (hudi.get("latestCompleted").isNull()) {
      assertThat(read.health().metadataTable()).isEmpty();
      return;
    }
    MetadataTableLag lag = read.health().metadataTable().orElseThrow();
    assertThat(lag.latestCompleted()).isEqualTo(hudi.get("latestCompleted").asText());
    assertThat(lag.inflightPartitions()).isEqualTo(texts(hudi.get("inflightPartitions")));
    assertThat(lag.behind())
        .isEqualTo(lag.latestCompleted().compareTo(lag.dataLatestCompleted()) < 0);
  }

  @ParameterizedTest
  @ValueSource(strings = {"mor-v8", "cow-v8", "inflight-v8"})
  void layoutTwoTablesShowNoHollowCommits(String name) throws Exception {
    Read read = read(name);
    assertThat(read.health().order().layoutVersion()).isEqualTo(2);
    assertThat(read.health().order().hollow()).isEmpty();
    // Hudi's single writer completes each instant before requesting the next.
    assertThat(read.health().order().inversions()).isEmpty();
  }

  private static List<String> groups(HudiHealth health, String service) {
    return health.pendingServices().stream()
        .filter(s -> s.service().equals(service))
        .flatMap(s -> s.fileGroups().stream().map(g -> s.instant().requestedTime() + " " + g))
        .sorted()
        .toList();
  }

  private static List<String> groups(JsonNode hudi) {
    List<String> groups = new ArrayList<>();
    hudi.forEach(
        g ->
            groups.add(
                g.get("instant").asText()
                    + " "
                    + g.get("partition").asText()
                    + "/"
                    + g.get("fileId").asText()));
    groups.sort(null);
    return groups;
  }

  private static List<String> instants(HudiHealth health, String service) {
    return health.pendingServices().stream()
        .filter(s -> s.service().equals(service))
        .map(s -> s.instant().requestedTime())
        .toList();
  }

  private static List<String> texts(JsonNode array) {
    List<String> texts = new ArrayList<>();
    array.forEach(node -> texts.add(node.asText()));
    return texts;
  }
}
