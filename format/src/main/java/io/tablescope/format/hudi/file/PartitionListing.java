package io.tablescope.format.hudi.file;

import io.tablescope.format.Problem;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.FileEntry;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;

/**
 * Finds a Hudi table's partitions in storage: the folders holding a {@code
 * .hoodie_partition_metadata} file, as Hudi lists them without its metadata table. Folders whose
 * names start with a dot ({@code .hoodie}) are not the table's; nor are folders without the marker,
 * such as a stray folder of expected results beside the partitions.
 */
public final class PartitionListing {
  public static final String PARTITION_METAFILE = ".hoodie_partition_metadata";

  /** Partition paths nest one folder a partition field; no table has this many fields. */
  static final int MAX_DEPTH = 32;

  /** Folders looked into; a table's partitions number far fewer. */
  static final int MAX_FOLDERS = 1_000_000;

  private PartitionListing() {}

  /**
   * The partitions found, each with its files, sorted by path relative to the table root ("" for a
   * table without partitions).
   */
  public record Partitions(List<PartitionFiles> partitions, List<Problem> problems) {
    public Partitions {
      partitions = List.copyOf(partitions);
      problems = List.copyOf(problems);
    }

    public List<String> paths() {
      return partitions.stream().map(PartitionFiles::partition).toList();
    }
  }

  /** A partition's files, with what the listing tells of each. */
  public record PartitionFiles(String partition, List<FileEntry> files, Problem problem) {
    public PartitionFiles {
      files = List.copyOf(files);
    }
  }

  /** Walks the table's folders for partitions, breadth first, listing each folder once. */
  public static Partitions partitions(FileAccess files, String tableRoot) {
    List<PartitionFiles> found = new ArrayList<>();
    List<Problem> problems = new ArrayList<>();
    Deque<String[]> folders = new ArrayDeque<>();
    folders.add(new String[] {tableRoot, ""});
    int visited = 0;
    while (!folders.isEmpty()) {
      String[] folder = folders.poll();
      if (++visited > MAX_FOLDERS) {
        problems.add(
            new Problem(
                Problem.Kind.UNSUPPORTED,
                tableRoot,
                "more than " + MAX_FOLDERS + " folders; partitions listed from the first ones"));
        break;
      }
      List<FileEntry> entries;
      try {
        entries = files.listEntries(folder[0]);
      } catch (IOException e) {
        problems.add(
            new Problem(Problem.Kind.MISSING, folder[0], FileAccess.describe(folder[0], e)));
        continue;
      }
      int depth = folder[1].isEmpty() ? 0 : folder[1].split("/").length;
      boolean partition = false;
      for (FileEntry entry : entries) {
        String name = FileAccess.fileName(entry.location());
        if (!entry.directory() && name.startsWith(PARTITION_METAFILE)) {
          partition = true;
        } else if (entry.directory() && !name.startsWith(".") && depth < MAX_DEPTH) {
          folders.add(
              new String[] {entry.location(), folder[1].isEmpty() ? name : folder[1] + "/" + name});
        }
      }
      if (partition) {
        found.add(
            new PartitionFiles(
                folder[1], entries.stream().filter(entry -> !entry.directory()).toList(), null));
      }
    }
    found.sort(Comparator.comparing(PartitionFiles::partition));
    return new Partitions(found, problems);
  }

  /** The files directly in a partition, sorted by name. */
  public static PartitionFiles files(FileAccess files, String tableRoot, String partition) {
    String folder = partition.isEmpty() ? tableRoot : FileAccess.child(tableRoot, partition);
    try {
      List<FileEntry> entries =
          files.listEntries(folder).stream().filter(entry -> !entry.directory()).toList();
      return new PartitionFiles(partition, entries, null);
    } catch (IOException e) {
      return new PartitionFiles(
          partition,
          List.of(),
          new Problem(Problem.Kind.MISSING, folder, FileAccess.describe(folder, e)));
    }
  }
}
