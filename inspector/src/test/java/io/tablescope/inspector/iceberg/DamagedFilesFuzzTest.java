package io.tablescope.inspector.iceberg;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.testing.FixtureTables;
import io.tablescope.format.testing.SchemaFixtureTables;
import io.tablescope.inspector.iceberg.Mutations.Kind;
import io.tablescope.inspector.iceberg.Mutations.Mutation;
import io.tablescope.inspector.iceberg.tree.SnapshotTree;
import io.tablescope.inspector.iceberg.tree.SnapshotTrees;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.avro.file.DataFileReader;
import org.apache.avro.file.SeekableByteArrayInput;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericRecord;
import org.apache.iceberg.Table;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Damages the manifests, manifest lists and metadata files of tables written by iceberg-core, one
 * file and one mutation at a time, and reads each damaged table the way the CLI's {@code summary}
 * and {@code tree} do. No exception may escape and no read may hang; a damaged Avro file that does
 * not read exactly as before is a problem naming that file, unless plain Avro reads it whole and
 * Tablescope read every record (a changed value no reader can detect); a damaged metadata file is a
 * clear open error naming it or a problem; and every undamaged file reads as it did.
 */
class DamagedFilesFuzzTest {
  /** Fixed, so that a run can be repeated; {@code -Dfuzz.seed=N} explores further. */
  private static final long SEED = Long.getLong("fuzz.seed", 20261130L);

  private static final long TIME_LIMIT_SECONDS = 20;
  private static final int RANDOM_AVRO_MUTATIONS = 140;
  private static final int METADATA_MUTATIONS = 760;

  @TempDir Path folder;

  private enum Outcome {
    READ_AS_BEFORE,
    NAMED_PROBLEM,
    OPEN_ERROR,
    UNDETECTABLE
  }

  /** What the CLI would show of a table: each file's reading and every problem. */
  private record Reading(
      String openError, Map<String, FileReading> byFile, List<Problem> problems) {}

  /** A file's reading: how many records it gave, and all it showed as text. */
  private record FileReading(int records, String text) {}

  /**
   * A file to damage.
   *
   * @param snapshots the snapshots whose trees hold the file: those read after damaging it
   */
  private record Target(String recordedPath, Path local, boolean isManifest, Set<Long> snapshots) {}

  @Test
  void damagedFilesAreNamedProblemsAndTheRestReadsAsBefore() throws Exception {
    FixtureTables fixtures = new FixtureTables(folder);
    List<Table> tables =
        List.of(
            fixtures.deletedAndExistingEntries(),
            fixtures.deletionVectors(),
            fixtures.v1Partitioned(),
            fixtures.manyManifests(),
            fixtures.equalityDeletes(),
            new SchemaFixtureTables(fixtures).nested());
    Map<Kind, Integer> mutations = new EnumMap<>(Kind.class);
    Map<Outcome, Integer> outcomes = new EnumMap<>(Outcome.class);
    Map<String, Integer> problemKinds = new TreeMap<>();
    List<String> failures = new ArrayList<>();
    Random random = new Random(SEED);
    long started = System.nanoTime();
    ExecutorService readers = Executors.newFixedThreadPool(2);
    ExecutorService runner = Executors.newSingleThreadExecutor();
    try {
      for (Table written : tables) {
        Path root = folder.resolve(written.name());
        IcebergTable table = IcebergTable.open(root.toString(), readers);
        Reading baseline = read(root, readers, null);
        assertThat(baseline.problems()).as("problems of undamaged %s", root).isEmpty();
        List<Target> targets = targets(table);
        Path metadataFile = Path.of(table.metadata().metadataFile());
        byte[] metadataJson = Files.readAllBytes(metadataFile);
        byte[] aList = Files.readAllBytes(targets.get(0).local());
        byte[] aManifest = Files.readAllBytes(targets.get(targets.size() - 1).local());
        Mutations mutator = new Mutations(random);
        List<Map.Entry<Target, Mutation>> plan = new ArrayList<>();
        for (Target target : targets) {
          byte[] original = Files.readAllBytes(target.local());
          byte[] sameKind = sameKind(targets, target);
          for (Mutation mutation :
              mutator.avro(
                  original,
                  target.isManifest() ? aList : aManifest,
                  sameKind,
                  metadataJson,
                  RANDOM_AVRO_MUTATIONS)) {
            plan.add(Map.entry(target, mutation));
          }
        }
        Target metadataTarget =
            new Target(metadataFile.toString(), metadataFile, false, currentOnly(table));
        for (Mutation mutation : mutator.metadata(metadataJson, aList, METADATA_MUTATIONS)) {
          plan.add(Map.entry(metadataTarget, mutation));
        }
        for (Map.Entry<Target, Mutation> step : plan) {
          Target target = step.getKey();
          Mutation mutation = step.getValue();
          mutations.merge(mutation.kind(), 1, Integer::sum);
          byte[] original = Files.readAllBytes(target.local());
          Files.write(target.local(), mutation.bytes());
          String what = target.local().getFileName() + ", " + mutation.description();
          try {
            Future<Reading> reading = runner.submit(() -> read(root, readers, target.snapshots()));
            Reading damaged = reading.get(TIME_LIMIT_SECONDS, TimeUnit.SECONDS);
            damaged
                .problems()
                .forEach(problem -> problemKinds.merge(problem.kind().name(), 1, Integer::sum));
            Outcome outcome =
                target == metadataTarget
                    ? checkMetadata(target, baseline, damaged, what, failures)
                    : checkAvro(
                        target, mutation, original.length, baseline, damaged, what, failures);
            if (outcome != null) {
              outcomes.merge(outcome, 1, Integer::sum);
            }
          } catch (ExecutionException escaped) {
            failures.add(what + ": escaped " + stackTrace(escaped.getCause()));
          } catch (TimeoutException hung) {
            failures.add(what + ": no answer within " + TIME_LIMIT_SECONDS + " s");
            runner.shutdownNow();
            runner = Executors.newSingleThreadExecutor();
          } finally {
            Files.write(target.local(), original);
          }
        }
      }
    } finally {
      runner.shutdownNow();
      readers.shutdownNow();
    }
    long millis = (System.nanoTime() - started) / 1_000_000;
    int total = mutations.values().stream().mapToInt(Integer::intValue).sum();
    System.out.printf(
        "Fuzzed %d mutations in %d ms (seed %d)%n  mutations: %s%n  outcomes: %s%n"
            + "  problems: %s%n  failures: %d%n",
        total, millis, SEED, mutations, outcomes, problemKinds, failures.size());

    failures.stream()
        .limit(20)
        .forEach(
            failure -> System.out.println(failure.substring(0, Math.min(2000, failure.length()))));
    assertThat(failures.stream().limit(5).toList())
        .as("failures (first 5 of %s)", failures.size())
        .isEmpty();
    assertThat(total).isGreaterThanOrEqualTo(10_000);
  }

