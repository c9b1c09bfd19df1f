package io.tablescope.inspector.iceberg.publish;

/** What publishing does with one snapshot of the branch, as Iceberg's cherry-pick decides it. */
public enum PublishAction {
  /** The target's ref moves to the snapshot itself: no new snapshot is written. */
  FAST_FORWARD("fast-forward"),
  /** An append: its added data files are committed again as a new snapshot on the target. */
  APPEND("re-apply append"),
  /**
   * A dynamic partition overwrite ({@code replace-partitions=true}): its added and removed data
   * files are committed again once no file was added to its partitions on the target meanwhile.
   */
  DYNAMIC_OVERWRITE("re-apply dynamic overwrite"),
  /** Iceberg throws on this snapshot. */
  REFUSED("refused"),
  /** An earlier snapshot was refused, so Iceberg never gets to this one. */
  NOT_REACHED("not reached");

  private final String jsonName;

  PublishAction(String jsonName) {
    this.jsonName = jsonName;
  }

  /** The name the CLI prints. */
  public String jsonName() {
    return jsonName;
  }

  @Override
  public String toString() {
    return jsonName;
  }
}
