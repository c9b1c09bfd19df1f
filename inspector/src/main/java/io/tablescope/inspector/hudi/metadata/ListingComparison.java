package io.tablescope.inspector.hudi.metadata;

import io.tablescope.format.Problem;
import io.tablescope.format.hudi.file.HoodieBaseFileName;
import io.tablescope.format.hudi.file.HoodieLogFileName;
import io.tablescope.format.hudi.file.PartitionListing;
import io.tablescope.format.hudi.log.LogBlock;
import io.tablescope.format.hudi.log.LogBlockReader;
import io.tablescope.format.hudi.timeline.HoodieAction;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.FileEntry;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.hudi.metadata.ListingDisagreement.Kind;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Lays the metadata table's {@code files} partition beside the storage listing, as a reader with
 * the metadata table off lists the table (partitions by their marker, the files Hudi takes for data
 * files in each). A difference a healthy table shows is marked expected: a file of a write still
 * pending, which the metadata table lists once the write completes, or a file a pending clean
 * already deleted.
 */
public final class ListingComparison {
  /** The extensions of Hudi's file formats, which a listing without the metadata table keeps. */
  private static final Set<String> DATA_FILE_EXTENSIONS =
      Set.of(".parquet", ".orc", ".hfile", ".log");

  private final HudiTable table;

  private ListingComparison(HudiTable table) {
    this.table = table;
  }

  public static ListingCheck compare(HudiTable table, MetadataTableFiles listed) {
    return new ListingComparison(table).compare(listed);
  }

  private ListingCheck compare(MetadataTableFiles listed) {
    PartitionListing.Partitions storage =
        PartitionListing.partitions(table.files(), table.location());
    List<Problem> problems = new ArrayList<>(listed.problems());
    problems.addAll(storage.problems());
    Map<String, Map<String, Long>> onStorage = new TreeMap<>();
    for (PartitionListing.PartitionFiles partition : storage.partitions()) {
      Map<String, Long> sizes = new TreeMap<>();
      for (FileEntry file : partition.files()) {
        String name = FileAccess.fileName(file.location());
        if (isDataFile(name)) {
          sizes.put(name, file.length());
        }
      }
      onStorage.put(partition.partition(), sizes);
    }
    Set<String> partitions = new TreeSet<>(onStorage.keySet());
    partitions.addAll(listed.files().keySet());
    List<ListingDisagreement> disagreements = new ArrayList<>();
    for (String partition : partitions) {
      Map<String, Long> metadata = listed.files().getOrDefault(partition, Map.of());
      Map<String, Long> stored = onStorage.getOrDefault(partition, Map.of());
      Set<String> names = new TreeSet<>(metadata.keySet());
      names.addAll(stored.keySet());
      for (String name : names) {
        Long metadataSize = metadata.get(name);
        Long storageSize = stored.get(name);
        if (!Objects.equals(metadataSize, storageSize)) {
          disagreements.add(disagreement(partition, name, metadataSize, storageSize));
        }
      }
    }
    return new ListingCheck(
        listed,
        List.copyOf(onStorage.keySet()),
        listed.partitions().stream().filter(p -> !onStorage.containsKey(p)).toList(),
        onStorage.keySet().stream().filter(p -> !listed.files().containsKey(p)).toList(),
        disagreements,
        problems);
  }

  /**
   * Hudi's rule for the files a listing without the metadata table keeps, less the checksum files
   * Hadoop's local file system writes beside each file ({@code ..name.log.1_0-0-0.crc}) and hides
   * from Hudi.
   */
  static boolean isDataFile(String name) {
    if (name.startsWith(".") && name.endsWith(".crc")) {
      return false;
    }
    int dot = name.lastIndexOf('.');
    return (dot >= 0 && DATA_FILE_EXTENSIONS.contains(name.substring(dot)))
        || name.contains(".log.");
  }

  private ListingDisagreement disagreement(
      String partition, String name, Long metadataSize, Long storageSize) {
    Kind kind =
        metadataSize == null
            ? Kind.ONLY_ON_STORAGE
            : storageSize == null ? Kind.ONLY_IN_METADATA : Kind.SIZE_DIFFERS;
    List<String> writers = writers(partition, name, kind);
    String writtenBy = writers.isEmpty() ? null : writers.get(writers.size() - 1);
    String because = null;
    if (kind == Kind.ONLY_IN_METADATA) {
      because = pendingClean().orElse(null);
    } else {
      for (String writer : writers) {
        Optional<HoodieInstant> pending =
            table.timeline().instant(writer).filter(instant -> !instant.isCompleted());
        if (pending.isPresent()) {
          writtenBy = writer;
          because =
              pending.get()
                  + " is still pending: the metadata table lists a write's files once it completes";
          break;
        }
      }
    }
    return new ListingDisagreement(
        partition, name, kind, metadataSize, storageSize, writtenBy, because);
  }

  /**
   * The instants that wrote the file: the one its name carries, or before table version 8 a log's
   * blocks' instants (its name carries the slice's base instant), read when storage holds it.
   */
  private List<String> writers(String partition, String name, Kind kind) {
    Optional<HoodieBaseFileName> base = HoodieBaseFileName.parse(name);
    if (base.isPresent()) {
      return List.of(base.get().instantTime());
    }
    Optional<HoodieLogFileName> log = HoodieLogFileName.parse(name);
    if (log.isEmpty()) {
      return List.of();
    }
    if (table.config().tableVersion() >= 8 || kind == Kind.ONLY_IN_METADATA) {
      return List.of(log.get().instantTime());
    }
    String folder =
        partition.isEmpty() ? table.location() : FileAccess.child(table.location(), partition);
    Set<String> instants = new LinkedHashSet<>();
    for (LogBlock block :
        LogBlockReader.read(table.files(), FileAccess.child(folder, name)).blocks()) {
      if (block.instantTime() != null) {
        instants.add(block.instantTime());
      }
    }
    return List.copyOf(instants);
  }

  /** Why a file only the metadata table lists may be fine: a clean deletes before it records. */
  private Optional<String> pendingClean() {
    return table.timeline().instants().stream()
        .filter(i -> i.action().equals(HoodieAction.CLEAN) && !i.isCompleted())
        .findFirst()
        .map(
            clean ->
                clean
                    + " is still pending: a clean deletes its files before the metadata table"
                    + " records it");
  }
}