  private static Outcome checkAvro(
      Target target,
      Mutation mutation,
      int originalLength,
      Reading baseline,
      Reading damaged,
      String what,
      List<String> failures) {
    if (damaged.openError() != null) {
      failures.add(what + ": the table no longer opens: " + damaged.openError());
      return null;
    }
    checkOthersReadAsBefore(target, baseline, damaged, what, failures);
    String key = target.isManifest() ? target.recordedPath() + "@" : target.recordedPath();
    boolean sameLength = mutation.bytes().length == originalLength;
    Map<String, FileReading> before = readingsOf(baseline, key, target.isManifest());
    Map<String, FileReading> after = readingsOf(damaged, key, target.isManifest());
    if (after.equals(before)) {
      return Outcome.READ_AS_BEFORE;
    }
    if (damaged.problems().stream().anyMatch(p -> p.path().equals(target.recordedPath()))) {
      return Outcome.NAMED_PROBLEM;
    }
    // Without a problem, the file must be one no reader could find fault with: valid Avro of the
    // right kind, every record read, and for a manifest the length its list records.
    long records = plainAvroRecords(mutation.bytes());
    boolean sameKindOfFile =
        mutation.kind() != Kind.WRONG_SCHEMA && mutation.kind() != Kind.NOT_AVRO;
    if (records >= 0
        && sameKindOfFile
        && (sameLength || !target.isManifest())
        && records == readRecords(after)) {
      return Outcome.UNDETECTABLE;
    }
    failures.add(
        what
            + ": reads differently without a problem naming it (plain Avro: "
            + (records < 0 ? "unreadable" : records + " records")
            + "): "
            + after);
    return null;
  }

  private static Outcome checkMetadata(
      Target target, Reading baseline, Reading damaged, String what, List<String> failures) {
    if (damaged.openError() != null) {
      if (!damaged.openError().contains(target.local().getFileName().toString())) {
        failures.add(what + ": the open error does not name the file: " + damaged.openError());
      }
      return Outcome.OPEN_ERROR;
    }
    for (Problem problem : damaged.problems()) {
      if (problem.path().isBlank() || problem.message().isBlank()) {
        failures.add(what + ": a problem without a path or message: " + problem);
      }
    }
    if (damaged.equals(baseline)) {
      return Outcome.READ_AS_BEFORE;
    }
    return damaged.problems().isEmpty() ? Outcome.UNDETECTABLE : Outcome.NAMED_PROBLEM;
  }

  /** Every other file read in both runs reads as before. */
  private static void checkOthersReadAsBefore(
      Target target, Reading baseline, Reading damaged, String what, List<String> failures) {
    damaged
        .byFile()
        .forEach(
            (key, reading) -> {
              boolean damagedFile =
                  key.equals(target.recordedPath()) || key.startsWith(target.recordedPath() + "@");
              FileReading before = baseline.byFile().get(key);
              if (!damagedFile && before != null && !before.equals(reading)) {
                failures.add(what + ": undamaged " + key + " reads differently: " + reading);
              }
            });
  }

