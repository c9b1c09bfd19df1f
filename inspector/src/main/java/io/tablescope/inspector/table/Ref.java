package io.tablescope.inspector.table;

import java.util.Objects;

/**
 * A name that points at a commit: an Iceberg branch or tag. Delta tables have none.
 *
 * @param commitId the commit it points at
 */
public record Ref(String name, Kind kind, long commitId) {
  /** The main branch's name, which every format's readers use by default. */
  public static final String MAIN = "main";

  /** What a ref is. */
  public enum Kind {
    BRANCH,
    TAG;

    /** As the formats write it: {@code branch} or {@code tag}. */
    public String jsonName() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  public Ref {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(kind, "kind");
  }
}
