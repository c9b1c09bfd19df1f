package io.tablescope.inspector.hudi.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tablescope.format.hudi.HoodieTableConfig;
import io.tablescope.format.hudi.instant.CommitMetadata;
import io.tablescope.format.hudi.instant.WriteStat;
import io.tablescope.format.hudi.log.LogBlock;
import io.tablescope.format.hudi.log.LogBlockReader;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.format.io.Storage;
import io.tablescope.format.testing.hudi.HudiOracleTables;
import io.tablescope.inspector.hudi.HudiIncremental;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.hudi.view.FileGroup;
import io.tablescope.inspector.hudi.view.FileSlice;
import io.tablescope.inspector.hudi.view.FileSystemView;
import io.tablescope.inspector.hudi.view.LogFile;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Tablescope's reading of tables Apache Hudi 1.0.1 wrote, field by field against Hudi's own API:
 * the properties, the active timeline, every slice of every file group, the slices and base files
 * every query reads at every instant, replaced groups, pending compactions, commit metadata, the
 * log blocks, and incremental ranges.
 */
class HudiReadingOracleTest {
  private static HudiTable open(HudiOracleTables.Scenario scenario) throws Exception {
    return HudiTable.open(Storage.local(), scenario.table().toString(), Runnable::run);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "cow-v8",
        "mor-v8",
        "cow-v6",
        "mor-v6",
        "inflight-v8",
        "archived-v8",
        "archived-v6",
        HudiOracleTables.DEMO
      })
  void thePropertiesAndTheActiveTimelineAreHudis(String name) throws Exception {
    HudiOracleTables.Scenario scenario = HudiOracleTables.scenario(name);
    HudiTable table = open(scenario);
    JsonNode properties = scenario.answers().get("properties");
    HoodieTableConfig config = table.config();
    assertThat(config.tableType().name()).isEqualTo(properties.get("tableType").asText());
    assertThat(config.tableVersion()).isEqualTo(properties.get("tableVersion").asInt());
    assertThat(config.timelineLayoutVersion())
        .isEqualTo(properties.get("timelineLayoutVersion").asInt());
    assertThat(config.recordKeyFields()).isEqualTo(texts(properties.get("recordKeyFields")));
    assertThat(config.partitionFields()).isEqualTo(texts(properties.get("partitionFields")));
    assertThat(config.orderingField()).isEqualTo(properties.get("preCombineField").asText());
    assertThat(config.baseFileFormat()).isEqualTo(properties.get("baseFileFormat").asText());
    assertThat(config.populateMetaFields())
        .isEqualTo(properties.get("populateMetaFields").asBoolean());
    assertThat(config.tableName()).isEqualTo(properties.get("tableName").asText());

    List<String> hudi = new ArrayList<>();
    for (JsonNode instant : scenario.answers().get("activeTimeline")) {
      String completion =
          config.timelineLayoutVersion() >= 2 && instant.get("state").asText().equals("COMPLETED")
              ? instant.get("completionTime").asText()
              : "-";
      hudi.add(
          instant.get("requestedTime").asText()
              + " "
              + instant.get("action").asText()
              + " "
              + instant.get("state").asText()
              + " "
              + completion);
    }
    List<String> ours =
        table.timeline().instants().stream()
            .map(
                instant ->
                    instant.requestedTime()
                        + " "
                        + instant.action()
                        + " "
                        + instant.state()
                        + " "
                        + (instant.completionTime() == null ? "-" : instant.completionTime()))
            .toList();
    assertThat(ours).isEqualTo(hudi);

    List<String> hudiArchived = new ArrayList<>();
    for (JsonNode instant : scenario.answers().get("archivedTimeline")) {
      // Layout 1 keeps no completion time; Hudi's archive reader there offers a state change's.
      hudiArchived.add(
          instant.get("requestedTime").asText()
              + " "
              + instant.get("action").asText()
              + " "
              + (config.timelineLayoutVersion() >= 2
                  ? instant.get("completionTime").asText()
                  : null));
    }
    assertThat(
            table.archivedInstants().stream()
                .map(i -> i.requestedTime() + " " + i.action() + " " + i.completionTime())
                .toList())
        .isEqualTo(hudiArchived);
    assertThat(table.problems()).isEmpty();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "cow-v8",
        "mor-v8",
        "cow-v6",
        "mor-v6",
        "inflight-v8",
        "archived-v8",
        HudiOracleTables.DEMO
      })
  void everySliceAndEveryQuerysSlicesAreHudis(String name) throws Exception {
    HudiOracleTables.Scenario scenario = HudiOracleTables.scenario(name);
    HudiTable table = open(scenario);
    FileSystemView view = table.view();
    JsonNode answers = scenario.answers();
    assertThat(view.fileGroups().stream().map(FileGroup::partition).distinct().toList())
        .isEqualTo(texts(answers.get("partitions")));
    assertThat(slices(view.allSlices()))
        .as("every slice")
        .isEqualTo(hudiSlices(answers.get("allSlices")));
    assertThat(slices(view.latestSlices()))
        .as("latest slices")
        .isEqualTo(hudiSlices(answers.get("latestSlices")));
    assertThat(view.latestInstant().orElse(null))
        .isEqualTo(answers.get("latestQueryInstant").asText(null));
    for (JsonNode at : answers.get("views")) {
      String instant =
          at.get("instant").asText().equals("latest")
              ? at.get("queryInstant").asText()
              : at.get("instant").asText();
      assertThat(slices(view.latestMergedSlicesBeforeOrOn(instant)))
          .as("snapshot slices at %s", at.get("instant").asText())
          .isEqualTo(hudiSlices(at.get("snapshot")));
      assertThat(baseFiles(view.latestBaseFilesBeforeOrOn(instant)))
          .as("read-optimized base files at %s", at.get("instant").asText())
          .isEqualTo(hudiBaseFiles(at.get("readOptimized")));
    }
    Set<String> replaced = new TreeSet<>();
    answers
        .get("replacedFileGroups")
        .forEach(g -> replaced.add(g.get("partition").asText() + "/" + g.get("fileId").asText()));
    Set<String> ourReplaced = new TreeSet<>();
    view.fileGroups().stream()
        .filter(group -> group.replacedBy() != null)
        .forEach(group -> ourReplaced.add(group.partition() + "/" + group.fileId()));
    assertThat(ourReplaced).isEqualTo(replaced);
    for (JsonNode pending : answers.get("pendingCompactions")) {
      FileGroup group =
          view.fileGroups().stream()
              .filter(g -> g.partition().equals(pending.get("partition").asText()))
              .filter(g -> g.fileId().equals(pending.get("fileId").asText()))
              .findFirst()
              .orElseThrow();
      assertThat(view.pendingCompaction(group)).contains(pending.get("instant").asText());
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"cow-v8", "mor-v8", "cow-v6", "mor-v6"})
  void everyCompletedWritesMetadataIsHudis(String name) throws Exception {
    HudiOracleTables.Scenario scenario = HudiOracleTables.scenario(name);
    HudiTable table = open(scenario);
    var fields = scenario.answers().get("commitMetadata").fields();
    while (fields.hasNext()) {
      var entry = fields.next();
      HoodieInstant instant = table.timeline().instant(entry.getKey()).orElseThrow();
      CommitMetadata ours = table.commitMetadata(instant);
      JsonNode hudi = entry.getValue();
      assertThat(ours.operationType()).isEqualTo(hudi.get("operationType").asText(null));
      List<String> hudiStats = new ArrayList<>();
      hudi.get("partitionToWriteStats")
          .fields()
          .forEachRemaining(
              partition ->
                  partition
                      .getValue()
                      .forEach(
                          stat ->
                              hudiStats.add(
                                  partition.getKey()
                                      + " "
                                      + stat.get("fileId").asText()
                                      + " "
                                      + stat.get("path").asText()
                                      + " "
                                      + stat.get("prevCommit").asText()
                                      + " "
                                      + stat.get("numWrites").asLong()
                                      + " "
                                      + stat.get("numInserts").asLong()
                                      + " "
                                      + stat.get("numUpdateWrites").asLong()
                                      + " "
                                      + stat.get("numDeletes").asLong()
                                      + " "
                                      + stat.get("totalWriteBytes").asLong()
                                      + " "
                                      + stat.get("fileSizeInBytes").asLong()
                                      + " "
                                      + stat.get("totalLogRecords").asLong()
                                      + " "
                                      + stat.get("totalLogBlocks").asLong())));
      List<String> ourStats =
          ours.writeStats().stream()
              .map(
                  (WriteStat stat) ->
                      stat.partitionPath()
                          + " "
                          + stat.fileId()
                          + " "
                          + stat.path()
                          + " "
                          + (stat.prevCommit() == null ? "null" : stat.prevCommit())
                          + " "
                          + stat.numWrites()
                          + " "
                          + stat.numInserts()
                          + " "
                          + stat.numUpdateWrites()
                          + " "
                          + stat.numDeletes()
                          + " "
                          + stat.totalWriteBytes()
                          + " "
                          + stat.fileSizeInBytes()
                          + " "
                          + stat.totalLogRecords()
                          + " "
                          + stat.totalLogBlocks())
              .toList();
      assertThat(ourStats).as("write stats of %s", entry.getKey()).isEqualTo(hudiStats);
      List<String> hudiReplaced = new ArrayList<>();
      JsonNode replace = hudi.get("partitionToReplaceFileIds");
      if (replace != null) {
        replace
            .fields()
            .forEachRemaining(
                p -> p.getValue().forEach(id -> hudiReplaced.add(p.getKey() + "/" + id.asText())));
      }
      List<String> ourReplaced = new ArrayList<>();
      ours.partitionToReplaceFileIds()
          .forEach((p, ids) -> ids.forEach(id -> ourReplaced.add(p + "/" + id)));
      assertThat(ourReplaced)
          .as("file groups replaced by %s", entry.getKey())
          .isEqualTo(hudiReplaced);
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"mor-v8", "mor-v6", HudiOracleTables.DEMO})
  void everyLogBlocksHeadersAreHudis(String name) throws Exception {
    HudiOracleTables.Scenario scenario = HudiOracleTables.scenario(name);
    var logs = scenario.answers().get("logBlocks").fields();
    assertThat(logs.hasNext()).isTrue();
    while (logs.hasNext()) {
      var log = logs.next();
      List<String> hudi = new ArrayList<>();
      log.getValue()
          .forEach(
              block ->
                  hudi.add(
                      block.get("type").asText()
                          + " "
                          + block.get("instantTime").asText(null)
                          + " "
                          + block.get("targetInstantTime").asText(null)
                          + " "
                          + block.get("compactedBlockTimes").asText(null)));
      List<LogBlock> blocks =
          LogBlockReader.read(Storage.local(), scenario.table().resolve(log.getKey()).toString())
              .blocks();
      List<String> ours =
          blocks.stream()
              .map(
                  block ->
                      block.type()
                          + " "
                          + block.instantTime()
                          + " "
                          + block.targetInstantTime()
                          + " "
                          + (block.compactedBlockTimes().isEmpty()
                              ? null
                              : String.join(",", block.compactedBlockTimes())))
              .toList();
      assertThat(ours).as("blocks of %s", log.getKey()).isEqualTo(hudi);
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"cow-v8", "mor-v8", "cow-v6", "mor-v6", "inflight-v8", "archived-v8"})
  void everyIncrementalRangeReadsHudisInstantsAndFiles(String name) throws Exception {
    HudiOracleTables.Scenario scenario = HudiOracleTables.scenario(name);
    HudiTable table = open(scenario);
    for (JsonNode range : scenario.answers().get("incremental")) {
      boolean completion = range.get("basis").asText().equals("completion-time");
      long from =
          Long.parseLong(
              completion ? range.get("startCompletionTime").asText() : range.get("begin").asText());
      long to =
          Long.parseLong(
              completion ? range.get("endCompletionTime").asText() : range.get("end").asText());
      HudiIncremental read = HudiIncremental.read(table, from, to);
      assertThat(read.basis()).isEqualTo(range.get("basis").asText());
      assertThat(read.instants().stream().map(HoodieInstant::requestedTime).toList())
          .as("instants of (%s, %s]", range.get("begin").asText(), range.get("end").asText())
          .isEqualTo(texts(range.get("instants")));
      assertThat(read.filesRead())
          .as("files of (%s, %s]", range.get("begin").asText(), range.get("end").asText())
          .isEqualTo(texts(range.get("files")));
    }
  }

  private static List<String> slices(List<FileSlice> slices) {
    List<String> lines = new ArrayList<>();
    for (FileSlice slice : slices) {
      List<String> logs = new ArrayList<>(slice.logFiles().stream().map(LogFile::name).toList());
      Collections.reverse(logs);
      lines.add(
          slice.partition()
              + " "
              + slice.fileId()
              + " "
              + slice.baseInstantTime()
              + " "
              + (slice.baseFile() == null ? null : slice.baseFile().name())
              + " "
              + logs);
    }
    Collections.sort(lines);
    return lines;
  }

  private static List<String> hudiSlices(JsonNode slices) {
    List<String> lines = new ArrayList<>();
    for (JsonNode slice : slices) {
      lines.add(
          slice.get("partition").asText()
              + " "
              + slice.get("fileId").asText()
              + " "
              + slice.get("baseInstantTime").asText()
              + " "
              + slice.get("baseFile").asText(null)
              + " "
              + texts(slice.get("logFiles")));
    }
    Collections.sort(lines);
    return lines;
  }

  private static List<String> baseFiles(List<FileSlice> slices) {
    return slices.stream()
        .map(slice -> slice.partition() + " " + slice.fileId() + " " + slice.baseFile().name())
        .sorted()
        .toList();
  }

  private static List<String> hudiBaseFiles(JsonNode files) {
    List<String> lines = new ArrayList<>();
    files.forEach(
        file ->
            lines.add(
                file.get("partition").asText()
                    + " "
                    + file.get("fileId").asText()
                    + " "
                    + file.get("baseFile").asText()));
    Collections.sort(lines);
    return lines;
  }

  private static List<String> texts(JsonNode array) {
    List<String> texts = new ArrayList<>();
    if (array != null) {
      array.forEach(item -> texts.add(item.asText()));
    }
    return texts;
  }
}
