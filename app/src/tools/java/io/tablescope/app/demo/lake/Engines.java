package io.tablescope.app.demo.lake;

/**
 * The {@code engineInfo} the demo's writers put in their commits: Flink jobs writing through the
 * Delta connector (delta-standalone, which appends its own name), and Spark for the commits that
 * delta-standalone cannot write (deletion vectors), written by hand.
 */
final class Engines {
  static final String FLINK = "flink-engine/1.16.1-flink-delta-connector/3.3.2";
  static final String SPARK = "Apache-Spark/3.5.3 Delta-Lake/3.3.2";

  private Engines() {}
}
