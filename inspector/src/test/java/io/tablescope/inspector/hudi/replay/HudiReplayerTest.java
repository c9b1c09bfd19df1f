package io.tablescope.inspector.hudi.replay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.format.hudi.timeline.InstantState;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** Hudi's commit-time rules on hand-written timelines: the cases the races do not reach. */
class HudiReplayerTest {
  private static final FileGroupId P0 = new FileGroupId("p0", "f0-0");
  private static final FileGroupId P1 = new FileGroupId("p1", "f1-0");
  private static final String WRITE = "20260101000000500";

  private static HoodieInstant completed(String requested, String action, String completion) {
    return new HoodieInstant(requested, action, InstantState.COMPLETED, completion, Map.of(), 0);
  }

  private static HoodieInstant pending(String requested, String action, InstantState state) {
    return new HoodieInstant(requested, action, state, null, Map.of(), 0);
  }

  private static HudiProposal proposal(String mode, String operation, FileGroupId... writes) {
    return new HudiProposal(
        WRITE, "deltacommit", "INFLIGHT", operation, mode, new TreeSet<>(Set.of(writes)), "test");
  }

  /** Replays on a layout 2 timeline where every instant writes the groups given. */
  private static HudiReplayResult replay(
      HudiProposal proposal,
      List<HoodieInstant> instants,
      Map<String, InstantWrites.Writes> writes) {
    return HudiReplayer.replay(
        proposal, instants, true, 0, i -> writes.get(i.requestedTime()), i -> false);
  }

  private static InstantWrites.Writes writes(String operation, FileGroupId... groups) {
    return new InstantWrites.Writes(new TreeSet<>(Set.of(groups)), operation, null);
  }

  private static final HoodieInstant BEFORE =
      completed("20260101000000100", "commit", "20260101000000200");
  private static final HoodieInstant OTHER =
      completed("20260101000000600", "deltacommit", "20260101000000700");

  @Test
  void anOverlappingWriteCompletedSinceIsHudisConflictWithItsMessage() {
    HudiReplayResult result =
        replay(
            proposal(HudiProposal.OCC, "upsert", P0, P1),
            List.of(BEFORE, OTHER),
            Map.of(OTHER.requestedTime(), writes("upsert", P1)));

    assertThat(result.passes()).isFalse();
    assertThat(result.examined())
        .extracting(HudiReplayResult.Examined::instant)
        .containsExactly(OTHER.requestedTime());
    assertThat(result.conflict().message())
        .isEqualTo(
            "java.util.ConcurrentModificationException: Cannot resolve conflicts for overlapping"
                + " writes between first operation = {actionType=deltacommit,"
                + " instantTime=20260101000000500, actionState=INFLIGHT'}, second operation ="
                + " {actionType=deltacommit, instantTime=20260101000000600,"
                + " actionState=COMPLETED'}");
    assertThat(result.conflict().fileGroups()).containsExactly(P1);
    assertThat(result.conflict().partitions()).containsExactly("p1");
  }

  @Test
  void singleWriterChecksNothing() {
    HudiReplayResult result =
        replay(
            proposal(HudiProposal.SINGLE_WRITER, "upsert", P1),
            List.of(OTHER),
            Map.of(OTHER.requestedTime(), writes("upsert", P1)));

    assertThat(result.passes()).isTrue();
    assertThat(result.checked()).isFalse();
    assertThat(result.examined()).isEmpty();
  }

  @Test
  void nonBlockingConcurrencyChecksBulkInsertAlone() {
    Map<String, InstantWrites.Writes> writes = Map.of(OTHER.requestedTime(), writes("upsert", P1));

    HudiReplayResult upsert =
        replay(proposal(HudiProposal.NBCC, "upsert", P1), List.of(OTHER), writes);
    HudiReplayResult bulkInsert =
        replay(proposal(HudiProposal.NBCC, "bulk_insert", P1), List.of(OTHER), writes);

    assertThat(upsert.checked()).isFalse();
    assertThat(upsert.passes()).isTrue();
    assertThat(bulkInsert.checked()).isTrue();
    assertThat(bulkInsert.passes()).isFalse();
  }