  private static Map<String, FileReading> readingsOf(Reading reading, String key, boolean prefix) {
    Map<String, FileReading> found = new HashMap<>();
    reading
        .byFile()
        .forEach(
            (name, text) -> {
              if (prefix ? name.startsWith(key) : name.equals(key)) {
                found.put(name, text);
              }
            });
    return found;
  }

  private static long readRecords(Map<String, FileReading> readings) {
    return readings.values().stream().mapToLong(FileReading::records).max().orElse(-1);
  }

  /** The records plain Avro reads from the bytes, or -1 if it cannot read them all. */
  private static long plainAvroRecords(byte[] bytes) {
    try (DataFileReader<GenericRecord> reader =
        new DataFileReader<>(new SeekableByteArrayInput(bytes), new GenericDatumReader<>())) {
      long count = 0;
      while (reader.hasNext()) {
        reader.next();
        count++;
      }
      return count;
    } catch (IOException | RuntimeException e) {
      return -1;
    }
  }

  /**
   * Reads the table as {@code tablescope summary} and {@code tree} do, with every value turned into
   * its text: the tree of each snapshot named (all when null), and the summary when the current
   * snapshot is among them.
   */
  private static Reading read(Path root, ExecutorService readers, Set<Long> snapshots) {
    IcebergTable table;
    try {
      table = IcebergTable.open(root.toString(), readers);
    } catch (IOException e) {
      return new Reading(e.getMessage(), Map.of(), List.of());
    }
    LinkedHashSet<Problem> problems = new LinkedHashSet<>();
    Long current = table.metadata().currentSnapshotId();
    if (snapshots == null || snapshots.contains(current)) {
      TableSummary summary = Summaries.summarize(table);
      problems.addAll(summary.problems());
      if (summary.toString().isEmpty()) {
        throw new AssertionError("a summary has text");
      }
    }
    Map<String, FileReading> byFile = new HashMap<>();
    for (Snapshot snapshot : table.metadata().snapshots()) {
      if (snapshots != null && !snapshots.contains(snapshot.snapshotId())) {
        continue;
      }
      SnapshotTree tree = SnapshotTrees.build(table, snapshot);
      problems.addAll(tree.problems());
      List<String> listed = new ArrayList<>();
      for (Manifest manifest : tree.manifests()) {
        listed.add(manifest.file().toString());
        List<String> entries = new ArrayList<>();
        manifest.entries().forEach(entry -> entries.add(entry.toString()));
        byFile.put(
            manifest.file().path() + "@" + manifest.file(),
            new FileReading(entries.size(), entries + " " + manifest.problems()));
      }
      byFile.put(
          tree.manifestList(),
          new FileReading(listed.size(), listed + " " + tree.manifestListProblems()));
    }
    return new Reading(null, byFile, List.copyOf(problems));
  }

  /** Every manifest list, then every manifest, of the table's snapshots. */
  private static List<Target> targets(IcebergTable table) {
    List<Target> lists = new ArrayList<>();
    Map<String, Set<Long>> manifests = new LinkedHashMap<>();
    for (Snapshot snapshot : table.metadata().snapshots()) {
      if (snapshot.manifestList() == null) {
        continue;
      }
      lists.add(target(table, snapshot.manifestList(), false, Set.of(snapshot.snapshotId())));
      for (ManifestFile manifest : table.manifestList(snapshot).manifests()) {
        manifests
            .computeIfAbsent(manifest.path(), path -> new HashSet<>())
            .add(snapshot.snapshotId());
      }
    }
    List<Target> targets = new ArrayList<>(lists);
    manifests.forEach((path, holders) -> targets.add(target(table, path, true, holders)));
    return targets;
  }

  /** The current snapshot, which {@code summary} and {@code tree} read by default. */
  private static Set<Long> currentOnly(IcebergTable table) {
    Set<Long> ids = new HashSet<>();
    if (table.metadata().currentSnapshotId() != null) {
      ids.add(table.metadata().currentSnapshotId());
    }
    return ids;
  }

  private static Target target(
      IcebergTable table, String recordedPath, boolean isManifest, Set<Long> snapshots) {
    return new Target(
        recordedPath, Path.of(table.localPath(recordedPath)), isManifest, Set.copyOf(snapshots));
  }

  private static byte[] sameKind(List<Target> targets, Target target) throws IOException {
    for (Target other : targets) {
      if (other.isManifest() == target.isManifest() && !other.equals(target)) {
        return Files.readAllBytes(other.local());
      }
    }
    return null;
  }

  private static String stackTrace(Throwable throwable) {
    StringWriter text = new StringWriter();
    throwable.printStackTrace(new PrintWriter(text));
    return text.toString();
  }
}
