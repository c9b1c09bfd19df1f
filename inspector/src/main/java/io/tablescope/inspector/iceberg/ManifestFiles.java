package io.tablescope.inspector.iceberg;

import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestCounts;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.manifest.ManifestList;
import io.tablescope.format.iceberg.manifest.ManifestListReader;
import io.tablescope.format.iceberg.manifest.ManifestReader;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.io.FileAccess;
import io.tablescope.inspector.table.FileExistence;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * Reads one table's manifest lists and manifests where its paths lead, keeping them in the table's
 * cache: a missing or unreadable file becomes a value carrying its problem.
 */
final class ManifestFiles {
  private final FileAccess files;
  private final UnaryOperator<String> localPath;
  private final String metadataFile;
  private final ManifestListReader listReader;
  private final ManifestReader reader;
  private final ManifestCache cache;
  private final FileExistence existence;

  /**
   * @param localPath where a path recorded in metadata is read from
   * @param metadataFile the metadata file read, which names a v1 snapshot's inline manifests
   */
  ManifestFiles(
      FileAccess files,
      UnaryOperator<String> localPath,
      String metadataFile,
      ManifestListReader listReader,
      ManifestReader reader,
      ManifestCache cache) {
    this.files = files;
    this.localPath = localPath;
    this.metadataFile = metadataFile;
    this.listReader = listReader;
    this.reader = reader;
    this.cache = cache;
    this.existence = new FileExistence(files);
  }

  /** Whether a file exists where it is read from; each folder is listed once. */
  boolean exists(String local) {
    return existence.exists(local);
  }

  ManifestList manifestList(Snapshot snapshot) {
    if (snapshot.manifestList() == null) {
      List<ManifestFile> manifests = new ArrayList<>();
      for (String path : snapshot.manifests()) {
        manifests.add(ManifestFile.inlineV1(path, lengthOrZero(path), snapshot.snapshotId()));
      }
      return new ManifestList("(inline in " + metadataFile + ")", manifests, List.of());
    }
    String path = snapshot.manifestList();
    return cache.get(
        new ListKey(path),
        () ->
            readFile(
                path,
                "Manifest list",
                bytes -> listReader.read(path, bytes),
                problem -> new ManifestList(path, List.of(), List.of(problem))),
        list -> list.manifests().size() + 1L);
  }

  /** A manifest's entries, with statistics if wanted; a full read held serves a stats-free one. */
  Manifest manifest(ManifestFile manifest, ManifestStats stats) {
    ManifestKey key = ManifestKey.of(manifest);
    Manifest read;
    if (stats.wanted(manifest)) {
      read = cachedManifest(key, manifest, true);
    } else {
      read = (Manifest) cache.getIfPresent(key);
      if (read == null) {
        read = cachedManifest(new StatsFreeKey(key), manifest, false);
      }
    }
    return read.file() == manifest
        ? read
        : new Manifest(manifest, read.header(), read.spec(), read.entries(), read.problems());
  }

  /**
   * A manifest's entries as {@link #manifest} gives them, taken from the cache when it holds them,
   * else read without being kept: for callers that visit each manifest once and let it go.
   */
  Manifest manifestOnce(ManifestFile manifest, ManifestStats stats) {
    ManifestKey key = ManifestKey.of(manifest);
    boolean withStats = stats.wanted(manifest);
    Manifest read = (Manifest) cache.getIfPresent(key);
    if (read == null && !withStats) {
      read = (Manifest) cache.getIfPresent(new StatsFreeKey(key));
    }
    if (read == null) {
      read = readManifest(manifest, withStats);
    }
    return read.file() == manifest
        ? read
        : new Manifest(manifest, read.header(), read.spec(), read.entries(), read.problems());
  }

  private Manifest cachedManifest(Object key, ManifestFile manifest, boolean stats) {
    return cache.get(
        key, () -> readManifest(manifest, stats), entries -> entries.entries().size() + 1L);
  }

  private Manifest readManifest(ManifestFile manifest, boolean stats) {
    return readFile(
        manifest.path(),
        "Manifest",
        bytes -> stats ? reader.read(manifest, bytes) : reader.readWithoutStats(manifest, bytes),
        problem -> new Manifest(manifest, Map.of(), null, List.of(), List.of(problem)));
  }

  ManifestCounts counts(ManifestFile manifest) {
    return readFile(
        manifest.path(),
        "Manifest",
        bytes -> reader.count(manifest, bytes),
        problem -> new ManifestCounts(manifest, Map.of(), List.of(problem)));
  }

  private record ListKey(String path) {}

  /** A manifest read without column statistics, held apart from its full read. */
  private record StatsFreeKey(ManifestKey manifest) {}

  private <T> T readFile(
      String recordedPath, String what, Function<byte[], T> parse, Function<Problem, T> onProblem) {
    String local = localPath.apply(recordedPath);
    if (!existence.exists(local)) {
      String where = local.equals(recordedPath) ? "" : " (looked for " + local + ")";
      return onProblem.apply(
          new Problem(Problem.Kind.MISSING, recordedPath, what + " file not found" + where));
    }
    try {
      return parse.apply(files.readAllBytes(local));
    } catch (IOException e) {
      return onProblem.apply(
          new Problem(
              Problem.Kind.CORRUPT,
              recordedPath,
              "Cannot read " + what.toLowerCase() + ": " + e.getMessage()));
    }
  }

  private long lengthOrZero(String recordedPath) {
    try {
      return files.length(localPath.apply(recordedPath));
    } catch (IOException e) {
      return 0;
    }
  }
}
