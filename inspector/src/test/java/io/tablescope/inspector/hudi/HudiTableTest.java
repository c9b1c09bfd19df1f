package io.tablescope.inspector.hudi;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.format.hudi.timeline.InstantState;
import io.tablescope.format.io.Storage;
import io.tablescope.inspector.TableFormats;
import io.tablescope.inspector.hudi.view.FileSlice;
import io.tablescope.inspector.hudi.view.LogFile;
import io.tablescope.inspector.table.Capability;
import io.tablescope.inspector.table.Table;
import io.tablescope.inspector.table.TableFormat;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The slice rules of a table version 8 merge-on-read table: a log joins the slice based latest no
 * later than its delta commit's completion, a pending write's log is not read, and the range of an
 * incremental read is taken on completion times.
 */
class HudiTableTest {
  private static final String F = "6a1f0c2e-1111-4e8b-9c11-0a2b3c4d5e6f-0";
  private static final String P = "region=EU";

  @TempDir Path dir;

  private HandWrittenHudiTable morV8() {
    return new HandWrittenHudiTable(dir, "MERGE_ON_READ", 8)
        .partition(P)
        .file(P, F + "_0-1-0_20260101000000001.parquet")
        .instant("20260101000000001.deltacommit.requested", "")
        .instant("20260101000000001.deltacommit.inflight", "")
        .instant(
            "20260101000000001_20260101000000002.deltacommit",
            HandWrittenHudiTable.commit("INSERT", P + "/" + F + "_0-1-0_20260101000000001.parquet"))
        .file(P, "." + F + "_20260101000000003.log.1_0-1-0")
        .instant(
            "20260101000000003_20260101000000004.deltacommit",
            HandWrittenHudiTable.commit("UPSERT", P + "/." + F + "_20260101000000003.log.1_0-1-0"))
        .file(P, F + "_0-1-0_20260101000000005.parquet")
        .instant("20260101000000005.compaction.requested", "")
        .instant(
            "20260101000000005_20260101000000008.commit",
            HandWrittenHudiTable.commit(
                "COMPACT", P + "/" + F + "_0-1-0_20260101000000005.parquet"))
        .file(P, "." + F + "_20260101000000006.log.1_0-1-0")
        .instant(
            "20260101000000006_20260101000000007.deltacommit",
            HandWrittenHudiTable.commit("UPSERT", P + "/." + F + "_20260101000000006.log.1_0-1-0"))
        .file(P, "." + F + "_20260101000000009.log.1_0-1-0")
        .instant("20260101000000009.deltacommit.requested", "")
        .instant("20260101000000009.deltacommit.inflight", "");
  }

  private HudiTable open() throws Exception {
    Table table =
        TableFormats.standard().open(Storage.local(), dir.toString(), null, Runnable::run);
    assertThat(table.format()).isEqualTo(TableFormat.HUDI);
    return (HudiTable) table;
  }

  @Test
  void theTimelineHoldsEveryInstantInItsLatestStateInRequestedOrder() throws Exception {
    morV8();
    HudiTable table = open();
    List<HoodieInstant> instants = table.timeline().instants();
    assertThat(instants)
        .extracting(HoodieInstant::requestedTime, HoodieInstant::action, HoodieInstant::state)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(
                "20260101000000001", "deltacommit", InstantState.COMPLETED),
            org.assertj.core.groups.Tuple.tuple(
                "20260101000000003", "deltacommit", InstantState.COMPLETED),
            org.assertj.core.groups.Tuple.tuple(
                "20260101000000005", "commit", InstantState.COMPLETED),
            org.assertj.core.groups.Tuple.tuple(
                "20260101000000006", "deltacommit", InstantState.COMPLETED),
            org.assertj.core.groups.Tuple.tuple(
                "20260101000000009", "deltacommit", InstantState.INFLIGHT));
    assertThat(instants.get(2).completionTime()).isEqualTo("20260101000000008");
    assertThat(table.commits()).hasSize(5);
    assertThat(table.current().map(c -> table.line(c).id())).contains("20260101000000006");
    assertThat(table.offers(Capability.TREE)).isTrue();
    assertThat(table.offers(Capability.REPLAY)).isTrue();
    assertThat(table.offers(Capability.PUBLISH)).isFalse();
  }

  @Test
  void aLogJoinsTheSliceBasedLatestBeforeItsDeltaCommitCompleted() throws Exception {
    morV8();
    List<FileSlice> slices = open().view().allSlices();
    assertThat(slices)
        .extracting(FileSlice::baseInstantTime)
        .containsExactly("20260101000000005", "20260101000000001");
    assertThat(slices.get(0).logFiles())
        .extracting(LogFile::instantTime)
        .containsExactly("20260101000000006", "20260101000000009");
    assertThat(slices.get(1).logFiles())
        .extracting(LogFile::instantTime)
        .containsExactly("20260101000000003");
  }

  @Test
  void aSnapshotReadMergesOnlyTheLogsOfWritesCompletedByItsInstant() throws Exception {
    morV8();
    HudiTable table = open();
    FileSlice latest = table.snapshot("20260101000000006").get(0);
    assertThat(latest.baseFile().instantTime()).isEqualTo("20260101000000005");
    assertThat(latest.logFiles())
        .extracting(LogFile::instantTime)
        .containsExactly("20260101000000006");
    FileSlice older = table.snapshot("20260101000000003").get(0);
    assertThat(older.baseFile().instantTime()).isEqualTo("20260101000000001");
    assertThat(older.logFiles())
        .extracting(LogFile::instantTime)
        .containsExactly("20260101000000003");
    assertThat(table.snapshot("20260101000000001").get(0).logFiles()).isEmpty();
    assertThat(table.readOptimized("20260101000000006").get(0).baseFile().instantTime())
        .isEqualTo("20260101000000005");
    assertThat(table.liveFiles(table.current().orElseThrow()).files()).hasSize(2);
  }

  @Test
  void anIncrementalReadOnLayoutTwoTakesItsRangeOnCompletionTimes() throws Exception {
    morV8();
    HudiIncremental read = HudiIncremental.read(open(), 20260101000000002L, 20260101000000007L);
    assertThat(read.basis()).isEqualTo("completion-time");
    assertThat(read.instants())
        .extracting(HoodieInstant::requestedTime)
        .containsExactly("20260101000000003", "20260101000000006");
    assertThat(read.filesRead())
        .containsExactly(
            P + "/." + F + "_20260101000000003.log.1_0-1-0",
            P + "/." + F + "_20260101000000006.log.1_0-1-0");
  }

  @Test
  void aGarbledInstantFileIsANamedProblemAndTheRestStaysBrowsable() throws Exception {
    morV8().instant("20260101000000010_20260101000000011.deltacommit", "{not json");
    HudiTable table = open();
    assertThat(table.commits()).hasSize(6);
    HoodieInstant garbled = table.timeline().instant("20260101000000010").orElseThrow();
    assertThat(table.commitMetadata(garbled).partitionToWriteStats()).isEmpty();
    assertThat(table.snapshot("20260101000000011")).isNotEmpty();
  }
}
