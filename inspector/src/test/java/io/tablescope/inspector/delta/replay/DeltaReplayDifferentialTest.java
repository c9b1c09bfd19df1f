package io.tablescope.inspector.delta.replay;

import static io.tablescope.inspector.delta.replay.DeltaRace.actions;
import static io.tablescope.inspector.delta.replay.DeltaRace.commit;
import static io.tablescope.inspector.delta.replay.DeltaRace.lose;
import static org.assertj.core.api.Assertions.assertThat;

import io.delta.standalone.OptimisticTransaction;
import io.delta.standalone.actions.Action;
import io.delta.standalone.actions.Protocol;
import io.delta.standalone.actions.SetTransaction;
import io.delta.standalone.exceptions.DeltaConcurrentModificationException;
import io.delta.standalone.expressions.EqualTo;
import io.delta.standalone.expressions.Expression;
import io.delta.standalone.expressions.GreaterThan;
import io.delta.standalone.expressions.Literal;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Races real delta-standalone 3.3.2 transactions (two or more started at the same version, the
 * loser committing last) and replays the loser's commit with Tablescope from an operation file
 * saying what the loser read: the verdict, exception class and message must equal the oracle's.
 */
class DeltaReplayDifferentialTest {
  @TempDir Path dir;

  @Test
  void blindAppendRacingAnAppendCommits() throws Exception {
    DeltaRace race = DeltaRace.partitioned(dir.resolve("t"));
    OptimisticTransaction loser = race.start();
    List<Action> ours = actions(race.newFile("red", true));
    commit(race.start(), actions(race.newFile("red", true)), "WRITE");

    assertAgrees(race, loser, ours, race.operationFile(1, "Serializable", null, ours));
  }

  @Test
  void appendInThePartitionReadIsAConcurrentAppend() throws Exception {
    DeltaRace race = DeltaRace.partitioned(dir.resolve("t"));
    OptimisticTransaction loser = race.start();
    List<Action> ours = actions(race.removeOne("red", true), race.newFile("red", true));
    loser.markFilesAsRead(color(loser, "red"));
    commit(race.start(), actions(race.newFile("red", true)), "WRITE");

    DeltaReplayResult result =
        assertAgrees(
            race, loser, ours, race.operationFile(1, "Serializable", "color = 'red'", ours));

    assertThat(result.failures().get(0).firstLine())
        .isEqualTo(
            "Files were added to partition [color=red] by a concurrent update. Please try the"
                + " operation again.");
    assertThat(result.failures().get(0).dependsOnReadPredicate()).isTrue();
  }

  @Test
  void appendInAnotherPartitionCommits() throws Exception {
    DeltaRace race = DeltaRace.partitioned(dir.resolve("t"));
    OptimisticTransaction loser = race.start();
    List<Action> ours = actions(race.removeOne("red", true), race.newFile("red", true));
    loser.markFilesAsRead(color(loser, "red"));
    commit(race.start(), actions(race.newFile("blue", true)), "WRITE");

    assertAgrees(race, loser, ours, race.operationFile(1, "Serializable", "color = 'red'", ours));
  }

  @Test
  void wholeTableReadOfAnUnpartitionedTableConflictsWithAnyAppend() throws Exception {
    DeltaRace race = DeltaRace.unpartitioned(dir.resolve("t"));
    OptimisticTransaction loser = race.start();
    List<Action> ours = actions(race.newFile(Map.of(), true));
    loser.readWholeTable();
    commit(race.start(), actions(race.newFile(Map.of(), true)), "WRITE");

    DeltaReplayResult result =
        assertAgrees(race, loser, ours, race.operationFile(1, "Serializable", "true", ours));

    assertThat(result.failures().get(0).message()).contains("the root of the table");
  }

  @Test
  void deletingAFileAConcurrentCommitDeletedIsADeleteDelete() throws Exception {
    DeltaRace race = DeltaRace.partitioned(dir.resolve("t"));
    OptimisticTransaction loser = race.start();
    List<Action> ours = actions(race.removeOne("red", true));
    commit(race.start(), actions(race.removeOne("red", true)), "DELETE");

    DeltaReplayResult result =
        assertAgrees(race, loser, ours, race.operationFile(1, "Serializable", null, ours));

    assertThat(result.failures().get(0).exception())
        .isEqualTo(DeltaException.CONCURRENT_DELETE_DELETE);
  }

