package io.tablescope.inspector.delta.graph;

import static org.assertj.core.api.Assertions.assertThat;

import io.delta.standalone.VersionLog;
import io.delta.standalone.actions.AddFile;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import io.tablescope.format.testing.delta.LargeDeltaLog;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.table.AnalysisProgress;
import io.tablescope.inspector.table.graph.GraphCard;
import io.tablescope.inspector.table.graph.GraphCard.CardKind;
import io.tablescope.inspector.table.graph.GraphCard.EntryStatus;
import io.tablescope.inspector.table.graph.GraphEdge;
import io.tablescope.inspector.table.graph.TreeGraph;
import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The graph of a version is how Delta reads it: the checkpoint delta-standalone wrote, the commit
 * files after it, and the actions standalone reads from them.
 */
class DeltaGraphLayoutTest {
  @TempDir Path root;
  private DeltaTableWriter writer;
  private long version;

  @BeforeEach
  void writeTable() {
    writer = DeltaTableWriter.create(root, List.of("p"), Map.of("delta.checkpointInterval", "3"));
    writer.append("a");
    writer.append("b");
    writer.append("c");
    writer.append("d", "e");
    version = writer.removeWhere("p=a");
  }

  @Test
  void theCheckpointCommitsAndAddsAreTheOnesStandaloneReads() throws IOException {
    TreeGraph graph = layout(DeltaGraphLayout.SHOWN_ACTIONS, Set.of(), version);

    Path checkpoint = newestCheckpoint(version);
    assertThat(cards(graph, CardKind.INDEX))
        .singleElement()
        .satisfies(
            card -> {
              assertThat(FileAccess.fileName(card.path()))
                  .isEqualTo(checkpoint.getFileName().toString());
              assertThat(card.lines().get(0)).isEqualTo("checkpoint " + versionOf(checkpoint));
            });
    long from = versionOf(checkpoint) + 1;
    assertThat(cards(graph, CardKind.GROUP))
        .extracting(card -> FileAccess.fileName(card.path()))
        .containsExactlyElementsOf(commitFiles(from, version));
    assertThat(entries(graph, EntryStatus.ADDED))
        .containsExactlyElementsOf(standaloneAdds(from, version));
    assertThat(entries(graph, EntryStatus.DELETED)).singleElement().asString().contains("p=a/");
    int live = writer.log().getSnapshotForVersionAsOf(version).getAllFiles().size();
    assertThat(graph.card("version:" + version).orElseThrow().lines())
        .anyMatch(line -> line.startsWith(live + " live files"));
    assertThat(graph.edges())
        .contains(new GraphEdge("version:" + version, "checkpoint:" + checkpoint.toString()));
  }

  @Test
  void theCheckpointsActionsAreReadWhenItsFoldIsExpanded() throws IOException {
    Path checkpoint = newestCheckpoint(version);
    TreeGraph folded = layout(DeltaGraphLayout.SHOWN_ACTIONS, Set.of(), version);
    String foldId = DeltaGraphLayout.foldId(checkpoint.toString());
    assertThat(folded.cards())
        .noneMatch(
            card ->
                checkpoint.toString().equals(card.holderPath()) && card.kind() == CardKind.ENTRY);

    TreeGraph expanded = layout(DeltaGraphLayout.SHOWN_ACTIONS, Set.of(foldId), version);

    assertThat(expanded.card(foldId)).isEmpty();
    long inFile =
        expanded.cards().stream()
            .filter(card -> checkpoint.toString().equals(card.holderPath()))
            .filter(card -> card.kind() == CardKind.ENTRY)
            .count();
    assertThat(folded.card(foldId).orElseThrow().lines())
        .containsExactly(
            String.format("+ %,d actions in the checkpoint (_last_checkpoint)", inFile));
    List<String> inCheckpoint =
        writer.log().getSnapshotForVersionAsOf(versionOf(checkpoint)).getAllFiles().stream()
            .map(add -> decode(add.getPath()))
            .toList();
    assertThat(expanded.cards())
        .filteredOn(card -> checkpoint.toString().equals(card.holderPath()))
        .filteredOn(card -> card.status() == EntryStatus.ADDED)
        .extracting(GraphCard::path)
        .containsExactlyInAnyOrderElementsOf(inCheckpoint);
    assertThat(expanded.cards())
        .filteredOn(card -> card.kind() == CardKind.ENTRY)
        .extracting(card -> card.lines().get(0))
        .contains("protocol", "metaData");
  }

