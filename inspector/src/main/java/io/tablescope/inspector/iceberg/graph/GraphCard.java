package io.tablescope.inspector.iceberg.graph;

import io.tablescope.format.iceberg.manifest.EntryStatus;
import java.util.List;
import java.util.Objects;

/**
 * One positioned card of the tree graph: what it stands for, where it is drawn and the lines it
 * shows, the first being its title.
 *
 * @param id unique within its graph; edges name cards by it
 * @param snapshotId the snapshot whose tree the card was first reached from
 * @param path the file the card describes (manifest list, manifest, entry's file), or null
 * @param manifestPath the manifest that holds an entry or fold, or null
 * @param status an entry's status, or null for other cards
 * @param problem why the card is a problem (a missing or unreadable file, a broken rule), or null
 */
public record GraphCard(
    String id,
    CardKind kind,
    long snapshotId,
    String path,
    String manifestPath,
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

  /** What a card stands for. */
  public enum CardKind {
    SNAPSHOT,
    MANIFEST_LIST,
    MANIFEST,
    ENTRY,
    /** A folded run of entries; expanding it names the manifest's path. */
    FOLD,
    PROBLEM
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
