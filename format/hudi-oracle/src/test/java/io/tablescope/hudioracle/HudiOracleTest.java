package io.tablescope.hudioracle;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every scenario written and answered in a child JVM, launched as the other modules' tests launch
 * it: java from java.home, -cp target/classes plus target/hudi-oracle.classpath, the flags of
 * target/hudi-oracle.jvm-args.
 */
class HudiOracleTest {

  private static final ObjectMapper JSON =
      new ObjectMapper().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

  @TempDir Path tmp;

  /** Runs the oracle in a child JVM; returns its standard output parsed, which must be JSON. */
  static JsonNode oracle(Path work, String... args) throws IOException, InterruptedException {
    Path target = Path.of("target");
    String classpath =
        target.resolve("classes").toAbsolutePath()
            + File.pathSeparator
            + Files.readString(target.resolve("hudi-oracle.classpath")).trim();
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    for (String line : Files.readAllLines(target.resolve("hudi-oracle.jvm-args"))) {
      if (!line.isBlank()) {
        command.add(line.trim());
      }
    }
    command.add("-cp");
    command.add(classpath);
    command.add(HudiOracle.class.getName());
    command.addAll(List.of(args));
    Path out = work.resolve(args[0] + ".out");
    Path err = work.resolve(args[0] + ".err");
    Process p =
        new ProcessBuilder(command)
            .redirectOutput(out.toFile())
            .redirectError(err.toFile())
            .start();
    if (!p.waitFor(5, TimeUnit.MINUTES)) {
      p.destroyForcibly();
      throw new AssertionError("oracle " + List.of(args) + " did not finish");
    }
    String stderr = Files.readString(err, StandardCharsets.UTF_8);
    assertThat(p.exitValue()).as("exit of %s; stderr:%n%s", List.of(args), stderr).isZero();
    // Nothing but one JSON document on stdout.
    return JSON.readTree(Files.readString(out, StandardCharsets.UTF_8));
  }

  /** A scenario's steps and answers. */
  record Run(Path dir, JsonNode steps, JsonNode answers) {
    JsonNode step(String name) {
      for (JsonNode s : steps) {
        if (s.get("name").asText().equals(name)) {
          return s;
        }
      }
      throw new AssertionError("no step " + name + " in " + steps);
    }

    String instant(String step) {
      return step(step).get("instant").asText();
    }

    JsonNode active(String requestedTime) {
      return find(answers.get("activeTimeline"), requestedTime);
    }

    JsonNode archived(String requestedTime) {
      return find(answers.get("archivedTimeline"), requestedTime);
    }

    private static JsonNode find(JsonNode timeline, String requestedTime) {
      for (JsonNode i : timeline) {
        if (i.get("requestedTime").asText().equals(requestedTime)) {
          return i;
        }
      }
      return null;
    }

    List<String> activeActions() {
      List<String> out = new ArrayList<>();
      answers.get("activeTimeline").forEach(i -> out.add(i.get("action").asText()));
      return out;
    }
  }

  /**
   * Writes and answers a scenario under {@code target/tables/<scenario>}: {@code table/}, {@code
   * steps.json} and {@code answers.json}, where the other modules' tests find them rather than
   * write them again.
   */
  private Run run(String scenario) throws Exception {
    Path folder = Path.of("target", "tables", scenario);
    if (Files.exists(folder)) {
      try (Stream<Path> paths = Files.walk(folder)) {
        for (Path path : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
          Files.delete(path);
        }
      }
    }
    Files.createDirectories(folder);
    Path dir = folder.resolve("table").toAbsolutePath();
    JsonNode written = oracle(tmp, "write", scenario, dir.toString());
    assertThat(written.get("scenario").asText()).isEqualTo(scenario);
    JsonNode answers = oracle(tmp, "answer", dir.toString());
    JSON.writeValue(folder.resolve("steps.json").toFile(), written);
    // Written last: its presence says the scenario is whole.
    JSON.writeValue(folder.resolve("answers.json").toFile(), answers);
    Run run = new Run(dir, written.get("steps"), answers);
    checkCommon(run);
    return run;
  }

