package io.tablescope.inspector.iceberg.definition;

import java.util.List;
import java.util.Objects;

/**
 * A field of either of two schema versions, matched by field id, and what changed in it.
 *
 * @param before the field in the older version, or null when it was added
 * @param after the field in the newer version, or null when it was dropped
 * @param kinds what changed; empty when the field is the same in both
 */
public record FieldChange(int fieldId, SchemaField before, SchemaField after, List<Kind> kinds) {

  /** A kind of change to a field. */
  public enum Kind {
    ADDED("added"),
    DROPPED("dropped"),
    RENAMED("renamed"),
    WIDENED("widened"),
    TYPE_CHANGED("type changed"),
    MOVED("moved"),
    MADE_OPTIONAL("made optional"),
    MADE_REQUIRED("made required"),
    DOC_CHANGED("doc changed");

    private final String word;

    Kind(String word) {
      this.word = word;
    }

    /** The word the views and the CLI use for it. */
    public String word() {
      return word;
    }
  }

  public FieldChange {
    if (before == null && after == null) {
      throw new IllegalArgumentException("A field change needs at least one side: " + fieldId);
    }
    kinds = List.copyOf(kinds);
  }

  /** The field as it is now, or as it was when dropped. */
  public SchemaField field() {
    return after != null ? after : before;
  }

  public boolean isChanged() {
    return !kinds.isEmpty();
  }

  /** The changes as words, e.g. {@code renamed, widened}; empty when nothing changed. */
  public String words() {
    return String.join(", ", kinds.stream().map(Kind::word).toList());
  }

  /** What the field was, e.g. {@code int → long}, for the changes that have a before and after. */
  public String detail() {
    if (before == null || after == null) {
      return "";
    }
    StringBuilder text = new StringBuilder();
    if (kinds.contains(Kind.RENAMED)) {
      text.append(before.name()).append(" → ").append(after.name());
    }
    if (kinds.contains(Kind.WIDENED) || kinds.contains(Kind.TYPE_CHANGED)) {
      text.append(text.isEmpty() ? "" : "; ")
          .append(before.type())
          .append(" → ")
          .append(after.type());
    }
    if (kinds.contains(Kind.DOC_CHANGED)) {
      text.append(text.isEmpty() ? "" : "; ")
          .append("doc: ")
          .append(Objects.requireNonNullElse(before.doc(), "(none)"))
          .append(" → ")
          .append(Objects.requireNonNullElse(after.doc(), "(none)"));
    }
    return text.toString();
  }
}