  @Test
  void fileActionsBeyondTheShownFoldUntilExpanded() {
    Path commit = root.resolve("_delta_log").resolve(String.format("%020d.json", 4));
    String foldId = DeltaGraphLayout.foldId(commit.toString());

    TreeGraph folded = layout(1, Set.of(), 4);
    TreeGraph expanded = layout(1, Set.of(foldId), 4);

    assertThat(folded.card(foldId).orElseThrow().lines()).containsExactly("+ 1 more file actions");
    assertThat(entries(folded, EntryStatus.ADDED)).hasSize(1);
    assertThat(entries(expanded, EntryStatus.ADDED))
        .containsExactlyElementsOf(standaloneAdds(4, 4));
    assertThat(expanded.card(foldId)).isEmpty();
    assertThat(expanded.drawnEntries()).isGreaterThan(folded.drawnEntries());
  }

  @Test
  void twoVersionsShareTheirCheckpointCard() {
    TreeGraph graph = layout(DeltaGraphLayout.SHOWN_ACTIONS, Set.of(), 4, version);

    assertThat(cards(graph, CardKind.SNAPSHOT)).hasSize(2);
    assertThat(cards(graph, CardKind.INDEX)).hasSize(1);
    assertThat(graph.edges())
        .filteredOn(edge -> edge.to().startsWith("checkpoint:"))
        .extracting(GraphEdge::from)
        .containsExactly("version:4", "version:" + version);
  }

  @Test
  void aCheckpointOfManyFilesDrawsAFewCardsAndSaysHowManyActionsItHolds() {
    Path large = root.resolve("large");
    LargeDeltaLog.write(large, 2_004, 1_000, 2_000);
    DeltaTable table = open(large);

    TreeGraph graph =
        new DeltaGraphLayout(table, DeltaGraphLayout.SHOWN_ACTIONS)
            .layout(List.of(2_003L), Set.of(), AnalysisProgress.NONE);

    assertThat(graph.cards()).hasSizeLessThan(20);
    assertThat(cards(graph, CardKind.GROUP)).hasSize(3);
    assertThat(graph.card("version:2003").orElseThrow().lines())
        .contains(String.format("%,d live files · 3 tombstones", 2_000));
    assertThat(graph.cards())
        .filteredOn(card -> card.kind() == CardKind.FOLD)
        .singleElement()
        .satisfies(
            fold ->
                assertThat(fold.lines())
                    .containsExactly("+ 2,002 actions in the checkpoint (_last_checkpoint)"));
  }

  private static DeltaTable open(Path table) {
    try {
      return DeltaTable.open(table.toString(), Runnable::run);
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }

  private TreeGraph layout(int shown, Set<String> expanded, long... versions) {
    List<Long> chosen = new ArrayList<>();
    for (long v : versions) {
      chosen.add(v);
    }
    return new DeltaGraphLayout(open(root), shown).layout(chosen, expanded, AnalysisProgress.NONE);
  }

  private static List<GraphCard> cards(TreeGraph graph, CardKind kind) {
    return graph.cards().stream().filter(card -> card.kind() == kind).toList();
  }

  private static List<String> entries(TreeGraph graph, EntryStatus status) {
    return graph.cards().stream()
        .filter(card -> card.kind() == CardKind.ENTRY && card.status() == status)
        .map(GraphCard::path)
        .toList();
  }

  /** The adds of the commits from one version to another, as delta-standalone reads them. */
  private List<String> standaloneAdds(long from, long to) {
    List<String> adds = new ArrayList<>();
    Iterator<VersionLog> changes = writer.log().getChanges(from, true);
    while (changes.hasNext()) {
      VersionLog log = changes.next();
      if (log.getVersion() <= to) {
        log.getActions().stream()
            .filter(AddFile.class::isInstance)
            .map(action -> decode(((AddFile) action).getPath()))
            .forEach(adds::add);
      }
    }
    return adds;
  }

  private Path newestCheckpoint(long atMost) throws IOException {
    try (Stream<Path> files = Files.list(root.resolve("_delta_log"))) {
      return files
          .filter(file -> file.getFileName().toString().endsWith(".checkpoint.parquet"))
          .filter(file -> versionOf(file) <= atMost)
          .max((a, b) -> Long.compare(versionOf(a), versionOf(b)))
          .orElseThrow();
    }
  }

  private List<String> commitFiles(long from, long to) throws IOException {
    try (Stream<Path> files = Files.list(root.resolve("_delta_log"))) {
      return files
          .map(file -> file.getFileName().toString())
          .filter(name -> name.matches("\\d{20}\\.json"))
          .filter(name -> versionOf(Path.of(name)) >= from && versionOf(Path.of(name)) <= to)
          .sorted()
          .toList();
    }
  }

  private static long versionOf(Path file) {
    String name = file.getFileName().toString();
    return Long.parseLong(name.substring(0, name.indexOf('.')));
  }

  private static String decode(String path) {
    return URLDecoder.decode(path, StandardCharsets.UTF_8);
  }
}