  /** Every scenario: its completed steps are in a timeline as written, and parsed by Hudi. */
  private static void checkCommon(Run run) {
    JsonNode answers = run.answers();
    assertThat(answers.get("partitions"))
        .extracting(JsonNode::asText)
        .containsExactly("p0", "p1", "p2");
    JsonNode props = answers.get("properties");
    assertThat(props.get("recordKeyFields").get(0).asText()).isEqualTo("id");
    assertThat(props.get("partitionFields").get(0).asText()).isEqualTo("part");
    assertThat(props.get("preCombineField").asText()).isEqualTo("ts");
    assertThat(props.get("baseFileFormat").asText()).isEqualTo("PARQUET");
    for (JsonNode step : run.steps()) {
      if (!step.get("state").asText().equals("COMPLETED")) {
        continue;
      }
      String t = step.get("instant").asText();
      JsonNode i = run.active(t) != null ? run.active(t) : run.archived(t);
      assertThat(i).as("step %s in a timeline", step).isNotNull();
      assertThat(i.get("action").asText()).isEqualTo(step.get("action").asText());
      assertThat(i.get("state").asText()).isEqualTo("COMPLETED");
      assertThat(i.get("completionTime").isNull()).isFalse();
      JsonNode md = answers.get("commitMetadata").get(t);
      if (md != null && !step.get("operation").isNull()) {
        assertThat(md.get("operationType").asText()).isEqualTo(step.get("operation").asText());
      }
    }
    // The snapshot view as of the latest query instant: every slice a base file or logs.
    JsonNode views = answers.get("views");
    assertThat(views).isNotEmpty();
    assertThat(views.get(views.size() - 1).get("instant").asText()).isEqualTo("latest");
    for (JsonNode slice : views.get(views.size() - 1).get("snapshot")) {
      assertThat(!slice.get("baseFile").isNull() || !slice.get("logFiles").isEmpty()).isTrue();
    }
    assertThat(answers.get("incremental")).isNotEmpty();
  }

  private static void checkVersion(Run run, String type, int version) {
    JsonNode props = run.answers().get("properties");
    assertThat(props.get("tableType").asText()).isEqualTo(type);
    assertThat(props.get("tableVersion").asInt()).isEqualTo(version);
    assertThat(props.get("timelineLayoutVersion").asInt()).isEqualTo(version == 8 ? 2 : 1);
    String first = run.instant("insert-1");
    String action = type.equals("COPY_ON_WRITE") ? "commit" : "deltacommit";
    if (version == 8) {
      // Layout 2: .hoodie/timeline/<requested>_<completed>.<action>
      String completed =
          run.active(first) != null ? run.active(first).get("completionTime").asText() : null;
      if (completed != null) {
        assertThat(run.dir().resolve(".hoodie/timeline/" + first + "_" + completed + "." + action))
            .exists();
      }
    } else {
      // Layout 1: .hoodie/<requested>.<action>
      assertThat(run.dir().resolve(".hoodie/" + first + "." + action)).exists();
      assertThat(run.dir().resolve(".hoodie/timeline")).doesNotExist();
    }
  }

