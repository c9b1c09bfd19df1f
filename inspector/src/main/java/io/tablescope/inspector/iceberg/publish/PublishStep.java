package io.tablescope.inspector.iceberg.publish;

import io.tablescope.inspector.iceberg.replay.IcebergException;
import java.util.Objects;

/**
 * One snapshot of the branch since the fork point and what publishing would do with it.
 *
 * @param operation the snapshot's operation, or null when its summary names none
 * @param exception the exception Iceberg throws on it, or null unless the action is {@link
 *     PublishAction#REFUSED}
 * @param message Iceberg's message word for word when refused; otherwise what happens, in a line
 */
public record PublishStep(
    long snapshotId,
    String operation,
    PublishAction action,
    IcebergException exception,
    String message) {
  public PublishStep {
    Objects.requireNonNull(action, "action");
    Objects.requireNonNull(message, "message");
    if ((action == PublishAction.REFUSED) != (exception != null)) {
      throw new IllegalArgumentException("an exception goes with a refused step, and only there");
    }
  }
}
