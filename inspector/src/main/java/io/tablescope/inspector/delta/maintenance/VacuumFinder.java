package io.tablescope.inspector.delta.maintenance;

import io.tablescope.format.Problem;
import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.delta.action.DeletionVectorDescriptor;
import io.tablescope.format.delta.action.DeletionVectorFile;
import io.tablescope.format.delta.action.Metadata;
import io.tablescope.format.delta.action.RemoveFile;
import io.tablescope.format.delta.log.DeltaSnapshot;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.FileEntry;
import io.tablescope.format.location.ComparableLocation;
import io.tablescope.format.location.FolderListing;
import io.tablescope.format.location.Unreadable;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.table.AnalysisProgress;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * VACUUM's rule, applied to paths relative to the table's root: the latest version's valid paths
 * (live files, unexpired tombstones, their deletion vectors, and every folder above a file) are
 * kept; of what the listing shows, a file older than the cutoff goes, and a folder goes when
 * nothing older than the cutoff sits in it, counted as Delta counts it.
 */
final class VacuumFinder {
  private static final String UNIFORM_FORMATS = "delta.universalFormat.enabledFormats";

  private final DeltaTable table;
  private final int listingCap;
  private final AnalysisProgress progress;
  private final String root;
  private final Set<String> valid = new HashSet<>();
  private final Map<String, Long> expiredTombstones = new HashMap<>();
  private final List<Problem> problems = new ArrayList<>();
  private boolean truncated;

  VacuumFinder(DeltaTable table, int listingCap, AnalysisProgress progress) {
    this.table = table;
    this.listingCap = listingCap;
    this.progress = progress;
    this.root = ComparableLocation.of(table.location());
  }

  VacuumPreview find(DeltaRetention retention, long cutoff) throws IOException {
    progress.update(-1, "Reading the latest version");
    DeltaSnapshot state = table.log().latest();
    state.problems().forEach(this::unread);
    referenceState(state, cutoff);
    progress.update(0.2, "Listing " + table.location());
    List<FileEntry> files = new ArrayList<>();
    List<FileEntry> folders = new ArrayList<>();
    list(state.metadata(), files, folders);

    // Delta counts each folder once for itself and once for every old file under it: a folder
    // counted once holds none, and goes unless a valid path runs through it.
    Map<String, Integer> counts = new HashMap<>();
    Set<String> holdingFiles = new HashSet<>();
    for (FileEntry folder : folders) {
      counts.merge(relative(folder.location()), 1, Integer::sum);
    }
    for (FileEntry file : files) {
      String path = relative(file.location());
      boolean old = file.modificationTime() < cutoff;
      for (String folder : parents(path)) {
        holdingFiles.add(folder);
        if (old) {
          counts.merge(folder, 1, Integer::sum);
        }
      }
    }
    List<VacuumFile> deleted = new ArrayList<>();
    List<VacuumFile> tooYoung = new ArrayList<>();
    for (FileEntry file : files) {
      String path = relative(file.location());
      if (valid.contains(path)) {
        continue;
      }
      VacuumFile vacuumed =
          new VacuumFile(
              file.location(), false, file.length(), file.modificationTime(), reason(path));
      (file.modificationTime() < cutoff ? deleted : tooYoung).add(vacuumed);
    }
    if (!truncated) {
      for (FileEntry folder : folders) {
        String path = relative(folder.location());
        if (!valid.contains(path) && counts.get(path) == 1) {
          String why =
              holdingFiles.contains(path)
                  ? "a folder holding only files younger than the cutoff: Delta lists it, but its"
                      + " delete (never recursive) fails while they are there"
                  : "an empty folder no referenced file is in";
          deleted.add(new VacuumFile(folder.location(), true, 0, 0, why));
        }
      }
    }
    deleted.sort(Comparator.comparing(VacuumFile::path));
    tooYoung.sort(Comparator.comparing(VacuumFile::path));
    progress.update(1, "Done");
    return new VacuumPreview(
        table.location(),
        retention,
        cutoff,
        deleted,
        deleted.stream().mapToLong(VacuumFile::size).sum(),
        tooYoung,
        problems);
  }

  /** Live files and tombstones removed at or after the cutoff keep their paths and vectors. */
  private void referenceState(DeltaSnapshot state, long cutoff) {
    for (AddFile add : state.files().values()) {
      keep(add.decodedPath(), add.deletionVector());
    }
    for (RemoveFile tombstone : state.tombstones().values()) {
      long removed = tombstone.deletionTimestamp() == null ? 0 : tombstone.deletionTimestamp();
      if (removed < cutoff) {
        String path = relativeRecorded(tombstone.decodedPath());
        if (path != null) {
          expiredTombstones.merge(path, removed, Math::max);
        }
      } else {
        keep(tombstone.decodedPath(), tombstone.deletionVector());
      }
    }
  }

  private void keep(String recordedPath, DeletionVectorDescriptor vector) {
    String path = relativeRecorded(recordedPath);
    if (path != null) {
      valid.add(path);
      valid.addAll(parents(path));
    }
    // Only a vector stored by UUID lies under the table; Delta keeps the file, not its folder.
    if (vector != null && vector.storageType().equals("u")) {
      try {
        valid.add(DeletionVectorFile.path(vector));
      } catch (IllegalArgumentException e) {
        problems.add(
            new Problem(
                Problem.Kind.CORRUPT,
                recordedPath,
                "its deletion vector's path cannot be read: "
                    + e.getMessage()
                    + "; the vector's file may be listed as deleted"));
      }
    }
  }