  private static void checkCopyOnWrite(Run run, int version) {
    checkVersion(run, "COPY_ON_WRITE", version);
    JsonNode a = run.answers();
    assertThat(a.get("properties").get("metadataPartitions"))
        .extracting(JsonNode::asText)
        .contains("files");
    assertThat(run.step("insert-overwrite-4").get("action").asText()).isEqualTo("replacecommit");
    assertThat(run.step("cluster-5").get("action").asText()).isEqualTo("replacecommit");
    JsonNode overwrite = a.get("commitMetadata").get(run.instant("insert-overwrite-4"));
    assertThat(overwrite.get("partitionToReplaceFileIds").get("p1")).isNotEmpty();
    assertThat(overwrite.get("partitionToWriteStats").has("p0")).isFalse();
    JsonNode cluster = a.get("commitMetadata").get(run.instant("cluster-5"));
    assertThat(cluster.get("operationType").asText()).isEqualTo("CLUSTER");
    assertThat(cluster.get("partitionToReplaceFileIds")).isNotEmpty();
    assertThat(a.get("replacedFileGroups")).isNotEmpty();
    assertThat(run.step("clean-6").get("action").asText()).isEqualTo("clean");
    // The failed write is gone, rolled back by the next upsert's eager rollback.
    assertThat(run.step("failed-upsert-7").get("state").asText()).isEqualTo("INFLIGHT");
    assertThat(run.active(run.instant("failed-upsert-7"))).isNull();
    JsonNode rollback = run.active(run.instant("upsert-8:rollback"));
    assertThat(rollback.get("action").asText()).isEqualTo("rollback");
    assertThat(rollback.get("state").asText()).isEqualTo("COMPLETED");
    for (JsonNode s : a.get("allSlices")) {
      assertThat(s.get("baseFile").asText()).doesNotContain(run.instant("failed-upsert-7"));
      assertThat(s.get("logFiles")).isEmpty();
    }
    assertThat(a.get("logBlocks")).isEmpty();
    // Replaced groups are not in the latest slices.
    Set<String> replaced = new HashSet<>();
    a.get("replacedFileGroups").forEach(g -> replaced.add(g.get("fileId").asText()));
    a.get("latestSlices")
        .forEach(s -> assertThat(replaced).doesNotContain(s.get("fileId").asText()));
    assertThat(a.get("latestQueryInstant").asText()).isEqualTo(run.instant("upsert-8"));
  }

  private static void checkMergeOnRead(Run run, int version, boolean mdt) {
    checkVersion(run, "MERGE_ON_READ", version);
    JsonNode a = run.answers();
    assertThat(a.get("properties").get("metadataPartitions").isEmpty()).isEqualTo(!mdt);
    assertThat(run.step("compact-5").get("action").asText()).isEqualTo("commit");
    assertThat(a.get("commitMetadata").get(run.instant("compact-5")).get("operationType").asText())
        .isEqualTo("COMPACT");
    // The failed deltacommit is rolled back.
    assertThat(run.active(run.instant("failed-upsert-10"))).isNull();
    assertThat(run.active(run.instant("upsert-11:rollback")).get("state").asText())
        .isEqualTo("COMPLETED");
    assertThat(run.step("clean-12").get("state").asText()).isEqualTo("COMPLETED");
    // The pending compaction: last in the timeline, REQUESTED, planned over every group.
    String pending = run.instant("schedule-compaction-13");
    JsonNode timeline = a.get("activeTimeline");
    JsonNode last = timeline.get(timeline.size() - 1);
    assertThat(last.get("requestedTime").asText()).isEqualTo(pending);
    assertThat(last.get("action").asText()).isEqualTo("compaction");
    assertThat(last.get("state").asText()).isEqualTo("REQUESTED");
    assertThat(a.get("pendingCompactions")).isNotEmpty();
    a.get("pendingCompactions")
        .forEach(op -> assertThat(op.get("instant").asText()).isEqualTo(pending));
    // The latest slices are the pending compaction's empty ones.
    assertThat(a.get("latestSlices")).isNotEmpty();
    for (JsonNode s : a.get("latestSlices")) {
      assertThat(s.get("baseInstantTime").asText()).isEqualTo(pending);
      assertThat(s.get("baseFile").isNull()).isTrue();
      assertThat(s.get("logFiles")).isEmpty();
    }
    // A snapshot read merges the slice before the pending compaction: logs on the new slices.
    JsonNode latest = a.get("views").get(a.get("views").size() - 1);
    assertThat(latest.get("queryInstant").asText()).isEqualTo(pending);
    boolean logs = false;
    for (JsonNode s : latest.get("snapshot")) {
      logs |= !s.get("logFiles").isEmpty();
      assertThat(s.get("baseInstantTime").asText()).isNotEqualTo(pending);
    }
    assertThat(logs).isTrue();
    // Log blocks: data, and the deletes upserted after compaction.
    Set<String> types = new HashSet<>();
    a.get("logBlocks").forEach(blocks -> blocks.forEach(b -> types.add(b.get("type").asText())));
    assertThat(types).contains("AVRO_DATA_BLOCK", "DELETE_BLOCK");
    assertThat(a.get("commitMetadata").get(run.instant("upsert-7")).get("action").asText())
        .isEqualTo("deltacommit");
  }

