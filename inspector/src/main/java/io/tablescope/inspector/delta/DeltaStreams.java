package io.tablescope.inspector.delta;

import io.tablescope.format.Problem;
import io.tablescope.format.delta.action.AddCDCFile;
import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.delta.action.CommitInfo;
import io.tablescope.format.delta.action.Metadata;
import io.tablescope.format.delta.action.RemoveFile;
import io.tablescope.format.delta.log.CommitActions;
import io.tablescope.inspector.delta.DeltaChanges.ChangeFile;
import io.tablescope.inspector.delta.DeltaChanges.StreamAction;
import io.tablescope.inspector.delta.DeltaChanges.StreamOptions;
import io.tablescope.inspector.delta.DeltaChanges.VersionChange;
import io.tablescope.inspector.table.CommitNotFoundException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Delta's streaming source and change data feed over a range of versions, by delta-spark's rules: a
 * commit with a data-changing remove fails the stream ({@code DELTA_SOURCE_IGNORE_DELETE} when it
 * adds nothing, {@code DELTA_SOURCE_TABLE_IGNORE_CHANGES} when it also adds) unless {@code
 * ignoreDeletes} / {@code ignoreChanges} allow it or {@code skipChangeCommits} skips it; the change
 * data feed reads a version's {@code cdc} files when it has any, else its adds as inserts and its
 * removes as deletes, and needs {@code delta.enableChangeDataFeed} over the whole range.
 */
public final class DeltaStreams {
  /** The table property that makes writers record change data. */
  public static final String CHANGE_DATA_FEED = "delta.enableChangeDataFeed";

  private DeltaStreams() {}

  /**
   * @param from Delta's {@code startingVersion}: the first version read
   * @param to the last version read, or null for the latest
   * @throws CommitNotFoundException when a bound is not a version of the log, or {@code to} is
   *     before {@code from}
   */
  public static DeltaChanges read(DeltaTable table, long from, Long to, StreamOptions options)
      throws CommitNotFoundException {
    long oldest = table.log().versions().get(0).version();
    long latest = table.log().latestVersion();
    long end = to == null ? latest : to;
    for (long bound : new long[] {from, end}) {
      if (bound < oldest || bound > latest) {
        throw new CommitNotFoundException(
            "Cannot read changes of "
                + table.location()
                + (bound == from ? " from version " : " to version ")
                + bound
                + ". Available versions: ["
                + oldest
                + ", "
                + latest
                + "].");
      }
    }
    if (end < from) {
      throw new CommitNotFoundException(
          "--to " + end + " is before --from " + from + " (versions of " + table.location() + ")");
    }
    List<VersionChange> versions = new ArrayList<>();
    List<String> files = new ArrayList<>();
    List<Problem> problems = new ArrayList<>();
    Long stopsAt = null;
    String error = null;
    String changeDataError = changeDataEnabledAt(table, from, end);
    for (long version = from; version <= end; version++) {
      CommitActions actions = table.log().commit(version);
      problems.addAll(actions.problems());
      List<AddFile> adds =
          actions.actionsOf(AddFile.class).stream().filter(AddFile::dataChange).toList();
      List<RemoveFile> removes =
          actions.actionsOf(RemoveFile.class).stream().filter(RemoveFile::dataChange).toList();
      CommitInfo info = actions.commitInfo();
      if (changeDataError == null) {
        changeDataError = changeDataDisabledBy(actions, version, from, end);
      }
      StreamAction action;
      String reason;
      if (stopsAt != null) {
        action = StreamAction.NOT_REACHED;
        reason = "the stream failed at version " + stopsAt;
      } else if (removes.isEmpty()) {
        action = adds.isEmpty() ? StreamAction.NO_DATA : StreamAction.READ;
        reason = adds.isEmpty() ? "adds and removes no data" : "only adds data";
      } else if (options.skipChangeCommits()) {
        action = StreamAction.SKIPPED;
        reason = "removes data: skipChangeCommits skips the whole commit";
      } else if (!adds.isEmpty() && !options.ignoreChanges()) {
        action = StreamAction.FAILS;
        reason = "rewrites data (removes and adds)";
        error =
            DeltaMessages.sourceIgnoreChanges(
                version,
                info != null && info.operation() != null
                    ? DeltaMessages.operation(info.operation(), info.operationParameters())
                    : removes.get(0).path(),
                table.location());
      } else if (adds.isEmpty() && !options.ignoreDeletes() && !options.ignoreChanges()) {
        action = StreamAction.FAILS;
        reason = "only removes data";
        error = DeltaMessages.sourceIgnoreDelete(version, removes.get(0).path(), table.location());
      } else {
        action = adds.isEmpty() ? StreamAction.NO_DATA : StreamAction.READ;
        reason =
            adds.isEmpty()
                ? "only removes data: allowed by "
                    + (options.ignoreDeletes() ? "ignoreDeletes" : "ignoreChanges")
                : "rewrites data: ignoreChanges re-reads its adds (rows may repeat)";
      }
      if (action == StreamAction.FAILS) {
        stopsAt = version;
      }
      if (action == StreamAction.READ) {
        adds.forEach(add -> files.add(add.decodedPath()));
      }
      versions.add(
          new VersionChange(
              version,
              info == null ? null : info.operation(),
              adds.size(),
              removes.size(),
              actions.actionsOf(AddCDCFile.class).size(),
              action,
              reason,
              changeData(actions, adds, removes)));
    }
    return new DeltaChanges(
        from, end, options, versions, files, stopsAt, error, changeDataError, problems);
  }

