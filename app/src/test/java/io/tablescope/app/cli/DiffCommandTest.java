package io.tablescope.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.testing.Folders;
import io.tablescope.inspector.diff.CommitDiff;
import io.tablescope.inspector.diff.Diffs;
import io.tablescope.inspector.diff.FileChange;
import io.tablescope.inspector.iceberg.IcebergTable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code diff} on a damaged copy of the demo tables, compared with the diff of the intact copy. */
class DiffCommandTest {
  private static final Path ORDERS = Path.of("demo-warehouse/sales/orders").toAbsolutePath();
  private static final Path READINGS =
      Path.of("demo-warehouse/telemetry/readings_v3").toAbsolutePath();

  @TempDir Path temp;

  @Test
  void aPartialCopyIsIncompleteNotAFalseDiff() throws Exception {
    Path copy = temp.resolve("orders");
    Folders.copy(ORDERS, copy);
    IcebergTable intact = IcebergTable.open(copy.toString(), Runnable::run);
    CommitDiff expected =
        Diffs.diff(intact, intact.resolveCommit("eod-2026-11-29"), intact.resolveCommit("main"));
    // The manifest main holds its older files in, which the tag's snapshot does not list.
    ManifestFile lost = onlyInMainWithExistingFiles(intact);
    Files.delete(Path.of(intact.localPath(lost.path())));

    CliRun text = CliRun.of("diff", copy.toString(), "eod-2026-11-29", "main");
    CliRun json = CliRun.of("diff", copy.toString(), "eod-2026-11-29", "main", "--json");

    assertThat(text.exitCode()).isEqualTo(ExitCodes.PROBLEMS);
    assertThat(json.exitCode()).isEqualTo(ExitCodes.PROBLEMS);
    assertThat(text.out())
        .contains("! incomplete: TO (" + expected.to().id() + ") could not be read in full")
        .contains(lost.path())
        .contains("not checked: snapshot " + expected.to().id())
        .doesNotContain("Not explained by a commit")
        .doesNotContain("disagree with the manifests");
    // The problem is listed once, with the side it made incomplete.
    assertThat(text.out().split(Pattern.quote("missing: " + lost.path()), -1)).hasSize(2);
    JsonNode diff = new ObjectMapper().readTree(json.out());
    assertThat(diff.at("/incomplete/to"))
        .singleElement()
        .satisfies(problem -> assertThat(problem.get("path").asText()).isEqualTo(lost.path()));
    assertThat(diff.at("/incomplete/from")).isEmpty();
    assertThat(diff.get("summary-mismatches")).isEmpty();
    // A file shown removed is one the intact copy removes too (a commit that was read removed
    // it); the files in the lost manifest are unknown, and every removal is still accounted for.
    List<String> removed = new ArrayList<>();
    diff.get("removed").forEach(item -> removed.add(item.get("path").asText()));
    List<String> unknown = new ArrayList<>();
    diff.get("unknown").forEach(item -> unknown.add(item.get("path").asText()));
    assertThat(removed).isSubsetOf(paths(expected.removed()));
    assertThat(unknown).isNotEmpty().doesNotContainAnyElementsOf(removed);
    assertThat(concat(removed, unknown)).containsAll(paths(expected.removed()));
    assertThat(diff.at("/totals/all/removed-files").asLong()).isEqualTo(removed.size());
  }

  @Test
  void rowsInsertedAndRowsDeletedAreCountedApart() throws Exception {
    IcebergTable table = IcebergTable.open(READINGS.toString(), Runnable::run);
    Snapshot oldest = table.metadata().snapshots().get(0);
    Snapshot current = table.metadata().currentSnapshot().orElseThrow();
    CommitDiff expected = Diffs.diff(table, table.commitOf(oldest), table.commitOf(current));
    long insertedRows =
        expected.added().stream()
            .filter(change -> !change.file().kind().isDelete())
            .mapToLong(change -> change.file().records())
            .sum();
    long deletedRows =
        expected.added().stream()
            .filter(change -> change.file().kind().isDelete())
            .mapToLong(change -> change.file().records())
            .sum();
    assertThat(deletedRows).isPositive();

    CliRun text =
        CliRun.of("diff", READINGS.toString(), Long.toString(oldest.snapshotId()), "main");
    CliRun json =
        CliRun.of(
            "diff", READINGS.toString(), Long.toString(oldest.snapshotId()), "main", "--json");

    assertThat(text.exitCode()).isZero();
    assertThat(text.out())
        .contains(
            "  + "
                + expected.added().size()
                + " files ("
                + insertedRows
                + " rows, "
                + deletedRows
                + " rows deleted)")
        .doesNotContain("records")
        .doesNotContain("position-deletes");
    JsonNode diff = new ObjectMapper().readTree(json.out());
    assertThat(diff.at("/totals/all/added-rows").asLong()).isEqualTo(insertedRows);
    assertThat(diff.at("/totals/all/added-rows-deleted").asLong()).isEqualTo(deletedRows);
    assertThat(diff.at("/totals/by-content/deletion-vector/added-rows-deleted").asLong())
        .isEqualTo(deletedRows);
    List<String> contents = new ArrayList<>();
    diff.get("added").forEach(item -> contents.add(item.get("content").asText()));
    assertThat(contents).containsOnly("data", "deletion-vector");
  }

  private static ManifestFile onlyInMainWithExistingFiles(IcebergTable table) throws Exception {
    List<String> tagged =
        table.manifestList(table.resolve("eod-2026-11-29")).manifests().stream()
            .map(ManifestFile::path)
            .toList();
    return table.manifestList(table.resolve("main")).manifests().stream()
        .filter(manifest -> !tagged.contains(manifest.path()))
        .filter(manifest -> manifest.existingFilesCount() != null)
        .filter(manifest -> manifest.existingFilesCount() > 0)
        .findFirst()
        .orElseThrow();
  }

  private static List<String> concat(List<String> first, List<String> second) {
    return Stream.concat(first.stream(), second.stream()).toList();
  }

  private static List<String> paths(List<FileChange> changes) {
    return changes.stream().map(change -> change.file().path()).toList();
  }
}
