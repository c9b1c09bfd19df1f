package io.tablescope.inspector.iceberg.graph;

import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.manifest.ManifestList;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.iceberg.metadata.SnapshotRef;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.ManifestListChecks;
import io.tablescope.inspector.iceberg.ManifestStats;
import io.tablescope.inspector.table.AnalysisProgress;
import io.tablescope.inspector.table.graph.CardGeometry;
import io.tablescope.inspector.table.graph.GraphCard;
import io.tablescope.inspector.table.graph.GraphCard.CardKind;
import io.tablescope.inspector.table.graph.GraphCard.EntryStatus;
import io.tablescope.inspector.table.graph.GraphEdge;
import io.tablescope.inspector.table.graph.TreeGraph;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Lays out the metadata tree of chosen snapshots as a {@link TreeGraph}: snapshot → manifest list →
 * manifests → entries (each with its file), one column per level. A manifest reached from several
 * lists gets one card and an edge from each; a manifest's entries beyond {@code shownEntries} fold
 * into one card unless that fold is expanded. Blocking: manifests are read in parallel through the
 * table, reporting manifests read of total; a cancelled layout stops with a {@code
 * CancellationException}.
 */
public final class TreeGraphLayout {
  /** Entries a manifest shows before the rest fold. */
  public static final int SHOWN_ENTRIES = 20;

  private static final int BATCH = 16;

  private final IcebergTable table;
  private final int shownEntries;

  /**
   * @param shownEntries entries a manifest shows before the rest fold, at least 1
   */
  public TreeGraphLayout(IcebergTable table, int shownEntries) {
    if (shownEntries < 1) {
      throw new IllegalArgumentException("A manifest shows at least one entry: " + shownEntries);
    }
    this.table = table;
    this.shownEntries = shownEntries;
  }

  /**
   * The graph of these snapshots, in the given order.
   *
   * @param expandedFolds ids of the fold cards whose entries are all drawn
   */
  public TreeGraph layout(
      List<Snapshot> snapshots, Set<String> expandedFolds, AnalysisProgress progress) {
    progress.update(-1, "Reading manifest lists");
    List<ManifestList> lists = table.manifestLists(snapshots);
    Map<String, ManifestFile> distinct = new LinkedHashMap<>();
    lists.forEach(list -> list.manifests().forEach(m -> distinct.putIfAbsent(m.path(), m)));
    Map<String, Manifest> manifests = read(List.copyOf(distinct.values()), progress);
    return new Builder(expandedFolds).build(snapshots, lists, manifests);
  }

  private Map<String, Manifest> read(List<ManifestFile> files, AnalysisProgress progress) {
    Map<String, Manifest> read = new HashMap<>();
    for (int from = 0; from < files.size(); from += BATCH) {
      progress.checkCancelled();
      progress.update(
          (double) from / files.size(),
          String.format("Read %,d of %,d manifests", from, files.size()));
      for (Manifest manifest :
          table.manifests(
              files.subList(from, Math.min(files.size(), from + BATCH)), ManifestStats.NONE)) {
        read.put(manifest.file().path(), manifest);
      }
    }
    progress.checkCancelled();
    progress.update(1, String.format("Read %,d manifests", files.size()));
    return read;
  }

  /** The state of one layout: the cards placed so far and the next free row. */
  private final class Builder {
    private final Set<String> expandedFolds;
    private final List<GraphCard> cards = new ArrayList<>();
    private final List<GraphEdge> edges = new ArrayList<>();
    private final Map<String, String> manifestCards = new HashMap<>();
    private double cursor;
    private int drawn;
    private int total;
    private int problems;

    Builder(Set<String> expandedFolds) {
      this.expandedFolds = Set.copyOf(expandedFolds);
    }

