package io.tablescope.format.io;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

/**
 * Reads through Hadoop's FileSystem, for {@code hdfs://} and every other scheme whose FileSystem is
 * on the class path. Settings come from the usual Hadoop configuration ({@code core-site.xml} on
 * the class path), except how long a request may wait: a store that refuses, cannot be reached or
 * does not answer fails that read within {@link #TIMEOUT} with an {@link IOException} naming the
 * location and the cause, never a hang and never Hadoop's minutes of retries.
 *
 * <p>{@link #isFile} and {@link #isDirectory} answer false only when the store says nothing is
 * there; when the store cannot be asked they throw an {@link UncheckedIOException} saying why.
 */
public final class HadoopFileAccess implements FileAccess {
  /** How long connecting to a store, and each request to it, may take. */
  public static final Duration TIMEOUT = Duration.ofSeconds(15);

  private final URI root;
  private final Duration timeout;
  private final FileSystem fileSystem;

  /** Why no file system could be made for the root (an unknown host), or null. */
  private final Exception unusable;

  /**
   * The FileSystem that serves a root URI ({@code hdfs://namenode:8020/}), with {@link #TIMEOUT}.
   */
  public HadoopFileAccess(URI root) {
    this(root, TIMEOUT);
  }

  /** The FileSystem that serves a root URI, giving up on a request after the timeout. */
  public HadoopFileAccess(URI root, Duration timeout) {
    this.root = root;
    this.timeout = timeout;
    FileSystem connected = null;
    Exception failure = null;
    try {
      // Not FileSystem.get: its process-wide cache would hand back a file system configured by
      // whoever asked first.
      connected = FileSystem.newInstance(root, configuration(timeout));
    } catch (IOException | RuntimeException e) {
      failure = e;
    }
    this.fileSystem = connected;
    this.unusable = failure;
  }

  /**
   * Hadoop's defaults retry a refused connection 10 times and a timed-out one 45 times, 20 s each,
   * and wait two minutes for an answer: a reader pointed at the wrong port would seem to hang.
   */
  static Configuration configuration(Duration timeout) {
    Configuration conf = new Configuration();
    String millis = Long.toString(timeout.toMillis());
    conf.set("ipc.client.connect.max.retries", "0");
    conf.set("ipc.client.connect.max.retries.on.timeouts", "0");
    conf.set("ipc.client.connect.timeout", millis);
    conf.set("ipc.client.rpc-timeout.ms", millis);
    conf.set("dfs.client.socket-timeout", millis);
    conf.setBoolean("dfs.client.retry.policy.enabled", false);
    return conf;
  }

  @Override
  public boolean isFile(String location) {
    try {
      return status(location).isFile();
    } catch (FileNotFoundException e) {
      return false;
    } catch (IOException e) {
      throw new UncheckedIOException(e.getMessage(), e);
    }
  }

  @Override
  public boolean isDirectory(String location) {
    try {
      return status(location).isDirectory();
    } catch (FileNotFoundException e) {
      return false;
    } catch (IOException e) {
      throw new UncheckedIOException(e.getMessage(), e);
    }
  }

  @Override
  public long length(String location) throws IOException {
    return status(location).getLen();
  }

  @Override
  public long modificationTime(String location) throws IOException {
    return status(location).getModificationTime();
  }

  @Override
  public byte[] readAllBytes(String location) throws IOException {
    long limit = ReadLimits.wholeFileLimit();
    long size = length(location);
    if (size > limit) {
      throw ReadLimits.tooLarge("the file", size, limit);
    }
    try (InputStream in = open(location)) {
      return ReadLimits.readAtMost(in, limit, "the file");
    } catch (FileNotFoundException e) {
      throw e;
    } catch (IOException e) {
      throw failed(location, e);
    }
  }

  @Override
  public InputStream open(String location) throws IOException {
    try {
      return fileSystem(location).open(new Path(location));
    } catch (FileNotFoundException e) {
      throw e;
    } catch (IOException e) {
      throw failed(location, e);
    }
  }

  @Override
  public byte[] readRange(String location, long offset, int length) throws IOException {
    Path path = new Path(location);
    int available = (int) Math.min(length, Math.max(0, length(location) - offset));
    byte[] bytes = new byte[available];
    try (FSDataInputStream in = fileSystem.open(path)) {
      in.readFully(offset, bytes);
    }
    return bytes;
  }

  @Override
  public List<String> list(String directory) throws IOException {
    return listEntries(directory).stream().map(FileEntry::location).toList();
  }

  /** One listing request per folder (paged by the store), sizes and times included. */
  @Override
  public List<FileEntry> listEntries(String directory) throws IOException {
    FileStatus[] statuses;
    try {
      statuses = fileSystem(directory).listStatus(new Path(directory));
    } catch (FileNotFoundException e) {
      throw e;
    } catch (IOException e) {
      throw failed(directory, e);
    }
    return Arrays.stream(statuses)
        .map(
            status ->
                new FileEntry(
                    FileAccess.child(directory, status.getPath().getName()),
                    status.isDirectory(),
                    status.isDirectory() ? 0 : status.getLen(),
                    status.getModificationTime()))
        .sorted(Comparator.comparing(FileEntry::location))
        .toList();
  }

  private FileStatus status(String location) throws IOException {
    try {
      return fileSystem(location).getFileStatus(new Path(location));
    } catch (FileNotFoundException e) {
      throw e;
    } catch (IOException e) {
      throw failed(location, e);
    }
  }

  /** Whether Hadoop has a FileSystem for a scheme on the class path. */
  static boolean servesScheme(String scheme) {
    try {
      FileSystem.getFileSystemClass(scheme, new Configuration());
      return true;
    } catch (IOException e) {
      return false;
    }
  }

  private FileSystem fileSystem(String location) throws IOException {
    if (unusable != null) {
      throw new StoreFailure(
          location + ": cannot read from " + root + ": " + cause(unusable), unusable);
    }
    return fileSystem;
  }

  private IOException failed(String location, IOException e) {
    if (e instanceof StoreFailure) {
      return e;
    }
    return new StoreFailure(location + ": cannot read from " + root + ": " + cause(e), e);
  }

  /** A failure already worded for the user: location, store and cause. */
  private static final class StoreFailure extends IOException {
    StoreFailure(String message, Throwable cause) {
      super(message, cause);
    }
  }

  /**
   * The cause of a failure in a few words: Hadoop wraps a refused connection in a paragraph naming
   * this host and a wiki page.
   */
  private String cause(Throwable e) {
    for (Throwable cause = e; cause != null; cause = cause.getCause()) {
      if (cause instanceof ConnectException) {
        return "connection refused";
      }
      if (cause instanceof SocketTimeoutException) {
        return "no answer within "
            + (timeout.toMillis() % 1000 == 0
                ? timeout.toSeconds() + " s"
                : timeout.toMillis() + " ms");
      }
      if (cause instanceof UnknownHostException) {
        return "unknown host " + cause.getMessage();
      }
    }
    String message = e.getMessage();
    return message == null ? e.getClass().getSimpleName() : message.lines().findFirst().orElse("");
  }
}
