package io.tablescope.inspector.iceberg;

import io.tablescope.format.iceberg.location.LocatedTable;
import io.tablescope.format.iceberg.location.Relocation;
import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestCounts;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.manifest.ManifestList;
import io.tablescope.format.iceberg.manifest.ManifestListReader;
import io.tablescope.format.iceberg.manifest.ManifestReader;
import io.tablescope.format.iceberg.manifest.PartitionTypes;
import io.tablescope.format.iceberg.metadata.PartitionSpec;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.iceberg.metadata.TableMetadata;
import io.tablescope.format.io.FileAccess;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;

/**
 * How one table's files are read: where each recorded path is read from after relocation, which
 * manifest lists and manifests are cached, and which reads run in parallel. The table knows what
 * its metadata says; this knows how to get at the files it names.
 */
final class TableReads {
  private final Relocation relocation;
  private final Executor executor;
  private final String metadataFile;
  private final ManifestListReader manifestListReader;
  private final ManifestReader manifestReader;
  private final Set<String> outsidePrefixes = ConcurrentHashMap.newKeySet();
  private final ManifestFiles manifestFiles;

  TableReads(LocatedTable located, TableMetadata metadata, Executor executor) {
    this.relocation = Relocation.between(metadata.location(), located.tableRoot());
    this.executor = executor;
    this.metadataFile = metadata.metadataFile();
    Map<Integer, PartitionSpec> specs = new HashMap<>();
    metadata.partitionSpecs().forEach(spec -> specs.put(spec.specId(), spec));
    PartitionTypes types = new PartitionTypes(metadata);
    this.manifestListReader = new ManifestListReader(specs, types);
    this.manifestReader = new ManifestReader(specs, types);
    if (relocation.isRelocated()) {
      metadata.snapshots().stream()
          .map(Snapshot::manifestList)
          .filter(Objects::nonNull)
          .forEach(path -> relocation.outsidePrefix(path).ifPresent(outsidePrefixes::add));
    }
    this.manifestFiles = manifestFiles(located.files(), ManifestCache.DEFAULT_MAX_WEIGHT);
  }

  private TableReads(TableReads reads, FileAccess files, long maxCacheWeight) {
    this.relocation = reads.relocation;
    this.executor = reads.executor;
    this.metadataFile = reads.metadataFile;
    this.manifestListReader = reads.manifestListReader;
    this.manifestReader = reads.manifestReader;
    this.outsidePrefixes.addAll(reads.outsidePrefixes);
    this.manifestFiles = manifestFiles(files, maxCacheWeight);
  }

  private ManifestFiles manifestFiles(FileAccess files, long maxCacheWeight) {
    return new ManifestFiles(
        files,
        this::localPath,
        metadataFile,
        manifestListReader,
        manifestReader,
        new ManifestCache(maxCacheWeight));
  }

  /** The same reads through other files, with an empty cache of another bound. */
  TableReads through(FileAccess files, long maxCacheWeight) {
    return new TableReads(this, files, maxCacheWeight);
  }

  Relocation relocation() {
    return relocation;
  }

  List<String> outsidePrefixes() {
    return outsidePrefixes.stream().sorted().toList();
  }

  String localPath(String recordedPath) {
    Relocation.Resolved resolved = relocation.resolve(recordedPath);
    if (resolved.outsidePrefix() != null) {
      outsidePrefixes.add(resolved.outsidePrefix());
    }
    return resolved.path();
  }

  boolean exists(String recordedPath) {
    return manifestFiles.exists(localPath(recordedPath));
  }

  ManifestList manifestList(Snapshot snapshot) {
    return manifestFiles.manifestList(snapshot);
  }

  Manifest manifest(ManifestFile manifest, ManifestStats stats) {
    return manifestFiles.manifest(manifest, stats);
  }

  ManifestCounts counts(ManifestFile manifest) {
    return manifestFiles.counts(manifest);
  }

  List<Manifest> manifests(List<ManifestFile> manifests, ManifestStats stats) {
    return ReadAhead.all(manifests, manifest -> manifest(manifest, stats), executor);
  }

  /** Reads in order, {@code ahead} beyond the one last returned, none kept in the cache. */
  Iterator<Manifest> manifestsInOrder(
      List<ManifestFile> manifests, ManifestStats stats, int ahead) {
    return new ReadAhead<>(
        manifests, manifest -> manifestFiles.manifestOnce(manifest, stats), executor, ahead);
  }

  List<ManifestList> manifestLists(List<Snapshot> snapshots) {
    return ReadAhead.all(snapshots, this::manifestList, executor);
  }

  List<ManifestCounts> counts(List<ManifestFile> manifests) {
    return ReadAhead.all(manifests, this::counts, executor);
  }
}