    TreeGraph build(
        List<Snapshot> snapshots, List<ManifestList> lists, Map<String, Manifest> manifests) {
      for (int i = 0; i < snapshots.size(); i++) {
        snapshot(snapshots.get(i), lists.get(i), manifests);
      }
      double width = cards.stream().mapToDouble(c -> c.x() + c.width()).max().orElse(0);
      double height = cards.stream().mapToDouble(c -> c.y() + c.height()).max().orElse(0);
      return new TreeGraph(cards, edges, drawn, total, width, height);
    }

    private void snapshot(Snapshot snapshot, ManifestList list, Map<String, Manifest> manifests) {
      long id = snapshot.snapshotId();
      GraphCard snapshotCard =
          card(
              "snapshot:" + id,
              CardKind.SNAPSHOT,
              id,
              null,
              null,
              null,
              0,
              snapshotLines(snapshot));
      String listId = "list:" + id;
      List<String> listLines =
          List.of(
              "manifest list",
              fileName(list.path()),
              String.format("%,d manifests", list.manifests().size()));
      GraphCard listCard = card(listId, CardKind.INDEX, id, list.path(), null, null, 1, listLines);
      edges.add(new GraphEdge(snapshotCard.id(), listId));
      double bottom = Math.max(snapshotCard.y() + snapshotCard.height(), listCard.bottom());
      List<Problem> listProblems = new ArrayList<>(list.problems());
      listProblems.addAll(ManifestListChecks.problems(list, table.metadata().formatVersion()));
      for (Problem problem : listProblems) {
        GraphCard card = problemCard(id, problem);
        edges.add(new GraphEdge(listId, card.id()));
        cursor = card.bottom() + CardGeometry.ROW_GAP;
      }
      for (ManifestFile file : list.manifests()) {
        String existing = manifestCards.get(file.path());
        if (existing != null) {
          edges.add(new GraphEdge(listId, existing));
          continue;
        }
        String cardId = manifest(id, file, manifests.get(file.path()));
        manifestCards.put(file.path(), cardId);
        edges.add(new GraphEdge(listId, cardId));
      }
      cursor = Math.max(cursor, bottom + CardGeometry.ROW_GAP);
    }

    /** Places a manifest and its entries from the current row; returns the manifest's card id. */
    private String manifest(long snapshotId, ManifestFile file, Manifest manifest) {
      String problem =
          manifest.problems().stream().map(Problem::message).collect(Collectors.joining("; "));
      List<String> lines = new ArrayList<>(manifestLines(file));
      manifest.problems().forEach(p -> lines.add(p.message()));
      double top = cursor;
      GraphCard card =
          card(
              "manifest:" + file.path(),
              CardKind.GROUP,
              snapshotId,
              file.path(),
              null,
              problem.isEmpty() ? null : problem,
              2,
              lines);
      List<ManifestEntry> entries = manifest.entries();
      total += entries.size();
      String foldId = "fold:" + file.path();
      int shown = expandedFolds.contains(foldId) ? entries.size() : shownEntries;
      cursor = top;
      for (ManifestEntry entry : entries.subList(0, Math.min(shown, entries.size()))) {
        boolean absent = !table.exists(entry.file().path());
        GraphCard entryCard =
            card(
                "entry:" + file.path() + "#" + entry.position(),
                CardKind.ENTRY,
                snapshotId,
                entry.file().path(),
                file.path(),
                absent ? "File not found" : null,
                3,
                entryLines(entry, absent),
                entry);
        edges.add(new GraphEdge(card.id(), entryCard.id()));
        cursor = entryCard.bottom() + CardGeometry.ROW_GAP;
        drawn++;
      }
      if (entries.size() > shown) {
        String words = String.format("+ %,d more entries", entries.size() - shown);
        GraphCard fold =
            card(foldId, CardKind.FOLD, snapshotId, null, file.path(), null, 3, List.of(words));
        edges.add(new GraphEdge(card.id(), fold.id()));
        cursor = fold.bottom() + CardGeometry.ROW_GAP;
      }
      cursor = Math.max(cursor, card.bottom() + CardGeometry.ROW_GAP);
      return card.id();
    }

