package io.tablescope.app.cli;

import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.app.cli.format.RefusedException;
import java.io.PrintWriter;

/**
 * A preview the format itself may refuse (Iceberg with garbage collection disabled): the refusal is
 * an answer, printed with the format's message, and exits 1.
 */
final class FormatRefusal {
  /** A preview that prints its answer and returns the exit code. */
  @FunctionalInterface
  interface Preview {
    int run() throws Exception;
  }

  private FormatRefusal() {}

  static int exitCode(PrintWriter err, Preview preview) throws Exception {
    try {
      return preview.run();
    } catch (RefusedException e) {
      err.println("tablescope: " + e.getMessage());
      return ExitCodes.REFUSED;
    }
  }
}
