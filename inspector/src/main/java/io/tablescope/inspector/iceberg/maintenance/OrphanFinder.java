package io.tablescope.inspector.iceberg.maintenance;

import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.manifest.ManifestList;
import io.tablescope.format.iceberg.metadata.MetadataLogEntry;
import io.tablescope.format.iceberg.metadata.PartitionStatisticsFile;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.iceberg.metadata.StatisticsFile;
import io.tablescope.format.iceberg.metadata.TableMetadata;
import io.tablescope.format.iceberg.metadata.TableMetadataParser;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.FileEntry;
import io.tablescope.format.location.ComparableLocation;
import io.tablescope.format.location.FolderListing;
import io.tablescope.format.location.Unreadable;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.ManifestStats;
import io.tablescope.inspector.table.AnalysisProgress;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Finds orphan files as Iceberg's remove-orphan-files does: every file under the table's location
 * (hidden files and folders aside) minus every file the table reaches (manifests' live entries, as
 * Iceberg counts them), locations compared with their schemes made equivalent and recorded paths
 * mapped to where the table was opened.
 */
final class OrphanFinder {
  private static final String NOT_LISTED_UNDER = ": files under it are not listed as orphans";

  private final IcebergTable table;
  private final AnalysisProgress progress;
  private final Set<String> referenced = new HashSet<>();
  private final List<Problem> problems = new ArrayList<>();

  OrphanFinder(IcebergTable table, AnalysisProgress progress) {
    this.table = table;
    this.progress = progress;
  }

  OrphanPreview find(long olderThan, String olderThanSource) throws IOException {
    progress.update(-1, "Reading the metadata log");
    referenceMetadataFiles();
    referenceSnapshots();
    progress.update(0.8, "Listing " + table.location());
    List<OrphanFile> orphans = new ArrayList<>();
    List<OrphanFile> tooYoung = new ArrayList<>();
    for (FileEntry file : listRecursively(table.location())) {
      if (referenced.contains(ComparableLocation.of(file.location()))) {
        continue;
      }
      OrphanFile orphan =
          new OrphanFile(
              file.location(), file.length(), file.modificationTime(), reason(file.location()));
      (file.modificationTime() < olderThan ? orphans : tooYoung).add(orphan);
    }
    orphans.sort(Comparator.comparing(OrphanFile::path));
    tooYoung.sort(Comparator.comparing(OrphanFile::path));
    progress.update(1, "Done");
    return new OrphanPreview(
        table.location(),
        olderThan,
        olderThanSource,
        orphans,
        orphans.stream().mapToLong(OrphanFile::size).sum(),
        tooYoung,
        problems);
  }

  private void reference(String recordedPath) {
    if (recordedPath != null) {
      referenced.add(ComparableLocation.of(table.localPath(recordedPath)));
    }
  }

  /**
   * The current metadata file, version-hint.text, and the metadata log, followed back through the
   * oldest readable earlier file of each log, as Iceberg's reachable-file listing does.
   */
  private void referenceMetadataFiles() {
    String current = table.located().metadataFile();
    referenced.add(ComparableLocation.of(current));
    referenced.add(
        ComparableLocation.of(FileAccess.child(FileAccess.parent(current), "version-hint.text")));
    TableMetadataParser parser = new TableMetadataParser();
    Set<String> read = new HashSet<>();
    TableMetadata metadata = table.metadata();
    while (metadata != null && !metadata.metadataLog().isEmpty()) {
      progress.checkCancelled();
      metadata.metadataLog().forEach(entry -> reference(entry.metadataFile()));
      TableMetadata previous = null;
      for (MetadataLogEntry entry : metadata.metadataLog()) {
        String local = table.localPath(entry.metadataFile());
        if (!read.add(local)) {
          break;
        }
        try {
          previous = parser.read(table.files(), local);
          break;
        } catch (IOException | RuntimeException e) {
          // Iceberg follows the first earlier file it can read.
        }
      }
      metadata = previous;
    }
  }

