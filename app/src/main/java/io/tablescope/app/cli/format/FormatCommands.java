package io.tablescope.app.cli.format;

import io.tablescope.inspector.table.Table;
import io.tablescope.inspector.table.TableFormat;
import java.io.PrintWriter;
import java.nio.file.Path;

/**
 * How one format answers the commands every format answers in its own words: the command checks
 * what the table offers, then asks the table's format for its answer, so it never asks which format
 * it has. Each method prints to the output and returns the exit code.
 */
public interface FormatCommands {
  TableFormat format();

  /** {@code summary}: the table at its current commit. */
  int summary(Table table, Output output) throws Exception;

  /** {@code tree}: one commit down to its files. */
  int tree(Table table, CommitRequest request, Output output) throws Exception;

  /**
   * {@code replay}: a proposed operation checked against every commit since the one it read.
   *
   * @param operationFile the operation's file, for the format that reads files beside it
   * @param operationText what the file holds
   */
  int replay(Table table, Path operationFile, String operationText, Output output) throws Exception;

  /**
   * {@code replay --instant T}: a write left pending on the timeline, replayed as it would commit.
   * Only Hudi's timeline keeps pending writes.
   */
  default int replayInstant(Table table, String instant, Output output) throws Exception {
    throw new IllegalArgumentException(
        table.location()
            + " is not a Hudi table: replay takes --op OP.json (--instant names a write pending on"
            + " a Hudi table's timeline)");
  }

  /** {@code as-of}: the commit a read as of a time lands on. */
  int asOf(Table table, AsOfRequest request, Output output) throws Exception;

  /** {@code changes}: what incremental and streaming readers receive between two commits. */
  int changes(Table table, ChangesRequest request, Output output) throws Exception;

  /** {@code definition}: what a commit's metadata declares. */
  int definition(Table table, DefinitionRequest request, Output output) throws Exception;

  /**
   * {@code health}: why the table is slow, huge or stuck. Only a format offering {@code HEALTH}
   * answers; the command has refused the others.
   */
  default int health(Table table, Output output) throws Exception {
    throw new IllegalStateException(format().displayName() + " has no health command");
  }

  /**
   * {@code check}: the table's integrity. Exit 0 sound, 1 findings, 2 nothing could be read.
   *
   * @param name the table as the user named it, for the error line
   * @param err where the error line goes when nothing could be read
   */
  default int check(Table table, String name, Output output, PrintWriter err) throws Exception {
    throw new IllegalStateException(format() + " tables have no integrity check");
  }

  /** {@code find}: what matches the text across every commit. */
  default int find(Table table, String text, Output output) throws Exception {
    throw new IllegalStateException(format() + " tables have no find");
  }

  /** {@code file}: one file's history across every commit. */
  default int file(Table table, String path, Output output) throws Exception {
    throw new IllegalStateException(format() + " tables have no file history");
  }

  /** {@code expire}: what the format's table services would delete or move; nothing is. */
  default int expire(Table table, ExpireRequest request, Output output) throws Exception {
    throw new IllegalStateException(format().displayName() + " has no expire");
  }

  /**
   * {@code orphans}: files in storage the table's metadata does not reach; nothing is deleted.
   *
   * @param olderThan Iceberg's threshold in epoch milliseconds, or null
   */
  default int orphans(Table table, Long olderThan, Output output) throws Exception {
    throw new IllegalStateException(format().displayName() + " has no orphans");
  }
}
