package io.tablescope.format.io.s3;

import io.tablescope.format.io.Environment;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.FileEntry;
import io.tablescope.format.io.ReadLimits;
import io.tablescope.format.io.Storage;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.NoSuchFileException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import software.amazon.awssdk.core.ResponseInputStream;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.CommonPrefix;
import software.amazon.awssdk.services.s3.model.GetObjectResponse;
import software.amazon.awssdk.services.s3.model.HeadObjectResponse;
import software.amazon.awssdk.services.s3.model.ListObjectsV2Request;
import software.amazon.awssdk.services.s3.model.ListObjectsV2Response;
import software.amazon.awssdk.services.s3.model.S3Object;

/**
 * Reads objects in S3 and S3-compatible stores by {@code s3://}, {@code s3a://} or {@code s3n://}
 * location: a HEAD answers whether a file exists, a listing of the prefix whether a folder does;
 * folders are listed with the delimiter {@code /}, page by page, children named in the location's
 * own scheme; a range of a file is read with a ranged GET.
 *
 * <p>Errors are {@link IOException}s of one line naming the location and the cause; a missing key
 * is a {@link NoSuchFileException}. No secret ever appears in one.
 *
 * <p>The client is made on the first request, so a storage that could reach S3 costs nothing until
 * a table there is read. Thread-safe.
 */
public final class S3FileAccess implements FileAccess {
  private final S3Clients.Lazy client;

  private S3FileAccess(S3Clients.Lazy client) {
    this.client = client;
  }

  /**
   * S3 as the AWS tools of this environment reach it: its variables and {@code ~/.aws} files, under
   * a profile if one is named ({@code --profile}), with the default timeouts.
   */
  public static S3FileAccess fromEnvironment(Environment environment, String profile) {
    return fromEnvironment(environment, profile, S3Timeouts.defaults());
  }

  /** As {@link #fromEnvironment(Environment, String)}, with other timeouts. */
  public static S3FileAccess fromEnvironment(
      Environment environment, String profile, S3Timeouts timeouts) {
    return withSettings(
        new S3Settings(null, null, null, null, null, null, profile), environment, timeouts);
  }

  /**
   * S3 reached with settings given explicitly, such as the ones a catalog vends for a table's
   * files: each field set in {@code settings} wins, each null one comes from the environment as for
   * {@link #fromEnvironment}.
   */
  public static S3FileAccess withSettings(
      S3Settings settings, Environment environment, S3Timeouts timeouts) {
    return new S3FileAccess(new S3Clients.Lazy(settings, environment, timeouts));
  }

  /**
   * A storage that reads {@code s3://}, {@code s3a://} and {@code s3n://} locations through this.
   */
  public Storage routedIn(Storage storage) {
    return storage.withScheme("s3", this).withScheme("s3a", this).withScheme("s3n", this);
  }

  @Override
  public boolean isFile(String location) {
    try {
      head(location);
      return true;
    } catch (IOException e) {
      // Any error reads as absent here; length and open give the real one.
      return false;
    }
  }

  @Override
  public boolean isDirectory(String location) {
    try {
      S3Location s3 = S3Location.parse(location);
      ListObjectsV2Response page =
          call(
              location,
              c ->
                  c.listObjectsV2(
                      ListObjectsV2Request.builder()
                          .bucket(s3.bucket())
                          .prefix(s3.folderPrefix())
                          .maxKeys(1)
                          .build()));
      return s3.key().isEmpty() || !page.contents().isEmpty() || !page.commonPrefixes().isEmpty();
    } catch (IOException e) {
      return false;
    }
  }

  @Override
  public long length(String location) throws IOException {
    return head(location).contentLength();
  }

  @Override
  public long modificationTime(String location) throws IOException {
    return head(location).lastModified().toEpochMilli();
  }

  @Override
  public byte[] readAllBytes(String location) throws IOException {
    try (InputStream in = open(location)) {
      return ReadLimits.readAtMost(in, ReadLimits.wholeFileLimit(), location);
    }
  }

  /**
   * An object's body, failing once it passes {@link ReadLimits#wholeFileLimit()}: an object that
   * claims more is refused before its body is read, one whose body never ends once it passes.
   */
  @Override
  public InputStream open(String location) throws IOException {
    S3Location s3 = S3Location.parse(location);
    ResponseInputStream<GetObjectResponse> body =
        call(location, c -> c.getObject(b -> b.bucket(s3.bucket()).key(s3.key())));
    long limit = ReadLimits.wholeFileLimit();
    Long length = body.response().contentLength();
    if (length != null && length > limit) {
      body.abort();
      throw ReadLimits.tooLarge(location, length, limit);
    }
    return ReadLimits.atMost(new Body(location, body, client), limit, location);
  }

  /** A range of an object; a store that answers with more than the range asked for is named. */
  @Override
  public byte[] readRange(String location, long offset, int length) throws IOException {
    if (length == 0) {
      return new byte[0];
    }
    long limit = ReadLimits.wholeFileLimit();
    if (length > limit) {
      throw ReadLimits.tooLarge(location + "'s range at " + offset, length, limit);
    }
    S3Location s3 = S3Location.parse(location);
    String range = "bytes=" + offset + "-" + (offset + length - 1);
    ResponseInputStream<GetObjectResponse> response =
        call(location, c -> c.getObject(b -> b.bucket(s3.bucket()).key(s3.key()).range(range)));
    try (InputStream in = new Body(location, response, client)) {
      byte[] bytes = in.readNBytes(length);
      if (in.read() >= 0) {
        throw new IOException(
            location + ": the store answered a range of " + length + " bytes with more than that");
      }
      return bytes;
    }
  }

