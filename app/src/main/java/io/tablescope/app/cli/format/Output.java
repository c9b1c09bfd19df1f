package io.tablescope.app.cli.format;

import java.io.PrintWriter;
import java.util.Objects;

/**
 * Where a command prints, and how.
 *
 * @param json whether to print JSON instead of text
 */
public record Output(PrintWriter out, boolean json) {
  public Output {
    Objects.requireNonNull(out, "out");
  }
}
