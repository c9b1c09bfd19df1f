package io.tablescope.inspector.delta.health;

/**
 * What {@code _delta_log/_last_checkpoint} says beside the checkpoints on disk, and where the state
 * is read from as a result.
 *
 * @param state how the pointer stands
 * @param pointsAt the version it names, or null when absent or unreadable
 * @param newestCheckpoint the newest complete checkpoint on disk, or null
 * @param readFrom the checkpoint the latest state is rebuilt from, or null when it replays from the
 *     first commit
 * @param replayedFiles the commit and log compaction files replayed after it
 * @param readable whether the latest state could be rebuilt (a protocol and metadata found)
 */
public record CheckpointPointer(
    State state,
    Long pointsAt,
    Long newestCheckpoint,
    Long readFrom,
    int replayedFiles,
    boolean readable) {

  /** How the pointer stands beside the checkpoints on disk. */
  public enum State {
    /** No pointer, and no checkpoint for it to name. */
    NONE,
    /** No pointer, though the log holds a checkpoint: readers list the whole log. */
    ABSENT,
    /** Names the newest checkpoint. */
    CURRENT,
    /** Names an older checkpoint than the newest on disk. */
    STALE,
    /** Names a checkpoint with no file in the log. */
    MISSING,
    /** Names a checkpoint of which only some parts are in the log. */
    PARTIAL,
    /** Cannot be read. */
    UNREADABLE
  }

  /** Whether readers pay for the pointer: every state but the current one or none. */
  public boolean bad() {
    return state != State.NONE && state != State.CURRENT;
  }
}
