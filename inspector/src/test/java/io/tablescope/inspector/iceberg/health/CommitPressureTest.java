package io.tablescope.inspector.iceberg.health;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.inspector.iceberg.IcebergTable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.StreamSupport;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.Table;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Commit pressure read from a table iceberg-core wrote, with summaries as Spark and Flink write
 * them, its commits spread over hours: per-hour counts, writers, bursts and contention equal what
 * iceberg-core's own snapshots give.
 */
class CommitPressureTest {
  private static final long MINUTE_MS = 60_000;
  private static final long HOUR_MS = 60 * MINUTE_MS;

  @TempDir Path folder;

  private Table table;
  private List<Snapshot> bySequence;
  private CommitPressure pressure;

  /**
   * Commits, in this order: 12 small Spark commits a minute apart (a burst), a large one, 3 small
   * Flink commits two hours later, 11 small commits 20 s apart five hours later (a burst, with one
   * Flink commit in the same minute as two Spark ones), then a rollback of the last commit and one
   * more Spark commit on the older head, which records retries.
   */
  @BeforeEach
  void commit() throws IOException {
    table = HealthTables.create(folder, Map.of());
    for (int i = 0; i < 12; i++) {
      HealthTables.append(table, 1, 10, HealthTables.spark("app-1"));
    }
    HealthTables.append(table, 11, 1_000, HealthTables.spark("app-1"));
    for (int i = 0; i < 3; i++) {
      HealthTables.append(table, 1, 5, HealthTables.flink("job-7"));
    }
    for (int i = 0; i < 11; i++) {
      HealthTables.append(
          table, 1, 3, i == 5 ? HealthTables.flink("job-7") : HealthTables.spark("app-2"));
    }
    long rolledBackTo = sortedBySequence().get(25).snapshotId();
    table.manageSnapshots().rollbackTo(rolledBackTo).commit();
    Map<String, String> retried = new HashMap<>(HealthTables.spark("app-2"));
    retried.put("commit-retries", "2");
    HealthTables.append(table, 1, 3, retried);

    long start =
        Math.floorDiv(System.currentTimeMillis() - 3 * 24 * HOUR_MS, HOUR_MS) * HOUR_MS
            + 10 * MINUTE_MS;
    Map<Long, Long> times = new HashMap<>();
    List<Snapshot> ordered = sortedBySequence();
    for (int i = 0; i < ordered.size(); i++) {
      long time;
      if (i <= 12) {
        time = start + i * MINUTE_MS;
      } else if (i <= 15) {
        time = start + 2 * HOUR_MS + (i - 13) * MINUTE_MS;
      } else if (i <= 26) {
        time = start + 5 * HOUR_MS + (i - 16) * 20_000L;
      } else {
        time = start + 6 * HOUR_MS;
      }
      times.put(ordered.get(i).snapshotId(), time);
    }
    HealthTables.retime(table, times::get);
    bySequence = sortedBySequence();
    pressure = CommitPressure.of(IcebergTable.open(folder.toString(), Runnable::run).metadata());
  }

  @Test
  void commitsPerHourAreIcebergCoresSnapshotsByHour() {
    Map<Long, Integer> expected = new TreeMap<>();
    for (Snapshot snapshot : table.snapshots()) {
      expected.merge(Math.floorDiv(snapshot.timestampMillis(), HOUR_MS) * HOUR_MS, 1, Integer::sum);
    }
    Map<Long, Integer> actual = new TreeMap<>();
    pressure.perHour().forEach(hour -> actual.put(hour.hourMillis(), hour.commits()));

    assertThat(pressure.commits()).isEqualTo(bySequence.size()).isEqualTo(28);
    assertThat(actual).isEqualTo(expected).hasSize(4);
    assertThat(pressure.perHour())
        .isSortedAccordingTo(Comparator.comparingLong(HourlyCommits::hourMillis));
  }

