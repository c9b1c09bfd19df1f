package io.tablescope.app.demo.lake;

import io.delta.standalone.OptimisticTransaction;
import io.delta.standalone.expressions.EqualTo;
import io.delta.standalone.expressions.Literal;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a transaction read before it wrote, in the operation file's {@code read-predicate} syntax:
 * nothing ({@code null}, a blind write), the whole table ({@code "true"}), or one partition ({@code
 * "column = 'value'"}), the only shapes the demo's writers use.
 */
record TableRead(String predicate) {
  private static final Pattern EQUALS = Pattern.compile("(\\w+) = '([^']*)'");

  static final TableRead NOTHING = new TableRead(null);

  TableRead {
    if (predicate != null && !predicate.equals("true") && !EQUALS.matcher(predicate).matches()) {
      throw new IllegalArgumentException("Unsupported read predicate: " + predicate);
    }
  }

  static TableRead partition(String column, String value) {
    return new TableRead(column + " = '" + value + "'");
  }

  /** Records the read on the transaction, as the writer did before building its commit. */
  void applyTo(OptimisticTransaction txn) {
    if (predicate == null) {
      return;
    }
    if (predicate.equals("true")) {
      txn.readWholeTable();
      return;
    }
    Matcher matcher = EQUALS.matcher(predicate);
    if (!matcher.matches()) {
      throw new IllegalStateException(predicate);
    }
    txn.markFilesAsRead(
        new EqualTo(
            txn.metadata().getSchema().column(matcher.group(1)), Literal.of(matcher.group(2))));
  }
}
