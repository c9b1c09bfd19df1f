package io.tablescope.inspector.delta.check;

import io.tablescope.format.delta.log.DeltaLog;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.FileEntry;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A table's storage with some of {@code _delta_log} hidden from its listing, so that {@link
 * DeltaLog} replays the log as it would be without them: the commits up to a checkpoint's version
 * without that checkpoint, or a run of commits with or without the compaction that stands in for
 * them. Files are read through as they are; only the log folder's listing is filtered, from one
 * listing taken when the view is made.
 */
final class LogView implements FileAccess {
  private static final Pattern COMMIT = Pattern.compile("(\\d+)\\.json");
  private static final Pattern COMPACTION = Pattern.compile("(\\d+)\\.(\\d+)\\.compacted\\.json");

  private final FileAccess files;
  private final String logDirectory;
  private final List<FileEntry> shown;

  private LogView(FileAccess files, String logDirectory, List<FileEntry> shown) {
    this.files = files;
    this.logDirectory = logDirectory;
    this.shown = shown;
  }

  /** The log with only commits up to {@code version} and the named checkpoint files. */
  static LogView replayTo(
      FileAccess files,
      String logDirectory,
      List<FileEntry> log,
      long version,
      Set<String> checkpoints) {
    return filtered(
        files,
        logDirectory,
        log,
        entry -> checkpoints.contains(entry.location()) || commitIn(entry, 0, version));
  }

  /** The log with only the commits {@code from} to {@code to}, and the compaction when not null. */
  static LogView commits(
      FileAccess files,
      String logDirectory,
      List<FileEntry> log,
      long from,
      long to,
      String compaction) {
    return filtered(
        files,
        logDirectory,
        log,
        entry -> entry.location().equals(compaction) || commitIn(entry, from, to));
  }

  private static LogView filtered(
      FileAccess files, String logDirectory, List<FileEntry> log, Predicate<FileEntry> shows) {
    return new LogView(files, logDirectory, log.stream().filter(shows).toList());
  }

  private static boolean commitIn(FileEntry entry, long from, long to) {
    Matcher commit = COMMIT.matcher(FileAccess.fileName(entry.location()));
    if (!commit.matches()) {
      return false;
    }
    long version = Long.parseLong(commit.group(1));
    return version >= from && version <= to;
  }

  /** The versions a compaction file's name claims, or null when the name is not one. */
  static long[] compactionRange(String location) {
    Matcher compaction = COMPACTION.matcher(FileAccess.fileName(location));
    return compaction.matches()
        ? new long[] {Long.parseLong(compaction.group(1)), Long.parseLong(compaction.group(2))}
        : null;
  }

  private boolean isLog(String directory) {
    String trimmed =
        directory.endsWith("/") ? directory.substring(0, directory.length() - 1) : directory;
    return trimmed.equals(logDirectory);
  }

  @Override
  public List<FileEntry> listEntries(String directory) throws IOException {
    return isLog(directory) ? shown : files.listEntries(directory);
  }

  @Override
  public List<String> list(String directory) throws IOException {
    return isLog(directory)
        ? shown.stream().map(FileEntry::location).toList()
        : files.list(directory);
  }

  @Override
  public boolean isFile(String location) {
    return files.isFile(location);
  }

  @Override
  public boolean isDirectory(String location) {
    return files.isDirectory(location);
  }

  @Override
  public long length(String location) throws IOException {
    return files.length(location);
  }

  @Override
  public long modificationTime(String location) throws IOException {
    return files.modificationTime(location);
  }

  @Override
  public byte[] readAllBytes(String location) throws IOException {
    return files.readAllBytes(location);
  }

  @Override
  public InputStream open(String location) throws IOException {
    return files.open(location);
  }

  @Override
  public byte[] readRange(String location, long offset, int length) throws IOException {
    return files.readRange(location, offset, length);
  }
}
