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
 */
public record CommitLine(String id, String kind, String order, String summary, boolean checkpoint) {
  public CommitLine {
    Objects.requireNonNull(id, "id");
    kind = kind == null ? "" : kind;
    order = order == null ? "" : order;
    summary = summary == null ? "" : summary;
  }
}
