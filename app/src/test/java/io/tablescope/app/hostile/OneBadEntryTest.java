package io.tablescope.app.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.iceberg.DataFiles;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableProperties;
import org.apache.iceberg.hadoop.HadoopTables;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One entry that cannot be read (a link loop, a link that leads nowhere, a folder in a file's
 * place) in a table iceberg-core wrote is a problem naming it, beside the rest of the answer; a
 * link to a folder is never followed out of the table.
 */
class OneBadEntryTest {
  private static final Schema SCHEMA =
      new Schema(Types.NestedField.required(1, "id", Types.LongType.get()));

  @TempDir Path folder;
  @TempDir Path outside;
  private Table table;
  private FolderPrint before;

  @BeforeEach
  void createTableOfTwoAppends() throws IOException {
    table =
        new HadoopTables(new Configuration())
            .create(
                SCHEMA,
                PartitionSpec.unpartitioned(),
                Map.of(TableProperties.FORMAT_VERSION, "2"),
                folder.toString());
    Files.createDirectories(folder.resolve("data"));
    for (int i = 0; i < 2; i++) {
      Path data = Files.writeString(folder.resolve("data/" + i + ".parquet"), "rows " + i);
      table
          .newFastAppend()
          .appendFile(
              DataFiles.builder(PartitionSpec.unpartitioned())
                  .withPath(data.toString())
                  .withFileSizeInBytes(Files.size(data))
                  .withRecordCount(i + 1)
                  .build())
          .commit();
    }
  }

  private void damaged() {
    before = FolderPrint.of(folder);
  }

  @AfterEach
  void nothingWasWritten() {
    if (before != null) {
      assertThat(FolderPrint.of(folder)).isEqualTo(before);
    }
  }

  /** A threshold after every file of the table was written: all unreferenced files are orphans. */
  private static String soon() {
    return Long.toString(System.currentTimeMillis() + 60_000);
  }

  private static Path loop(Path at) throws IOException {
    return Files.createSymbolicLink(at, at.getFileName());
  }

  @Test
  void aVersionHintThatIsALinkLoopIsAProblemAndTheNewestMetadataIsRead() throws IOException {
    Path hint = folder.resolve("metadata/version-hint.text");
    Files.delete(hint);
    loop(hint);
    damaged();

    HostileRun run = HostileRun.of("summary", folder.toString()).exits(0);

    assertThat(run.out())
        .contains("Snapshots  2, current " + table.currentSnapshot().snapshotId())
        .contains(
            hint
                + ": not a file that can be read: a symbolic link that loops or cannot be"
                + " followed; the newest metadata file is read");
  }

  @Test
  void aVersionHintReplacedByAFolderIsAProblemAndTheNewestMetadataIsRead() throws IOException {
    Path hint = folder.resolve("metadata/version-hint.text");
    Files.delete(hint);
    Files.createDirectory(hint);
    damaged();

    HostileRun run = HostileRun.of("tree", folder.toString()).exits(0);

    assertThat(run.out())
        .contains(String.valueOf(table.currentSnapshot().snapshotId()))
        .contains("! corrupt: " + hint + ": not a file that can be read");
  }

  @Test
  void aNewestMetadataFileThatLeadsNowhereIsPassedOverForTheOneBefore() throws IOException {
    Files.delete(folder.resolve("metadata/version-hint.text"));
    Path v9 = Files.createSymbolicLink(folder.resolve("metadata/v9.metadata.json"), outside);
    Files.delete(outside);
    damaged();

    HostileRun run = HostileRun.of("summary", folder.toString()).exits(0);

    assertThat(run.out())
        .contains("Snapshots  2, current " + table.currentSnapshot().snapshotId())
        .contains(v9 + ": not a file that can be read")
        .contains("passed over for an older one");
  }

  @Test
  void orphansListsWhatCanBeListedAndNamesALinkLoop() throws IOException {
    Path loop = loop(folder.resolve("data/loop.parquet"));
    Path orphan = Files.writeString(folder.resolve("data/orphan.parquet"), "never committed");
    damaged();

    HostileRun run = HostileRun.of("orphans", folder.toString(), "--older-than", soon()).exits(0);

    assertThat(run.out())
        .contains(orphan.toString())
        .contains(loop + ": cannot be read: a symbolic link that loops or cannot be followed")
        .contains("not listed as an orphan");
    assertThat(run.out()).doesNotContain(folder.resolve("data/0.parquet").toString());
  }

  @Test
  void orphansNeverFollowsALinkOutOfTheTableNorRoundALoop() throws IOException {
    Files.writeString(outside.resolve("precious.parquet"), "another table's data");
    Path out = Files.createSymbolicLink(folder.resolve("data/out"), outside);
    Path up = Files.createSymbolicLink(folder.resolve("data/up"), folder);
    damaged();

    HostileRun run = HostileRun.of("orphans", folder.toString(), "--older-than", soon()).exits(0);

    assertThat(run.out())
        .doesNotContain("precious.parquet")
        .doesNotContain("/up/")
        .contains(out + ": a link to a folder, not followed: files under it are not listed")
        .contains(up + ": a link to a folder, not followed");
  }

  @Test
  void healthCountsTheMetadataFilesThatCanBeReadAndNamesTheOneThatCannot() throws IOException {
    Path loop = loop(folder.resolve("metadata/v0.metadata.json"));
    damaged();

    HostileRun run = HostileRun.of("health", folder.toString()).exits(0);

    assertThat(run.out())
        .contains("3 metadata files along the log on storage")
        .contains(loop + ": cannot be read: a symbolic link that loops or cannot be followed")
        .contains("not counted among the metadata files");
  }
}
