package io.tablescope.inspector.iceberg.replay;

import java.util.function.Supplier;
import org.apache.iceberg.SnapshotUpdate;

/**
 * What real iceberg-core says about a proposed operation: {@code apply()} refreshes the table and
 * runs the operation's validations and apply-time checks without committing.
 *
 * @param exception the simple class name of the exception apply() threw, or null if it succeeded
 * @param message its message, or null
 */
record OracleVerdict(String exception, String message) {
  static OracleVerdict of(Supplier<SnapshotUpdate<?>> producer) {
    try {
      producer.get().apply();
      return new OracleVerdict(null, null);
    } catch (RuntimeException e) {
      return new OracleVerdict(e.getClass().getSimpleName(), e.getMessage());
    }
  }

  boolean passes() {
    return exception == null;
  }

  @Override
  public String toString() {
    return passes() ? "success" : exception + ": " + message;
  }
}