  @Test
  void writersAreTheSummariesSparkAndFlinkWrote() {
    Map<String, List<Snapshot>> expected = new TreeMap<>();
    for (Snapshot snapshot : table.snapshots()) {
      Map<String, String> summary = snapshot.summary();
      String writer =
          summary.containsKey("spark.app.id")
              ? "spark.app.id=" + summary.get("spark.app.id")
              : "flink.job-id=" + summary.get("flink.job-id");
      expected.computeIfAbsent(writer, key -> new ArrayList<>()).add(snapshot);
    }

    assertThat(pressure.writers()).hasSize(expected.size()).hasSize(3);
    for (CommitWriter writer : pressure.writers()) {
      List<Snapshot> commits = expected.get(writer.writer());
      assertThat(commits).as(writer.writer()).isNotNull();
      assertThat(writer.commits()).isEqualTo(commits.size());
      assertThat(writer.firstMillis())
          .isEqualTo(commits.stream().mapToLong(Snapshot::timestampMillis).min().orElseThrow());
      assertThat(writer.lastMillis())
          .isEqualTo(commits.stream().mapToLong(Snapshot::timestampMillis).max().orElseThrow());
      assertThat(writer.engine()).isIn("spark 3.5.1", "flink 1.20.0");
    }
    assertThat(pressure.writers())
        .isSortedAccordingTo(Comparator.comparingInt(CommitWriter::commits).reversed());
  }

  @Test
  void burstsAreTheRunsOfSmallCommitsMinutesApart() {
    List<Snapshot> first = bySequence.subList(0, 12);
    List<Snapshot> second = bySequence.subList(16, 27);

    assertThat(pressure.bursts()).hasSize(2);
    assertBurst(pressure.bursts().get(0), first);
    assertBurst(pressure.bursts().get(1), second);
    int inBursts = pressure.perHour().stream().mapToInt(HourlyCommits::inBurst).sum();
    assertThat(inBursts).isEqualTo(first.size() + second.size());
    assertThat(pressure.advice())
        .anySatisfy(line -> assertThat(line).startsWith("2 bursts of small commits (23 commits"));
  }

  @Test
  void contentionShowsTheSharedMinuteTheOlderHeadAndTheRetries() {
    Snapshot last = bySequence.get(27);
    Snapshot rolledBack = bySequence.get(26);
    assertThat(last.parentId()).isEqualTo(bySequence.get(25).snapshotId());
    assertThat(table.currentSnapshot().snapshotId()).isEqualTo(last.snapshotId());

    assertThat(pressure.conflicts())
        .extracting(CommitConflict::kind)
        .containsExactly(
            CommitConflict.Kind.CONCURRENT_WRITERS,
            CommitConflict.Kind.PARENT_NOT_PREVIOUS,
            CommitConflict.Kind.RETRIES);
    CommitConflict shared = pressure.conflicts().get(0);
    assertThat(shared.branch()).isEqualTo("main");
    assertThat(shared.snapshotIds())
        .containsExactly(
            bySequence.get(19).snapshotId(),
            bySequence.get(20).snapshotId(),
            bySequence.get(21).snapshotId());
    assertThat(shared.writers()).containsExactly("spark.app.id=app-2", "flink.job-id=job-7");
    CommitConflict olderHead = pressure.conflicts().get(1);
    assertThat(olderHead.snapshotIds()).containsExactly(last.snapshotId());
    assertThat(olderHead.detail())
        .startsWith(
            "Snapshot "
                + last.snapshotId()
                + "'s parent is "
                + last.parentId()
                + ", not "
                + rolledBack.snapshotId()
                + ", the previous commit on main");
    assertThat(pressure.conflicts().get(2).detail()).endsWith("records retries: commit-retries=2");
  }

  private static void assertBurst(CommitBurst burst, List<Snapshot> snapshots) {
    assertThat(burst.snapshotIds())
        .containsExactlyElementsOf(snapshots.stream().map(Snapshot::snapshotId).toList());
    assertThat(burst.startMillis()).isEqualTo(snapshots.get(0).timestampMillis());
    assertThat(burst.endMillis()).isEqualTo(snapshots.get(snapshots.size() - 1).timestampMillis());
    assertThat(burst.addedFiles()).isEqualTo(sum(snapshots, "added-data-files"));
    assertThat(burst.addedRecords()).isEqualTo(sum(snapshots, "added-records"));
  }

  private static long sum(List<Snapshot> snapshots, String key) {
    return snapshots.stream()
        .mapToLong(snapshot -> Long.parseLong(snapshot.summary().getOrDefault(key, "0")))
        .sum();
  }

  private List<Snapshot> sortedBySequence() {
    table.refresh();
    return StreamSupport.stream(table.snapshots().spliterator(), false)
        .sorted(Comparator.comparingLong(Snapshot::sequenceNumber))
        .toList();
  }
}
