package io.tablescope.format.delta.log;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.delta.action.FileKey;
import io.tablescope.format.delta.action.RemoveFile;
import io.tablescope.format.io.LocalFileAccess;
import io.tablescope.format.testing.delta.HandWrittenCheckpoint;
import io.tablescope.format.testing.delta.HandWrittenLog;
import io.tablescope.format.testing.delta.KernelOracle;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The log replayed newest first: within a commit the later action wins, a file removed and then
 * added back by a later commit is live, what a checkpoint holds is shadowed by the commits after
 * it, and the files come out in log order; the streamed replay, the kept state, the short header
 * read and Delta Kernel agree at every version.
 */
class LogReplayTest {
  @TempDir Path root;

  private final KernelOracle kernel = new KernelOracle();
  private HandWrittenLog log;

  @BeforeEach
  void writeLog() {
    log = new HandWrittenLog(root);
    Map<String, String> columns = new LinkedHashMap<>();
    columns.put("id", null);
    ObjectNode protocol = HandWrittenLog.protocol(1, 2, null, null);
    ObjectNode metadata =
        HandWrittenLog.metadata("t", HandWrittenLog.schema(columns), List.of(), Map.of());
    ObjectNode a = add("a");
    ObjectNode b = add("b");
    commit(0, protocol, metadata, a, b, HandWrittenLog.txn("app", 1));
    HandWrittenCheckpoint.write(
        log.logDir().resolve(HandWrittenLog.padded(0) + ".checkpoint.parquet"),
        List.of(protocol, metadata, a, b, HandWrittenLog.txn("app", 1)));
    // Added then removed in one commit: the remove, written later, wins.
    commit(1, add("c"), remove("c"));
    commit(2, remove("a"));
    // Removed, then added back by a later commit: live again, where the later commit puts it.
    commit(3, remove("b"), add("d"), add("a"), HandWrittenLog.txn("app", 2));
    ObjectNode newer =
        HandWrittenLog.metadata(
            "t", HandWrittenLog.schema(columns), List.of(), Map.of("owner", "x"));
    commit(4, newer, add("e"));
  }

  private void commit(long version, ObjectNode... actions) {
    List<ObjectNode> all = new ArrayList<>();
    all.add(HandWrittenLog.commitInfo("WRITE", null));
    all.addAll(List.of(actions));
    log.commit(version, 1_700_000_000_000L + version * 1000, all);
  }

  private static ObjectNode add(String name) {
    return HandWrittenLog.add(name + ".parquet", Map.of(), 10, null);
  }

  private static ObjectNode remove(String name) {
    return HandWrittenLog.remove(name + ".parquet", Map.of(), null);
  }

  @Test
  void theLaterActionOfOneCommitWinsAndFilesComeInLogOrder() throws Exception {
    DeltaLog delta = DeltaLog.open(new LocalFileAccess(), root.toString());

    DeltaSnapshot latest = delta.stateAt(4);

    assertThat(latest.checkpoint().version()).isZero();
    assertThat(latest.files().keySet())
        .extracting(FileKey::path)
        .containsExactly("d.parquet", "a.parquet", "e.parquet");
    assertThat(latest.tombstones().keySet())
        .extracting(FileKey::path)
        .containsExactlyInAnyOrder("b.parquet", "c.parquet");
    assertThat(latest.transactions().get("app").version()).isEqualTo(2);
    assertThat(latest.metadata().configuration()).containsEntry("owner", "x");
    assertThat(latest.replayedFiles())
        .extracting(file -> Path.of(file).getFileName().toString())
        .containsExactly(
            HandWrittenLog.padded(1) + ".json",
            HandWrittenLog.padded(2) + ".json",
            HandWrittenLog.padded(3) + ".json",
            HandWrittenLog.padded(4) + ".json");
  }

  @Test
  void theStreamedReplayTheKeptStateTheHeaderAndKernelAgreeAtEveryVersion() throws Exception {
    DeltaLog delta = DeltaLog.open(new LocalFileAccess(), root.toString());

    for (long version = 0; version <= 4; version++) {
      List<FileKey> streamed = new ArrayList<>();
      List<FileKey> tombstones = new ArrayList<>();
      LogState state =
          delta.replay(
              version,
              new StateSink() {
                @Override
                public void live(AddFile add) {
                  streamed.add(add.fileKey());
                }

                @Override
                public void tombstone(RemoveFile remove) {
                  tombstones.add(remove.fileKey());
                }
              });
      DeltaSnapshot kept = delta.stateAt(version);
      assertThat(streamed).containsExactlyInAnyOrderElementsOf(kept.files().keySet());
      assertThat(streamed).doesNotHaveDuplicates();
      assertThat(tombstones).containsExactlyInAnyOrderElementsOf(kept.tombstones().keySet());
      assertThat(kept.files().keySet())
          .containsExactlyInAnyOrderElementsOf(kernel.stateAt(root, version).files());
      assertThat(state.problems()).isEmpty();
      assertThat(delta.header(version).metadata()).isEqualTo(state.metadata());
      assertThat(delta.header(version).protocol()).isEqualTo(state.protocol());
    }
  }

  @Test
  void theHeaderIsTheNewestProtocolAndMetadataAtTheVersion() throws Exception {
    DeltaLog fresh = DeltaLog.open(new LocalFileAccess(), root.toString());

    LogHeader header = fresh.header(3);

    assertThat(header.metadata().configuration()).doesNotContainKey("owner");
    assertThat(header.protocol().minWriterVersion()).isEqualTo(2);
    assertThat(fresh.header(4).metadata().configuration()).containsEntry("owner", "x");
  }
}