  /**
   * A path the log records, relative to the root: as written when relative, the part under the root
   * when absolute, null for a file outside the table (Delta leaves those alone).
   */
  private String relativeRecorded(String decodedPath) {
    boolean absolute = decodedPath.startsWith("/") || decodedPath.matches("^[a-zA-Z][\\w+.-]*:.*");
    if (!absolute) {
      return decodedPath;
    }
    String location = ComparableLocation.of(decodedPath);
    return location.startsWith(root + "/") ? location.substring(root.length() + 1) : null;
  }

  /** A listed location relative to the root. */
  private String relative(String location) {
    String normalized = ComparableLocation.of(location);
    return normalized.startsWith(root + "/") ? normalized.substring(root.length() + 1) : normalized;
  }

  /** The folders between the root and a relative path, the nearest to the root first. */
  private static List<String> parents(String path) {
    List<String> parents = new ArrayList<>();
    for (int slash = path.indexOf('/'); slash > 0; slash = path.indexOf('/', slash + 1)) {
      parents.add(path.substring(0, slash));
    }
    return parents;
  }

  /**
   * Every file and folder under the root that Delta does not hide, up to the cap. Links to folders
   * are not followed; a folder below the root that cannot be listed is a problem naming it.
   */
  private void list(Metadata metadata, List<FileEntry> files, List<FileEntry> folders)
      throws IOException {
    List<String> partitionColumns = metadata == null ? List.of() : metadata.partitionColumns();
    boolean icebergMetadata =
        metadata != null
            && metadata.configuration() != null
            && metadata
                .configuration()
                .getOrDefault(UNIFORM_FORMATS, "")
                .toLowerCase(Locale.ROOT)
                .contains("iceberg");
    Deque<String> pending = new ArrayDeque<>();
    pending.add(table.location());
    int listed = 0;
    while (!pending.isEmpty()) {
      progress.checkCancelled();
      String folder = pending.poll();
      FolderListing listing;
      try {
        listing = FolderListing.of(table.files(), folder);
      } catch (IOException | UncheckedIOException e) {
        if (folder.equals(table.location())) {
          throw e;
        }
        problems.add(
            new Problem(
                Problem.Kind.CORRUPT,
                folder,
                "cannot be listed: " + Unreadable.why(e) + "; files under it are not previewed"));
        continue;
      }
      listing.problems().forEach(this::unlisted);
      for (FileEntry entry : listing.entries()) {
        String name = FileAccess.fileName(entry.location());
        if (hidden(name, partitionColumns, icebergMetadata)) {
          continue;
        }
        if (++listed % 10_000 == 0) {
          progress.update(-1, "Listed " + listed + " files and folders");
        }
        if (listed > listingCap) {
          truncated = true;
          problems.add(
              new Problem(
                  Problem.Kind.UNSUPPORTED,
                  table.location(),
                  "listing stopped after "
                      + listingCap
                      + " files and folders: those past them are not previewed, and no folder is"
                      + " listed as empty"));
          return;
        }
        if (!entry.directory()) {
          files.add(entry);
        } else if (FolderListing.isLink(entry.location())) {
          problems.add(
              new Problem(
                  Problem.Kind.UNSUPPORTED,
                  entry.location(),
                  "a link to a folder, not followed: files under it are not previewed"));
        } else {
          folders.add(entry);
          pending.add(entry.location());
        }
      }
    }
  }

  /**
   * Hidden as Delta's VACUUM takes a file or folder name: starting with a dot or an underscore,
   * except {@code _delta_index}, {@code _change_data} and a partition folder {@code column=...};
   * and {@code metadata} where UniForm writes Iceberg metadata.
   */
  static boolean hidden(String name, List<String> partitionColumns, boolean icebergMetadata) {
    if (icebergMetadata && name.equals("metadata")) {
      return true;
    }
    return (name.startsWith(".") || name.startsWith("_"))
        && !name.startsWith("_delta_index")
        && !name.startsWith("_change_data")
        && partitionColumns.stream().noneMatch(column -> name.startsWith(column + "="));
  }

  private String reason(String path) {
    Long removed = expiredTombstones.get(path);
    if (removed != null) {
      return "removed by the log at "
          + Instant.ofEpochMilli(removed)
          + ", before the cutoff: its tombstone has expired";
    }
    String name = FileAccess.fileName(path);
    if (name.startsWith("deletion_vector_") && name.endsWith(".bin")) {
      return "a deletion vector no live file and no unexpired tombstone refers to";
    }
    if (path.startsWith("_change_data/")) {
      return "a change data file: VACUUM deletes those older than the cutoff";
    }
    return "a file the latest version does not reference: written by a write that failed or"
        + " never committed, or removed by a tombstone already dropped";
  }

  private void unread(Problem problem) {
    problems.add(
        new Problem(
            problem.kind(),
            problem.path(),
            problem.message() + "; files it names may be listed as deleted"));
  }

  private void unlisted(Problem problem) {
    problems.add(
        new Problem(problem.kind(), problem.path(), problem.message() + "; not previewed"));
  }
}
