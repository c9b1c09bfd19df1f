package io.tablescope.inspector.table;

import java.util.List;

/**
 * What a table can be asked beyond the common face of {@link Table}. A table says which it offers
 * ({@link Table#capabilities()}); the app builds a view and the command line runs a command only
 * for a capability the table offers, so neither asks which format it has.
 */
public enum Capability {
  /** The tree of one commit down to its files: manifests and entries, or a version's log. */
  TREE("tree"),
  /** A proposed operation checked against every commit newer than the one it read. */
  REPLAY("replay"),
  /** What a commit's metadata declares: schema, partitioning, sort order, properties. */
  DEFINITION("definition"),
  /** The rows a read between two commits returns, and a read as of a time. */
  INCREMENTAL_READS("changes", "as-of"),
  /** Why the table is slow or large, and how each of its files fares. */
  HEALTH("health"),
  /** Every commit's metadata checked against what its files hold. */
  INTEGRITY_CHECK("check"),
  /** What expiring snapshots and removing orphan files would delete. */
  MAINTENANCE("expire", "orphans"),
  /** What publishing a staged commit to a branch would do. */
  PUBLISH("publish"),
  /**
   * The read a filter plans on one commit: which metadata and data files it opens and why the
   * others are pruned.
   */
  SCAN("scan"),
  /** A file found by its path, and every commit that added, kept or removed it. */
  FIND("find", "file"),
  /**
   * The listing of the table's files its own metadata keeps (Hudi's metadata table) beside the
   * storage listing, and where they disagree: offered by the tables that keep one.
   */
  METADATA_TABLE("metadata-table"),
  /** One commit's tree drawn as a graph of cards: the app's alone. */
  GRAPH,
  /**
   * The table's metadata files, whose changes {@code definition --history} lists: Iceberg's, each
   * of which can be read as the table ({@code --metadata}), and Delta's commit files. An option
   * rather than a command of its own.
   */
  METADATA_FILES;

  private final List<String> commands;

  Capability(String... commands) {
    this.commands = List.of(commands);
  }

  /**
   * What a table of a format that offers it must hold to offer it too, or null when every table of
   * the format does.
   */
  public String needs() {
    return this == METADATA_TABLE ? "a metadata table" : null;
  }

  /**
   * The command-line commands that need it, which a table offering it runs; none for what only the
   * app draws or only an option reads.
   */
  public List<String> commands() {
    return commands;
  }
}
