package io.tablescope.inspector.table.graph;

import java.util.List;
import java.util.Objects;

/**
 * One positioned card of the tree graph: what it stands for, where it is drawn and the lines it
 * shows, the first being its title. The kinds are the levels of a table's metadata tree, which
 * every format has: Iceberg's snapshot → manifest list → manifests → entries, Delta's version →
 * checkpoint → checkpoint parts and commit files → actions.
 *
 * @param id unique within its graph; edges name cards by it
 * @param snapshotId the snapshot whose tree the card was first reached from (Iceberg's snapshot id,
 *     Delta's version)
 * @param path the file the card describes (manifest list, manifest, checkpoint, commit file, an
 *     entry's or action's file), or null
 * @param holderPath the file that holds an entry or fold (a manifest, a commit file, a checkpoint),
 *     or null
 * @param status an entry's status, or null for other cards
 * @param problem why the card is a problem (a missing or unreadable file, a broken rule), or null
 */
public record GraphCard(
    String id,
    CardKind kind,
    long snapshotId,
    String path,
    String holderPath,
    EntryStatus status,
    String problem,
    List<String> lines,
    double x,
    double y,
    double width,
    double height) {
  public GraphCard {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(kind, "kind");
    lines = List.copyOf(lines);
    if (lines.isEmpty()) {
      throw new IllegalArgumentException("A card needs at least its title: " + id);
    }
    if (width <= 0 || height <= 0) {
      throw new IllegalArgumentException("A card needs a size: " + id);
    }
  }

  /** What a card stands for: a level of the metadata tree. */
  public enum CardKind {
    /** The snapshot (Iceberg) or version (Delta) drawn. */
    SNAPSHOT,
    /** What lists the snapshot's files: a manifest list, a checkpoint. */
    INDEX,
    /** A file of entries: a manifest, a checkpoint's part or sidecar, a commit file. */
    GROUP,
    /** One entry: a manifest entry, a log action. */
    ENTRY,
    /** A folded run of entries; expanding it draws them all. */
    FOLD,
    PROBLEM
  }

  /** What an entry does to its file: the colour of its card. In Iceberg's order of status ids. */
  public enum EntryStatus {
    /** Carried along: an Iceberg entry EXISTING, Delta's other actions. */
    EXISTING,
    /** Added here: an Iceberg entry ADDED, a Delta {@code add}. */
    ADDED,
    /** Removed here: an Iceberg entry DELETED, a Delta {@code remove}. */
    DELETED
  }

  /** Whether the card is drawn as a problem: a problem card or a card with a problem. */
  public boolean isProblem() {
    return kind == CardKind.PROBLEM || problem != null;
  }

  /** The card's lower edge. */
  public double bottom() {
    return y + height;
  }

  /** Whether the point lies on the card. */
  public boolean contains(double px, double py) {
    return px >= x && px <= x + width && py >= y && py <= y + height;
  }
}
