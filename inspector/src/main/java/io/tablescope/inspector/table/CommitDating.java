package io.tablescope.inspector.table;

import java.util.Objects;

/**
 * How a commit got the time a time-travel read goes by, where the format's rule and not the
 * writer's clock decides it (Delta dates a version by its in-commit timestamp, or by its commit
 * file's modification time made monotonic, which a copy of the table changes).
 *
 * @param writtenMillis the time the writer recorded (Delta's {@code commitInfo.timestamp}), or null
 *     when it recorded none
 * @param rule the rule that dates the commit, in the format's words, e.g. {@code file time, made
 *     monotonic}
 * @param reason why that rule and that time, for a person
 */
public record CommitDating(Long writtenMillis, String rule, String reason) {
  public CommitDating {
    Objects.requireNonNull(rule, "rule");
    Objects.requireNonNull(reason, "reason");
  }
}
