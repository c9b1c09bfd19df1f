package io.tablescope.app.cli.format;

/**
 * The format itself would refuse what the command previews (Iceberg with garbage collection
 * disabled): the command prints the format's message and exits 1.
 */
public final class RefusedException extends Exception {
  public RefusedException(String message) {
    super(message);
  }
}
