package io.tablescope.inspector.delta;

import io.tablescope.format.Problem;
import io.tablescope.format.delta.action.Action;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A node of a Delta version's own tree: the version, the checkpoint and commit files its state is
 * read from, and their actions. Children are read on demand by {@link DeltaTree#children}.
 *
 * @param version the version whose tree this is
 * @param file the log file the node is (or holds the action), or null for the version itself
 * @param action the action, for an action node; null otherwise
 * @param from for a page of a file's actions, the index of its first action; else 0
 * @param to for a page, one past its last action; for a file, how many actions it has (-1 when not
 *     yet read)
 * @param fields what a person reads about the node, every field for an action
 * @param problems what was damaged or missing at this node
 */
public record DeltaNode(
    Kind kind,
    String label,
    long version,
    String file,
    Action action,
    int from,
    int to,
    Map<String, String> fields,
    List<Problem> problems) {

  /** What a node is. */
  public enum Kind {
    /** The root: the state at a version. */
    VERSION,
    /** The checkpoint the state starts from (all its parts and sidecars). */
    CHECKPOINT,
    /** A commit file {@code N.json} (or a compaction) replayed after the checkpoint. */
    COMMIT,
    /** The version's {@code N.crc}. */
    CHECKSUM,
    /** A run of a large file's actions, so a checkpoint of 100k files opens in pages. */
    PAGE,
    /** One action, with every field. */
    ACTION
  }

  public DeltaNode {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(label, "label");
    fields = Collections.unmodifiableMap(new LinkedHashMap<>(fields));
    problems = List.copyOf(problems);
  }

  /** Whether the node may have children. */
  public boolean hasChildren() {
    return kind != Kind.ACTION && kind != Kind.CHECKSUM;
  }
}
