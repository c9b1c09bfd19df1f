package io.tablescope.inspector.hudi.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tablescope.format.Problem;
import io.tablescope.format.io.Storage;
import io.tablescope.format.testing.hudi.HudiOracleTables;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.hudi.metadata.ListingCheck;
import io.tablescope.inspector.hudi.metadata.ListingComparison;
import io.tablescope.inspector.hudi.metadata.ListingDisagreement;
import io.tablescope.inspector.hudi.metadata.MetadataTableFiles;
import io.tablescope.inspector.hudi.metadata.MetadataTableReader;
import io.tablescope.inspector.table.Capability;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The metadata table's {@code files} partition as Tablescope reads it, against what Hudi 1.0.1's
 * {@code HoodieBackedTableMetadata} answers, and its comparison with storage against Hudi's listing
 * with the metadata table off.
 */
class MetadataTableOracleTest {
  @TempDir Path dir;

  private static HudiTable open(Path table) throws Exception {
    return HudiTable.open(Storage.local(), table.toString(), Runnable::run);
  }

  @ParameterizedTest
  @ValueSource(strings = {"cow-v8", "mor-v8", "cow-v6", "inflight-mdt-v8"})
  void theFilesPartitionListsWhatHudisMetadataTableAnswers(String name) throws Exception {
    HudiOracleTables.Scenario scenario = HudiOracleTables.scenario(name);
    JsonNode hudi = scenario.answers().get("metadataTable");
    HudiTable table = open(scenario.table());
    assertThat(table.capabilities()).contains(Capability.METADATA_TABLE);

    MetadataTableFiles files = MetadataTableReader.read(table);

    assertThat(files.problems()).isEmpty();
    assertThat(files.instant()).isEqualTo(hudi.get("syncedInstant").asText());
    assertThat(files.partitions()).isEqualTo(texts(hudi.get("partitions")));
    assertThat(files.files()).isEqualTo(sizes(hudi.get("files")));
  }

  @ParameterizedTest
  @ValueSource(strings = {"cow-v8", "mor-v8", "cow-v6", "inflight-mdt-v8"})
  void theComparisonFindsWhatHudisTwoListingsDisagreeOn(String name) throws Exception {
    HudiOracleTables.Scenario scenario = HudiOracleTables.scenario(name);
    JsonNode hudi = scenario.answers().get("metadataTable");
    HudiTable table = open(scenario.table());

    ListingCheck check = ListingComparison.compare(table, MetadataTableReader.read(table));

    assertThat(check.storagePartitions())
        .isEqualTo(List.copyOf(sizes(hudi.get("storageFiles")).keySet()));
    assertThat(lines(check.disagreements()))
        .isEqualTo(differences(sizes(hudi.get("files")), sizes(hudi.get("storageFiles"))));
    // Every difference of these tables is a write Hudi's client left pending.
    assertThat(check.faults()).isEmpty();
    assertThat(check.agrees()).isTrue();
    if (name.startsWith("inflight")) {
      String pending =
          table.timeline().instants().get(table.timeline().instants().size() - 1).requestedTime();
      assertThat(check.disagreements())
          .isNotEmpty()
          .allSatisfy(
              d -> {
                assertThat(d.kind()).isEqualTo(ListingDisagreement.Kind.ONLY_ON_STORAGE);
                assertThat(d.writtenBy()).isEqualTo(pending);
                assertThat(d.expectedBecause()).startsWith("[" + pending + "__commit__INFLIGHT]");
              });
    }
  }

  @Test
  void aDeletedDataFileAStrayOneAndAnotherSizeAreFaultsNamingTheirFiles() throws Exception {
    HudiOracleTables.Scenario scenario = HudiOracleTables.scenario("mor-v8");
    Path copy = dir.resolve("table");
    HudiOracleTables.copy(scenario.table(), copy);
    Map<String, Map<String, Long>> listed =
        sizes(scenario.answers().get("metadataTable").get("files"));
    Map.Entry<String, Long> deleted = only(listed.get("p0"), ".parquet");
    Map.Entry<String, Long> grown = only(listed.get("p1"), ".parquet");
    Files.delete(copy.resolve("p0").resolve(deleted.getKey()));
    Files.write(
        copy.resolve("p1").resolve(grown.getKey()),
        new byte[] {1, 2, 3},
        java.nio.file.StandardOpenOption.APPEND);
    String stray = "0000aaaa-0000-0000-0000-000000000000-0_0-1-1_" + deleted.getKey().split("_")[2];
    Files.write(copy.resolve("p1").resolve(stray), new byte[] {7});

    ListingCheck check =
        ListingComparison.compare(open(copy), MetadataTableReader.read(open(copy)));

    assertThat(check.agrees()).isFalse();
    assertThat(lines(check.faults()))
        .containsExactlyInAnyOrder(
            "p0/" + deleted.getKey() + " ONLY_IN_METADATA " + deleted.getValue() + " null",
            "p1/"
                + grown.getKey()
                + " SIZE_DIFFERS "
                + grown.getValue()
                + " "
                + (grown.getValue() + 3),
            "p1/" + stray + " ONLY_ON_STORAGE null 1");
    ListingDisagreement strayFile =
        check.faults().stream().filter(d -> d.file().equals(stray)).findFirst().orElseThrow();
    assertThat(strayFile.writtenBy())
        .isEqualTo(deleted.getKey().split("_")[2].replace(".parquet", ""));
    assertThat(strayFile.message()).contains("not listed by the metadata table");
    assertThat(check.verdict()).startsWith("3 files and 0 partitions disagree");
  }

