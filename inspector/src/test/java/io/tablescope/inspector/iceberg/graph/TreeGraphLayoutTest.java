package io.tablescope.inspector.iceberg.graph;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.table.AnalysisProgress;
import io.tablescope.inspector.table.graph.GraphCard;
import io.tablescope.inspector.table.graph.GraphCard.CardKind;
import io.tablescope.inspector.table.graph.GraphEdge;
import io.tablescope.inspector.table.graph.TreeGraph;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.Executor;
import org.apache.hadoop.conf.Configuration;
import org.apache.iceberg.AppendFiles;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DataFiles;
import org.apache.iceberg.IcebergOracle;
import org.apache.iceberg.IcebergOracle.OracleEntry;
import org.apache.iceberg.ManifestFile;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableProperties;
import org.apache.iceberg.hadoop.HadoopTables;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The tree graph of tables iceberg-core writes: its cards are the manifests and entries
 * iceberg-core reads, a shared manifest is one card, long manifests fold, and damage becomes red
 * cards.
 */
class TreeGraphLayoutTest {
  private static final Executor DIRECT = Runnable::run;
  private static final Schema SCHEMA =
      new Schema(
          Types.NestedField.required(1, "id", Types.LongType.get()),
          Types.NestedField.required(2, "region", Types.StringType.get()));
  private static final PartitionSpec SPEC =
      PartitionSpec.builderFor(SCHEMA).identity("region").build();

  @TempDir Path folder;
  private Table table;

  @BeforeEach
  void createTable() {
    table =
        new HadoopTables(new Configuration())
            .create(SCHEMA, SPEC, Map.of(TableProperties.FORMAT_VERSION, "2"), folder.toString());
  }

  private void append(String region, int files) throws IOException {
    AppendFiles append = table.newFastAppend();
    for (int i = 0; i < files; i++) {
      append.appendFile(dataFile(region + "-" + i, region));
    }
    append.commit();
  }

  private DataFile dataFile(String name, String region) throws IOException {
    Path file = Files.createDirectories(folder.resolve("data")).resolve(name + ".parquet");
    Files.write(file, new byte[] {1});
    return DataFiles.builder(SPEC)
        .withPath(file.toString())
        .withFileSizeInBytes(1)
        .withRecordCount(name.length())
        .withPartitionPath("region=" + region)
        .build();
  }

  private TreeGraph layout(int shown, Set<String> expanded, long... snapshotIds)
      throws IOException {
    IcebergTable opened = IcebergTable.open(folder.toString(), DIRECT);
    List<Snapshot> snapshots = new ArrayList<>();
    for (long id : snapshotIds) {
      snapshots.add(opened.snapshot(id).orElseThrow());
    }
    return new TreeGraphLayout(opened, shown).layout(snapshots, expanded, AnalysisProgress.NONE);
  }

  private static List<GraphCard> cards(TreeGraph graph, CardKind kind) {
    return graph.cards().stream().filter(card -> card.kind() == kind).toList();
  }

  @Test
  void entryCardsAreTheEntriesIcebergCoreReads() throws IOException {
    append("EU", 2);
    append("US", 3);
    table
        .newDelete()
        .deleteFromRowFilter(org.apache.iceberg.expressions.Expressions.equal("region", "EU"))
        .commit();
    long current = table.currentSnapshot().snapshotId();

    TreeGraph graph = layout(100, Set.of(), current);

    List<ManifestFile> manifests = table.currentSnapshot().allManifests(table.io());
    assertThat(cards(graph, CardKind.GROUP))
        .extracting(GraphCard::path)
        .containsExactlyElementsOf(manifests.stream().map(ManifestFile::path).toList());
    List<GraphCard> entries = cards(graph, CardKind.ENTRY);
    List<OracleEntry> expected = new ArrayList<>();
    manifests.forEach(manifest -> expected.addAll(IcebergOracle.entries(table, manifest)));
    assertThat(entries).hasSameSizeAs(expected);
    for (int i = 0; i < expected.size(); i++) {
      OracleEntry oracle = expected.get(i);
      GraphCard card = entries.get(i);
      assertThat(card.path()).isEqualTo(oracle.file().location());
      assertThat(card.status().ordinal())
          .as("status of %s", card.path())
          .isEqualTo(oracle.status());
      assertThat(card.lines().get(0)).startsWith(card.status() + " · data");
      assertThat(card.lines())
          .anySatisfy(
              line -> assertThat(line).startsWith("data sequence " + oracle.dataSequenceNumber()))
          .anySatisfy(
              line -> assertThat(line).startsWith("file sequence " + oracle.fileSequenceNumber()))
          .contains(String.format("%,d records", oracle.file().recordCount()));
      assertThat(card.isProblem()).isFalse();
    }
    // ADDED entries written by a v2 writer inherit both sequence numbers from the manifest list.
    assertThat(entries)
        .filteredOn(card -> card.status().name().equals("ADDED"))
        .isNotEmpty()
        .allSatisfy(
            card -> assertThat(card.lines()).anyMatch(line -> line.endsWith("(inherited)")));
    assertThat(graph.drawnEntries()).isEqualTo(expected.size());
    assertThat(graph.totalEntries()).isEqualTo(expected.size());
    assertThat(graph.edges())
        .contains(new GraphEdge("snapshot:" + current, "list:" + current))
        .contains(new GraphEdge("list:" + current, "manifest:" + manifests.get(0).path()));
  }

