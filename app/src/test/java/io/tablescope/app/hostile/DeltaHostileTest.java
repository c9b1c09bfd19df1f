package io.tablescope.app.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.io.ReadLimits;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.apache.parquet.format.PageHeader;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Crafted Delta logs: a checkpoint whose sizes lie, log entries that cannot be read, garbage and
 * impossible values. Each damaged file is a problem named at that file beside the rest of the
 * table, read within the hostile execution's heap and time bound, and nothing is written.
 */
class DeltaHostileTest {
  private static final String CHECKPOINT = "00000000000000000010.checkpoint.parquet";

  @TempDir Path folder;
  private Path table;
  private Path log;

  @BeforeEach
  void copyDemoTable() throws IOException {
    table = folder.resolve("events");
    copy(Path.of("demo-warehouse/lake/events"), table);
    log = table.resolve("_delta_log");
  }

  @Test
  void theUndamagedCheckpointPassesEveryBoundAndTheStateStartsFromIt() {
    HostileRun run = HostileRun.of("summary", table.toString()).exits(0).inWords();

    assertThat(run.out()).contains(CHECKPOINT).doesNotContain("Problems");
  }

  @Test
  void aCheckpointPageClaimingTwoGigabytesIsAProblemAndTheLogIsReplayedWithoutIt()
      throws IOException {
    damageCheckpoint("add.path", header -> header.setUncompressed_page_size(Integer.MAX_VALUE));
    FolderPrint before = FolderPrint.of(table);

    HostileRun run = HostileRun.of("summary", table.toString()).exits(0).inWords();

    assertThat(run.out())
        .contains(
            log.resolve(CHECKPOINT)
                + ": page of column add.path is 2147483647 bytes, more than the "
                + ReadLimits.describe(ReadLimits.blockLimit())
                + " Tablescope reads")
        .contains("Live files");
    assertThat(FolderPrint.of(table)).isEqualTo(before);
  }

  @Test
  void aCheckpointDictionaryClaimingMoreEntriesThanItsBytesIsAProblem() throws IOException {
    damageCheckpoint(
        "add.size",
        header -> {
          if (header.isSetDictionary_page_header()) {
            header.getDictionary_page_header().setNum_values(Integer.MAX_VALUE);
          }
        });

    HostileRun run = HostileRun.of("summary", table.toString()).exits(0).inWords();

    assertThat(run.out())
        .contains(
            log.resolve(CHECKPOINT)
                + ": dictionary of column add.size claims 2147483647 entries, more than its")
        .contains("Live files");
  }

  @Test
  void aCheckpointPageStoredPastItsColumnChunkIsAProblem() throws IOException {
    damageCheckpoint("add.stats", header -> header.setCompressed_page_size(Integer.MAX_VALUE));

    HostileRun run = HostileRun.of("summary", table.toString()).exits(0).inWords();

    assertThat(run.out())
        .contains(
            log.resolve(CHECKPOINT)
                + ": page of column add.stats claims 2147483647 stored bytes, more than the")
        .contains("Live files");
  }

  @Test
  void aLinkLoopNamedLikeACommitIsAProblemOnThatVersionAndTheRestIsRead() throws IOException {
    Path commit = log.resolve("00000000000000000005.json");
    Files.delete(commit);
    Files.createSymbolicLink(commit, commit.getFileName());
    FolderPrint before = FolderPrint.of(table);

    HostileRun latest = HostileRun.of("summary", table.toString()).exits(0).inWords();
    HostileRun atSix = HostileRun.of("tree", table.toString(), "--version", "6").exits(0).inWords();

    assertThat(latest.out())
        .as("the latest version is read from the checkpoint, the bad commit named")
        .contains("Live files:       8")
        .contains(commit + ": cannot be read (a symbolic link that loops or cannot be followed)");
    assertThat(atSix.out())
        .as("version 6 is replayed through the bad commit, which is a problem on it")
        .contains(commit + ": cannot be read (a symbolic link that loops or cannot be followed)");
    assertThat(FolderPrint.of(table)).isEqualTo(before);
  }

