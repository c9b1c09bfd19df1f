package io.tablescope.inspector.iceberg.replay;

import java.util.Objects;

/**
 * A filter as written in the operation file (the conflict filter or the row filter), and bound to
 * the table.
 *
 * @param text what the user wrote
 * @param expression the bound expression; {@link #toString()} of it is Iceberg's form
 * @param bindingFailure Iceberg's message when a case-sensitive binding cannot find a column that
 *     only a case-insensitive one finds (the expression is then bound case-insensitively, for
 *     display); null when the filter binds. Iceberg binds lazily, so only the checks that evaluate
 *     the filter against a file fail with it.
 */
public record ConflictFilter(String text, FilterExpression expression, String bindingFailure) {
  public ConflictFilter {
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(expression, "expression");
  }

  /** A filter that binds. */
  public ConflictFilter(String text, FilterExpression expression) {
    this(text, expression, null);
  }

  /** Whether the filter is Iceberg's {@code alwaysTrue()}: every file is in scope. */
  public boolean isAlwaysTrue() {
    return expression instanceof FilterExpression.Constant constant && constant.value();
  }

  @Override
  public String toString() {
    return expression.toString();
  }
}
