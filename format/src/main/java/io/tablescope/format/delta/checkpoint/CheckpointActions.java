package io.tablescope.format.delta.checkpoint;

import io.tablescope.format.Problem;
import io.tablescope.format.delta.action.Action;
import io.tablescope.format.delta.action.Metadata;
import io.tablescope.format.delta.action.Protocol;
import java.util.List;
import java.util.Objects;

/**
 * What one checkpoint holds: its actions (sidecars' file actions included) and the problems met.
 *
 * @param checkpoint the checkpoint read
 * @param actions its actions, top file first, then each sidecar's
 * @param sidecarLocations the sidecar files read, in order
 * @param problems what could not be read; any problem makes the checkpoint unusable
 * @param findings values no writer can mean in actions that read (a negative size, stats that do
 *     not read): the checkpoint stays usable, as its actions are what an engine starts from, and a
 *     log cleaned up to it has nothing else to start from
 */
public record CheckpointActions(
    Checkpoint checkpoint,
    List<Action> actions,
    List<String> sidecarLocations,
    List<Problem> problems,
    List<Problem> findings) {

  public CheckpointActions {
    Objects.requireNonNull(checkpoint, "checkpoint");
    actions = List.copyOf(actions);
    sidecarLocations = List.copyOf(sidecarLocations);
    problems = List.copyOf(problems);
    findings = List.copyOf(findings);
  }

  /**
   * Whether the table state can start from this checkpoint: every file read, and it holds a
   * protocol and a metadata (a reader that starts elsewhere would fall back otherwise).
   */
  public boolean usable() {
    return problems.isEmpty();
  }

  /** Whether the checkpoint holds a {@code protocol} and a {@code metaData} action. */
  static boolean complete(List<Action> actions) {
    boolean protocol = actions.stream().anyMatch(Protocol.class::isInstance);
    boolean metadata = actions.stream().anyMatch(Metadata.class::isInstance);
    return protocol && metadata;
  }
}