  /** The change data feed needs change data recorded from the first version of the range. */
  private static String changeDataEnabledAt(DeltaTable table, long from, long end) {
    Metadata metadata = table.log().stateAt(from).metadata();
    return metadata != null && enables(metadata)
        ? null
        : DeltaMessages.missingChangeData(from, from, end);
  }

  private static String changeDataDisabledBy(
      CommitActions actions, long version, long from, long end) {
    for (Metadata metadata : actions.actionsOf(Metadata.class)) {
      if (!enables(metadata)) {
        return DeltaMessages.missingChangeData(version, from, end);
      }
    }
    return null;
  }

  private static boolean enables(Metadata metadata) {
    return "true".equalsIgnoreCase(metadata.configuration().get(CHANGE_DATA_FEED));
  }

  /**
   * A version's change data: its {@code cdc} files, else its adds and removes; an add and a remove
   * of one path whose deletion vector grew are read as the rows newly deleted.
   */
  private static List<ChangeFile> changeData(
      CommitActions actions, List<AddFile> adds, List<RemoveFile> removes) {
    List<AddCDCFile> cdc = actions.actionsOf(AddCDCFile.class);
    List<ChangeFile> files = new ArrayList<>();
    if (!cdc.isEmpty()) {
      cdc.forEach(file -> files.add(new ChangeFile("cdc", file.decodedPath(), null)));
      return files;
    }
    Map<String, RemoveFile> removed = new HashMap<>();
    removes.forEach(remove -> removed.put(remove.decodedPath(), remove));
    List<String> paired = new ArrayList<>();
    for (AddFile add : adds) {
      RemoveFile remove = removed.get(add.decodedPath());
      if (remove != null && add.deletionVector() != null) {
        long before = remove.deletionVector() == null ? 0 : remove.deletionVector().cardinality();
        files.add(
            new ChangeFile(
                "deletion-vector", add.decodedPath(), add.deletionVector().cardinality() - before));
        paired.add(add.decodedPath());
      } else {
        files.add(new ChangeFile("insert", add.decodedPath(), null));
      }
    }
    for (RemoveFile remove : removes) {
      if (!paired.contains(remove.decodedPath())) {
        files.add(new ChangeFile("delete", remove.decodedPath(), null));
      }
    }
    return files;
  }
}
