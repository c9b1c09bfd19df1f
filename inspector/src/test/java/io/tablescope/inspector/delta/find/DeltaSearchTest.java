package io.tablescope.inspector.delta.find;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.delta.standalone.VersionLog;
import io.delta.standalone.actions.Action;
import io.delta.standalone.actions.AddCDCFile;
import io.delta.standalone.actions.AddFile;
import io.delta.standalone.actions.RemoveFile;
import io.tablescope.format.delta.action.FileKey;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import io.tablescope.format.testing.delta.HandWrittenLog;
import io.tablescope.format.testing.delta.HandWrittenTables;
import io.tablescope.format.testing.delta.KernelOracle;
import io.tablescope.format.testing.delta.KernelOracle.KernelState;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.delta.find.DeltaFileHistory.DeletionVectorChange;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Delta's find and file history, against what delta-standalone reads of the same log. */
class DeltaSearchTest {
  @TempDir Path root;

  /** Appends, removes, an overwrite and property changes, with checkpoints every two commits. */
  private DeltaTableWriter written() {
    DeltaTableWriter writer =
        DeltaTableWriter.create(root, List.of("region"), Map.of("delta.checkpointInterval", "2"));
    writer.append("EU", "US");
    writer.append("EU");
    writer.removeWhere("region=US");
    writer.setProperties(Map.of("owner", "sales"));
    writer.overwrite("EU", "APAC");
    writer.append("APAC");
    return writer;
  }

  @Test
  void eachFilesHistoryIsTheVersionsAndActionsStandaloneReportsForItsPath() throws Exception {
    DeltaTableWriter writer = written();
    Map<String, List<String>> standalone = new TreeMap<>();
    Iterator<VersionLog> changes = writer.log().getChanges(0, true);
    while (changes.hasNext()) {
      VersionLog version = changes.next();
      for (Action action : version.getActions()) {
        String kind =
            action instanceof AddFile
                ? "add"
                : action instanceof RemoveFile
                    ? "remove"
                    : action instanceof AddCDCFile ? "cdc" : null;
        if (kind != null) {
          standalone
              .computeIfAbsent(decoded(action), k -> new ArrayList<>())
              .add(version.getVersion() + " " + kind);
        }
      }
    }
    List<String> live =
        writer.log().update().getAllFiles().stream().map(DeltaSearchTest::decoded).toList();
    DeltaTable table = DeltaTable.open(root.toString(), Runnable::run);

    assertThat(standalone).hasSizeGreaterThan(5);
    for (Map.Entry<String, List<String>> file : standalone.entrySet()) {
      DeltaFileHistory history = DeltaSearch.file(table, file.getKey());
      assertThat(history.path()).isEqualTo(file.getKey());
      assertThat(history.events().stream().map(e -> e.version() + " " + e.action().word()).toList())
          .as(file.getKey())
          .isEqualTo(file.getValue());
      assertThat(history.live()).as(file.getKey()).isEqualTo(live.contains(file.getKey()));
      assertThat(history.events().get(0).operation()).isEqualTo("WRITE");
    }
  }

