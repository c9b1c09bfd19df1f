package io.tablescope.app.cli.common;

/**
 * The exit codes of the CLI contract: 0 when the command succeeded, 2 when its input could not be
 * read, and 1 when it ran and the answer is the one a script checks for, in each command's words.
 */
public final class ExitCodes {
  /** The command succeeded. */
  public static final int OK = 0;

  /** The input could not be read: an unreadable path, an unknown snapshot, a bad argument. */
  public static final int BAD_INPUT = 2;

  /** {@code as-of}: the format's rule finds no commit at that time, so the read fails. */
  public static final int NO_SNAPSHOT = 1;

  /** {@code replay}: a validation or conflict check would fail the commit. */
  public static final int FAILS = 1;

  /** {@code changes}: a file of an included commit could not be read, so files are missing. */
  public static final int INCOMPLETE = 1;

  /** {@code diff}, {@code files}: some file could not be read; the output says what is unknown. */
  public static final int PROBLEMS = 1;

  /** {@code check}: the check found something wrong. */
  public static final int FINDINGS = 1;

  /** {@code expire}, {@code orphans}, {@code publish}: Iceberg would refuse. */
  public static final int REFUSED = 1;

  private ExitCodes() {}
}