  @Test
  void aLinkLoopNamedLikeTheCheckpointIsAProblemAndTheCommitsAreReplayed() throws IOException {
    Path checkpoint = log.resolve(CHECKPOINT);
    Files.delete(checkpoint);
    Files.createSymbolicLink(checkpoint, checkpoint.getFileName());

    HostileRun run = HostileRun.of("summary", table.toString()).exits(0).inWords();

    assertThat(run.out())
        .contains(
            checkpoint + ": cannot be read (a symbolic link that loops or cannot be followed)")
        .contains("Live files:       8");
  }

  @Test
  void aGarbageLastCheckpointIsOneLineInWordsAndTheCheckpointIsFoundByListing() throws IOException {
    Path pointer = log.resolve("_last_checkpoint");
    Files.writeString(pointer, "{\"version\": garbage");

    HostileRun run = HostileRun.of("summary", table.toString()).exits(0).inWords();

    assertThat(run.out())
        .contains(pointer + ": not JSON (Unrecognized token 'garbage'")
        .contains("at line 1, column ")
        .contains("; the checkpoint is found by listing")
        .contains(CHECKPOINT);
    assertThat(run.out().lines().filter(line -> line.contains("_last_checkpoint:"))).hasSize(1);
  }

  @Test
  void aKeyWrittenTwiceInACommitActionIsAProblemNamingTheFileAndTheKey() throws IOException {
    Path commit = log.resolve("00000000000000000011.json");
    Files.writeString(
        commit,
        "{\"txn\":{\"appId\":\"a\",\"version\":1,\"version\":2}}\n",
        StandardOpenOption.APPEND);

    HostileRun run = HostileRun.of("summary", table.toString()).exits(0).inWords();

    assertThat(run.out())
        .contains(commit + ": line ")
        .contains("is not a valid action: key 'version' is written twice")
        .contains("Live files:       8");
  }

  @Test
  void aCommitLineLongerThanTheHeapMayHoldIsAProblemAndTheRestIsRead() throws IOException {
    Path commit = log.resolve("00000000000000000011.json");
    byte[] chunk = "x".repeat(1 << 20).getBytes(StandardCharsets.US_ASCII);
    // Past the line's limit, within the file's: the line is skipped and the file read on.
    int megabytes = (ReadLimits.blockLimit() >> 20) + 1;
    try (OutputStream out = Files.newOutputStream(commit, StandardOpenOption.APPEND)) {
      for (int i = 0; i < megabytes; i++) {
        out.write(chunk);
      }
      out.write(
          "\n{\"txn\":{\"appId\":\"after-the-long-line\",\"version\":3}}\n"
              .getBytes(StandardCharsets.US_ASCII));
    }
    FolderPrint before = FolderPrint.of(table);

    HostileRun run = HostileRun.of("summary", table.toString()).exits(0).inWords();

    assertThat(run.out())
        .contains(
            commit
                + ": line 4 is longer than the "
                + ReadLimits.describe(ReadLimits.blockLimit())
                + " Tablescope reads of a line")
        .contains("after-the-long-line = version 3")
        .doesNotContain("missing: " + commit)
        .contains("Versions:         12 in the log (0 to 11)")
        .contains("Checkpoint:       version 10");
    assertThat(FolderPrint.of(table)).isEqualTo(before);
  }

  private void damageCheckpoint(String column, Consumer<PageHeader> change) throws IOException {
    Path checkpoint = log.resolve(CHECKPOINT);
    Files.write(
        checkpoint, ParquetSurgery.changePages(Files.readAllBytes(checkpoint), column, change));
  }

  static void copy(Path from, Path to) throws IOException {
    try (Stream<Path> walk = Files.walk(from)) {
      walk.forEach(
          path -> {
            try {
              Files.copy(
                  path,
                  to.resolve(from.relativize(path).toString()),
                  StandardCopyOption.COPY_ATTRIBUTES);
            } catch (IOException e) {
              throw new UncheckedIOException(e);
            }
          });
    }
  }
}
