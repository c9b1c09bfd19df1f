package io.tablescope.inspector.hudi.health;

import java.util.List;

/**
 * How Hudi rolls back failed writes. Under EAGER, {@code BaseRollbackActionExecutor} refuses to
 * roll back a pending write that is not the newest of the pending commits timeline (clustering left
 * out): the writes go newest first.
 *
 * @param failedWritesPolicy {@code hoodie.clean.failed.writes.policy}: EAGER (the next writer rolls
 *     back) or LAZY (the cleaner does, once a write's heartbeat expired)
 * @param policySet whether {@code hoodie.properties} sets it; otherwise Hudi's default, EAGER
 * @param order the pending writes' instants in the order Hudi requires, newest first
 * @param refusal what Hudi says to a rollback out of that order (the oldest first), or null when
 *     there is one write or the policy is LAZY
 */
public record RollbackRule(
    String failedWritesPolicy, boolean policySet, List<String> order, String refusal) {
  public RollbackRule {
    order = List.copyOf(order);
  }

  /** Hudi 1.0.1's message, from {@code BaseRollbackActionExecutor}. */
  public static String refusalFor(String instant) {
    return "Found in-flight commits after time :"
        + instant
        + ", please rollback greater commits first";
  }
}
