package io.tablescope.app.demo.lake;

import io.delta.standalone.exceptions.DeltaConcurrentModificationException;

/** Checks, while generating, that a losing writer lost the way its story says. */
final class Races {
  private Races() {}

  static void expect(
      String table, DeltaConcurrentModificationException lost, String exception, String message) {
    if (!lost.getClass().getSimpleName().equals(exception)
        || !lost.getMessage().startsWith(message)) {
      throw new IllegalStateException(
          table + ": expected " + exception + ": " + message + ", got " + lost, lost);
    }
    System.out.printf("  %s: the loser got %s%n", table, lost);
  }
}
