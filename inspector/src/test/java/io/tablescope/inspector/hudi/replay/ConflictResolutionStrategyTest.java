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

/**
 * Hudi's three conflict resolution strategies on hand-written timelines: how one is chosen, what
 * each examines and what it calls an overlap (the races compare each with Hudi itself).
 */
class ConflictResolutionStrategyTest {
  private static final String WRITE = "20260101000000500";
  private static final ConflictResolutionStrategy SIMPLE = ConflictResolutionStrategy.SIMPLE;
  private static final ConflictResolutionStrategy BUCKET = ConflictResolutionStrategy.BUCKET_INDEX;
  private static final ConflictResolutionStrategy PREFER_WRITER =
      ConflictResolutionStrategy.PREFER_WRITER;

  private static HudiReplayResult replay(
      ConflictResolutionStrategy strategy,
      Set<FileGroupId> written,
      List<HoodieInstant> instants,
      Map<String, Set<FileGroupId>> writes) {
    HudiProposal proposal =
        new HudiProposal(
            WRITE,
            "commit",
            "INFLIGHT",
            "upsert",
            HudiProposal.OCC,
            strategy,
            new TreeSet<>(written),
            "test");
    return HudiReplayer.replay(
        proposal,
        instants,
        true,
        0,
        i -> new InstantWrites.Writes(new TreeSet<>(writes.get(i.requestedTime())), null, null),
        i -> false);
  }

  private static HoodieInstant completed(String requested, String completion) {
    return new HoodieInstant(requested, "commit", InstantState.COMPLETED, completion, Map.of(), 0);
  }

  @Test
  void theStrategyNamedWinsThenTheTablesThenTheIndexTypes() {
    assertThat(ConflictResolutionStrategy.of(null, Map.of())).isEqualTo(SIMPLE);
    assertThat(ConflictResolutionStrategy.of(null, Map.of("hoodie.index.type", "bucket")))
        .isEqualTo(BUCKET);
    assertThat(
            ConflictResolutionStrategy.of(
                null,
                Map.of(
                    "hoodie.index.type",
                    "BUCKET",
                    ConflictResolutionStrategy.KEY,
                    PREFER_WRITER.className())))
        .isEqualTo(PREFER_WRITER);
    assertThat(
            ConflictResolutionStrategy.of(
                "SimpleConcurrentFileWritesConflictResolutionStrategy",
                Map.of("hoodie.index.type", "BUCKET")))
        .isEqualTo(SIMPLE);
  }

  @Test
  void theOperationFileNamesAStrategyByClass() {
    HudiOperationFile file =
        HudiOperationFile.parse(
            "{\"instant-time\": \""
                + WRITE
                + "\", \"strategy\": \"PreferWriterConflictResolutionStrategy\"}");

    assertThat(file.strategy()).isEqualTo(PREFER_WRITER.className());
    assertThatThrownBy(
            () ->
                HudiOperationFile.parse(
                    "{\"instant-time\": \"" + WRITE + "\", \"strategy\": \"Optimistic\"}"))
        .hasMessageStartingWith("strategy must be one of");
  }

  @Test
  void twoNewFileGroupsOfOneBucketConflictUnderTheBucketIndexAlone() {
    FileGroupId mine = new FileGroupId("p0", "00000001-aaaa-0");
    FileGroupId theirs = new FileGroupId("p0", "00000001-bbbb-0");
    HoodieInstant other = completed("20260101000000600", "20260101000000700");
    Map<String, Set<FileGroupId>> writes = Map.of(other.requestedTime(), Set.of(theirs));

    HudiReplayResult bucket = replay(BUCKET, Set.of(mine), List.of(other), writes);
    HudiReplayResult simple = replay(SIMPLE, Set.of(mine), List.of(other), writes);

    assertThat(bucket.passes()).isFalse();
    assertThat(bucket.strategy()).isEqualTo(BUCKET);
    assertThat(bucket.conflict().fileGroups()).containsExactly(mine);
    assertThat(bucket.conflict().explanation()).contains("1 bucket the write wrote too");
    assertThat(simple.passes()).isTrue();
  }

  @Test
  void otherBucketsOrPartitionsDoNotOverlap() {
    FileGroupId mine = new FileGroupId("p0", "00000001-aaaa-0");
    assertThat(
            BUCKET.overlap(
                new TreeSet<>(Set.of(mine)),
                new TreeSet<>(
                    Set.of(
                        new FileGroupId("p0", "00000002-aaaa-0"),
                        new FileGroupId("p1", "00000001-aaaa-0")))))
        .isEmpty();
  }

  @Test
  void preferWriterExaminesNoPlanAndTheWritesCompletedSinceInCompletionOrder() {
    FileGroupId group = new FileGroupId("p0", "f0-0");
    HoodieInstant plan =
        new HoodieInstant(
            "20260101000000600", "clustering", InstantState.REQUESTED, null, Map.of(), 0);
    HoodieInstant later = completed("20260101000000650", "20260101000000700");
    HoodieInstant earlier = completed("20260101000000660", "20260101000000680");
    Map<String, Set<FileGroupId>> writes =
        Map.of(
            plan.requestedTime(), Set.of(group),
            later.requestedTime(), Set.of(),
            earlier.requestedTime(), Set.of());

    HudiReplayResult preferWriter =
        replay(PREFER_WRITER, Set.of(group), List.of(plan, later, earlier), writes);
    HudiReplayResult simple = replay(SIMPLE, Set.of(group), List.of(plan, later, earlier), writes);

    assertThat(preferWriter.passes()).isTrue();
    assertThat(preferWriter.examined())
        .extracting(HudiReplayResult.Examined::instant)
        .containsExactly(earlier.requestedTime(), later.requestedTime());
    assertThat(preferWriter.mode()).contains("a clustering planned meanwhile fails");
    assertThat(simple.passes()).isFalse();
    assertThat(simple.conflict().instant()).isEqualTo(plan.requestedTime());
    assertThat(simple.mode()).doesNotContain("clustering");
  }
}
