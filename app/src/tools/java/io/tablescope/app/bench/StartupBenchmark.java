package io.tablescope.app.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.format.testing.Folders;
import io.tablescope.format.testing.LargeTable;
import io.tablescope.inspector.ReaderThreads;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.iceberg.HasTableOperations;
import org.apache.iceberg.Table;

/**
 * What a user at a shell feels: whole processes, each a fresh JVM, timed from start to exit. For
 * the demo's tiny table, a table of 200,000 entries and a metadata file of 20,000 snapshots it
 * prints, best of 5: {@code tablescope summary --json} run as {@code java -jar} and through the
 * {@code tablescope} launcher (which adds the class-data-sharing archive built with the jar), and
 * iceberg-core in a process of its own reading the same metadata and every entry of the current
 * snapshot ({@link IcebergCoreSummary}); the ratio of the launcher to iceberg-core, and each side's
 * peak heap. Then, in one JVM, the metadata parse and the manifest reads separately ({@link
 * InProcessReads}), and last every command run on the large tables within a small heap.
 *
 * <p>Run: {@code mvn -B -Pbenchmark -DskipTests verify}, or directly with the test classpath and
 * the app module's folder as the working directory. With {@code -Dtablescope.before.jar=JAR} it
 * first times an earlier build's jar the same way, on the same tables. Arguments: the app module's
 * folder (default the working directory), then sizes: manifests, entries per manifest, snapshots.
 */
public final class StartupBenchmark {
  private static final int RUNS = 5;
  private static final ObjectMapper JSON = new ObjectMapper();

  private StartupBenchmark() {}

  /** A table the benchmark reads: where it is, its metadata file and what it is called here. */
  record BenchTable(String name, Path root, Path metadataFile) {}

  public static void main(String[] args) throws Exception {
    Path app = Path.of(args.length > 0 ? args[0] : ".").toAbsolutePath().normalize();
    int manifests = args.length > 1 ? Integer.parseInt(args[1]) : 50;
    int perManifest = args.length > 2 ? Integer.parseInt(args[2]) : 4_000;
    int snapshots = args.length > 3 ? Integer.parseInt(args[3]) : 20_000;
    Path jar = app.resolve("target/tablescope.jar");
    Path launcher = app.resolve("target/tablescope");
    if (!Files.isRegularFile(jar)) {
      throw new IllegalStateException(jar + " is missing: run mvn package first");
    }
    Path folder = Files.createTempDirectory("tablescope-startup");
    System.out.printf(
        "Java %s, %d cores; whole processes, best of %d%n",
        System.getProperty("java.version"), Runtime.getRuntime().availableProcessors(), RUNS);
    System.out.printf(
        "Building %,d entries in %d manifests and %,d snapshots with iceberg-core...%n",
        manifests * perManifest, manifests, snapshots);
    Path tiny = folder.resolve("orders");
    Folders.copy(app.resolve("demo-warehouse/sales/orders"), tiny);
    List<BenchTable> tables =
        List.of(
            new BenchTable("demo sales/orders (6 snapshots)", tiny, metadataFileOf(jar, tiny)),
            large(
                String.format("%,d entries", manifests * perManifest),
                LargeTable.withEntries(folder.resolve("entries"), manifests, perManifest)),
            large(
                String.format("%,d snapshots", snapshots),
                LargeTable.withSnapshots(folder.resolve("snapshots"), snapshots)));

    String before = System.getProperty("tablescope.before.jar");
    wholeProcesses(jar, launcher, before == null ? null : Path.of(before), tables);
    InProcessReads.print(tables);
    BoundedMemory.print(launcher.toFile().canExecute() ? launcher : jar, tables.subList(1, 3));
  }

