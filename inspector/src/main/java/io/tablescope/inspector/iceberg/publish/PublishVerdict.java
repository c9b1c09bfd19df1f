package io.tablescope.inspector.iceberg.publish;

/** How publishing a branch to its target would go. */
public enum PublishVerdict {
  /** The target's head is an ancestor of the branch's head: the target's ref simply moves. */
  FAST_FORWARD("fast-forward"),
  /** Every snapshot of the branch since the fork point can be cherry-picked onto the target. */
  CHERRY_PICK("cherry-pick"),
  /** Iceberg would throw: the preview names the exception and its message. */
  REFUSED("refused");

  private final String jsonName;

  PublishVerdict(String jsonName) {
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
