package io.tablescope.inspector.delta.health;

/**
 * Rows deleted through deletion vectors and not yet purged.
 *
 * @param enabled {@code delta.enableDeletionVectors} is true, or the protocol has the feature
 * @param liveFiles live files
 * @param filesWithDvs live files carrying a deletion vector
 * @param deletedRows rows their deletion vectors mark deleted (DV cardinality)
 * @param rowsInDvFiles rows those files hold, by their stats' {@code numRecords}
 * @param rows rows all live files hold by their stats ({@code numRecords} counts deleted rows too)
 * @param filesWithoutStats live files without {@code numRecords}, which neither row count includes
 * @param dvWrites adds carrying a deletion vector in the commits read: each a file's DV written
 * @param filesWithDvHistory distinct files those adds concern
 * @param maxDvsPerFile the most deletion vectors one file had over the commits read
 * @param mostRewritten that file's path, or null
 */
public record DeletionVectorBuildUp(
    boolean enabled,
    long liveFiles,
    long filesWithDvs,
    long deletedRows,
    long rowsInDvFiles,
    long rows,
    long filesWithoutStats,
    long dvWrites,
    long filesWithDvHistory,
    int maxDvsPerFile,
    String mostRewritten) {

  /** The share of rows in files with deletion vectors that are deleted, 0 to 1. */
  public double deletedShare() {
    return rowsInDvFiles == 0 ? 0 : (double) deletedRows / rowsInDvFiles;
  }
}
