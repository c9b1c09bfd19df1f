package io.tablescope.app.cli.delta;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.delta.standalone.actions.CommitInfo;
import io.tablescope.app.cli.CliRun;
import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import io.tablescope.format.testing.delta.HandWrittenLog;
import io.tablescope.format.testing.delta.HandWrittenTables;
import io.tablescope.format.testing.delta.KernelOracle;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code health} on Delta tables, in JSON and in text: the numbers are what delta-standalone wrote
 * and Delta Kernel reads, and a stale {@code _last_checkpoint} or a missed checkpoint is said in a
 * line with what it costs readers.
 */
class DeltaHealthCliTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path root;

  private final KernelOracle kernel = new KernelOracle();

  /** Eleven commits at checkpoint interval 5, two engines racing, one streaming application. */
  private DeltaTableWriter table() {
    DeltaTableWriter writer =
        DeltaTableWriter.create(root, List.of("region"), Map.of("delta.checkpointInterval", "5"));
    writer.append("EU", "US");
    writer.appendAs("spark-a", "EU", "EU");
    writer.concurrentAppends("spark-a", "EU", "US", "US");
    writer.appendAsApplication("stream-1", 7, "US");
    writer.removeWhere("region=US");
    writer.appendAs("flink-b", "APAC");
    writer.appendAs("flink-b", "APAC");
    writer.appendAs("flink-b", "EU");
    writer.appendAs("flink-b", "EU");
    return writer;
  }

  @Test
  void jsonCountsWhatTheLibrariesRead() throws Exception {
    DeltaTableWriter writer = table();
    long latest = writer.log().update().getVersion();

    CliRun run = CliRun.of("health", root.toString(), "--json");

    assertThat(run.exitCode()).isEqualTo(ExitCodes.OK);
    JsonNode health = JSON.readTree(run.out());
    assertThat(health.get("format").asText()).isEqualTo("delta");
    assertThat(health.at("/log/commit-files").asLong())
        .isEqualTo(logFiles("\\d{20}\\.json"))
        .isEqualTo(latest + 1);
    assertThat(health.at("/checkpoint/version").asLong()).isEqualTo(10);
    assertThat(health.at("/checkpoint/kind").asText()).isEqualTo("classic");
    assertThat(health.at("/checkpoint/commits-since").asLong()).isEqualTo(latest - 10);
    assertThat(health.at("/last-checkpoint/state").asText()).isEqualTo("current");
    assertThat(health.at("/small-files/live-files").asLong())
        .isEqualTo(kernel.stateAt(root, latest).files().size())
        .isEqualTo(writer.log().update().getAllFiles().size());
    assertThat(health.at("/tombstones/count").asLong()).isPositive();
    assertThat(health.at("/features/min-reader-version").asInt())
        .isEqualTo(kernel.stateAt(root, latest).minReaderVersion());

    Set<String> engines = new TreeSet<>();
    int behind = 0;
    for (long version = 0; version <= latest; version++) {
      CommitInfo info = writer.log().getCommitInfoAt(version);
      engines.add(info.getEngineInfo().orElseThrow());
      if (info.getReadVersion().orElse(version - 1) < version - 1) {
        behind++;
      }
    }
    Set<String> writers = new TreeSet<>();
    health.at("/commits/writers").forEach(w -> writers.add(w.get("engine-info").asText()));
    assertThat(writers).isEqualTo(engines);
    assertThat(health.at("/commits/behind-count").asInt()).isEqualTo(behind).isEqualTo(2);
    assertThat(health.at("/commits/behind/0/winners").asInt()).isEqualTo(2);
    assertThat(health.at("/commits/applications/0/app-id").asText()).isEqualTo("stream-1");
    assertThat(health.at("/commits/applications/0/last-txn-version").asLong())
        .isEqualTo(kernel.transactionVersion(root, latest, "stream-1").orElseThrow());
  }

  @Test
  void textSaysEachSectionAndAStalePointer() throws Exception {
    table();
    new HandWrittenLog(root).write("_last_checkpoint", "{\"version\":5,\"size\":4}");

    CliRun run = CliRun.of("health", root.toString());

    assertThat(run.exitCode()).isEqualTo(ExitCodes.OK);
    List<String> titles = new ArrayList<>();
    run.out().lines().filter(line -> !line.isEmpty() && !line.startsWith(" ")).forEach(titles::add);
    assertThat(titles)
        .containsExactly(
            "Log size and growth",
            "Checkpoint",
            "_last_checkpoint",
            "Log retention",
            "Small files",
            "Deletion vectors",
            "Tombstones",
            "Commits and writers",
            "Contention",
            "Protocol and features");
    assertThat(run.out())
        .contains("  Checkpoint 10: classic, 1 file")
        .contains("  Stale: names checkpoint 5, older than checkpoint 10 on disk")
        .contains("    the state is read from checkpoint 10 and 1 log file after it")
        .contains("  2 commits read an older version than the one before it")
        .contains("  Application stream-1: 1 commit")
        .contains("  deletion vectors are off")
        .contains("in-commit timestamps off");
  }

  @Test
  void aMissedCheckpointIsSaidWithWhatReadersReplay() throws Exception {
    DeltaTableWriter writer =
        DeltaTableWriter.create(root, List.of(), Map.of("delta.checkpointInterval", "100"));
    for (int i = 0; i < 11; i++) {
      writer.appendFiles(1);
    }
    writer.setProperties(Map.of("delta.checkpointInterval", "10"));

    CliRun run = CliRun.of("health", root.toString());

    assertThat(run.out())
        .contains("  No checkpoint: readers replay every commit (13)")
        .contains(
            "    13 commits since the last checkpoint with checkpointInterval 10: readers replay 13"
                + " JSON files; one was due at version 10");
  }

  @Test
  void aFeatureTableShowsItsDeletionVectorsAndV2Checkpoint() throws Exception {
    HandWrittenTables.featureTable(root);

    JsonNode health = JSON.readTree(CliRun.of("health", root.toString(), "--json").out());

    assertThat(health.at("/deletion-vectors/files-with-dvs").asLong())
        .isEqualTo(
            kernel.stateAt(root, 8).files().stream()
                .filter(file -> file.deletionVectorId() != null)
                .count());
    assertThat(health.at("/deletion-vectors/deleted-rows").asLong()).isEqualTo(4);
    assertThat(health.at("/checkpoint/kind").asText()).isEqualTo("V2");
    assertThat(health.at("/checkpoint/sidecars").asInt()).isEqualTo(1);
    assertThat(health.at("/features/in-commit-timestamps").asBoolean()).isTrue();
    List<String> readerFeatures = new ArrayList<>();
    health.at("/features/reader-features").forEach(f -> readerFeatures.add(f.asText()));
    assertThat(readerFeatures)
        .containsExactlyInAnyOrderElementsOf(kernel.stateAt(root, 8).readerFeatures());
  }

  @Test
  void aDamagedCommitAndCheckpointAreProblemsNamingTheirFiles() throws Exception {
    table();
    Path commit = root.resolve("_delta_log").resolve(HandWrittenLog.padded(3) + ".json");
    Files.writeString(commit, "{not json\n", java.nio.file.StandardOpenOption.APPEND);
    Path checkpoint =
        root.resolve("_delta_log").resolve(HandWrittenLog.padded(10) + ".checkpoint.parquet");
    Files.write(checkpoint, new byte[] {'P', 'A', 'R'});

    CliRun run = CliRun.of("health", root.toString());

    assertThat(run.exitCode()).isEqualTo(ExitCodes.OK);
    String problems = run.out().substring(run.out().indexOf("\nProblems\n"));
    assertThat(problems).contains(commit.toString()).contains(checkpoint.toString());
    assertThat(run.out() + run.err()).doesNotContain("Exception").doesNotContain("\tat ");
    assertThat(run.out()).contains("  Checkpoint 10: classic, 1 file (3 bytes)");
  }

  private long logFiles(String pattern) throws IOException {
    try (Stream<Path> files = Files.list(root.resolve("_delta_log"))) {
      return files.filter(p -> p.getFileName().toString().matches(pattern)).count();
    }
  }
}
