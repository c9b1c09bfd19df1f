package io.tablescope.inspector.hudi.replay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablescope.format.io.Storage;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.hudi.InstantTimes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hudi's early conflict detection rules on hand-written tables: the writers it skips and the
 * commits it checks, the cases the oracle's two races do not reach.
 */
class EarlyConflictsTest {
  private static final String BEFORE = "20260101000000100";
  private static final String OTHER = "20260101000000300";
  private static final String WRITE = "20260101000000500";
  private static final String LATER = "20260101000000600";
  private static final FileGroupId P0 = new FileGroupId("p0", "f0-0");

  @TempDir Path root;

  /** A version 8 table: a completed insert, and {@code extra} properties. */
  private void table(String extra) throws IOException {
    Path meta = root.resolve(".hoodie");
    write(
        meta.resolve("hoodie.properties"),
        "hoodie.table.name=orders\nhoodie.table.type=COPY_ON_WRITE\nhoodie.table.version=8\n"
            + "hoodie.timeline.layout.version=2\nhoodie.table.recordkey.fields=id\n"
            + "hoodie.table.partition.fields=part\n"
            + extra);
    instant(BEFORE + ".commit.requested", "");
    instant(BEFORE + ".commit.inflight", "");
    instant(BEFORE + "_20260101000000200.commit", commit("insert", "f0-0"));
  }

  private void instant(String name, String content) throws IOException {
    write(root.resolve(".hoodie/timeline").resolve(name), content);
  }

  /**
   * A writer's marker for file group f0-0 in p0, and its heartbeat touched {@code ago} ms before.
   */
  private void writer(String instant, long ago) throws IOException {
    write(
        root.resolve(".hoodie/.temp")
            .resolve(instant)
            .resolve("p0/f0-0_0-1-2_" + instant + ".parquet.marker.MERGE"),
        "");
    if (ago >= 0) {
      Path heartbeat = root.resolve(".hoodie/.heartbeat").resolve(instant);
      write(heartbeat, "");
      Files.setLastModifiedTime(
          heartbeat, FileTime.fromMillis(InstantTimes.millis(WRITE, false) - ago));
    }
  }

  private static String commit(String operation, String fileId) {
    return "{\"partitionToWriteStats\":{\"p0\":[{\"fileId\":\""
        + fileId
        + "\",\"path\":\"p0/"
        + fileId
        + "_0-1-2_x.parquet\",\"partitionPath\":\"p0\",\"prevCommit\":\"null\",\"numWrites\":1}]},"
        + "\"compacted\":false,\"extraMetadata\":{},\"operationType\":\""
        + operation
        + "\"}";
  }

  private HudiReplayResult replay(String operationFile) throws Exception {
    return HudiReplayer.replay(
        HudiTable.open(Storage.local(), root.toString(), Runnable::run),
        HudiOperationFile.parse(operationFile));
  }

  private static String write(String more) {
    return "{\"instant-time\": \""
        + WRITE
        + "\", \"writes\": [{\"partition\": \"p0\", \"file-id\": \"f0-0\"}]"
        + more
        + "}";
  }

  private static void write(Path file, String text) throws IOException {
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }

  @Test
  void anEarlierLiveWritersMarkerOnTheSameFileGroupIsAnEarlyConflict() throws Exception {
    table("");
    writer(OTHER, 1_000);

    HudiReplayResult result = replay(write(", \"early-conflict-detection\": true"));

    assertThat(result.passes()).isFalse();
    assertThat(result.outcome()).isEqualTo("fail");
    assertThat(result.conflicts()).as("nothing completed to conflict at commit").isEmpty();
    EarlyConflictDetection.Conflict conflict = result.earlyConflict();
    assertThat(conflict.exceptionName()).isEqualTo("HoodieEarlyConflictDetectionException");
    assertThat(conflict.message())
        .isEqualTo(
            "java.util.ConcurrentModificationException: Early conflict detected but cannot"
                + " resolve conflicts for overlapping writes");
    assertThat(conflict.instants()).containsExactly(OTHER);
    assertThat(conflict.fileGroups()).containsExactly(P0);
    assertThat(result.earlyConflictDetection().strategy()).isEqualTo(EarlyConflicts.DIRECT);
  }

