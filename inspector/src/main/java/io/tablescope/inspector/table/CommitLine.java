package io.tablescope.inspector.table;

import java.util.Objects;

/**
 * A commit as a history's row names and sums it up, in its format's words.
 *
 * @param id the commit's name: an Iceberg snapshot id, {@code version 7}
 * @param kind what the operation does, which gives it its colour: {@code append}, {@code
 *     overwrite}, {@code delete}, {@code replace} or anything else
 * @param order where the commit stands among writers: Iceberg's sequence number, the Delta engine
 *     that wrote the version
 * @param summary the commit's telling counts, e.g. {@code +2 data files}
 * @param checkpoint whether the table holds a checkpoint of the commit's state
 * @param dating how the format dated the commit, beside the writer's own time; null where the
 *     commit's time is simply the one its writer recorded
 * @param problem what is wrong with the commit itself, drawn in place of its operation; null when
 *     nothing is
 */
public record CommitLine(
    String id,
    String kind,
    String order,
    String summary,
    boolean checkpoint,
    CommitDating dating,
    Problem problem) {
  public CommitLine {
    Objects.requireNonNull(id, "id");
    kind = kind == null ? "" : kind;
    order = order == null ? "" : order;
    summary = summary == null ? "" : summary;
  }

  /** A line of a commit dated by its writer's time, with nothing wrong. */
  public CommitLine(String id, String kind, String order, String summary, boolean checkpoint) {
    this(id, kind, order, summary, checkpoint, null, null);
  }

  /**
   * What is wrong with a commit.
   *
   * @param what in a few words, e.g. {@code commit 12 is missing}
   * @param why the reason and what it does to reads, for a person
   */
  public record Problem(String what, String why) {
    public Problem {
      Objects.requireNonNull(what, "what");
      Objects.requireNonNull(why, "why");
    }
  }
}