  /**
   * @param before an earlier build's jar, run as {@code java -jar} beside the others, or null
   */
  private static void wholeProcesses(Path jar, Path launcher, Path before, List<BenchTable> tables)
      throws IOException, InterruptedException {
    boolean hasLauncher = launcher.toFile().canExecute();
    System.out.println();
    if (before != null) {
      System.out.println("before: " + before);
      for (BenchTable table : tables) {
        ProcessRun run =
            ProcessRun.best(
                RUNS,
                tablescope(before, "summary", table.root().toString(), "--json"),
                List.of(),
                Map.of());
        System.out.printf(
            "%-34s %7d ms (before, java -jar) heap %d MB%n",
            table.name(), run.millis(), run.heapMegabytes());
      }
    }
    System.out.printf(
        "%-34s %10s %10s %12s %7s %16s%n",
        "summary --json, whole process",
        "java -jar",
        "launcher",
        "iceberg-core",
        "ratio",
        "heap MB (ts/ic)");
    ProcessRun help = ProcessRun.best(RUNS, tablescope(jar, "--help"), List.of(), Map.of());
    ProcessRun helpLauncher =
        hasLauncher
            ? ProcessRun.best(RUNS, List.of(launcher.toString(), "--help"), List.of(), Map.of())
            : null;
    System.out.printf(
        "%-34s %7d ms %7s ms %12s %7s %9d%n",
        "--help",
        help.millis(),
        helpLauncher == null ? "-" : Long.toString(helpLauncher.millis()),
        "",
        "",
        help.heapMegabytes());
    for (BenchTable table : tables) {
      String path = table.root().toString();
      ProcessRun plain =
          ProcessRun.best(RUNS, tablescope(jar, "summary", path, "--json"), List.of(), Map.of());
      ProcessRun viaLauncher =
          hasLauncher
              ? ProcessRun.best(
                  RUNS,
                  List.of(launcher.toString(), "summary", path, "--json"),
                  List.of(),
                  Map.of())
              : plain;
      ProcessRun iceberg =
          ProcessRun.best(
              RUNS,
              List.of(
                  "java",
                  "-cp",
                  icebergClasspath(),
                  IcebergCoreSummary.class.getName(),
                  table.metadataFile().toString(),
                  path),
              List.of(),
              Map.of());
      long ours = entries(plain);
      long theirs = JSON.readTree(iceberg.out()).get("entries").asLong();
      if (ours != theirs || entries(viaLauncher) != ours) {
        throw new IllegalStateException(
            table.name() + ": tablescope counted " + ours + " entries, iceberg-core " + theirs);
      }
      System.out.printf(
          "%-34s %7d ms %7d ms %9d ms %7.2f %9d/%d%n",
          table.name(),
          plain.millis(),
          viaLauncher.millis(),
          iceberg.millis(),
          (double) viaLauncher.millis() / iceberg.millis(),
          viaLauncher.heapMegabytes(),
          iceberg.heapMegabytes());
    }
  }

  static List<String> tablescope(Path jar, String... arguments) {
    List<String> command = new ArrayList<>(List.of("java", "-jar", jar.toString()));
    command.addAll(List.of(arguments));
    return command;
  }

  private static long entries(ProcessRun run) throws IOException {
    if (!run.succeeded()) {
      throw new IllegalStateException("tablescope failed: " + run.firstErrorLine());
    }
    JsonNode entries = JSON.readTree(run.out()).get("entries");
    return entries.get("added").asLong()
        + entries.get("existing").asLong()
        + entries.get("deleted").asLong();
  }

  private static BenchTable large(String name, Table table) {
    String metadata = ((HasTableOperations) table).operations().current().metadataFileLocation();
    Path metadataFile = Path.of(metadata);
    return new BenchTable(name, metadataFile.getParent().getParent(), metadataFile);
  }

  /** The metadata file Tablescope reads for a table folder, as its summary names it. */
  private static Path metadataFileOf(Path jar, Path table)
      throws IOException, InterruptedException {
    ProcessRun run =
        ProcessRun.run(tablescope(jar, "summary", table.toString(), "--json"), List.of(), Map.of());
    return Path.of(JSON.readTree(run.out()).get("metadata-file").asText());
  }

  /**
   * The jars iceberg-core needs, and the benchmark's own classes: giving its process the whole test
   * classpath would make it search hundreds of jars Tablescope's process does not have.
   */
  private static String icebergClasspath() {
    List<String> needed =
        List.of(
            "iceberg-",
            "avro-",
            "jackson-",
            "caffeine-",
            "slf4j-api",
            "RoaringBitmap",
            "zstd-jni",
            "snappy-java",
            "failureaccess",
            "test-classes",
            "-tests.jar");
    return Stream.of(System.getProperty("java.class.path").split(File.pathSeparator))
        .filter(
            entry ->
                needed.stream().anyMatch(Path.of(entry).getFileName().toString()::contains)
                    || entry.endsWith("test-classes"))
        .collect(Collectors.joining(File.pathSeparator));
  }

  /** Reader threads as many as the command line starts. */
  static ExecutorService readers() {
    return ReaderThreads.start("benchmark-read");
  }
}