  private void referenceSnapshots() {
    TableMetadata metadata = table.metadata();
    metadata.statistics().stream().map(StatisticsFile::path).forEach(this::reference);
    metadata.partitionStatistics().stream()
        .map(PartitionStatisticsFile::path)
        .forEach(this::reference);
    List<Snapshot> snapshots = metadata.snapshots();
    Set<String> manifestPaths = new HashSet<>();
    List<ManifestFile> manifests = new ArrayList<>();
    for (int i = 0; i < snapshots.size(); i++) {
      progress.checkCancelled();
      progress.update(0.4 * i / snapshots.size(), "Reading manifest lists");
      Snapshot snapshot = snapshots.get(i);
      reference(snapshot.manifestList());
      ManifestList list = table.manifestList(snapshot);
      list.problems().forEach(this::unread);
      for (ManifestFile manifest : list.manifests()) {
        reference(manifest.path());
        if (manifestPaths.add(manifest.path())) {
          manifests.add(manifest);
        }
      }
    }
    int batch = 64;
    for (int start = 0; start < manifests.size(); start += batch) {
      progress.checkCancelled();
      progress.update(
          0.4 + 0.4 * start / manifests.size(), "Reading " + manifests.size() + " manifests");
      List<ManifestFile> part = manifests.subList(start, Math.min(manifests.size(), start + batch));
      for (Manifest manifest : table.manifests(part, ManifestStats.NONE)) {
        manifest.problems().forEach(this::unread);
        // Only live entries count, as for Iceberg: a file only a DELETED entry names is read by
        // no snapshot.
        for (ManifestEntry entry : manifest.entries()) {
          if (entry.status().isLive()) {
            reference(entry.file().path());
          }
        }
      }
    }
  }

  private void unread(Problem problem) {
    problems.add(
        new Problem(
            problem.kind(),
            problem.path(),
            problem.message() + "; files it names may be listed as orphans"));
  }

  /**
   * Every file under the table's folder. Links to folders are not followed (they may lead out of
   * the table or back above it); an entry that cannot be read and a folder below the table's that
   * cannot be listed are problems naming them, beside the files that can be listed.
   */
  private List<FileEntry> listRecursively(String root) throws IOException {
    List<FileEntry> files = new ArrayList<>();
    Deque<String> folders = new ArrayDeque<>();
    folders.add(root);
    while (!folders.isEmpty()) {
      progress.checkCancelled();
      String folder = folders.poll();
      FolderListing listing;
      try {
        listing = FolderListing.of(table.files(), folder);
      } catch (IOException | UncheckedIOException e) {
        if (folder.equals(root)) {
          throw e;
        }
        problems.add(
            new Problem(
                Problem.Kind.CORRUPT,
                folder,
                "cannot be listed: " + Unreadable.why(e) + NOT_LISTED_UNDER));
        continue;
      }
      for (Problem unreadable : listing.problems()) {
        problems.add(
            new Problem(
                unreadable.kind(),
                unreadable.path(),
                unreadable.message() + "; not listed as an orphan"));
      }
      for (FileEntry entry : listing.entries()) {
        if (hidden(FileAccess.fileName(entry.location()))) {
          continue;
        }
        if (!entry.directory()) {
          files.add(entry);
        } else if (FolderListing.isLink(entry.location())) {
          problems.add(
              new Problem(
                  Problem.Kind.UNSUPPORTED,
                  entry.location(),
                  "a link to a folder, not followed" + NOT_LISTED_UNDER));
        } else {
          folders.add(entry.location());
        }
      }
    }
    return files;
  }

  /**
   * Hidden as remove-orphan-files takes it: a name starting with a dot or an underscore, except a
   * partition folder whose field name starts with an underscore.
   */
  static boolean hidden(String name) {
    return name.startsWith(".") || (name.startsWith("_") && !name.contains("="));
  }

  /** How a file of this name and place comes to be unreferenced. */
  static String reason(String location) {
    String name = FileAccess.fileName(location).toLowerCase(Locale.ROOT);
    boolean inMetadata = FileAccess.fileName(FileAccess.parent(location)).equals("metadata");
    if (name.endsWith(".metadata.json") || name.endsWith(".metadata.json.gz")) {
      return "a metadata file missing from the metadata log: dropped by"
          + " write.metadata.previous-versions-max, or written by a commit that failed";
    }
    if (inMetadata && name.startsWith("snap-") && name.endsWith(".avro")) {
      return "a manifest list no snapshot names: the commit that wrote it failed or its snapshot"
          + " was expired";
    }
    if (inMetadata && name.endsWith(".avro")) {
      return "a manifest no manifest list names: written by a commit that failed, or left by"
          + " expired snapshots";
    }
    if (inMetadata
        && (name.endsWith(".stats") || name.endsWith(".puffin") || name.endsWith(".parquet"))) {
      return "a statistics file the metadata does not name: its snapshot was expired or the"
          + " commit that wrote it failed";
    }
    if (name.endsWith(".parquet")
        || name.endsWith(".orc")
        || name.endsWith(".avro")
        || name.endsWith(".puffin")) {
      return "a data file no manifest names: written by a write that failed or never committed";
    }
    return "a file no metadata file, manifest list or manifest names";
  }
}