  @Test
  void copyOnWriteVersion8() throws Exception {
    checkCopyOnWrite(run("cow-v8"), 8);
  }

  @Test
  void copyOnWriteVersion6() throws Exception {
    checkCopyOnWrite(run("cow-v6"), 6);
  }

  @Test
  void mergeOnReadVersion8() throws Exception {
    Run run = run("mor-v8");
    checkMergeOnRead(run, 8, true);
    // Version 8 rolls a failed deltacommit back by deleting its log files.
    String failed = run.instant("failed-upsert-10");
    run.answers()
        .get("logBlocks")
        .fieldNames()
        .forEachRemaining(f -> assertThat(f).doesNotContain(failed));
    run.answers()
        .get("logBlocks")
        .forEach(
            blocks ->
                blocks.forEach(
                    b -> assertThat(b.get("instantTime").asText()).isNotEqualTo(failed)));
  }

  @Test
  void mergeOnReadVersion6() throws Exception {
    checkMergeOnRead(run("mor-v6"), 6, false);
  }

  @Test
  void inflightWrite() throws Exception {
    Run run = run("inflight-v8");
    checkVersion(run, "COPY_ON_WRITE", 8);
    String inflight = run.instant("failed-upsert-3");
    JsonNode i = run.active(inflight);
    assertThat(i.get("state").asText()).isEqualTo("INFLIGHT");
    assertThat(i.get("completionTime").isNull()).isTrue();
    assertThat(run.answers().get("latestQueryInstant").asText()).isEqualTo(run.instant("upsert-2"));
    assertThat(run.answers().get("lastCommitsAndCompactionInstant").get("requestedTime").asText())
        .isEqualTo(inflight);
    // Its files are on disk but in no slice Hudi gives.
    try (Stream<Path> files = Files.list(run.dir().resolve("p0"))) {
      assertThat(files.map(f -> f.getFileName().toString()))
          .anyMatch(n -> n.contains(inflight) && n.endsWith(".parquet"));
    }
    run.answers()
        .get("allSlices")
        .forEach(s -> assertThat(s.get("baseFile").asText()).doesNotContain(inflight));
  }

  @Test
  void archivedInstants() throws Exception {
    Run run = run("archived-v8");
    checkVersion(run, "COPY_ON_WRITE", 8);
    JsonNode a = run.answers();
    String first = run.instant("insert-1");
    assertThat(run.active(first)).isNull();
    JsonNode archived = run.archived(first);
    assertThat(archived).isNotNull();
    assertThat(archived.get("action").asText()).isEqualTo("commit");
    assertThat(archived.get("state").asText()).isEqualTo("COMPLETED");
    try (Stream<Path> files = Files.list(run.dir().resolve(".hoodie/timeline/history"))) {
      assertThat(files.map(f -> f.getFileName().toString())).anyMatch(n -> n.endsWith(".parquet"));
    }
    // From the start to the last commit, the incremental query reads archived instants too.
    String lastUpsert = run.instant("upsert-9");
    JsonNode fromStart = null;
    for (JsonNode q : a.get("incremental")) {
      if (q.get("begin").asText().equals("earliest") && q.get("end").asText().equals(lastUpsert)) {
        fromStart = q;
      }
    }
    assertThat(fromStart).isNotNull();
    assertThat(fromStart.get("instants")).extracting(JsonNode::asText).contains(first, lastUpsert);
    assertThat(fromStart.get("instants")).hasSize(9);
  }
}
