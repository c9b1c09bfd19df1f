package io.tablescope.inspector.iceberg.health;

/**
 * How many snapshots were committed in one hour (UTC) of the table's history.
 *
 * @param hourMillis the start of the hour, in milliseconds since the epoch
 * @param inBurst how many of them belong to a burst of small commits
 */
public record HourlyCommits(long hourMillis, int commits, int inBurst) {
  public HourlyCommits {
    if (commits < 1 || inBurst < 0 || inBurst > commits) {
      throw new IllegalArgumentException(
          "Bad hour: " + commits + " commits, " + inBurst + " in bursts");
    }
  }
}
