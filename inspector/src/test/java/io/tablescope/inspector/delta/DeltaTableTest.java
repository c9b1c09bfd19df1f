package io.tablescope.inspector.delta;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablescope.format.delta.action.FileKey;
import io.tablescope.format.io.Storage;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import io.tablescope.format.testing.delta.HandWrittenTables;
import io.tablescope.format.testing.delta.KernelOracle;
import io.tablescope.inspector.TableFormats;
import io.tablescope.inspector.diff.CommitDiff;
import io.tablescope.inspector.diff.Diffs;
import io.tablescope.inspector.diff.FileChange;
import io.tablescope.inspector.history.HistoryGraph;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.CommitNotFoundException;
import io.tablescope.inspector.table.Table;
import io.tablescope.inspector.table.TableFile;
import io.tablescope.inspector.table.TableFormat;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A Delta table through the format-neutral face: every version's files equal Delta Kernel's, every
 * diff equals the difference of Kernel's live sets, and each commit is explained by the version
 * whose actions added or removed it.
 */
class DeltaTableTest {
  @TempDir Path root;

  private final KernelOracle kernel = new KernelOracle();

  @Test
  void everyVersionAndEveryDiffAgreeWithKernel() throws Exception {
    DeltaTableWriter writer =
        DeltaTableWriter.create(root, List.of("p"), Map.of("delta.checkpointInterval", "3"));
    writer.append("a", "b");
    writer.append("a", "c");
    writer.removeWhere("p=a");
    writer.overwrite("e", "f");
    writer.setProperties(Map.of("owner", "tablescope"));
    writer.append("g");

    Table table =
        TableFormats.standard().open(Storage.local(), root.toString(), null, Runnable::run);

    assertThat(table.format()).isEqualTo(TableFormat.DELTA);
    assertThat(table.commits()).extracting(Commit::id).containsExactly(0L, 1L, 2L, 3L, 4L, 5L, 6L);
    assertThat(table.current().orElseThrow().id()).isEqualTo(kernel.latestVersion(root));
    for (Commit commit : table.commits()) {
      assertThat(keys(table.readFiles(commit).files().values()))
          .as("version %d", commit.id())
          .isEqualTo(kernel.stateAt(root, commit.id()).files());
      assertThat(commit.timestampMillis())
          .as("time of version %d", commit.id())
          .isEqualTo(kernel.timestamp(root, commit.id()));
    }
    for (Commit from : table.commits()) {
      for (Commit to : table.commits()) {
        CommitDiff diff = Diffs.diff(table, from, to);
        Set<FileKey> before = kernel.stateAt(root, from.id()).files();
        Set<FileKey> after = kernel.stateAt(root, to.id()).files();
        assertThat(keys(diff.added().stream().map(FileChange::file).toList()))
            .as("added %d -> %d", from.id(), to.id())
            .isEqualTo(difference(after, before));
        assertThat(keys(diff.removed().stream().map(FileChange::file).toList()))
            .as("removed %d -> %d", from.id(), to.id())
            .isEqualTo(difference(before, after));
        assertThat(diff.added()).noneMatch(FileChange::unexplained);
        assertThat(diff.removed()).noneMatch(FileChange::unexplained);
      }
    }
  }

  @Test
  void aDiffNamesTheVersionThatAddedOrRemovedEachFile() throws Exception {
    DeltaTableWriter writer = DeltaTableWriter.create(root, List.of("p"), Map.of());
    long appended = writer.append("a", "b");
    long deleted = writer.removeWhere("p=a");
    Table table =
        TableFormats.standard().open(Storage.local(), root.toString(), null, Runnable::run);

    CommitDiff diff =
        Diffs.diff(table, table.resolveCommit("0"), table.resolveCommit(Long.toString(deleted)));

    assertThat(diff.added())
        .singleElement()
        .satisfies(
            change -> {
              assertThat(change.commitId()).isEqualTo(appended);
              assertThat(change.operation()).isEqualTo("WRITE");
              assertThat(change.file().partition()).isEqualTo(Map.of("p", "b"));
            });
    assertThat(diff.removed()).isEmpty();
    assertThat(diff.toSide()).extracting(Commit::id).containsExactly(appended, deleted);
  }

  @Test
  void versionsFormOneLaneWithoutRefs() throws Exception {
    DeltaTableWriter writer = DeltaTableWriter.create(root, List.of(), Map.of());
    writer.appendFiles(1);
    writer.appendFiles(1);
    Table table =
        TableFormats.standard().open(Storage.local(), root.toString(), null, Runnable::run);

    HistoryGraph graph = HistoryGraph.of(table);

    assertThat(graph.lanes()).isEqualTo(1);
    assertThat(graph.rows()).extracting(row -> row.commit().id()).containsExactly(2L, 1L, 0L);
    assertThat(graph.rows().get(2).hasParent()).isFalse();
    assertThat(table.refs()).isEmpty();
  }

  @Test
  void aVersionOutsideTheLogIsNamedWithTheVersionsThereAre() throws Exception {
    DeltaTableWriter.create(root, List.of(), Map.of()).appendFiles(1);
    Table table =
        TableFormats.standard().open(Storage.local(), root.toString(), null, Runnable::run);

    assertThatThrownBy(() -> table.resolveCommit("7"))
        .isInstanceOf(CommitNotFoundException.class)
        .hasMessage("Cannot time travel Delta table to version 7. Available versions: [0, 1].");
  }

  @Test
  void deletionVectorsKeyFilesAsKernelDoes() throws Exception {
    HandWrittenTables.featureTable(root);
    Table table =
        TableFormats.standard().open(Storage.local(), root.toString(), null, Runnable::run);

    boolean sawVector = false;
    for (Commit commit : table.commits()) {
      List<TableFile> files = List.copyOf(table.readFiles(commit).files().values());
      sawVector |= files.stream().anyMatch(file -> file.deletionVector() != null);
      assertThat(keys(files))
          .as("version %d", commit.id())
          .isEqualTo(kernel.stateAt(root, commit.id()).files());
    }
    assertThat(sawVector).isTrue();
  }

  private Set<FileKey> keys(java.util.Collection<TableFile> files) {
    String prefix = root.toString() + "/";
    return files.stream()
        .map(
            file ->
                new FileKey(
                    file.path().startsWith(prefix)
                        ? file.path().substring(prefix.length())
                        : file.path(),
                    file.deletionVector() == null ? null : file.deletionVector().uniqueId()))
        .collect(Collectors.toSet());
  }

  private static Set<FileKey> difference(Set<FileKey> a, Set<FileKey> b) {
    Set<FileKey> difference = new HashSet<>(a);
    difference.removeAll(b);
    return difference;
  }
}
