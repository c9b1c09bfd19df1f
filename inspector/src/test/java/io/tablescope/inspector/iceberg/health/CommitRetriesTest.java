package io.tablescope.inspector.iceberg.health;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.inspector.iceberg.IcebergTable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.LocalFileSystem;
import org.apache.iceberg.AppendFiles;
import org.apache.iceberg.BaseTable;
import org.apache.iceberg.HasTableOperations;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableMetadata;
import org.apache.iceberg.TableOperations;
import org.apache.iceberg.hadoop.HadoopTables;
import org.apache.iceberg.io.FileIO;
import org.apache.iceberg.io.LocationProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Retries read from tables iceberg-core committed with real conflicts: a writer whose commit lost
 * the race to another retries under the same snapshot id, and its manifest list's name says the
 * attempt that landed; a writer that died after writing an attempt, or whose storage refused the
 * clean-up, leaves that attempt's list behind.
 */
class CommitRetriesTest {
  @TempDir Path folder;

  /** Local storage that refuses to delete manifest lists, as a bucket without delete rights. */
  public static final class KeepingManifestLists extends LocalFileSystem {
    @Override
    public boolean delete(org.apache.hadoop.fs.Path path, boolean recursive) throws IOException {
      return path.getName().startsWith("snap-") ? false : super.delete(path, recursive);
    }
  }

  private Table create(Configuration conf) {
    Map<String, String> properties = new HashMap<>();
    properties.put("format-version", "2");
    properties.put("commit.retry.num-retries", "3");
    return new HadoopTables(conf)
        .create(HealthTables.SCHEMA, PartitionSpec.unpartitioned(), properties, location());
  }

  private String location() {
    return folder.toAbsolutePath().normalize().toString();
  }

  /**
   * Operations that let another writer land its commit just before this one's first attempt, as
   * when two writers race: the first attempt then fails on stale metadata and iceberg-core retries.
   */
  private static final class Racing implements TableOperations {
    private final TableOperations delegate;
    private Runnable other;

    Racing(TableOperations delegate, Runnable other) {
      this.delegate = delegate;
      this.other = other;
    }

    @Override
    public TableMetadata current() {
      return delegate.current();
    }

    @Override
    public TableMetadata refresh() {
      return delegate.refresh();
    }

    @Override
    public void commit(TableMetadata base, TableMetadata metadata) {
      if (other != null) {
        Runnable landsFirst = other;
        other = null;
        landsFirst.run();
      }
      delegate.commit(base, metadata);
    }

    @Override
    public FileIO io() {
      return delegate.io();
    }

    @Override
    public String metadataFileLocation(String fileName) {
      return delegate.metadataFileLocation(fileName);
    }

    @Override
    public LocationProvider locationProvider() {
      return delegate.locationProvider();
    }
  }

  /** Writer A appends while B's append lands first: A's second attempt is the one that lands. */
  private long race(HadoopTables tables, String writerA) {
    Table b = tables.load(location());
    TableOperations ops = ((HasTableOperations) tables.load(location())).operations();
    Table a =
        new BaseTable(
            new Racing(ops, () -> HealthTables.append(b, 1, 10, HealthTables.flink("job-7"))),
            location());
    HealthTables.append(a, 1, 10, HealthTables.spark(writerA));
    return tables.load(location()).currentSnapshot().snapshotId();
  }

  @Test
  void aCommitThatLostARaceTookTwoAttemptsAndTheWriterIsCounted() throws Exception {
    Configuration conf = new Configuration();
    create(conf);
    HadoopTables tables = new HadoopTables(conf);
    HealthTables.append(tables.load(location()), 1, 10, HealthTables.spark("app-1"));
    long retried = race(tables, "app-2");

    CommitRetries retries = CommitRetries.of(IcebergTable.open(location(), Runnable::run));

    assertThat(retries.snapshots()).isEqualTo(3);
    assertThat(retries.retried())
        .singleElement()
        .satisfies(
            commit -> {
              assertThat(commit.snapshotId()).isEqualTo(retried);
              assertThat(commit.attempts()).isEqualTo(2);
              assertThat(commit.writer()).isEqualTo("spark.app.id=app-2");
            });
    assertThat(retries.writers())
        .extracting(CommitRetries.WriterRetries::writer, CommitRetries.WriterRetries::extraAttempts)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("spark.app.id=app-2", 1),
            org.assertj.core.groups.Tuple.tuple("flink.job-id=job-7", 0),
            org.assertj.core.groups.Tuple.tuple("spark.app.id=app-1", 0));
    assertThat(retries.perHour())
        .singleElement()
        .satisfies(h -> assertThat(h.retriedCommits()).isEqualTo(1));
    assertThat(retries.orphans()).as("iceberg-core deleted the failed attempt's list").isEmpty();
    assertThat(retries.unconventional()).isEmpty();
    assertThat(retries.settings())
        .contains(
            new CommitRetries.RetrySetting("commit.retry.num-retries", "3", true),
            new CommitRetries.RetrySetting("commit.retry.min-wait-ms", "100", false));
  }

  @Test
  void theListsOfFailedAndAbandonedAttemptsAreOrphansWithTheirBytes() throws Exception {
    Configuration conf = new Configuration();
    conf.set("fs.file.impl", KeepingManifestLists.class.getName());
    conf.setBoolean("fs.file.impl.disable.cache", true);
    create(conf);
    HadoopTables tables = new HadoopTables(conf);
    long landed = race(tables, "app-2");
    // A writer that wrote its first attempt and died before committing it.
    AppendFiles dead = tables.load(location()).newFastAppend();
    dead.appendFile(HealthTables.file(tables.load(location()), 5));
    long neverLanded = dead.apply().snapshotId();

    CommitRetries retries = CommitRetries.of(IcebergTable.open(location(), Runnable::run));

    List<Path> left;
    try (Stream<Path> files = Files.list(folder.resolve("metadata"))) {
      left =
          files
              .filter(
                  f ->
                      f.getFileName().toString().startsWith("snap-" + landed + "-1-")
                          || f.getFileName().toString().startsWith("snap-" + neverLanded + "-1-"))
              .sorted()
              .toList();
    }
    assertThat(left).hasSize(2);
    assertThat(retries.orphans())
        .extracting(
            CommitRetries.OrphanedAttempt::snapshotId,
            CommitRetries.OrphanedAttempt::attempt,
            CommitRetries.OrphanedAttempt::landedAttempt)
        .containsExactlyInAnyOrder(
            org.assertj.core.groups.Tuple.tuple(landed, 1, 2),
            org.assertj.core.groups.Tuple.tuple(neverLanded, 1, 0));
    long bytes = 0;
    for (Path file : left) {
      bytes += Files.size(file);
    }
    assertThat(retries.orphanBytes()).isEqualTo(bytes).isPositive();
  }

  @Test
  void aNameWithoutAnAttemptIsNotCounted() {
    String uuid = "0f8fad5b-d9cb-469f-a165-70867728950e";
    assertThat(CommitRetries.attempt("snap-42-3-" + uuid + ".avro", 42, 5)).isEqualTo(3);
    assertThat(CommitRetries.attempt("snap-42-1-" + uuid + ".avro", 43, 5))
        .as("another snapshot's id")
        .isZero();
    assertThat(CommitRetries.attempt("snap-42-1734-" + uuid + ".avro", 42, 5))
        .as("a number past every try the settings allow: a random or sequence number")
        .isZero();
    assertThat(CommitRetries.attempt(uuid + "-m0.avro", 42, 5)).as("another shape").isZero();
  }
}
