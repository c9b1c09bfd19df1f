package io.tablescope.inspector.table;

import java.util.Objects;

/**
 * What one cell of a tree row shows.
 *
 * @param tooltip what hovering says, or null
 */
public record TreeCell(String text, String tooltip, Tone tone) {
  public static final TreeCell EMPTY = new TreeCell("", null, Tone.PLAIN);

  /** What a cell's value means beyond its text, for the eye. */
  public enum Tone {
    PLAIN,
    /** An entry's status: the file came in with this commit. */
    ADDED,
    /** An entry's status: the file was carried over from an earlier commit. */
    EXISTING,
    /** An entry's status: the file left with this commit. */
    DELETED,
    /** A value the file does not hold itself but takes from its parent, such as a manifest's. */
    INHERITED
  }

  public TreeCell {
    text = text == null ? "" : text;
    Objects.requireNonNull(tone, "tone");
  }

  public static TreeCell of(String text) {
    return text == null || text.isEmpty() ? EMPTY : new TreeCell(text, null, Tone.PLAIN);
  }
}
