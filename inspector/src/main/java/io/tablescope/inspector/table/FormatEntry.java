package io.tablescope.inspector.table;

import io.tablescope.format.io.FileAccess;
import java.io.IOException;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Executor;

/**
 * One table format as the registry knows it: how to tell its tables, open one, pin one to a file of
 * its own and see that an opened one has moved on. A new format is one more entry.
 */
public interface FormatEntry {

  TableFormat format();

  /**
   * What the format's tables offer beyond the common face: declared here, once, so a command can
   * say which formats read what a table lacks. Each table offers all of them ({@link
   * Table#capabilities()}) but one whose table lacks what it {@link Capability#needs()}.
   */
  Set<Capability> capabilities();

  /** Whether a folder is a table of this format, told from a look or two, without reading it. */
  boolean isTableAt(FileAccess files, String folder);

  /**
   * Opens the table at a location as its format's readers would read it.
   *
   * @param executor runs the parallel reads
   * @throws IOException naming the location when nothing of a table can be read there
   */
  Table open(FileAccess files, String location, Executor executor) throws IOException;

  /**
   * Opens the table reading a metadata file of its own chosen by name; a format without such files
   * refuses, naming the option it takes instead.
   */
  default Table open(FileAccess files, String location, String metadataFile, Executor executor)
      throws IOException {
    throw new IOException(
        location
            + ": a "
            + format().displayName()
            + " table; --metadata picks an Iceberg metadata file, use --"
            + format().commitNoun());
  }

  /**
   * Opens the table from a version file of its own that a catalog points at; a format no catalog
   * points at refuses.
   *
   * @param howFound how the file was named, for the user: e.g. {@code named by catalog prod}
   */
  default Table openPointedAt(FileAccess files, String file, String howFound, Executor executor)
      throws IOException {
    throw new IOException(
        file + ": " + howFound + ", but a catalog names no " + format().displayName() + " table");
  }

  /**
   * Opens the table for a browser: what {@link #open} reads, with what to say about it. A format
   * whose newest file may be damaged falls back to the newest it can read and says so.
   *
   * @param howFound how a catalog pointed at the location, or null when the user named it
   * @param versionFile one of the format's own version files to read instead of the newest, or null
   * @throws IOException naming the location, and where else to look, when nothing can be read
   */
  OpenedTable browse(
      FileAccess files, String location, String howFound, String versionFile, Executor executor)
      throws IOException;

  /**
   * The tree of a commit of one of this format's tables down to its files, for a table that offers
   * {@link Capability#TREE}; empty for one that does not.
   */
  default Optional<CommitTree<?>> tree(Table table) {
    return Optional.empty();
  }

  /**
   * The newest version written since the table was read, as its format names it ({@code
   * v12.metadata.json}, {@code version 7}); empty when none, or when the table is not of this
   * format.
   */
  Optional<String> newerVersion(Table table) throws IOException;
}
