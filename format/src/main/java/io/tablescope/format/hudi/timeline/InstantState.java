package io.tablescope.format.hudi.timeline;

/** Where an instant is in its life: requested, then inflight, then completed. */
public enum InstantState {
  REQUESTED,
  INFLIGHT,
  COMPLETED
}