  @Test
  void aCompactionRequestedBeforeTheWriteAndCompletedSinceIsResolved() {
    HoodieInstant compaction = completed("20260101000000300", "commit", "20260101000000800");

    HudiReplayResult result =
        replay(
            proposal(HudiProposal.OCC, "upsert", P0),
            List.of(BEFORE, compaction),
            Map.of(compaction.requestedTime(), writes("compact", P0)));

    assertThat(result.passes()).isTrue();
    assertThat(result.examined())
        .singleElement()
        .satisfies(
            examined -> {
              assertThat(examined.overlap()).containsExactly(P0);
              assertThat(examined.reason())
                  .isEqualTo(ConflictCandidates.Reason.PENDING_AT_START.words());
              assertThat(examined.verdict()).startsWith("overlap resolved");
            });
  }

  @Test
  void plansRequestedBeforeTheWriteAreNotCandidatesAndThoseAfterAre() {
    HoodieInstant earlierPlan = pending("20260101000000400", "compaction", InstantState.REQUESTED);
    HoodieInstant laterPlan = pending("20260101000000900", "clustering", InstantState.REQUESTED);
    HoodieInstant laterWrite = pending("20260101000000950", "commit", InstantState.INFLIGHT);

    HudiReplayResult result =
        replay(
            proposal(HudiProposal.OCC, "upsert", P0),
            List.of(BEFORE, earlierPlan, laterPlan, laterWrite),
            Map.of(
                earlierPlan.requestedTime(), writes("compact", P0),
                laterPlan.requestedTime(), writes("cluster", P0)));

    assertThat(result.examined())
        .extracting(HudiReplayResult.Examined::instant)
        .containsExactly(laterPlan.requestedTime());
    assertThat(result.conflict().message())
        .endsWith(
            "second operation = {actionType=clustering, instantTime=20260101000000900,"
                + " actionState=REQUESTED'}");
  }

  @Test
  void layoutOneDatesCompletionByTheFilesModificationTime() {
    HoodieInstant completedBefore =
        new HoodieInstant(
            "20260101000000100", "commit", InstantState.COMPLETED, null, Map.of(), 1_000);
    HoodieInstant completedAfter =
        new HoodieInstant(
            "20260101000000200", "commit", InstantState.COMPLETED, null, Map.of(), 9_000);

    List<ConflictCandidates.Candidate> candidates =
        ConflictCandidates.of(
            new ConflictCandidates.Start(
                List.of(completedBefore, completedAfter), false, WRITE, 5_000, i -> false));

    assertThat(candidates)
        .extracting(c -> c.instant().requestedTime())
        .containsExactly(completedAfter.requestedTime());
  }

  @Test
  void operationFileErrorsNameTheField() {
    assertThatThrownBy(() -> HudiOperationFile.parse("{\"instant-time\": 5}"))
        .hasMessageStartingWith("instant-time must be");
    assertThatThrownBy(
            () -> HudiOperationFile.parse("{\"instant-time\": \"20260101000000500\", \"mode\": 1}"))
        .hasMessageStartingWith("unknown field 'mode'");
    assertThatThrownBy(
            () ->
                HudiOperationFile.parse(
                    "{\"instant-time\": \"20260101000000500\", \"concurrency-mode\": \"x\"}"))
        .hasMessageStartingWith("concurrency-mode must be one of");
    assertThatThrownBy(
            () ->
                HudiOperationFile.parse(
                    "{\"instant-time\": \"20260101000000500\", \"writes\": [{\"partition\": \"p0\"}]}"))
        .hasMessageStartingWith("writes[0] must be");
  }

  @Test
  void operationFileReadsItsWrites() {
    HudiOperationFile file =
        HudiOperationFile.parse(
            "{\"instant-time\": \"20260101000000500\", \"concurrency-mode\": \"single_writer\","
                + " \"action\": \"commit\", \"operation\": \"UPSERT\","
                + " \"writes\": [{\"partition\": \"p1\", \"file-id\": \"f1-0\"}]}");

    assertThat(file.concurrencyMode()).isEqualTo(HudiProposal.SINGLE_WRITER);
    assertThat(file.operation()).isEqualTo("upsert");
    assertThat(file.writes()).containsExactly(P1);
  }
}