  /**
   * A folder's children, page by page: a store that pages on for more than {@link
   * ReadLimits#MAX_PAGES} pages, gives a continuation token again, or names more than a whole
   * file's worth of keys is named as one that would never end.
   */
  @Override
  public List<String> list(String directory) throws IOException {
    return listEntries(directory).stream().map(FileEntry::location).toList();
  }

  /** The folder's entries from its listing alone: S3 lists each object's size and time. */
  @Override
  public List<FileEntry> listEntries(String directory) throws IOException {
    S3Location s3 = S3Location.parse(directory);
    String prefix = s3.folderPrefix();
    List<FileEntry> children = new ArrayList<>();
    Set<String> tokens = new HashSet<>();
    long characters = 0;
    boolean exists = prefix.isEmpty();
    String token = null;
    for (int pages = 1; ; pages++) {
      ListObjectsV2Request.Builder request =
          ListObjectsV2Request.builder().bucket(s3.bucket()).prefix(prefix).delimiter("/");
      if (token != null) {
        request.continuationToken(token);
      }
      ListObjectsV2Response page = call(directory, c -> c.listObjectsV2(request.build()));
      List<FileEntry> entries = new ArrayList<>();
      for (S3Object object : page.contents()) {
        exists = true;
        // A folder's own marker object (a key ending in /) is not a child of it.
        if (!inFolder(directory, prefix, object.key()).equals(prefix)) {
          String name = object.key().substring(prefix.length());
          entries.add(
              new FileEntry(
                  FileAccess.child(directory, name),
                  false,
                  object.size() == null ? 0 : object.size(),
                  object.lastModified() == null ? 0 : object.lastModified().toEpochMilli()));
        }
      }
      for (CommonPrefix common : page.commonPrefixes()) {
        exists = true;
        String name = inFolder(directory, prefix, common.prefix()).substring(prefix.length());
        if (!name.endsWith("/") || name.length() < 2) {
          throw new IOException(
              directory + ": the store listed " + shown(common.prefix()) + " as a folder in it");
        }
        entries.add(
            new FileEntry(
                FileAccess.child(directory, name.substring(0, name.length() - 1)), true, 0, 0));
      }
      for (FileEntry entry : entries) {
        characters += entry.location().length() - directory.length();
        if (characters > ReadLimits.wholeFileLimit()) {
          throw endless(
              directory,
              "names more than "
                  + ReadLimits.wholeFileLimit()
                  + " characters, the most Tablescope holds of one");
        }
        children.add(entry);
      }
      String next = Boolean.TRUE.equals(page.isTruncated()) ? page.nextContinuationToken() : null;
      if (next == null || next.isEmpty()) {
        break;
      }
      if (!tokens.add(next)) {
        throw endless(
            directory, "gave a continuation token it had given before, so it would never end");
      }
      if (pages == ReadLimits.MAX_PAGES) {
        throw endless(
            directory,
            "has more than " + ReadLimits.MAX_PAGES + " pages, the most Tablescope reads of one");
      }
      token = next;
    }
    if (!exists) {
      throw new NoSuchFileException(directory);
    }
    return children.stream().sorted(Comparator.comparing(FileEntry::location)).toList();
  }

  /** A key the store listed, which must be in the folder asked for. */
  private String inFolder(String directory, String prefix, String key) throws IOException {
    if (key == null || !key.startsWith(prefix)) {
      throw new IOException(
          directory + ": the store listed " + shown(key) + ", which is not in this folder");
    }
    return key;
  }

  /**
   * A key as a message shows it: a store may list one of any length, with line breaks, or echo a
   * secret in it.
   */
  private String shown(String key) {
    if (key == null) {
      return "no key";
    }
    String line = client.errors().redact(key).replaceAll("\\p{Cntrl}", "?");
    return "'" + (line.length() > 200 ? line.substring(0, 200) + "..." : line) + "'";
  }

  private static IOException endless(String directory, String why) {
    return new IOException(directory + ": the listing " + why);
  }

  private HeadObjectResponse head(String location) throws IOException {
    S3Location s3 = S3Location.parse(location);
    if (s3.key().isEmpty() || s3.key().endsWith("/")) {
      throw new NoSuchFileException(location);
    }
    return call(location, c -> c.headObject(b -> b.bucket(s3.bucket()).key(s3.key())));
  }

  private <T> T call(String location, Request<T> request) throws IOException {
    S3Client s3 = client.get();
    client.requireReachable(location);
    try {
      return request.send(s3);
    } catch (SdkException e) {
      IOException error = client.errors().of(location, e);
      if (error instanceof S3Errors.Unreachable unreachable) {
        client.unreachable(unreachable);
      }
      throw error;
    }
  }

  private interface Request<T> {
    T send(S3Client client);
  }

  /**
   * An object's body whose failures, like a request's, name the location and never a secret. A body
   * closed before its end is aborted rather than drained: one without end would never close.
   */
  private static final class Body extends FilterInputStream {
    private final String location;
    private final ResponseInputStream<GetObjectResponse> response;
    private final S3Clients.Lazy client;
    private boolean ended;

    Body(String location, ResponseInputStream<GetObjectResponse> in, S3Clients.Lazy client) {
      super(in);
      this.location = location;
      this.response = in;
      this.client = client;
    }

    @Override
    public int read() throws IOException {
      try {
        int b = super.read();
        ended |= b < 0;
        return b;
      } catch (SdkException e) {
        throw client.errors().of(location, e);
      }
    }

    @Override
    public int read(byte[] bytes, int offset, int length) throws IOException {
      try {
        int n = super.read(bytes, offset, length);
        ended |= n < 0;
        return n;
      } catch (SdkException e) {
        throw client.errors().of(location, e);
      }
    }

    @Override
    public void close() throws IOException {
      if (!ended) {
        response.abort();
      }
      super.close();
    }
  }
}