    /** A problem of a manifest list, drawn in the manifests' column. */
    private GraphCard problemCard(long snapshotId, Problem problem) {
      problems++;
      List<String> lines =
          List.of(
              "problem: " + problem.kind().name().toLowerCase(Locale.ROOT),
              fileName(problem.path()),
              problem.message());
      return card(
          "problem:" + problems,
          CardKind.PROBLEM,
          snapshotId,
          problem.path(),
          null,
          problem.message(),
          2,
          lines);
    }

    private GraphCard card(
        String id,
        CardKind kind,
        long snapshotId,
        String path,
        String holderPath,
        String problem,
        int column,
        List<String> lines) {
      return card(id, kind, snapshotId, path, holderPath, problem, column, lines, null);
    }

    private GraphCard card(
        String id,
        CardKind kind,
        long snapshotId,
        String path,
        String holderPath,
        String problem,
        int column,
        List<String> lines,
        ManifestEntry entry) {
      GraphCard card =
          new GraphCard(
              id,
              kind,
              snapshotId,
              path,
              holderPath,
              entry == null ? null : EntryStatus.valueOf(entry.status().name()),
              problem,
              lines,
              CardGeometry.columnX(column),
              cursor,
              CardGeometry.CARD_WIDTH,
              CardGeometry.height(lines.size()));
      cards.add(card);
      return card;
    }
  }

  private List<String> snapshotLines(Snapshot snapshot) {
    List<String> lines = new ArrayList<>();
    lines.add("snapshot " + snapshot.snapshotId());
    lines.add(
        "sequence "
            + snapshot.sequenceNumber()
            + (snapshot.operation() == null ? "" : " · " + snapshot.operation()));
    List<SnapshotRef> refs = table.snapshotRefsTo(snapshot.snapshotId());
    if (!refs.isEmpty()) {
      lines.add(refs.stream().map(SnapshotRef::name).collect(Collectors.joining(", ")));
    }
    lines.add(Instant.ofEpochMilli(snapshot.timestampMillis()).toString());
    return lines;
  }

  static List<String> manifestLines(ManifestFile file) {
    return List.of(
        "manifest " + fileName(file.path()),
        file.content().jsonName()
            + " · sequence "
            + file.sequenceNumber()
            + " (min "
            + file.minSequenceNumber()
            + ")",
        "added "
            + count(file.addedFilesCount())
            + " · existing "
            + count(file.existingFilesCount())
            + " · deleted "
            + count(file.deletedFilesCount())
            + " files",
        "spec "
            + file.partitionSpecId()
            + (file.addedSnapshotId() == null ? "" : " · snapshot " + file.addedSnapshotId()));
  }

  static List<String> entryLines(ManifestEntry entry, boolean absent) {
    List<String> lines = new ArrayList<>();
    lines.add(entry.status() + " · " + entry.file().kind().jsonName());
    lines.add(fileName(entry.file().path()));
    if (entry.formatV1()) {
      lines.add(ManifestEntry.V1_SEQUENCE_NUMBERS);
    } else {
      lines.add(
          sequence("data sequence ", entry.sequenceNumber(), entry.sequenceNumberInherited()));
      lines.add(
          sequence(
              "file sequence ", entry.fileSequenceNumber(), entry.fileSequenceNumberInherited()));
    }
    String partition = entry.file().partitionText();
    lines.add(partition.isEmpty() ? "unpartitioned" : partition);
    lines.add(String.format("%,d records", entry.file().recordCount()));
    if (absent) {
      lines.add("File not found");
    }
    return lines;
  }

  private static String sequence(String name, Long value, boolean inherited) {
    if (value == null) {
      return name + "missing";
    }
    return name + value + (inherited ? " (inherited)" : "");
  }

  private static String count(Integer count) {
    return count == null ? "?" : String.format("%,d", count);
  }

  static String fileName(String path) {
    int slash = path.lastIndexOf('/');
    return slash < 0 ? path : path.substring(slash + 1);
  }
}
