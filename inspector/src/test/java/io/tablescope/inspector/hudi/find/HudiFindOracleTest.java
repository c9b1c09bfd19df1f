package io.tablescope.inspector.hudi.find;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.tablescope.format.io.Storage;
import io.tablescope.format.testing.hudi.HudiOracleTables;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.hudi.find.HudiFileEvent.Change;
import io.tablescope.inspector.hudi.find.HudiFindHit.Kind;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Each file's history across instants against what Hudi 1.0.1 says: the instants whose snapshot
 * reads open it (Hudi's file system view at each completed write, less the logs its reader drops),
 * the write that created it with its write stat (Hudi's commit metadata), the replace that
 * superseded its group; and {@code find}'s answers built from the same.
 */
class HudiFindOracleTest {
  private static final String[] SCENARIOS = {
    "cow-v8", "mor-v8", "mor-v6", "archived-v8", HudiOracleTables.DEMO
  };

  private static HudiFileHistories read(String name) throws Exception {
    HudiOracleTables.Scenario scenario = HudiOracleTables.scenario(name);
    return HudiFileHistories.read(
        HudiTable.open(Storage.local(), scenario.table().toString(), Runnable::run));
  }

  @Test
  void pastTheLimitTheReadsAreMadeAtTheNewestWritesThatFitAndSaySo() throws Exception {
    HudiTable table =
        HudiTable.open(
            Storage.local(), HudiOracleTables.scenario("cow-v8").table().toString(), Runnable::run);
    HudiFileHistories whole = HudiFileHistories.read(table);
    List<String> writes =
        table.timeline().completed().stream()
            .filter(i -> io.tablescope.format.hudi.timeline.HoodieAction.writes(i.action()))
            .map(io.tablescope.format.hudi.timeline.HoodieInstant::requestedTime)
            .toList();
    int files = whole.histories().size();

    HudiFileHistories limited = HudiFileHistories.read(table, files * 2L);

    assertThat(whole.limit()).isEmpty();
    assertThat(writes).hasSizeGreaterThan(2);
    List<String> newest = writes.subList(writes.size() - 2, writes.size());
    assertThat(limited.limit())
        .hasValueSatisfying(
            note ->
                assertThat(note)
                    .contains(
                        "newest 2 of "
                            + writes.size()
                            + " completed writes (from "
                            + newest.get(0)));
    Map<String, List<String>> expected = new TreeMap<>();
    whole
        .histories()
        .forEach(
            file ->
                expected.put(
                    file.path(), file.liveIn().stream().filter(newest::contains).toList()));
    Map<String, List<String>> ours = new TreeMap<>();
    limited.histories().forEach(file -> ours.put(file.path(), file.liveIn()));
    assertThat(ours).isEqualTo(expected);
    assertThat(ours.values()).anyMatch(live -> !live.isEmpty());
  }

  @ParameterizedTest
  @ValueSource(strings = {"cow-v8", "mor-v8", "mor-v6", "archived-v8", HudiOracleTables.DEMO})
  void eachFileIsLiveInTheInstantsWhoseReadsHudiOpensItIn(String name) throws Exception {
    JsonNode hudi = HudiOracleTables.scenario(name).answers();
    Map<String, Set<String>> expected = new TreeMap<>();
    for (JsonNode view : hudi.get("views")) {
      String instant = view.get("instant").asText();
      if (instant.equals("latest")) {
        continue;
      }
      for (JsonNode slice : view.get("snapshot")) {
        String partition = slice.get("partition").asText();
        if (!slice.get("baseFile").isNull()) {
          live(expected, partition, slice.get("baseFile").asText(), instant);
        }
        for (JsonNode log : slice.get("logFiles")) {
          String file = log.asText();
          String written = file.substring(file.indexOf('_') + 1, file.indexOf(".log."));
          if (written.compareTo(instant) <= 0) {
            live(expected, partition, file, instant);
          }
        }
      }
    }

    Map<String, Set<String>> ours = new TreeMap<>();
    for (HudiFileHistory file : read(name).histories()) {
      if (!file.liveIn().isEmpty()) {
        ours.put(file.path(), new TreeSet<>(file.liveIn()));
      }
    }

    assertThat(expected).isNotEmpty();
    assertThat(ours).isEqualTo(expected);
  }

  @ParameterizedTest
  @ValueSource(strings = {"cow-v8", "mor-v8", "mor-v6", "archived-v8", HudiOracleTables.DEMO})
  void eachWriteStatIsTheWriteHudisCommitMetadataRecords(String name) throws Exception {
    JsonNode hudi = HudiOracleTables.scenario(name).answers().get("commitMetadata");
    Map<String, HudiFileHistory> histories =
        read(name).histories().stream()
            .collect(Collectors.toMap(HudiFileHistory::path, history -> history));
    int checked = 0;
    for (var commit : iterable(hudi.fields())) {
      String instant = commit.getKey();
      for (var partition : iterable(commit.getValue().get("partitionToWriteStats").fields())) {
        for (JsonNode stat : partition.getValue()) {
          HudiFileHistory file = histories.get(stat.get("path").asText());
          assertThat(file).as(stat.get("path").asText()).isNotNull();
          assertThat(file.fileId()).isEqualTo(stat.get("fileId").asText());
          assertThat(file.partition()).isEqualTo(partition.getKey());
          HudiFileEvent write =
              file.events().stream()
                  .filter(e -> e.instant().equals(instant) && e.stat() != null)
                  .findFirst()
                  .orElseThrow();
          assertThat(write.change()).isIn(Change.ADDED, Change.APPENDED);
          assertThat(write.stat().numWrites()).isEqualTo(stat.get("numWrites").asLong());
          assertThat(write.stat().numInserts()).isEqualTo(stat.get("numInserts").asLong());
          assertThat(write.stat().numUpdateWrites())
              .isEqualTo(stat.get("numUpdateWrites").asLong());
          assertThat(write.stat().numDeletes()).isEqualTo(stat.get("numDeletes").asLong());
          assertThat(write.stat().totalWriteBytes())
              .isEqualTo(stat.get("totalWriteBytes").asLong());
          if (write.change() == Change.ADDED) {
            assertThat(file.createdBy()).isEqualTo(instant);
          }
          checked++;
        }
      }
    }
    assertThat(checked).isGreaterThan(3);
  }

  /** The group's file a read opened last is superseded by the replace commit that dropped it. */
  @ParameterizedTest
  @ValueSource(strings = {"cow-v8"})
  void aReplacedGroupsLastFileIsSupersededByTheReplace(String name) throws Exception {
    JsonNode hudi = HudiOracleTables.scenario(name).answers();
    HudiFileHistories histories = read(name);
    assertThat(hudi.get("replacedFileGroups")).isNotEmpty();
    for (JsonNode group : hudi.get("replacedFileGroups")) {
      String fileId = group.get("fileId").asText();
      HudiFileHistory last =
          histories.histories().stream()
              .filter(file -> file.fileId().equals(fileId) && !file.liveIn().isEmpty())
              .max(Comparator.comparing(file -> file.liveIn().get(file.liveIn().size() - 1)))
              .orElseThrow();
      assertThat(last.events())
          .filteredOn(e -> e.change() == Change.SUPERSEDED)
          .singleElement()
          .satisfies(
              e -> {
                assertThat(e.action()).isEqualTo("replacecommit");
                assertThat(e.detail()).startsWith("file group " + fileId + " replaced by");
              });
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"cow-v8", "mor-v8", "mor-v6", "archived-v8", HudiOracleTables.DEMO})
  void everyWrittenFileGoneFromStorageWasDeletedByACleanOrRollback(String name) throws Exception {
    HudiFileHistories histories = read(name);
    HudiTable table = histories.table();
    for (HudiFileHistory file : histories.histories()) {
      // An archived write's files were deleted by cleans archival may have moved away too.
      boolean archived =
          file.createdBy() != null && table.timeline().instant(file.createdBy()).isEmpty();
      if (!file.inStorage() && !archived) {
        assertThat(file.events())
            .as(file.path())
            .anySatisfy(e -> assertThat(e.change()).isEqualTo(Change.DELETED));
      }
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"mor-v8", "cow-v8"})
  void findingAFileIdListsItsGroupAndEveryFileOfIt(String name) throws Exception {
    JsonNode slice = HudiOracleTables.scenario(name).answers().get("latestSlices").get(0);
    String fileId = slice.get("fileId").asText();
    HudiFileHistories histories = read(name);

    List<HudiFindHit> hits = HudiSearch.find(histories, fileId.toUpperCase());

    assertThat(hits)
        .filteredOn(h -> h.kind() == Kind.FILE_GROUP)
        .singleElement()
        .satisfies(
            h -> assertThat(h.name()).isEqualTo(slice.get("partition").asText() + "/" + fileId));
    Set<String> files = new TreeSet<>();
    hits.stream().filter(h -> h.kind() == Kind.FILE).forEach(h -> files.add(h.name()));
    Set<String> hudisFiles = new TreeSet<>();
    for (JsonNode view : HudiOracleTables.scenario(name).answers().get("views")) {
      for (JsonNode s : view.get("snapshot")) {
        if (s.get("fileId").asText().equals(fileId)) {
          if (!s.get("baseFile").isNull()) {
            hudisFiles.add(s.get("partition").asText() + "/" + s.get("baseFile").asText());
          }
          s.get("logFiles")
              .forEach(log -> hudisFiles.add(s.get("partition").asText() + "/" + log.asText()));
        }
      }
    }
    // Every file Hudi's reads ever opened, and those deleted before any read (a rolled-back
    // write's), which Hudi's views no longer show.
    assertThat(files).containsAll(hudisFiles);
    for (String file : files) {
      if (!hudisFiles.contains(file)) {
        assertThat(HudiSearch.file(histories, file).liveIn()).as(file).isEmpty();
      }
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"mor-v8"})
  void findingAnInstantOrAPartitionNamesIt(String name) throws Exception {
    JsonNode hudi = HudiOracleTables.scenario(name).answers();
    HudiFileHistories histories = read(name);
    String first = hudi.get("activeTimeline").get(0).get("requestedTime").asText();

    assertThat(HudiSearch.find(histories, first))
        .filteredOn(h -> h.kind() == Kind.INSTANT)
        .singleElement()
        .satisfies(
            h -> {
              assertThat(h.detail()).startsWith("deltacommit COMPLETED");
              assertThat(new TreeSet<>(h.addedBy()))
                  .isEqualTo(writtenPaths(hudi.get("commitMetadata").get(first)));
            });
    assertThat(HudiSearch.find(histories, "p1"))
        .filteredOn(h -> h.kind() == Kind.PARTITION)
        .singleElement()
        .satisfies(h -> assertThat(h.name()).isEqualTo("p1"));
  }

  @ParameterizedTest
  @ValueSource(strings = {"mor-v8"})
  void aPathNoFileOrSeveralFilesEndWithIsRefused(String name) throws Exception {
    HudiFileHistories histories = read(name);
    assertThatThrownBy(() -> HudiSearch.file(histories, "nothing.parquet"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("No file of table");
    assertThatThrownBy(() -> HudiSearch.file(histories, ".parquet"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("give more of the path");
  }

  private static Set<String> writtenPaths(JsonNode commit) {
    Set<String> paths = new TreeSet<>();
    for (var partition : iterable(commit.get("partitionToWriteStats").fields())) {
      partition.getValue().forEach(stat -> paths.add(stat.get("path").asText()));
    }
    return paths;
  }

  private static void live(
      Map<String, Set<String>> expected, String partition, String file, String instant) {
    expected
        .computeIfAbsent(partition.isEmpty() ? file : partition + "/" + file, k -> new TreeSet<>())
        .add(instant);
  }

  private static <T> Iterable<T> iterable(java.util.Iterator<T> iterator) {
    List<T> items = new ArrayList<>();
    iterator.forEachRemaining(items::add);
    return items;
  }
}
