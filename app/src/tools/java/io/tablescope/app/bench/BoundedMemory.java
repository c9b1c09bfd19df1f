package io.tablescope.app.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.app.bench.StartupBenchmark.BenchTable;
import io.tablescope.format.testing.MappedFileIO;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.Files;
import org.apache.iceberg.ManifestFile;
import org.apache.iceberg.ManifestFiles;
import org.apache.iceberg.TableMetadata;
import org.apache.iceberg.TableMetadataParser;
import org.apache.iceberg.io.CloseableIterable;
import org.apache.iceberg.io.FileIO;

/**
 * Every command on the large tables in a small heap, as a whole process: {@code summary} with 64
 * MB, the others with 128 MB. Prints each one's exit code, time and peak heap; a run that ran out
 * of memory or could not read the table is marked FAILED with its first error line.
 */
final class BoundedMemory {
  private static final ObjectMapper JSON = new ObjectMapper();

  private BoundedMemory() {}

  static void print(Path tablescope, List<BenchTable> tables)
      throws IOException, InterruptedException {
    System.out.println();
    System.out.printf(
        "%-52s %6s %10s %8s%n", "every command in a small heap", "exit", "time", "heap MB");
    for (BenchTable table : tables) {
      for (List<String> command : commands(table)) {
        String heap =
            command.get(0).equals("summary") && command.size() == 2 ? "-Xmx64m" : "-Xmx128m";
        List<String> full = new ArrayList<>();
        if (tablescope.toString().endsWith(".jar")) {
          full.addAll(List.of("java", "-jar", tablescope.toString()));
        } else {
          full.add(tablescope.toString());
        }
        full.addAll(command);
        ProcessRun run = ProcessRun.run(full, List.of(heap), Map.of());
        boolean failed = run.exitCode() == 2 || run.err().contains("OutOfMemoryError");
        System.out.printf(
            "%-52s %6d %7d ms %8d%s%n",
            heap + " " + String.join(" ", command.subList(0, 1)) + " (" + table.name() + ")",
            run.exitCode(),
            run.millis(),
            run.heapMegabytes(),
            failed ? "  FAILED: " + run.firstErrorLine() : "");
      }
    }
  }

  private static List<List<String>> commands(BenchTable table) throws IOException {
    JsonNode metadata = JSON.readTree(table.metadataFile().toFile());
    JsonNode snapshots = metadata.get("snapshots");
    String first = snapshots.get(0).get("snapshot-id").asText();
    String second = snapshots.get(1).get("snapshot-id").asText();
    String current = metadata.get("current-snapshot-id").asText();
    String path = table.root().toString();
    Path op = java.nio.file.Files.createTempFile("tablescope-op", ".json");
    java.nio.file.Files.writeString(
        op,
        "{\"snapshot-id\": "
            + second
            + ", \"operation\": \"overwrite\", \"isolation\": \"serializable\"}");
    String someFile = someDataFile(table);
    return List.of(
        List.of("summary", path),
        List.of("summary", path, "--json"),
        List.of("definition", path, "--json"),
        List.of("tree", path, "--json"),
        List.of("diff", path, first, current, "--json"),
        List.of("changes", path, "--from", first, "--json"),
        List.of("as-of", path, "2100-01-01T00:00:00Z", "--json"),
        List.of("files", path, "--json"),
        List.of("file", path, someFile, "--json"),
        List.of("find", path, someFile.substring(someFile.lastIndexOf('/') + 1), "--json"),
        List.of("replay", path, "--op", op.toString(), "--json"),
        List.of("health", path, "--json"),
        List.of("check", path, "--json"),
        List.of("expire", path, "--retain-last", "1", "--json"),
        List.of("orphans", path, "--json"));
  }

  /** A data file of the current snapshot, as iceberg-core reads it. */
  private static String someDataFile(BenchTable table) throws IOException {
    TableMetadata metadata =
        TableMetadataParser.read(Files.localInput(table.metadataFile().toFile()));
    FileIO io = new MappedFileIO(metadata.location(), table.root());
    ManifestFile manifest = metadata.currentSnapshot().dataManifests(io).get(0);
    try (CloseableIterable<DataFile> files =
        ManifestFiles.read(manifest, io, metadata.specsById())) {
      return files.iterator().next().location();
    }
  }
}
