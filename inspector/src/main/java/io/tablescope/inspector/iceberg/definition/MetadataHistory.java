package io.tablescope.inspector.iceberg.definition;

import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.metadata.MetadataLogEntry;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.iceberg.metadata.SnapshotRef;
import io.tablescope.format.iceberg.metadata.TableMetadata;
import io.tablescope.format.iceberg.metadata.TableMetadataParser;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.location.Unreadable;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.table.AnalysisProgress;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.NoSuchFileException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.UnaryOperator;

/**
 * How the table's definition changed along its metadata log: each earlier metadata file still on
 * storage is read and compared with the one after it, oldest first, ending with the current file. A
 * file that cannot be read is a version with its problem; the comparison skips over it.
 *
 * @param versions the metadata log's files, then the current one, oldest first
 * @param propertyChanges what each version changed in the table properties, oldest first
 * @param refMoves where each version moved branches and tags, oldest first
 */
public record MetadataHistory(
    List<MetadataVersion> versions, List<PropertyChange> propertyChanges, List<RefMove> refMoves) {

  public MetadataHistory {
    versions = List.copyOf(versions);
    propertyChanges = List.copyOf(propertyChanges);
    refMoves = List.copyOf(refMoves);
  }

  /** The versions that could not be read. */
  public List<Problem> problems() {
    return versions.stream().map(MetadataVersion::problem).filter(Objects::nonNull).toList();
  }

  /** Reads the table's metadata log through the table's storage, where the table was opened. */
  public static MetadataHistory read(IcebergTable table, AnalysisProgress progress) {
    return read(table.metadata(), table.files(), table::localPath, progress);
  }

  /**
   * Reads the metadata log of {@code current}.
   *
   * @param localPath where a recorded metadata path is read from
   * @throws java.util.concurrent.CancellationException when the progress is cancelled
   */
  public static MetadataHistory read(
      TableMetadata current,
      FileAccess files,
      UnaryOperator<String> localPath,
      AnalysisProgress progress) {
    List<MetadataLogEntry> log = current.metadataLog();
    List<MetadataVersion> versions = new ArrayList<>();
    List<TableMetadata> readable = new ArrayList<>();
    TableMetadataParser parser = new TableMetadataParser();
    for (int i = 0; i < log.size(); i++) {
      progress.checkCancelled();
      progress.update(
          (double) i / (log.size() + 1),
          "Reading metadata file " + (i + 1) + " of " + (log.size() + 1));
      MetadataLogEntry entry = log.get(i);
      try {
        TableMetadata metadata = parser.read(files, localPath.apply(entry.metadataFile()));
        versions.add(
            new MetadataVersion(
                entry.metadataFile(), entry.timestampMillis(), metadata.currentSnapshotId(), null));
        readable.add(metadata);
      } catch (IOException | UncheckedIOException e) {
        versions.add(
            new MetadataVersion(
                entry.metadataFile(), entry.timestampMillis(), null, problem(entry, e)));
        readable.add(null);
      }
    }
    versions.add(
        new MetadataVersion(
            current.metadataFile(),
            current.lastUpdatedMillis(),
            current.currentSnapshotId(),
            null));
    readable.add(current);
    return compare(versions, readable);
  }

  private static Problem problem(MetadataLogEntry entry, Exception e) {
    Throwable cause = e instanceof UncheckedIOException unchecked ? unchecked.getCause() : e;
    boolean missing =
        cause instanceof NoSuchFileException || cause instanceof java.io.FileNotFoundException;
    return missing
        ? new Problem(
            Problem.Kind.MISSING,
            entry.metadataFile(),
            "metadata file is missing (expired or deleted)")
        : new Problem(
            Problem.Kind.CORRUPT,
            entry.metadataFile(),
            "cannot read metadata file: " + Unreadable.why(e));
  }

  private static MetadataHistory compare(
      List<MetadataVersion> versions, List<TableMetadata> readable) {
    Map<Long, Long> parents = new HashMap<>();
    for (TableMetadata metadata : readable) {
      if (metadata != null) {
        for (Snapshot snapshot : metadata.snapshots()) {
          if (snapshot.parentId() != null) {
            parents.putIfAbsent(snapshot.snapshotId(), snapshot.parentId());
          }
        }
      }
    }
    List<PropertyChange> propertyChanges = new ArrayList<>();
    List<RefMove> refMoves = new ArrayList<>();
    TableMetadata previous = null;
    for (int i = 0; i < readable.size(); i++) {
      TableMetadata metadata = readable.get(i);
      if (metadata == null) {
        continue;
      }
      MetadataVersion version = versions.get(i);
      if (previous != null) {
        properties(previous, metadata, version, propertyChanges);
      }
      refs(previous, metadata, version, parents, refMoves);
      previous = metadata;
    }
    return new MetadataHistory(versions, propertyChanges, refMoves);
  }

  private static void properties(
      TableMetadata previous,
      TableMetadata metadata,
      MetadataVersion version,
      List<PropertyChange> changes) {
    Set<String> keys = new TreeSet<>(previous.properties().keySet());
    keys.addAll(metadata.properties().keySet());
    for (String key : keys) {
      String before = previous.properties().get(key);
      String after = metadata.properties().get(key);
      if (!Objects.equals(before, after)) {
        changes.add(
            new PropertyChange(
                version.metadataFile(), version.timestampMillis(), key, before, after));
      }
    }
  }

  private static void refs(
      TableMetadata previous,
      TableMetadata metadata,
      MetadataVersion version,
      Map<Long, Long> parents,
      List<RefMove> moves) {
    Map<String, Long> before = previous == null ? Map.of() : refs(previous);
    Map<String, Long> after = refs(metadata);
    Set<Long> known = new HashSet<>();
    if (previous != null) {
      previous.snapshots().forEach(snapshot -> known.add(snapshot.snapshotId()));
    }
    Set<String> names = new java.util.LinkedHashSet<>(after.keySet());
    names.addAll(before.keySet());
    for (String name : names) {
      Long from = before.get(name);
      Long to = after.get(name);
      if (Objects.equals(from, to)) {
        continue;
      }
      RefMove.Kind kind;
      if (to == null) {
        kind = RefMove.Kind.REMOVED;
      } else if (from == null) {
        kind = RefMove.Kind.CREATED;
      } else if (!known.contains(to)) {
        kind = RefMove.Kind.COMMIT;
      } else if (isAncestor(to, from, parents)) {
        kind = RefMove.Kind.ROLLBACK;
      } else if (isAncestor(from, to, parents)) {
        kind = RefMove.Kind.FAST_FORWARD;
      } else {
        kind = RefMove.Kind.SET;
      }
      moves.add(
          new RefMove(version.metadataFile(), version.timestampMillis(), name, from, to, kind));
    }
  }

  /** The refs of a metadata version; {@code main} is its current snapshot (v1 has no refs). */
  private static Map<String, Long> refs(TableMetadata metadata) {
    Map<String, Long> refs = new LinkedHashMap<>();
    if (metadata.currentSnapshotId() != null) {
      refs.put(SnapshotRef.MAIN_BRANCH, metadata.currentSnapshotId());
    }
    for (SnapshotRef ref : metadata.refs().values()) {
      if (!ref.name().equals(SnapshotRef.MAIN_BRANCH)) {
        refs.put(ref.name(), ref.snapshotId());
      }
    }
    return refs;
  }

  /** Whether {@code ancestor} is a strict ancestor of {@code snapshot}. */
  static boolean isAncestor(long ancestor, long snapshot, Map<Long, Long> parents) {
    Set<Long> seen = new HashSet<>();
    Long parent = parents.get(snapshot);
    while (parent != null && seen.add(parent)) {
      if (parent == ancestor) {
        return true;
      }
      parent = parents.get(parent);
    }
    return false;
  }
}
