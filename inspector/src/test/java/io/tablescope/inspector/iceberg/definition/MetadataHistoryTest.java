package io.tablescope.inspector.iceberg.definition;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.Problem;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.table.AnalysisProgress;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import org.apache.hadoop.conf.Configuration;
import org.apache.iceberg.BaseTable;
import org.apache.iceberg.DataFiles;
import org.apache.iceberg.HistoryEntry;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableMetadata;
import org.apache.iceberg.hadoop.HadoopTables;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The history along the metadata log of a table iceberg-core changed: property changes, a rollback
 * and a fast-forward of main, each in the metadata file iceberg-core wrote it to; a metadata file
 * gone from storage is a problem and the rest is still compared.
 */
class MetadataHistoryTest {
  private static final Executor DIRECT = Runnable::run;
  private static final Schema SCHEMA =
      new Schema(Types.NestedField.required(1, "id", Types.LongType.get()));

  @TempDir Path folder;
  private Table table;

  @BeforeEach
  void createTable() {
    table =
        new HadoopTables(new Configuration())
            .create(SCHEMA, PartitionSpec.unpartitioned(), Map.of(), folder.toString());
  }

  private void append(String branch, int file) {
    table
        .newFastAppend()
        .appendFile(
            DataFiles.builder(PartitionSpec.unpartitioned())
                .withPath("/nowhere/data/" + file + ".parquet")
                .withFileSizeInBytes(10)
                .withRecordCount(1)
                .build())
        .toBranch(branch)
        .commit();
  }

  private TableMetadata current() {
    return ((BaseTable) table).operations().refresh();
  }

  @Test
  void propertyChangesAreInTheFileThatMadeThem() throws IOException {
    table.updateProperties().set("owner", "ana").commit();
    String set = current().metadataFileLocation();
    table.updateProperties().set("owner", "bo").set("comment", "daily").commit();
    String changed = current().metadataFileLocation();
    table.updateProperties().remove("owner").commit();
    String removed = current().metadataFileLocation();

    MetadataHistory history =
        MetadataHistory.read(IcebergTable.open(folder.toString(), DIRECT), AnalysisProgress.NONE);

    assertThat(history.propertyChanges())
        .extracting(
            PropertyChange::metadataFile,
            PropertyChange::key,
            PropertyChange::before,
            PropertyChange::after,
            PropertyChange::word)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(set, "owner", null, "ana", "set"),
            org.assertj.core.groups.Tuple.tuple(changed, "comment", null, "daily", "set"),
            org.assertj.core.groups.Tuple.tuple(changed, "owner", "ana", "bo", "changed"),
            org.assertj.core.groups.Tuple.tuple(removed, "owner", "bo", null, "removed"));
    List<String> files =
        current().previousFiles().stream().map(TableMetadata.MetadataLogEntry::file).toList();
    assertThat(history.versions().stream().map(MetadataVersion::metadataFile).toList())
        .isEqualTo(
            java.util.stream.Stream.concat(files.stream(), java.util.stream.Stream.of(removed))
                .toList());
    assertThat(history.problems()).isEmpty();
  }

  @Test
  void rollbackAndFastForwardOfMainAreMarked() throws IOException {
    append("main", 1);
    long first = table.currentSnapshot().snapshotId();
    append("main", 2);
    long second = table.currentSnapshot().snapshotId();
    table.manageSnapshots().rollbackTo(first).commit();
    String rolledBack = current().metadataFileLocation();
    table.manageSnapshots().createBranch("dev", first).commit();
    append("dev", 3);
    long onDev = table.refs().get("dev").snapshotId();
    table.manageSnapshots().fastForwardBranch("main", "dev").commit();
    String fastForwarded = current().metadataFileLocation();

    IcebergTable opened = IcebergTable.open(folder.toString(), DIRECT);
    MetadataHistory history = MetadataHistory.read(opened, AnalysisProgress.NONE);

    List<RefMove> main = history.refMoves().stream().filter(m -> m.ref().equals("main")).toList();
    assertThat(main)
        .extracting(RefMove::from, RefMove::to, RefMove::kind)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(null, first, RefMove.Kind.CREATED),
            org.assertj.core.groups.Tuple.tuple(first, second, RefMove.Kind.COMMIT),
            org.assertj.core.groups.Tuple.tuple(second, first, RefMove.Kind.ROLLBACK),
            org.assertj.core.groups.Tuple.tuple(first, onDev, RefMove.Kind.FAST_FORWARD));
    assertThat(main.get(2).metadataFile()).isEqualTo(rolledBack);
    assertThat(main.get(3).metadataFile()).isEqualTo(fastForwarded);
    assertThat(history.refMoves())
        .filteredOn(move -> move.ref().equals("dev"))
        .extracting(RefMove::to, RefMove::kind)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(first, RefMove.Kind.CREATED),
            org.assertj.core.groups.Tuple.tuple(onDev, RefMove.Kind.COMMIT));

    // The snapshot log alone shows the same: iceberg-core's history, the rollback marked.
    List<SnapshotLogRow> log = SnapshotLogRow.of(opened.metadata());
    assertThat(log)
        .extracting(SnapshotLogRow::snapshotId)
        .isEqualTo(table.history().stream().map(HistoryEntry::snapshotId).toList());
    assertThat(log)
        .extracting(SnapshotLogRow::timestampMillis)
        .isEqualTo(table.history().stream().map(HistoryEntry::timestampMillis).toList());
    assertThat(log).extracting(SnapshotLogRow::move).containsSubsequence("", "commit", "rollback");
    assertThat(log.get(3).move()).isEqualTo("fast-forward");
  }

  @Test
  void aMissingMetadataFileIsAProblemAndTheRestIsStillCompared() throws IOException {
    table.updateProperties().set("owner", "ana").commit();
    String gone = current().metadataFileLocation();
    table.updateProperties().set("comment", "daily").commit();
    table.updateProperties().set("owner", "bo").commit();
    Files.delete(Path.of(java.net.URI.create(gone).getPath()));

    MetadataHistory history =
        MetadataHistory.read(IcebergTable.open(folder.toString(), DIRECT), AnalysisProgress.NONE);

    assertThat(history.problems())
        .singleElement()
        .satisfies(
            problem -> {
              assertThat(problem.kind()).isEqualTo(Problem.Kind.MISSING);
              assertThat(problem.path()).isEqualTo(gone);
            });
    assertThat(history.versions()).hasSize(current().previousFiles().size() + 1);
    // Compared across the gap: the first readable file before it has no owner, the one after has.
    assertThat(history.propertyChanges())
        .extracting(PropertyChange::key, PropertyChange::before, PropertyChange::after)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("comment", null, "daily"),
            org.assertj.core.groups.Tuple.tuple("owner", null, "ana"),
            org.assertj.core.groups.Tuple.tuple("owner", "ana", "bo"));
  }
}
