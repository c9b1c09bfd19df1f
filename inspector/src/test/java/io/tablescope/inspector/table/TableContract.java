package io.tablescope.inspector.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablescope.format.io.FileAccess;
import io.tablescope.inspector.TableFormats;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What every {@link Table} promises, whatever its format: commits oldest first, each found by its
 * id and refs by their names, the live files of every commit as the format's own library reads
 * them, changes that take a parent's live files to its child's, and damage as problems, never an
 * exception. Each format runs it on a table its library wrote.
 */
abstract class TableContract {
  @TempDir Path folder;

  /**
   * Writes a table of several commits with the format's library (appends, a removal, an overwrite,
   * no delete files) into the folder, and opens it with Tablescope.
   */
  protected abstract Table written(Path folder) throws Exception;

  /** The names of the data files the format's library reads at that commit of the written table. */
  protected abstract Set<String> liveFileNamesByTheLibrary(long commitId) throws Exception;

  /**
   * Deletes a file the newest commit's read needs (a manifest, a commit of the log) and opens the
   * table again.
   */
  protected abstract Table damaged(Path folder) throws Exception;

  @Test
  void commitsAreOldestFirstAndEachIsFoundByItsId() throws Exception {
    Table table = written(folder);
    List<Commit> commits = table.commits();

    assertThat(commits).hasSizeGreaterThanOrEqualTo(4);
    Map<Long, Integer> index = new HashMap<>();
    for (int i = 0; i < commits.size(); i++) {
      assertThat(index.put(commits.get(i).id(), i)).as("commit ids are unique").isNull();
    }
    for (Commit commit : commits) {
      assertThat(table.commit(commit.id())).contains(commit);
      if (commit.parentId() != null && index.containsKey(commit.parentId())) {
        assertThat(index.get(commit.parentId()))
            .as("the parent of %s comes before it", commit.id())
            .isLessThan(index.get(commit.id()));
      }
    }
    assertThat(table.current()).contains(commits.get(commits.size() - 1));
  }

  @Test
  void aCommitResolvesByItsIdAndEveryRefByItsNameAndAnUnknownOneSaysWhatWasAsked()
      throws Exception {
    Table table = written(folder);

    for (Commit commit : table.commits()) {
      assertThat(table.resolveCommit(String.valueOf(commit.id()))).isEqualTo(commit);
    }
    for (Ref ref : table.refs()) {
      assertThat(table.resolveCommit(ref.name()).id()).isEqualTo(ref.commitId());
      assertThat(table.refsTo(ref.commitId())).contains(ref);
    }
    assertThatThrownBy(() -> table.resolveCommit("987654321"))
        .isInstanceOf(CommitNotFoundException.class)
        .hasMessageContaining("987654321");
    assertThatThrownBy(() -> table.resolveCommit("no-such-ref"))
        .isInstanceOf(CommitNotFoundException.class)
        .hasMessageContaining("no-such-ref");
  }

  @Test
  void theLiveFilesOfEveryCommitAreWhatTheFormatsLibraryReads() throws Exception {
    Table table = written(folder);

    for (Commit commit : table.commits()) {
      TableFiles live = table.liveFiles(commit);
      assertThat(live.problems()).as("problems at %s", commit.id()).isEmpty();
      assertThat(names(live.files().values()))
          .as("live files at %s", commit.id())
          .isEqualTo(liveFileNamesByTheLibrary(commit.id()));
    }
  }

  @Test
  void withNothingDeletedAReadOpensTheLiveFiles() throws Exception {
    Table table = written(folder);

    for (Commit commit : table.commits()) {
      assertThat(table.readFiles(commit).files().keySet())
          .as("read files at %s", commit.id())
          .isEqualTo(table.liveFiles(commit).files().keySet());
    }
  }

  @Test
  void eachCommitsChangesTakeItsParentsLiveFilesToItsOwn() throws Exception {
    Table table = written(folder);
    int checked = 0;

    for (Commit commit : table.commits()) {
      if (commit.parentId() == null || table.commit(commit.parentId()).isEmpty()) {
        continue;
      }
      Commit parent = table.commit(commit.parentId()).orElseThrow();
      CommitChanges changes = table.changes(commit);
      assertThat(changes.problems()).as("problems of %s's changes", commit.id()).isEmpty();
      Set<String> expected = new LinkedHashSet<>(table.liveFiles(parent).files().keySet());
      changes.removed().forEach(file -> expected.remove(file.key()));
      changes.added().forEach(file -> expected.add(file.key()));
      assertThat(table.liveFiles(commit).files().keySet())
          .as("the parent's live files, less what %s removed, with what it added", commit.id())
          .isEqualTo(expected);
      checked++;
    }
    assertThat(checked).as("commits with a parent").isGreaterThanOrEqualTo(3);
  }

  @Test
  void damageIsAProblemOnTheAnswerAndTheOtherCommitsStillList() throws Exception {
    int commits = written(folder).commits().size();

    Table table = damaged(folder);

    assertThat(table.commits()).hasSize(commits);
    Commit newest = table.current().orElseThrow();
    TableFiles live = table.liveFiles(newest);
    assertThat(live.complete()).isFalse();
    assertThat(live.problems())
        .allSatisfy(problem -> assertThat(problem.path()).isNotBlank())
        .allSatisfy(problem -> assertThat(problem.message()).isNotBlank());
  }

  private static Set<String> names(java.util.Collection<TableFile> files) {
    return files.stream()
        .map(file -> FileAccess.fileName(file.path()))
        .collect(Collectors.toCollection(LinkedHashSet::new));
  }

  @Test
  void aTableOffersWhatItsEntryDeclaresAndItsTreeAndLinesNameItsCommitsAndFiles() throws Exception {
    Table table = written(folder);
    FormatEntry entry = TableFormats.standard().of(table.format());
    assertThat(entry.capabilities()).containsAll(table.capabilities());
    assertThat(entry.capabilities())
        .filteredOn(capability -> capability.needs() == null)
        .allMatch(table::offers);
    Optional<CommitTree<?>> tree = entry.tree(table);
    assertThat(tree.isPresent()).isEqualTo(table.offers(Capability.TREE));

    for (Commit commit : table.commits()) {
      assertThat(table.line(commit).id()).contains(Long.toString(commit.id()));
      if (tree.isPresent()) {
        Set<String> live =
            table.liveFiles(commit).files().values().stream()
                .map(file -> FileAccess.fileName(file.path()))
                .collect(Collectors.toSet());
        assertThat(fileRows(tree.get(), commit))
            .as("the files in the tree of %s", commit.id())
            .containsAll(live);
      }
    }
  }

  /** The names of the files every row of a commit's whole tree names. */
  private static <N> Set<String> fileRows(CommitTree<N> tree, Commit commit) throws Exception {
    Set<String> names = new LinkedHashSet<>();
    List<N> open = new ArrayList<>(List.of(tree.root(commit, "")));
    while (!open.isEmpty()) {
      N node = open.remove(open.size() - 1);
      TreeRow row = tree.row(node);
      if (row.kind() == NodeKind.DATA_FILE || row.kind() == NodeKind.DELETION_VECTOR) {
        names.add(FileAccess.fileName(row.path()));
      }
      if (!tree.isLeaf(node)) {
        open.addAll(tree.children(node, ""));
      }
    }
    return names;
  }
}
