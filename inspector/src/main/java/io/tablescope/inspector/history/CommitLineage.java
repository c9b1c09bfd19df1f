package io.tablescope.inspector.history;

import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.Table;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Walks parent pointers, as the formats' readers do: from a commit back through its parents until a
 * parent is missing (expired, or cleaned from the log) or the first commit is reached. Other
 * branches and rolled-back commits are never visited.
 */
public final class CommitLineage {
  private final Table table;

  public CommitLineage(Table table) {
    this.table = table;
  }

  /** The commit and its ancestors, newest first. */
  public List<Commit> ancestorsOf(Commit commit) {
    List<Commit> ancestors = new ArrayList<>();
    Set<Long> seen = new HashSet<>();
    Commit current = commit;
    // The seen set guards against a parent cycle in damaged metadata.
    while (current != null && seen.add(current.id())) {
      ancestors.add(current);
      current = current.parentId() == null ? null : table.commit(current.parentId()).orElse(null);
    }
    return ancestors;
  }

  /**
   * The ancestors of {@code latest} newer than {@code oldestExclusive}, newest first, as Iceberg's
   * {@code SnapshotUtil.ancestorsBetween}: the walk stops at {@code oldestExclusive} or where the
   * lineage ends.
   */
  public List<Commit> between(Commit latest, Long oldestExclusive) {
    List<Commit> between = new ArrayList<>();
    for (Commit commit : ancestorsOf(latest)) {
      if (oldestExclusive != null && commit.id() == oldestExclusive) {
        break;
      }
      between.add(commit);
    }
    return between;
  }

  /**
   * Where the lineage of {@code commit} is cut: the oldest ancestor still held whose parent is not,
   * or empty when the walk reaches a commit without a parent.
   */
  public Optional<Cut> cut(Commit commit) {
    List<Commit> ancestors = ancestorsOf(commit);
    Commit oldest = ancestors.get(ancestors.size() - 1);
    Long parentId = oldest.parentId();
    if (parentId == null || table.commit(parentId).isPresent()) {
      return Optional.empty();
    }
    return Optional.of(new Cut(oldest.id(), parentId, table.format().commitNoun()));
  }

  /**
   * A lineage cut by a commit the table no longer holds.
   *
   * @param oldestId the oldest commit of the lineage still held
   * @param missingParentId its parent, which the table no longer holds
   * @param noun what the format calls a commit, for {@link #text}
   */
  public record Cut(long oldestId, long missingParentId, String noun) {
    /** The cut for a person, e.g. {@code main's lineage stops at snapshot 5, whose parent ...}. */
    public String text(String lineage) {
      return lineage
          + "'s lineage stops at "
          + noun
          + " "
          + oldestId
          + ", whose parent "
          + missingParentId
          + " is no longer in the metadata (expired)";
    }
  }

  /** Whether {@code ancestorId} is {@code commit} or one of its ancestors. */
  public boolean isAncestor(Commit commit, long ancestorId) {
    return ancestorsOf(commit).stream().anyMatch(ancestor -> ancestor.id() == ancestorId);
  }

  /** Whether {@code parentId} is the parent of {@code commit} or of one of its ancestors. */
  public boolean isParentAncestor(Commit commit, long parentId) {
    return ancestorsOf(commit).stream()
        .anyMatch(ancestor -> ancestor.parentId() != null && ancestor.parentId() == parentId);
  }

  /** The newest commit that is an ancestor of both, if the two lineages meet. */
  public Optional<Commit> commonAncestor(Commit a, Commit b) {
    Set<Long> ofA = new HashSet<>();
    ancestorsOf(a).forEach(commit -> ofA.add(commit.id()));
    return ancestorsOf(b).stream().filter(commit -> ofA.contains(commit.id())).findFirst();
  }
}
