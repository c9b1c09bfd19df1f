package io.tablescope.inspector.iceberg.replay;

import java.util.Objects;

/**
 * A conflict detection filter as written in the operation file, and bound to the table.
 *
 * @param text what the user wrote
 * @param expression the bound expression; {@link #toString()} of it is Iceberg's form
 */
public record ConflictFilter(String text, FilterExpression expression) {
  public ConflictFilter {
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(expression, "expression");
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
