package io.tablescope.format.delta.checkpoint;

import io.tablescope.format.Problem;
import io.tablescope.format.delta.action.Action;
import io.tablescope.format.io.FileAccess;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a checkpoint into the same action records a commit gives, all of them in one list: the
 * actions other than adds and removes first, then the file actions, top files before sidecars. For
 * a view of one checkpoint; a table state streams it instead ({@link OpenedCheckpoint}).
 *
 * <p>Damage is returned as problems, never thrown: a file that does not read, a row that does not
 * parse, a missing sidecar, no protocol or no metadata. Values no writer can mean are findings:
 * their actions are kept as written and the checkpoint stays usable.
 */
public final class CheckpointReader {
  private CheckpointReader() {}

  /** Reads every file of a checkpoint, then its sidecars. */
  public static CheckpointActions read(FileAccess files, Checkpoint checkpoint) {
    OpenedCheckpoint opened = OpenedCheckpoint.open(files, checkpoint);
    List<Action> actions = new ArrayList<>(opened.header());
    OpenedCheckpoint.Streamed streamed = opened.streamFiles(actions::add);
    List<Problem> problems = new ArrayList<>(opened.problems());
    problems.addAll(streamed.problems());
    return new CheckpointActions(
        checkpoint, actions, opened.sidecarLocations(), problems, streamed.findings());
  }
}