  @Test
  void readingAFileAConcurrentCommitDeletedIsADeleteRead() throws Exception {
    DeltaRace race = DeltaRace.partitioned(dir.resolve("t"));
    OptimisticTransaction loser = race.start();
    List<Action> ours = actions(race.newFile("red", true));
    loser.markFilesAsRead(color(loser, "red"));
    commit(race.start(), actions(race.removeOne("red", true)), "DELETE");

    DeltaReplayResult result =
        assertAgrees(
            race, loser, ours, race.operationFile(1, "Serializable", "color = 'red'", ours));

    assertThat(result.failures().get(0).exception())
        .isEqualTo(DeltaException.CONCURRENT_DELETE_READ);
  }

  @Test
  void aConcurrentMetadataChangeFailsTheCommit() throws Exception {
    DeltaRace race = DeltaRace.partitioned(dir.resolve("t"));
    OptimisticTransaction loser = race.start();
    List<Action> ours = actions(race.newFile("red", true));
    race.writer().setProperties(Map.of("delta.appendOnly", "false"));

    DeltaReplayResult result =
        assertAgrees(race, loser, ours, race.operationFile(1, "Serializable", null, ours));

    assertThat(result.failures().get(0).dependsOnReadPredicate()).isFalse();
  }

  @Test
  void twoCommitsSettingTheProtocolIsAProtocolChange() throws Exception {
    DeltaRace race = DeltaRace.partitioned(dir.resolve("t"));
    OptimisticTransaction loser = race.start();
    List<Action> ours = actions(new Protocol(1, 2), race.newFile("red", true));
    commit(race.start(), actions(new Protocol(1, 2)), "UPGRADE_PROTOCOL");

    assertAgrees(race, loser, ours, race.operationFile(1, "Serializable", null, ours));
  }

  @Test
  void twoWritersWithOneAppIdIsAConcurrentTransaction() throws Exception {
    DeltaRace race = DeltaRace.partitioned(dir.resolve("t"));
    OptimisticTransaction loser = race.start();
    List<Action> ours =
        actions(new SetTransaction("query-1", 1, Optional.of(2L)), race.newFile("red", true));
    loser.txnVersion("query-1");
    OptimisticTransaction winner = race.start();
    winner.txnVersion("query-1");
    commit(
        winner,
        actions(new SetTransaction("query-1", 1, Optional.of(1L)), race.newFile("blue", true)),
        "STREAMING_UPDATE");

    assertAgrees(race, loser, ours, race.operationFile(1, "Serializable", null, ours));
  }

  @Test
  void theSecondOfSeveralWinnersIsTheOneNamed() throws Exception {
    DeltaRace race = DeltaRace.partitioned(dir.resolve("t"));
    OptimisticTransaction loser = race.start();
    List<Action> ours = actions(race.removeOne("red", true));
    loser.markFilesAsRead(color(loser, "red"));
    commit(race.start(), actions(race.newFile("blue", true)), "WRITE");
    long second = commit(race.start(), actions(race.newFile("red", true)), "WRITE");
    commit(race.start(), actions(race.newFile("green", true)), "WRITE");

    DeltaReplayResult result =
        assertAgrees(
            race, loser, ours, race.operationFile(1, "Serializable", "color = 'red'", ours));

    assertThat(result.failures().get(0).version()).isEqualTo(second).isEqualTo(3);
    assertThat(result.checks()).last().extracting(check -> check.version()).isEqualTo(3L);
  }

  @Test
  void serializableConflictsWithABlindAppendWhereWriteSerializableDoesNot() throws Exception {
    DeltaRace race = DeltaRace.partitioned(dir.resolve("t"));
    OptimisticTransaction loser = race.start();
    List<Action> ours = actions(race.removeOne("red", true));
    loser.markFilesAsRead(color(loser, "red"));
    commit(race.start(), actions(race.newFile("red", true)), "WRITE");

    // delta-standalone has no WriteSerializable; delta.md A.6.3: it ignores blind appends.
    DeltaReplayResult writeSerializable =
        race.replay(race.operationFile(1, "WriteSerializable", "color = 'red'", ours));
    assertThat(writeSerializable.passes()).isTrue();
    assertThat(writeSerializable.isolation()).isEqualTo(IsolationLevel.WRITE_SERIALIZABLE);
    // The oracle commits at Serializable: the winner's blind append conflicts.
    assertAgrees(race, loser, ours, race.operationFile(1, "Serializable", "color = 'red'", ours));
  }

