package io.tablescope.inspector.delta;

import io.tablescope.format.Problem;
import java.util.List;
import java.util.Objects;

/**
 * What a Delta streaming source reading from {@code from} (Delta's {@code startingVersion},
 * inclusive) does with each version up to {@code to}, and what the change data feed returns for the
 * same range.
 *
 * @param from the first version read
 * @param to the last version read
 * @param options the source's options
 * @param versions each version: what the stream does and what the change data feed returns
 * @param files the files the stream reads, in order (paths as the log holds them, URL-decoded)
 * @param stopsAt the version where the stream fails, or null when it reads the whole range
 * @param error Delta's message for that failure, or null
 * @param changeDataError why the change data feed cannot read the range (Delta's message), or null
 * @param problems commit files that could not be read
 */
public record DeltaChanges(
    long from,
    long to,
    StreamOptions options,
    List<VersionChange> versions,
    List<String> files,
    Long stopsAt,
    String error,
    String changeDataError,
    List<Problem> problems) {

  public DeltaChanges {
    Objects.requireNonNull(options, "options");
    versions = List.copyOf(versions);
    files = List.copyOf(files);
    problems = List.copyOf(problems);
  }

  /** Whether every commit in the range could be read. */
  public boolean complete() {
    return problems.isEmpty();
  }

  /**
   * The Delta streaming source's options that decide what a commit removing data does.
   *
   * @param ignoreDeletes {@code ignoreDeletes}: commits that only remove data pass
   * @param ignoreChanges {@code ignoreChanges}: commits that rewrite data pass, their adds re-read
   * @param skipChangeCommits {@code skipChangeCommits}: commits that remove data are skipped whole
   */
  public record StreamOptions(
      boolean ignoreDeletes, boolean ignoreChanges, boolean skipChangeCommits) {}

  /** What the stream does with a version. */
  public enum StreamAction {
    /** Its data-changing adds are read. */
    READ,
    /** It changes no data (metadata, compaction): nothing is read. */
    NO_DATA,
    /** {@code skipChangeCommits} skips it whole. */
    SKIPPED,
    /** It removes data and no option allows that: the stream fails here. */
    FAILS,
    /** After the failure: never reached. */
    NOT_REACHED
  }

  /**
   * One version of the range.
   *
   * @param version the version
   * @param operation {@code commitInfo.operation}, or null
   * @param adds data-changing adds
   * @param removes data-changing removes
   * @param cdcFiles the version's {@code cdc} files
   * @param stream what the stream does
   * @param reason why, in a sentence
   * @param changeData what the change data feed returns for it
   */
  public record VersionChange(
      long version,
      String operation,
      int adds,
      int removes,
      int cdcFiles,
      StreamAction stream,
      String reason,
      List<ChangeFile> changeData) {
    public VersionChange {
      Objects.requireNonNull(stream, "stream");
      changeData = List.copyOf(changeData);
    }
  }

  /**
   * A file the change data feed reads for a version.
   *
   * @param changeType {@code cdc} (a change data file, rows typed inside), {@code insert} (an add
   *     read as inserted rows), {@code delete} (a remove read as deleted rows) or {@code
   *     deletion-vector} (a file whose deletion vector grew: the rows it newly deletes)
   * @param path the file, URL-decoded as the log holds it
   * @param rowsDeleted for {@code deletion-vector}, rows newly deleted; else null
   */
  public record ChangeFile(String changeType, String path, Long rowsDeleted) {
    public ChangeFile {
      Objects.requireNonNull(changeType, "changeType");
      Objects.requireNonNull(path, "path");
    }
  }
}
