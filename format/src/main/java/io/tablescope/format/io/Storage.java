package io.tablescope.format.io;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.stream.Collectors;

/**
 * Reaches a file wherever its location points, by routing each location to the access that serves
 * it: a prefix given to {@link #withPrefix} (the credentials a catalog vends for one table's
 * files), else the access given to its scheme with {@link #withScheme} (S3), else the local disk
 * for plain paths and {@code file:} URIs, else Hadoop's FileSystem for the scheme ({@code
 * hdfs://}).
 *
 * <p>Immutable apart from the Hadoop file systems it connects to on first use; the {@code with}
 * methods return a new storage.
 */
public final class Storage implements FileAccess {
  private final FileAccess local = new LocalFileAccess();
  private final Map<String, FileAccess> byPrefix;
  private final Map<String, FileAccess> byScheme;
  private final ConcurrentMap<String, FileAccess> hadoop = new ConcurrentHashMap<>();

  private Storage(Map<String, FileAccess> byPrefix, Map<String, FileAccess> byScheme) {
    this.byPrefix = Map.copyOf(byPrefix);
    this.byScheme = Map.copyOf(byScheme);
  }

  /** Local files, and every scheme whose Hadoop FileSystem is on the class path. */
  public static Storage local() {
    return new Storage(Map.of(), Map.of());
  }

  /** This storage, with the locations of a scheme (such as {@code s3}) read through an access. */
  public Storage withScheme(String scheme, FileAccess access) {
    Map<String, FileAccess> schemes = new LinkedHashMap<>(byScheme);
    schemes.put(scheme.toLowerCase(Locale.ROOT), access);
    return new Storage(byPrefix, schemes);
  }

  /**
   * This storage, with the locations under a prefix read through an access: the longest matching
   * prefix wins, so one table's files can be read with credentials that are that table's own.
   */
  public Storage withPrefix(String prefix, FileAccess access) {
    Map<String, FileAccess> prefixes = new LinkedHashMap<>(byPrefix);
    prefixes.put(prefix.endsWith("/") ? prefix : prefix + "/", access);
    return new Storage(prefixes, byScheme);
  }

  /** The access that serves a location. */
  public FileAccess accessFor(String location) {
    String folderLike = location.endsWith("/") ? location : location + "/";
    return byPrefix.entrySet().stream()
        .filter(route -> folderLike.startsWith(route.getKey()))
        .max(Comparator.comparingInt(route -> route.getKey().length()))
        .map(Map.Entry::getValue)
        .orElseGet(() -> bySchemeOf(location));
  }

  private FileAccess bySchemeOf(String location) {
    if (LocalFileAccess.isLocal(location)) {
      return local;
    }
    URI uri;
    try {
      uri = URI.create(location);
    } catch (IllegalArgumentException e) {
      // A damaged location read from a file: the local access names it in its error.
      return local;
    }
    String scheme = uri.getScheme().toLowerCase(Locale.ROOT);
    FileAccess routed = byScheme.get(scheme);
    if (routed != null) {
      return routed;
    }
    String authority = uri.getAuthority() == null ? "" : uri.getAuthority();
    return hadoop.computeIfAbsent(
        scheme + "://" + authority,
        key ->
            HadoopFileAccess.servesScheme(scheme)
                ? new HadoopFileAccess(URI.create(key + "/"))
                : new UnreadableScheme(scheme, readableSchemes()));
  }

  /** What a user may point Tablescope at, for the error about a scheme it cannot read. */
  private String readableSchemes() {
    Set<String> schemes = new TreeSet<>(List.of("file", "hdfs"));
    schemes.addAll(byScheme.keySet());
    return "local paths and "
        + schemes.stream().map(scheme -> scheme + ":").collect(Collectors.joining(", "))
        + " URIs";
  }

  @Override
  public boolean isFile(String location) {
    return accessFor(location).isFile(location);
  }

  @Override
  public boolean isDirectory(String location) {
    return accessFor(location).isDirectory(location);
  }

  @Override
  public long length(String location) throws IOException {
    return accessFor(location).length(location);
  }

  @Override
  public long modificationTime(String location) throws IOException {
    return accessFor(location).modificationTime(location);
  }

  @Override
  public byte[] readAllBytes(String location) throws IOException {
    return accessFor(location).readAllBytes(location);
  }

  @Override
  public InputStream open(String location) throws IOException {
    return accessFor(location).open(location);
  }

  @Override
  public byte[] readRange(String location, long offset, int length) throws IOException {
    return accessFor(location).readRange(location, offset, length);
  }

  @Override
  public List<String> list(String directory) throws IOException {
    return accessFor(directory).list(directory);
  }

  @Override
  public List<FileEntry> listEntries(String directory) throws IOException {
    return accessFor(directory).listEntries(directory);
  }
}
