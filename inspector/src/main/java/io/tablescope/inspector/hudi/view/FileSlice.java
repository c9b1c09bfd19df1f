package io.tablescope.inspector.hudi.view;

import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * A file group's base file as of one instant with the log files written onto it: Hudi's {@code
 * FileSlice}.
 *
 * @param baseFile the base file, or null for a log-only slice or one a pending compaction opened
 * @param logFiles oldest first (Hudi's own lists come newest first)
 */
public record FileSlice(
    String partition,
    String fileId,
    String baseInstantTime,
    BaseFile baseFile,
    List<LogFile> logFiles) {
  /** Logs in the order they were written: by instant, then version, then write token. */
  public static final Comparator<LogFile> WRITE_ORDER =
      Comparator.comparing(LogFile::instantTime)
          .thenComparingInt(LogFile::version)
          .thenComparing(log -> log.writeToken() == null ? "" : log.writeToken());

  public FileSlice {
    Objects.requireNonNull(partition, "partition");
    Objects.requireNonNull(fileId, "fileId");
    Objects.requireNonNull(baseInstantTime, "baseInstantTime");
    logFiles = logFiles.stream().sorted(WRITE_ORDER).toList();
  }

  /** The same slice holding other log files. */
  public FileSlice withLogFiles(List<LogFile> logs) {
    return new FileSlice(partition, fileId, baseInstantTime, baseFile, logs);
  }

  /** The same slice without its base file. */
  public FileSlice withoutBaseFile() {
    return new FileSlice(partition, fileId, baseInstantTime, null, logFiles);
  }

  /**
   * Whether the slice holds no file at all: a compaction was requested and nothing written since.
   */
  public boolean isEmpty() {
    return baseFile == null && logFiles.isEmpty();
  }

  /** Bytes of the slice's files. */
  public long sizeInBytes() {
    return (baseFile == null ? 0 : baseFile.sizeInBytes())
        + logFiles.stream().mapToLong(LogFile::sizeInBytes).sum();
  }
}
