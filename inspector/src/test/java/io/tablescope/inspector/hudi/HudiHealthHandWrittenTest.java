package io.tablescope.inspector.hudi;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.io.Storage;
import io.tablescope.inspector.hudi.health.CleanLag;
import io.tablescope.inspector.hudi.health.HudiHealth;
import io.tablescope.inspector.hudi.health.HudiHealthAnalysis;
import io.tablescope.inspector.hudi.health.PendingWrite;
import io.tablescope.inspector.hudi.health.TimelineOrder;
import io.tablescope.inspector.table.AnalysisProgress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Health findings on timelines Hudi 1.0.1's client does not leave: hollow commits on a version 6
 * table, two failed writes to roll back in order, completion-order inversions on layout 2, and
 * slices beyond a clean policy the table sets.
 */
class HudiHealthHandWrittenTest {
  private static final String T1 = "20261201100000000";
  private static final String T2 = "20261201100100000";
  private static final String T3 = "20261201100200000";
  private static final String T4 = "20261201100300000";

  @TempDir Path dir;

  private static HudiHealth health(HandWrittenHudiTable table) throws Exception {
    HudiTable opened = HudiTable.open(Storage.local(), table.root().toString(), Runnable::run);
    return HudiHealthAnalysis.of(opened, AnalysisProgress.NONE);
  }

  private static String base(String fileId, String instant) {
    return fileId + "_0-0-0_" + instant + ".parquet";
  }

  /** Two writes died on a version 6 table: one before a completed commit (hollow), one after. */
  private HandWrittenHudiTable twoDiedWrites() {
    HandWrittenHudiTable table = new HandWrittenHudiTable(dir, "COPY_ON_WRITE", 6);
    table
        .partition("region=EU")
        .file("region=EU", base("f1-0", T1))
        .file("region=EU", base("f1-0", T2))
        .file("region=EU", base("f1-0", T3))
        .file("region=EU", base("f1-0", T4))
        .instant(
            T1 + ".commit", HandWrittenHudiTable.commit("INSERT", "region=EU/" + base("f1-0", T1)))
        .instant(T2 + ".commit.requested", "")
        .instant(T2 + ".inflight", "")
        .instant(
            T3 + ".commit", HandWrittenHudiTable.commit("UPSERT", "region=EU/" + base("f1-0", T3)))
        .instant(T4 + ".commit.requested", "")
        .instant(T4 + ".inflight", "")
        .file(".hoodie/.heartbeat", T4)
        .file(".hoodie/.temp/" + T4 + "/region=EU", base("f1-0", T4) + ".marker.CREATE")
        .file(".hoodie/.temp/" + T4 + "/region=EU", "." + base("f1-0", T4) + ".marker.CREATE.crc");
    return table;
  }

  @Test
  void diedWritesRollBackNewestFirstAndTheOlderIsAHollowCommit() throws Exception {
    HudiHealth health = health(twoDiedWrites());

    assertThat(health.pendingWrites())
        .extracting(w -> w.instant().requestedTime())
        .containsExactly(T2, T4);
    PendingWrite older = health.pendingWrites().get(0);
    PendingWrite newer = health.pendingWrites().get(1);
    assertThat(older.completedAfter()).isTrue();
    assertThat(newer.completedAfter()).isFalse();
    assertThat(older.dataFiles()).containsExactly("region=EU/" + base("f1-0", T2));
    assertThat(older.dataBytes()).isEqualTo(100);
    assertThat(newer.markers()).isEqualTo(1);
    assertThat(newer.heartbeat()).isTrue();
    assertThat(older.heartbeat()).isFalse();
    assertThat(newer.rollbackPosition()).isEqualTo(1);
    assertThat(older.rollbackPosition()).isEqualTo(2);
    assertThat(health.rollback().order()).containsExactly(T4, T2);
    assertThat(health.rollback().refusal())
        .isEqualTo(
            "Found in-flight commits after time :"
                + T2
                + ", please rollback greater commits first");

    TimelineOrder order = health.order();
    assertThat(order.layoutVersion()).isEqualTo(1);
    assertThat(order.hollow()).containsExactly(new TimelineOrder.Hollow(T2, "commit", 1, T3));
    assertThat(order.inversions()).isEmpty();
  }

  @Test
  void lazyFailedWritesHaveNoOrderToKeep() throws Exception {
    HandWrittenHudiTable table = twoDiedWrites();
    Files.writeString(
        dir.resolve(".hoodie/hoodie.properties"),
        "hoodie.cleaner.policy.failed.writes=LAZY\n",
        StandardOpenOption.APPEND);

    HudiHealth health = health(table);

    assertThat(health.rollback().failedWritesPolicy()).isEqualTo("LAZY");
    assertThat(health.rollback().policySet()).isTrue();
    assertThat(health.rollback().refusal()).isNull();
  }

  @Test
  void layoutTwoShowsInstantsThatCompletedOutOfRequestedOrder() throws Exception {
    HandWrittenHudiTable table = new HandWrittenHudiTable(dir, "COPY_ON_WRITE", 8);
    table
        .partition("region=EU")
        .file("region=EU", base("f1-0", T1))
        .file("region=EU", base("f2-0", T2))
        .instant(T1 + ".commit.requested", "")
        .instant(
            T1 + "_" + T4 + ".commit",
            HandWrittenHudiTable.commit("INSERT", "region=EU/" + base("f1-0", T1)))
        .instant(T2 + ".commit.requested", "")
        .instant(
            T2 + "_" + T3 + ".commit",
            HandWrittenHudiTable.commit("INSERT", "region=EU/" + base("f2-0", T2)));

    TimelineOrder order = health(table).order();

    assertThat(order.layoutVersion()).isEqualTo(2);
    assertThat(order.hollow()).isEmpty();
    assertThat(order.inversions()).containsExactly(new TimelineOrder.Inversion(T1, T4, T2, T3));
  }

  @Test
  void slicesBeyondTheCleanPolicyTheTableSets() throws Exception {
    HandWrittenHudiTable table = new HandWrittenHudiTable(dir, "COPY_ON_WRITE", 6);
    table.partition("region=EU");
    for (String instant : new String[] {T1, T2, T3}) {
      table
          .file("region=EU", base("f1-0", instant))
          .instant(
              instant + ".commit",
              HandWrittenHudiTable.commit("UPSERT", "region=EU/" + base("f1-0", instant)));
    }
    assertThat(health(table).cleanLag().groups()).isEmpty();

    Files.writeString(
        dir.resolve(".hoodie/hoodie.properties"),
        "hoodie.clean.policy=KEEP_LATEST_COMMITS\nhoodie.clean.commits.retained=1\n",
        StandardOpenOption.APPEND);
    CleanLag lag = health(table).cleanLag();

    assertThat(lag.policySet()).isTrue();
    assertThat(lag.retained()).isEqualTo(1);
    // T3 is the earliest commit to retain: T2's slice serves reads of it, T1's is past the policy.
    assertThat(lag.groups()).containsExactly(new CleanLag.Group("region=EU", "f1-0", 3, 1));
  }
}