  @Test
  void aDamagedMetadataTableBaseFileIsAProblemNamingItAndTheLogsStillRead() throws Exception {
    HudiOracleTables.Scenario scenario = HudiOracleTables.scenario("mor-v8");
    Path copy = dir.resolve("table");
    HudiOracleTables.copy(scenario.table(), copy);
    Path files = copy.resolve(".hoodie/metadata/files");
    List<Path> hfiles;
    try (Stream<Path> list = Files.list(files)) {
      hfiles = list.filter(p -> p.getFileName().toString().endsWith(".hfile")).toList();
    }
    assertThat(hfiles).isNotEmpty();
    for (Path hfile : hfiles) {
      byte[] bytes = Files.readAllBytes(hfile);
      Files.write(hfile, java.util.Arrays.copyOf(bytes, bytes.length / 2));
    }

    MetadataTableFiles read = MetadataTableReader.read(open(copy));

    assertThat(read.problems())
        .isNotEmpty()
        .allSatisfy(
            problem -> {
              assertThat(problem.kind()).isEqualTo(Problem.Kind.CORRUPT);
              assertThat(problem.path()).endsWith(".hfile");
            });
    ListingCheck check = ListingComparison.compare(open(copy), read);
    assertThat(check.agrees()).isFalse();
  }

  @Test
  void aTableWithoutAMetadataTableDoesNotOfferIt() throws Exception {
    HudiTable table = open(HudiOracleTables.scenario("mor-v6").table());
    assertThat(table.capabilities()).doesNotContain(Capability.METADATA_TABLE);
  }

  private static Map.Entry<String, Long> only(Map<String, Long> files, String extension) {
    return files.entrySet().stream()
        .filter(file -> file.getKey().endsWith(extension))
        .findFirst()
        .orElseThrow();
  }

  /** "partition/name KIND metadataSize storageSize", sorted. */
  private static List<String> lines(List<ListingDisagreement> disagreements) {
    return disagreements.stream()
        .map(
            d ->
                (d.partition().isEmpty() ? "" : d.partition() + "/")
                    + d.file()
                    + " "
                    + d.kind()
                    + " "
                    + d.metadataSize()
                    + " "
                    + d.storageSize())
        .sorted()
        .toList();
  }

  /** The same lines, of Hudi's two listings. */
  private static List<String> differences(
      Map<String, Map<String, Long>> metadata, Map<String, Map<String, Long>> storage) {
    Set<String> partitions = new TreeSet<>(metadata.keySet());
    partitions.addAll(storage.keySet());
    List<ListingDisagreement> found = new ArrayList<>();
    for (String partition : partitions) {
      Map<String, Long> listed = metadata.getOrDefault(partition, Map.of());
      Map<String, Long> stored = storage.getOrDefault(partition, Map.of());
      Set<String> names = new TreeSet<>(listed.keySet());
      names.addAll(stored.keySet());
      for (String name : names) {
        Long a = listed.get(name);
        Long b = stored.get(name);
        if (a == null || !a.equals(b)) {
          ListingDisagreement.Kind kind =
              a == null
                  ? ListingDisagreement.Kind.ONLY_ON_STORAGE
                  : b == null
                      ? ListingDisagreement.Kind.ONLY_IN_METADATA
                      : ListingDisagreement.Kind.SIZE_DIFFERS;
          found.add(new ListingDisagreement(partition, name, kind, a, b, null, null));
        }
      }
    }
    return lines(found);
  }

  private static Map<String, Map<String, Long>> sizes(JsonNode byPartition) {
    Map<String, Map<String, Long>> out = new TreeMap<>();
    byPartition
        .fields()
        .forEachRemaining(
            partition -> {
              Map<String, Long> files = new TreeMap<>();
              partition
                  .getValue()
                  .fields()
                  .forEachRemaining(f -> files.put(f.getKey(), f.getValue().asLong()));
              out.put(partition.getKey(), files);
            });
    return out;
  }

  private static List<String> texts(JsonNode array) {
    List<String> out = new ArrayList<>();
    array.forEach(node -> out.add(node.asText()));
    return out;
  }
}