  @Test
  void detectionIsOffUnlessTheTableOrTheOperationFileTurnsItOn() throws Exception {
    table("");
    writer(OTHER, 1_000);

    assertThat(replay(write("")).earlyConflictDetection()).isNull();
    assertThat(replay(write("")).passes()).isTrue();
    assertThat(replay(write(", \"early-conflict-detection\": false")).earlyConflictDetection())
        .isNull();
  }

  @Test
  void theTablesPropertiesTurnItOn() throws Exception {
    table(EarlyConflicts.ENABLE + "=true\n");
    writer(OTHER, 1_000);

    assertThat(replay(write("")).earlyConflict().instants()).containsExactly(OTHER);
  }

  @Test
  void deadAndLaterWritersAndPendingClusteringsAreSkipped() throws Exception {
    table(EarlyConflicts.ENABLE + "=true\n");
    writer("20260101000000250", -1);
    writer(OTHER, 200_000);
    writer("20260101000000400", 1_000);
    instant("20260101000000400.replacecommit.requested", "");
    writer(LATER, 0);

    HudiReplayResult result = replay(write(""));

    assertThat(result.passes()).isTrue();
    assertThat(result.earlyConflictDetection().examined())
        .extracting(EarlyConflictDetection.Examined::verdict)
        .containsExactly(
            "heartbeat expired when the write started: Hudi takes the writer for dead",
            "heartbeat expired when the write started: Hudi takes the writer for dead",
            "a pending compaction, replace commit or clustering: Hudi skips its markers",
            "started after the write: Hudi checks only writers that started before it");
  }

  @Test
  void onlyOptimisticConcurrencyDetects() throws Exception {
    table(EarlyConflicts.ENABLE + "=true\n");
    writer(OTHER, 1_000);

    HudiReplayResult result =
        replay(write(", \"concurrency-mode\": \"NON_BLOCKING_CONCURRENCY_CONTROL\""));

    assertThat(result.earlyConflict()).isNull();
    assertThat(result.earlyConflictDetection().skipped())
        .startsWith("Hudi detects early only under OPTIMISTIC_CONCURRENCY_CONTROL");
  }

  @Test
  void aCommitCompletedSinceTheWriteStartedConflictsWhenAskedTo() throws Exception {
    table(EarlyConflicts.ENABLE + "=true\n" + EarlyConflicts.CHECK_COMMIT_CONFLICT + "=true\n");
    instant(OTHER + ".commit.requested", "");
    instant(OTHER + ".commit.inflight", "");
    instant(OTHER + "_20260101000000700.commit", commit("upsert", "f0-0"));

    HudiReplayResult result = replay(write(""));

    assertThat(result.earlyConflictDetection().examined())
        .singleElement()
        .satisfies(
            examined -> {
              assertThat(examined.instant()).isEqualTo(OTHER);
              assertThat(examined.source()).isEqualTo("completed commit");
              assertThat(examined.overlap()).containsExactly(P0);
            });
    assertThat(result.earlyConflict().instants()).containsExactly(OTHER);
  }

  @Test
  void theOperationFilesFlagIsABoolean() {
    assertThatThrownBy(
            () ->
                HudiOperationFile.parse(
                    "{\"instant-time\": \"" + WRITE + "\", \"early-conflict-detection\": \"yes\"}"))
        .hasMessage("early-conflict-detection must be true or false, not \"yes\"");
  }

  @Test
  void timelineServerMarkersAreReadAndNameTheirStrategy() throws Exception {
    table(EarlyConflicts.ENABLE + "=true\n");
    writer(OTHER, 1_000);
    Path other = root.resolve(".hoodie/.temp").resolve(OTHER);
    Files.delete(other.resolve("p0/f0-0_0-1-2_" + OTHER + ".parquet.marker.MERGE"));
    write(other.resolve("MARKERS0"), "p0/f0-0_0-1-2_" + OTHER + ".parquet.marker.MERGE\n");
    write(other.resolve("MARKERS.type"), "TIMELINE_SERVER_BASED");
    write(
        root.resolve(".hoodie/.temp").resolve(WRITE).resolve("MARKERS.type"),
        "TIMELINE_SERVER_BASED");

    HudiReplayResult result = replay(write(""));

    assertThat(result.earlyConflictDetection().strategy())
        .isEqualTo(EarlyConflicts.TIMELINE_SERVER);
    assertThat(result.earlyConflict().fileGroups()).containsExactly(P0);
  }
}
