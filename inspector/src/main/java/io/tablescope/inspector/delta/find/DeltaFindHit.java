package io.tablescope.inspector.delta.find;

import java.util.Objects;

/**
 * One thing {@code find} found in a Delta log: a file action whose path or partition holds the
 * text, or a version whose number is the text.
 *
 * @param version the version of the commit (or of the oldest checkpoint)
 * @param action "add", "remove" or "cdc" for a file action; "commit" or "checkpoint" for a version
 * @param operation the commit's {@code commitInfo.operation}, or ""
 * @param path the file's path relative to the table, decoded; "" for a version
 * @param partition the file's partition values as {@code col=value}, or ""
 */
public record DeltaFindHit(
    long version, String action, String operation, String path, String partition) {
  public DeltaFindHit {
    Objects.requireNonNull(action, "action");
    operation = operation == null ? "" : operation;
    path = path == null ? "" : path;
    partition = partition == null ? "" : partition;
  }
}
