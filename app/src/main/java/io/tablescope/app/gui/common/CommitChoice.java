package io.tablescope.app.gui.common;

import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.Ref;
import io.tablescope.inspector.table.Table;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/** A commit offered for a diff, by a ref's name or by its id (snapshot id, version). */
public record CommitChoice(String label, Commit commit) {
  public CommitChoice {
    Objects.requireNonNull(label, "label");
    Objects.requireNonNull(commit, "commit");
  }

  /** The table's branches and tags, main first, each at the commit it points to. */
  public static List<CommitChoice> refs(Table table) {
    List<CommitChoice> refs = new ArrayList<>();
    for (Ref ref : table.refs()) {
      table
          .commit(ref.commitId())
          .ifPresent(
              commit ->
                  refs.add(
                      new CommitChoice(
                          ref.kind().jsonName() + " " + ref.name() + " · " + commit.id(), commit)));
    }
    return refs;
  }

  /** Every commit of the table, newest first. */
  public static List<CommitChoice> commits(Table table) {
    List<Commit> newestFirst = new ArrayList<>(table.commits());
    newestFirst.sort(Comparator.comparingLong(Commit::timestampMillis).reversed());
    List<CommitChoice> commits = new ArrayList<>();
    String noun = table.format().commitNoun();
    for (Commit commit : newestFirst) {
      String order = noun.equals("version") ? "" : " · seq " + commit.sequence();
      commits.add(
          new CommitChoice(
              (noun.equals("version") ? "version " : "")
                  + commit.id()
                  + " · "
                  + commit.operation()
                  + order,
              commit));
    }
    return commits;
  }

  @Override
  public String toString() {
    return label;
  }
}