  @Test
  void aManifestSharedByTwoSnapshotsIsOneCardWithAnEdgeFromEachList() throws IOException {
    append("EU", 1);
    long first = table.currentSnapshot().snapshotId();
    String shared = table.currentSnapshot().allManifests(table.io()).get(0).path();
    append("US", 1);
    long second = table.currentSnapshot().snapshotId();

    TreeGraph graph = layout(100, Set.of(), first, second);

    assertThat(cards(graph, CardKind.SNAPSHOT)).hasSize(2);
    assertThat(cards(graph, CardKind.INDEX)).hasSize(2);
    assertThat(cards(graph, CardKind.GROUP))
        .hasSize(2)
        .filteredOn(card -> card.path().equals(shared))
        .hasSize(1);
    assertThat(graph.edges())
        .filteredOn(edge -> edge.to().equals("manifest:" + shared))
        .extracting(GraphEdge::from)
        .containsExactlyInAnyOrder("list:" + first, "list:" + second);
    assertThat(cards(graph, CardKind.ENTRY)).hasSize(2);
    assertThat(graph.totalEntries()).isEqualTo(2);
  }

  @Test
  void longManifestsFoldAndAnExpandedFoldShowsEveryEntry() throws IOException {
    append("EU", 7);
    long snapshot = table.currentSnapshot().snapshotId();
    String manifest = table.currentSnapshot().allManifests(table.io()).get(0).path();

    TreeGraph folded = layout(3, Set.of(), snapshot);
    TreeGraph expanded = layout(3, Set.of("fold:" + manifest), snapshot);

    assertThat(cards(folded, CardKind.ENTRY)).hasSize(3);
    assertThat(cards(folded, CardKind.FOLD))
        .singleElement()
        .satisfies(
            fold -> {
              assertThat(fold.id()).isEqualTo("fold:" + manifest);
              assertThat(fold.lines()).containsExactly("+ 4 more entries");
            });
    assertThat(folded.drawing()).isEqualTo("drawing 3 of 7 entries");
    assertThat(cards(expanded, CardKind.ENTRY)).hasSize(7);
    assertThat(cards(expanded, CardKind.FOLD)).isEmpty();
    assertThat(expanded.drawing()).isEqualTo("drawing 7 of 7 entries");
  }

  @Test
  void aDeletedManifestAndAMissingFileAreRedCardsWithTheirReason() throws IOException {
    append("EU", 1);
    append("US", 2);
    List<ManifestFile> manifests = table.currentSnapshot().allManifests(table.io());
    String lost =
        manifests.stream().filter(m -> m.addedFilesCount() == 1).findFirst().orElseThrow().path();
    Files.delete(Path.of(lost));
    Files.delete(folder.resolve("data/US-0.parquet"));

    TreeGraph graph = layout(100, Set.of(), table.currentSnapshot().snapshotId());

    assertThat(graph.card("manifest:" + lost).orElseThrow())
        .satisfies(
            card -> {
              assertThat(card.isProblem()).isTrue();
              assertThat(card.problem()).isEqualTo("Manifest file not found");
            });
    assertThat(cards(graph, CardKind.ENTRY))
        .extracting(GraphCard::path, GraphCard::problem)
        .containsExactlyInAnyOrder(
            org.assertj.core.groups.Tuple.tuple(
                folder.resolve("data/US-0.parquet").toString(), "File not found"),
            org.assertj.core.groups.Tuple.tuple(
                folder.resolve("data/US-1.parquet").toString(), null));
  }

  @Test
  void reportsManifestsReadOfTotalAndStopsWhenCancelled() throws IOException {
    append("EU", 1);
    append("US", 1);
    IcebergTable opened = IcebergTable.open(folder.toString(), DIRECT);
    Snapshot current = opened.metadata().currentSnapshot().orElseThrow();
    List<String> messages = new ArrayList<>();
    AnalysisProgress recording =
        new AnalysisProgress() {
          @Override
          public void update(double fraction, String message) {
            messages.add(message);
          }

          @Override
          public boolean isCancelled() {
            return false;
          }
        };
    AnalysisProgress cancelled =
        new AnalysisProgress() {
          @Override
          public void update(double fraction, String message) {}

          @Override
          public boolean isCancelled() {
            return true;
          }
        };

    new TreeGraphLayout(opened, 10).layout(List.of(current), Set.of(), recording);

    assertThat(messages).contains("Read 0 of 2 manifests").endsWith("Read 2 manifests");
    assertThatThrownBy(
            () -> new TreeGraphLayout(opened, 10).layout(List.of(current), Set.of(), cancelled))
        .isInstanceOf(CancellationException.class);
  }

  @Test
  void cardsOfOneColumnNeverOverlap() throws IOException {
    append("EU", 4);
    append("US", 5);
    TreeGraph graph = layout(100, Set.of(), table.currentSnapshot().snapshotId());

    for (GraphCard a : graph.cards()) {
      for (GraphCard b : graph.cards()) {
        if (a != b && a.x() == b.x()) {
          assertThat(a.y() + a.height() <= b.y() || b.y() + b.height() <= a.y())
              .as("%s and %s overlap", a.id(), b.id())
              .isTrue();
        }
      }
    }
  }
}
