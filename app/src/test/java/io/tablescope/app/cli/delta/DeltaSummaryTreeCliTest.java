package io.tablescope.app.cli.delta;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.app.cli.CliRun;
import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.format.delta.action.FileKey;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import io.tablescope.format.testing.delta.HandWrittenTables;
import io.tablescope.format.testing.delta.KernelOracle;
import io.tablescope.format.testing.delta.KernelOracle.KernelState;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code summary}, {@code tree} and {@code diff} on Delta tables say what Delta Kernel reads: the
 * protocol, metadata, live files and deletion vectors of the latest version, every action of a
 * version's files, and the difference of two versions' live sets.
 */
class DeltaSummaryTreeCliTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private final KernelOracle kernel = new KernelOracle();

  @TempDir Path root;

  @Test
  void summaryOfAFeatureTableIsWhatKernelReads() throws Exception {
    HandWrittenTables.featureTable(root);
    long latest = kernel.latestVersion(root);
    KernelState expected = kernel.stateAt(root, latest);

    CliRun run = CliRun.of("summary", root.toString(), "--json");

    assertThat(run.exitCode()).as(run.err()).isZero();
    JsonNode summary = JSON.readTree(run.out());
    assertThat(summary.get("format").asText()).isEqualTo("delta");
    assertThat(summary.get("version").asLong()).isEqualTo(latest);
    JsonNode protocol = summary.get("protocol");
    assertThat(protocol.get("min-reader-version").asInt()).isEqualTo(expected.minReaderVersion());
    assertThat(protocol.get("min-writer-version").asInt()).isEqualTo(expected.minWriterVersion());
    assertThat(strings(protocol.get("reader-features"))).isEqualTo(expected.readerFeatures());
    assertThat(strings(protocol.get("writer-features"))).isEqualTo(expected.writerFeatures());
    JsonNode metadata = summary.get("metadata");
    assertThat(metadata.get("id").asText()).isEqualTo(expected.metadataId());
    assertThat(metadata.get("schema-string").asText()).isEqualTo(expected.schemaString());
    assertThat(List.copyOf(strings(metadata.get("partition-columns"))))
        .isEqualTo(expected.partitionColumns());
    assertThat(JSON.convertValue(metadata.get("configuration"), Map.class))
        .isEqualTo(expected.configuration());
    // Column mapping: columns by logical name, their physical names beside them.
    assertThat(metadata.get("schema").get(1).get("name").asText()).isEqualTo("region");
    assertThat(metadata.get("schema").get(1).get("physical-name").asText()).isEqualTo("col-2");
    assertThat(summary.get("files").get("live").asLong()).isEqualTo(expected.files().size());
    long vectors =
        expected.files().stream().filter(file -> file.deletionVectorId() != null).count();
    assertThat(summary.get("deletion-vectors").get("count").asLong()).isEqualTo(vectors);
    assertThat(summary.get("app-transactions").get(0).get("version").asLong())
        .isEqualTo(kernel.transactionVersion(root, latest, "app-1").orElseThrow());
    assertThat(summary.get("checksum").get("agrees").asBoolean()).isTrue();
    assertThat(summary.get("checkpoint").get("version").asLong()).isEqualTo(6);
  }

  @Test
  void summaryTextNamesTheCheckpointStandaloneWroteAndACrcThatDisagrees() throws Exception {
    DeltaTableWriter writer = DeltaTableWriter.create(root, List.of("color"), Map.of());
    for (int i = 0; i < 11; i++) {
      writer.append("red");
    }
    // A .crc that claims one file too many: the summary says so.
    long latest = kernel.latestVersion(root);
    int files = kernel.stateAt(root, latest).files().size();
    Path log = root.resolve("_delta_log");
    JsonNode metadata = null;
    JsonNode protocol = null;
    for (String line : Files.readAllLines(log.resolve(String.format("%020d.json", 0)))) {
      JsonNode action = JSON.readTree(line);
      metadata = action.has("metaData") ? action.get("metaData") : metadata;
      protocol = action.has("protocol") ? action.get("protocol") : protocol;
    }
    Files.writeString(
        log.resolve(String.format("%020d.crc", latest)),
        "{\"tableSizeBytes\":1,\"numFiles\":"
            + (files + 1)
            + ",\"numMetadata\":1,\"numProtocol\":1,\"metadata\":"
            + metadata
            + ",\"protocol\":"
            + protocol
            + "}");

    CliRun run = CliRun.of("summary", root.toString());

    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .contains("Checkpoint:       version 10, classic, 00000000000000000010.checkpoint.parquet")
        .contains("Last checkpoint:  version 10")
        .contains("Live files:       " + files + " (")
        .contains("! numFiles says " + (files + 1) + ", the log holds " + files);
  }

  @Test
  void treeOfAVersionHoldsEveryActionOfItsFilesWithEveryField() throws Exception {
    HandWrittenTables.featureTable(root);
    KernelState expected = kernel.stateAt(root, 5);

    CliRun run = CliRun.of("tree", root.toString(), "--version", "5", "--json");

    assertThat(run.exitCode()).as(run.err()).isZero();
    JsonNode tree = JSON.readTree(run.out());
    assertThat(tree.get("version").asLong()).isEqualTo(5);
    assertThat(tree.get("fields").get("live files").asInt()).isEqualTo(expected.files().size());
    List<String> kinds = new ArrayList<>();
    tree.get("children").forEach(child -> kinds.add(child.get("kind").asText()));
    assertThat(kinds).containsExactly("checkpoint", "commit", "commit");
    List<JsonNode> adds = new ArrayList<>();
    collect(tree, "add", adds);
    Set<FileKey> shown = new HashSet<>();
    for (JsonNode add : adds) {
      JsonNode fields = add.get("fields");
      JsonNode dv = fields.get("deletionVector.uniqueId");
      shown.add(
          new FileKey(
              java.net.URLDecoder.decode(
                  fields.get("path").asText(), java.nio.charset.StandardCharsets.UTF_8),
              dv == null ? null : dv.asText()));
    }
    // The checkpoint at 3 and commits 4 and 5 add every file live at 5 (and a few removed since).
    assertThat(shown).containsAll(expected.files());
    JsonNode fromFive =
        adds.stream()
            .filter(add -> add.get("fields").get("path").asText().equals("e.parquet"))
            .findFirst()
            .orElseThrow();
    assertThat(fromFive.get("fields").get("deletionVector.cardinality").asText()).isEqualTo("1");
  }

  @Test
  void treeTextIndentsActionsUnderTheirFileAndMarksProblems() throws Exception {
    HandWrittenTables.featureTable(root);
    Files.writeString(
        root.resolve("_delta_log").resolve("00000000000000000005.json"),
        "{\"add\": not json\n",
        StandardOpenOption.APPEND);

    CliRun run = CliRun.of("tree", root.toString(), "--version", "5");

    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .startsWith("version 5  ! 1 problem(s)\n  · version: 5\n")
        .contains("\n  00000000000000000005.json\n")
        .contains("\n    add e.parquet\n      · path: e.parquet\n")
        .containsPattern("\n      ! corrupt: .*00000000000000000005.json");
  }

  @Test
  void treeRefusesASnapshotOnDeltaAndAVersionOnIceberg() {
    HandWrittenTables.featureTable(root);

    CliRun delta = CliRun.of("tree", root.toString(), "--snapshot", "1");
    CliRun iceberg =
        CliRun.of(
            "tree",
            Path.of("demo-warehouse/sales/orders").toAbsolutePath().toString(),
            "--version",
            "1");
    CliRun missing = CliRun.of("tree", root.toString(), "--version", "42");

    assertThat(delta.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(delta.err()).contains("is a Delta table: name a version with --version");
    assertThat(iceberg.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(iceberg.err()).contains("is an Iceberg table: name a snapshot");
    assertThat(missing.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(missing.err())
        .contains("Cannot time travel Delta table to version 42. Available versions: [0, 8].");
  }

  @Test
  void diffOfTwoVersionsIsTheDifferenceOfKernelsLiveSets() throws Exception {
    HandWrittenTables.featureTable(root);

    for (long[] pair : new long[][] {{0, 8}, {1, 4}, {3, 6}, {6, 2}}) {
      CliRun run =
          CliRun.of(
              "diff", root.toString(), Long.toString(pair[0]), Long.toString(pair[1]), "--json");

      assertThat(run.exitCode()).as(run.err()).isZero();
      JsonNode diff = JSON.readTree(run.out());
      Set<FileKey> from = kernel.stateAt(root, pair[0]).files();
      Set<FileKey> to = kernel.stateAt(root, pair[1]).files();
      assertThat(paths(diff.get("added"))).isEqualTo(paths(minus(to, from)));
      assertThat(paths(diff.get("removed"))).isEqualTo(paths(minus(from, to)));
    }
  }

  private static Set<FileKey> minus(Set<FileKey> left, Set<FileKey> right) {
    Set<FileKey> difference = new HashSet<>(left);
    difference.removeAll(right);
    return difference;
  }

  /** Paths with how often each appears (a DV update adds and removes the same path). */
  private static List<String> paths(Set<FileKey> files) {
    return files.stream().map(FileKey::path).sorted().toList();
  }

  private List<String> paths(JsonNode items) {
    List<String> paths = new ArrayList<>();
    String prefix = root.toString() + "/";
    items.forEach(
        item -> {
          String path = item.get("path").asText();
          paths.add(path.startsWith(prefix) ? path.substring(prefix.length()) : path);
        });
    return paths.stream().sorted().toList();
  }

  private static void collect(JsonNode node, String action, List<JsonNode> found) {
    if (node.has("action") && node.get("action").asText().equals(action)) {
      found.add(node);
    }
    if (node.has("children")) {
      node.get("children").forEach(child -> collect(child, action, found));
    }
  }

  private static Set<String> strings(JsonNode array) {
    Set<String> values = new TreeSet<>();
    array.forEach(value -> values.add(value.asText()));
    return values;
  }
}