  @Test
  void aCompactionRacingAnAppendCommitsAtSnapshotIsolation() throws Exception {
    DeltaRace race = DeltaRace.partitioned(dir.resolve("t"));
    OptimisticTransaction loser = race.start();
    List<Action> ours = actions(race.removeOne("red", false), race.newFile("red", false));
    loser.markFilesAsRead(color(loser, "red"));
    commit(race.start(), actions(race.newFile("red", true)), "WRITE");

    DeltaReplayResult result =
        assertAgrees(
            race, loser, ours, race.operationFile(1, "Serializable", "color = 'red'", ours));

    assertThat(result.isolation()).isEqualTo(IsolationLevel.SNAPSHOT_ISOLATION);
  }

  @Test
  void aCompactionRacingADeleteOfItsFileIsADeleteRead() throws Exception {
    DeltaRace race = DeltaRace.partitioned(dir.resolve("t"));
    OptimisticTransaction loser = race.start();
    List<Action> ours = actions(race.removeOne("red", false), race.newFile("red", false));
    loser.markFilesAsRead(color(loser, "red"));
    commit(race.start(), actions(race.removeOne("red", true)), "DELETE");

    assertAgrees(race, loser, ours, race.operationFile(1, null, "color = 'red'", ours));
  }

  @Test
  void anIntegerPartitionIsComparedAsANumber() throws Exception {
    DeltaRace race = DeltaRace.integerPartitioned(dir.resolve("t"));
    OptimisticTransaction loser = race.start();
    List<Action> ours = actions(race.newFile(Map.of("n", "8"), true));
    loser.markFilesAsRead(new GreaterThan(loser.metadata().getSchema().column("n"), Literal.of(7)));
    commit(race.start(), actions(race.newFile(Map.of("n", "10"), true)), "WRITE");

    DeltaReplayResult result =
        assertAgrees(race, loser, ours, race.operationFile(1, "Serializable", "n > 7", ours));

    assertThat(result.failures().get(0).firstLine()).contains("partition [n=10]");
  }

  @Test
  void aLosersCommitFileReplaysAsItsActions() throws Exception {
    DeltaRace race = DeltaRace.partitioned(dir.resolve("t"));
    OptimisticTransaction loser = race.start();
    List<Action> ours = actions(race.removeOne("blue", true), race.newFile("blue", true));
    loser.markFilesAsRead(color(loser, "blue"));
    OptimisticTransaction winner = race.start();
    winner.markFilesAsRead(color(winner, "blue"));
    commit(winner, actions(race.newFile("blue", true)), "MERGE");

    DeltaReplayResult result =
        assertAgrees(
            race, loser, ours, race.operationFileWithCommitFile(1, "color = 'blue'", ours));

    // No isolation in the file and none on the table: WriteSerializable, which agrees with the
    // oracle's Serializable here because the winner read the table, so it is no blind append.
    assertThat(result.declaredIsolation()).isEqualTo(IsolationLevel.WRITE_SERIALIZABLE);
  }

  private static Expression color(OptimisticTransaction txn, String value) {
    return new EqualTo(txn.metadata().getSchema().column("color"), Literal.of(value));
  }

  /**
   * Tablescope's verdict, replayed while the log holds only the winners, equals the oracle's when
   * the loser then commits: pass, or the same exception class and message.
   */
  private static DeltaReplayResult assertAgrees(
      DeltaRace race, OptimisticTransaction loser, List<Action> ours, Path operationFile) {
    DeltaReplayResult result = race.replay(operationFile);
    DeltaConcurrentModificationException oracle = lose(loser, ours);
    if (oracle == null) {
      assertThat(result.failures()).isEmpty();
      assertThat(result.outcome()).isEqualTo("pass");
    } else {
      assertThat(result.failures()).hasSize(1);
      assertThat(result.outcome()).isEqualTo("fail");
      assertThat(result.failures().get(0).exception().simpleName())
          .isEqualTo(oracle.getClass().getSimpleName());
      assertThat(result.failures().get(0).message()).isEqualTo(oracle.getMessage());
    }
    return result;
  }
}
