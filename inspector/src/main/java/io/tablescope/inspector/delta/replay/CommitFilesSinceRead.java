package io.tablescope.inspector.delta.replay;

import io.tablescope.format.Problem;
import io.tablescope.format.delta.action.Metadata;
import io.tablescope.format.delta.action.Protocol;
import io.tablescope.format.delta.log.CommitActions;
import io.tablescope.format.delta.log.CommitReader;
import io.tablescope.format.io.FileAccess;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A minimal, interim reader of what a replay needs from a Delta log, from commit files only: the
 * protocol and metadata in force at the read version (the newest of each at or below it, read
 * backwards through {@code N.json}) and every commit after it. It reads no checkpoint, so a read
 * version whose commits were cleaned up is an error; the table state reader replaces it.
 *
 * @param read the table as the proposal read it
 * @param winners the commits after the read version, oldest first
 * @param problems winner commits missing from the sequence or with lines that do not parse
 */
record CommitFilesSinceRead(ReadState read, List<WinningCommit> winners, List<Problem> problems) {
  private static final Pattern COMMIT = Pattern.compile("(\\d+)\\.json");

  CommitFilesSinceRead {
    winners = List.copyOf(winners);
    problems = List.copyOf(problems);
  }

  static CommitFilesSinceRead read(FileAccess files, String tableRoot, long readVersion) {
    String logDir = FileAccess.child(tableRoot, "_delta_log");
    TreeSet<Long> versions = new TreeSet<>();
    try {
      for (String entry : files.list(logDir)) {
        Matcher matcher = COMMIT.matcher(FileAccess.fileName(entry));
        if (matcher.matches()) {
          versions.add(Long.parseLong(matcher.group(1)));
        }
      }
    } catch (IOException e) {
      throw new IllegalArgumentException(logDir + ": cannot be listed: " + e.getMessage(), e);
    }
    if (versions.isEmpty() || versions.last() < readVersion) {
      throw new IllegalArgumentException(
          "read-version "
              + readVersion
              + " is not in "
              + logDir
              + (versions.isEmpty()
                  ? ", which has no commits"
                  : "; its latest is " + versions.last()));
    }
    List<Problem> problems = new ArrayList<>();
    List<WinningCommit> winners = new ArrayList<>();
    for (long version = readVersion + 1; version <= versions.last(); version++) {
      String location = location(logDir, version);
      if (!versions.contains(version)) {
        problems.add(
            new Problem(
                Problem.Kind.MISSING,
                location,
                "version " + version + " is missing from the log; it was not checked"));
        continue;
      }
      CommitActions commit = CommitReader.read(files, location, version);
      problems.addAll(commit.problems());
      winners.add(new WinningCommit(version, commit.actions()));
    }
    return new CommitFilesSinceRead(stateAt(files, logDir, readVersion), winners, problems);
  }

  private static ReadState stateAt(FileAccess files, String logDir, long readVersion) {
    Protocol protocol = null;
    Metadata metadata = null;
    for (long version = readVersion;
        version >= 0 && (protocol == null || metadata == null);
        version--) {
      String location = location(logDir, version);
      CommitActions commit = CommitReader.read(files, location, version);
      if (!commit.problems().isEmpty()) {
        throw new IllegalArgumentException(
            "cannot find the protocol and metadata in force at read-version "
                + readVersion
                + ": "
                + commit.problems().get(0));
      }
      if (protocol == null) {
        protocol = commit.actionsOf(Protocol.class).stream().reduce((a, b) -> b).orElse(null);
      }
      if (metadata == null) {
        metadata = commit.actionsOf(Metadata.class).stream().reduce((a, b) -> b).orElse(null);
      }
    }
    if (protocol == null || metadata == null) {
      throw new IllegalArgumentException(
          logDir
              + ": no "
              + (protocol == null ? "protocol" : "metaData")
              + " at or below version "
              + readVersion);
    }
    return new ReadState(readVersion, protocol, metadata);
  }

  private static String location(String logDir, long version) {
    return FileAccess.child(logDir, String.format("%020d.json", version));
  }
}