  @Test
  void findListsEveryActionOnAMatchingPathOrPartitionInVersionOrder() throws Exception {
    DeltaTableWriter writer = written();
    DeltaTable table = DeltaTable.open(root.toString(), Runnable::run);
    long standaloneUs = 0;
    Iterator<VersionLog> changes = writer.log().getChanges(0, true);
    while (changes.hasNext()) {
      for (Action action : changes.next().getActions()) {
        if ((action instanceof AddFile || action instanceof RemoveFile)
            && decoded(action).contains("region=US")) {
          standaloneUs++;
        }
      }
    }

    DeltaFindResult byPartition = DeltaSearch.find(table, "REGION=us", DeltaSearch.LIMIT);

    assertThat(byPartition.total()).isEqualTo(standaloneUs).isEqualTo(2);
    assertThat(byPartition.hits())
        .extracting(DeltaFindHit::version, DeltaFindHit::action, DeltaFindHit::operation)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(1L, "add", "WRITE"),
            org.assertj.core.groups.Tuple.tuple(3L, "remove", "DELETE"));
    assertThat(byPartition.hits()).allMatch(hit -> hit.partition().equals("region=US"));
  }

  @Test
  void aVersionNumberFindsTheCommitAndEveryFileActionInIt() throws Exception {
    written();
    DeltaTable table = DeltaTable.open(root.toString(), Runnable::run);

    DeltaFindResult found = DeltaSearch.find(table, "5", DeltaSearch.LIMIT);

    List<DeltaFindHit> inFive = found.hits().stream().filter(h -> h.version() == 5).toList();
    assertThat(inFive.get(0).action()).isEqualTo("commit");
    // The overwrite at 5 removes the two live files and adds two.
    assertThat(inFive.stream().map(DeltaFindHit::action).toList())
        .containsExactly("commit", "remove", "remove", "add", "add");
  }

  @Test
  void findStopsListingAtTheLimitAndCountsTheRest() throws Exception {
    written();
    DeltaTable table = DeltaTable.open(root.toString(), Runnable::run);

    DeltaFindResult found = DeltaSearch.find(table, ".parquet", 3);

    assertThat(found.hits()).hasSize(3);
    assertThat(found.total()).isEqualTo(9);
    assertThat(found.more()).isEqualTo(6);
  }

  @Test
  void filesOlderThanTheOldestCommitComeFromTheOldestCheckpoint() throws Exception {
    DeltaTableWriter writer = written();
    List<String> liveAtFour =
        writer.log().getSnapshotForVersionAsOf(4).getAllFiles().stream()
            .map(DeltaSearchTest::decoded)
            .toList();
    // Cleaned up as Delta's log retention would, and commit 4 lost too: checkpoint 4 is the start.
    try (Stream<Path> log = Files.list(root.resolve("_delta_log"))) {
      for (Path file : log.toList()) {
        String name = file.getFileName().toString();
        boolean older = name.matches("\\d{20}\\..*") && Long.parseLong(name.substring(0, 20)) < 4;
        if (older || name.equals(HandWrittenLog.padded(4) + ".json")) {
          Files.delete(file);
        }
      }
    }
    DeltaTable table = DeltaTable.open(root.toString(), Runnable::run);

    DeltaFileHistory kept = DeltaSearch.file(table, liveAtFour.get(0));

    assertThat(kept.events().get(0).version()).isEqualTo(4);
    assertThat(kept.events().get(0).operation()).isEqualTo("checkpoint");
    // The overwrite at 5 removed every file live at 4.
    assertThat(kept.events())
        .extracting(e -> e.version() + " " + e.action().word())
        .containsExactly("4 add", "5 remove");
    assertThat(kept.live()).isFalse();
  }

  @Test
  void aDeletionVectorUpdateShowsTheVectorBeforeAndAfterWithItsRows() throws Exception {
    HandWrittenTables.featureTable(root);
    DeltaTable table = DeltaTable.open(root.toString(), Runnable::run);

    DeltaFileHistory file = DeltaSearch.file(table, "a file.parquet");

    assertThat(file.events())
        .extracting(e -> e.version() + " " + e.action().word())
        .containsExactly("0 add", "1 remove", "1 add", "3 remove", "3 add");
    assertThat(file.deletionVectorChanges())
        .extracting(
            DeletionVectorChange::version,
            DeletionVectorChange::rowsBefore,
            DeletionVectorChange::rowsAfter)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(1L, null, 2L),
            org.assertj.core.groups.Tuple.tuple(3L, 2L, 3L));
    assertThat(file.deletionVectorChanges().get(1).before()).startsWith("u");
    assertThat(file.deletionVectorChanges().get(1).after()).startsWith("i");
    assertThat(file.events().get(0).numRecords()).isEqualTo(10);
    assertThat(file.live()).isTrue();
    assertThat(file.partition()).isEqualTo("region=east");
  }

  @Test
  void whetherEachFileIsLiveAndWithWhichVectorIsWhatKernelReadsAtTheLatestVersion()
      throws Exception {
    HandWrittenTables.featureTable(root);
    DeltaTable table = DeltaTable.open(root.toString(), Runnable::run);
    KernelState kernel = new KernelOracle().stateAt(root, table.log().latestVersion());
    List<String> paths =
        List.of("a file.parquet", "b.parquet", "region=east/c.parquet", "d.parquet", "e.parquet");

    for (String path : paths) {
      DeltaFileHistory history = DeltaSearch.file(table, path);
      DeltaFileEvent last = history.events().get(history.events().size() - 1);
      boolean kernelLive = kernel.files().stream().anyMatch(key -> key.path().equals(path));

      assertThat(history.live()).as(path).isEqualTo(kernelLive);
      if (kernelLive) {
        assertThat(kernel.files()).contains(new FileKey(path, last.deletionVector()));
      }
    }
  }

  @Test
  void anEndingSharedBySeveralFilesOrByNoneIsBadInputNamingTheTable() throws Exception {
    HandWrittenTables.featureTable(root);
    DeltaTable table = DeltaTable.open(root.toString(), Runnable::run);

    assertThatThrownBy(() -> DeltaSearch.file(table, ".parquet"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("Several files of table " + table.location())
        .hasMessageContaining("give more of the path");
    assertThatThrownBy(() -> DeltaSearch.file(table, "nothing.parquet"))
        .hasMessage(
            "No file of table "
                + table.location()
                + " has the path or a path ending in nothing.parquet");
    assertThat(DeltaSearch.file(table, table.location() + "/b.parquet").live()).isFalse();
  }

  private static String decoded(Action action) {
    String path =
        action instanceof AddFile add
            ? add.getPath()
            : action instanceof RemoveFile remove
                ? remove.getPath()
                : ((AddCDCFile) action).getPath();
    return URI.create(path).getPath();
  }
}
