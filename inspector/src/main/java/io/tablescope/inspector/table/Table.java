package io.tablescope.inspector.table;

import io.tablescope.format.Problem;
import io.tablescope.format.io.FileAccess;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

/**
 * A table opened read-only, in any format: its commits, the refs that name them, the files a read
 * of any commit opens and what each commit changed. History, diff and time travel work on this face
 * alone; each format adds its own tree, details and conflict replay beside it.
 *
 * <p>Reading never throws for damage: what cannot be read comes back as {@link Problem}s on the
 * result it belongs to.
 */
public interface Table {

  TableFormat format();

  /** What the table can be asked beyond this face; the app and the commands offer only these. */
  Set<Capability> capabilities();

  /** Whether the table offers a capability. */
  default boolean offers(Capability capability) {
    return capabilities().contains(capability);
  }

  /** Where the table was opened from, as the user named it or as it was found. */
  String location();

  /** How the table's files are read: the storage it was opened through. */
  FileAccess files();

  /** What is wrong with the table as a whole, such as a damaged newest metadata or log file. */
  List<Problem> problems();

  /** Every commit the table still knows, oldest first. */
  List<Commit> commits();

  /** The commit with this id (Iceberg snapshot id, Delta version), if the table still holds it. */
  Optional<Commit> commit(long id);

  /** The commit a plain read opens, or empty for a table without one. */
  Optional<Commit> current();

  /** The table's branches and tags, main first; empty for formats without refs. */
  List<Ref> refs();

  /** The refs pointing at a commit. */
  default List<Ref> refsTo(long commitId) {
    return refs().stream().filter(ref -> ref.commitId() == commitId).toList();
  }

  /**
   * A commit named by id, version, branch or tag.
   *
   * @throws CommitNotFoundException with a message naming what was asked for and what exists
   */
  Commit resolveCommit(String idOrRef) throws CommitNotFoundException;

  /**
   * Every file live in the commit: for Iceberg every file an ADDED or EXISTING entry of its
   * manifests names, delete files included; for Delta every add that no later remove cancels.
   */
  TableFiles liveFiles(Commit commit);

  /**
   * The files a read of the commit opens: the live data files and the delete files or deletion
   * vectors that apply to them. By default every live file.
   */
  default TableFiles readFiles(Commit commit) {
    return liveFiles(commit);
  }

  /**
   * The files a read of the commit opens by one of the format's queries ({@link
   * TableFormat#queries()}): a snapshot read by default.
   *
   * @throws IllegalArgumentException for a query the format does not have
   */
  default TableFiles readFiles(Commit commit, ReadQuery query) {
    if (query != ReadQuery.SNAPSHOT) {
      throw new IllegalArgumentException(
          "a " + format().shortName() + " table has no " + query.word() + " query");
    }
    return readFiles(commit);
  }

  /**
   * Hands each file {@link #readFiles(Commit, ReadQuery)} finds to {@code files} as soon as it is
   * known, in no promised order: a format that streams its log then never holds the files of a
   * large commit at once. By default the files of {@code readFiles}, in its order.
   */
  default StreamedFiles streamReadFiles(Commit commit, ReadQuery query, Consumer<TableFile> files) {
    TableFiles read = readFiles(commit, query);
    read.files().values().forEach(files);
    return new StreamedFiles(
        commit, read.files().size(), read.problems(), read.summaryMismatches());
  }

  /**
   * Reads ahead, in parallel, what reading the commits' files will need, saying how far it got and
   * stopping when the user gives up; the reads after find it read. By default nothing: a format
   * without such files reads as it goes.
   */
  default void readAhead(List<Commit> commits, AnalysisProgress progress) {}

  /** What the commit itself added and removed. */
  CommitChanges changes(Commit commit);

  /** How a history names and sums up the commit, in the format's words. */
  CommitLine line(Commit commit);
}
