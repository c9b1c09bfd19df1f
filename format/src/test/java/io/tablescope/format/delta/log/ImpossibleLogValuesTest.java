package io.tablescope.format.delta.log;

import static io.tablescope.format.testing.delta.HandWrittenLog.add;
import static io.tablescope.format.testing.delta.HandWrittenLog.commitInfo;
import static io.tablescope.format.testing.delta.HandWrittenLog.metadata;
import static io.tablescope.format.testing.delta.HandWrittenLog.padded;
import static io.tablescope.format.testing.delta.HandWrittenLog.protocol;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.Problem;
import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.io.LocalFileAccess;
import io.tablescope.format.testing.delta.HandWrittenCheckpoint;
import io.tablescope.format.testing.delta.HandWrittenLog;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Values no writer can mean are problems on the file that holds them, while what they are in is
 * still read as written: a commit's add stays live, a checkpoint still starts the state. A {@code
 * _last_checkpoint} of them, or of a key written twice, is set aside for the listing, and a {@code
 * .crc} with a key written twice is not read.
 */
class ImpossibleLogValuesTest {
  @TempDir Path root;
  private HandWrittenLog log;

  @BeforeEach
  void writeTwoCommits() {
    log = new HandWrittenLog(root);
    log.commit(
        0,
        1_700_000_000_000L,
        List.of(
            commitInfo("CREATE TABLE", null),
            protocol(1, 2, null, null),
            metadata("id", HandWrittenLog.schema(Map.of("x", "x")), List.of(), Map.of()),
            add("a.parquet", Map.of(), 10, null)));
    log.commit(1, 1_700_000_001_000L, List.of(add("b.parquet", Map.of(), -20, null)));
  }

  private DeltaLog open() throws IOException {
    return DeltaLog.open(new LocalFileAccess(), root.toString());
  }

  @Test
  void aNegativeSizeInACommitIsAProblemNamingItsLineAndTheAddStaysLive() throws IOException {
    String commit = log.logDir().resolve(padded(1) + ".json").toString();

    CommitActions read = CommitReader.read(new LocalFileAccess(), commit, 1);
    DeltaSnapshot latest = open().latest();

    Problem problem =
        new Problem(
            Problem.Kind.INVALID,
            commit,
            "add.size is -20 for b.parquet (line 1): it cannot be negative");
    assertThat(read.problems()).containsExactly(problem);
    assertThat(read.actionsOf(AddFile.class)).extracting(AddFile::size).containsExactly(-20L);
    assertThat(latest.problems()).containsExactly(problem);
    assertThat(latest.files()).hasSize(2);
  }

  @Test
  void aCheckpointWithANegativeSizeStillStartsTheStateAndTheRowIsNamed() throws IOException {
    Path checkpoint =
        HandWrittenCheckpoint.write(
            log.logDir().resolve(padded(1) + ".checkpoint.parquet"),
            List.of(
                protocol(1, 2, null, null),
                metadata("id", HandWrittenLog.schema(Map.of("x", "x")), List.of(), Map.of()),
                add("a.parquet", Map.of(), 10, null),
                add("b.parquet", Map.of(), -20, null)));
    // Cleaned up to the checkpoint: it is all there is to start from.
    Files.delete(log.logDir().resolve(padded(0) + ".json"));

    DeltaSnapshot latest = open().latest();

    assertThat(latest.checkpoint().location()).isEqualTo(checkpoint.toString());
    assertThat(latest.files()).hasSize(2);
    assertThat(latest.problems())
        .containsExactly(
            new Problem(
                Problem.Kind.INVALID,
                checkpoint.toString(),
                "add.size is -20 for b.parquet (row 4): it cannot be negative"));
  }

  @Test
  void aLastCheckpointOfNegativeValuesIsSetAsideForTheListing() throws IOException {
    HandWrittenCheckpoint.write(
        log.logDir().resolve(padded(0) + ".checkpoint.parquet"),
        List.of(
            protocol(1, 2, null, null),
            metadata("id", HandWrittenLog.schema(Map.of("x", "x")), List.of(), Map.of()),
            add("a.parquet", Map.of(), 10, null)));
    Path pointer = log.write("_last_checkpoint", "{\"version\":-1,\"size\":3,\"parts\":-2}");

    DeltaLog opened = open();

    assertThat(opened.lastCheckpoint()).isNull();
    assertThat(opened.problems())
        .containsExactly(
            new Problem(
                Problem.Kind.INVALID,
                pointer.toString(),
                "version is -1, parts is -2: they cannot be negative; the checkpoint is found by"
                    + " listing"));
    assertThat(opened.latest().checkpoint().version()).isZero();
  }

  @Test
  void aKeyWrittenTwiceInLastCheckpointIsDamageNamingTheKey() throws IOException {
    Path pointer = log.write("_last_checkpoint", "{\"version\":0,\"size\":3,\"size\":4}");

    DeltaLog opened = open();

    assertThat(opened.lastCheckpoint()).isNull();
    assertThat(opened.problems())
        .containsExactly(
            new Problem(
                Problem.Kind.CORRUPT,
                pointer.toString(),
                "key 'size' is written twice; the checkpoint is found by listing"));
  }

  @Test
  void aKeyWrittenTwiceInAChecksumIsDamageNamingTheKeyAndItIsNotRead() throws IOException {
    Path crc =
        log.write(
            padded(1) + ".crc",
            "{\"tableSizeBytes\":-10,\"numFiles\":2,\"numMetadata\":1,\"numProtocol\":1,"
                + "\"metadata\":{\"id\":\"a\",\"id\":\"b\"}}");

    ChecksumFile read = open().checksum(1);

    assertThat(read.checksum()).isNull();
    assertThat(read.problems())
        .containsExactly(
            new Problem(Problem.Kind.CORRUPT, crc.toString(), "key 'id' is written twice"));
  }
}
