package io.tablescope.inspector.hudi.replay;

import io.tablescope.format.Problem;
import io.tablescope.format.hudi.file.HoodieBaseFileName;
import io.tablescope.format.hudi.file.HoodieLogFileName;
import io.tablescope.format.io.FileAccess;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The file groups a pending write's markers name: Hudi creates a marker before it writes each file,
 * so they say what a writer that died was writing. Direct markers are empty files {@code
 * .hoodie/.temp/<instant>/<partition>/<file>.marker.<IOType>}; the timeline server's are lines of
 * {@code <partition>/<file>.marker.<IOType>} in {@code .hoodie/.temp/<instant>/MARKERS<n>} files.
 * Reading is bounded: a hostile folder is a problem, not an endless walk.
 */
public final class Markers {
  static final int MAX_MARKERS = 200_000;
  static final int MAX_DEPTH = 32;
  static final long MAX_BYTES = 64L << 20;

  /** A marker's name: the data file's, then the I/O it marks (Hudi's {@code IOType}). */
  private static final Pattern MARKER = Pattern.compile("(.+)\\.marker\\.(CREATE|MERGE|APPEND)");

  /** The file groups found, how many markers named them, and what could not be read. */
  public record Read(SortedSet<FileGroupId> fileGroups, int markers, List<Problem> problems) {}

  private final FileAccess files;
  private final SortedSet<FileGroupId> groups = new TreeSet<>();
  private final List<Problem> problems = new ArrayList<>();
  private int markers;
  private long bytes;

  private Markers(FileAccess files) {
    this.files = files;
  }

  /** The markers of the instant under the table at {@code location}; none when it has no folder. */
  public static Read read(FileAccess files, String location, String instantTime) {
    String folder = FileAccess.child(FileAccess.child(location, ".hoodie/.temp"), instantTime);
    Markers reader = new Markers(files);
    if (files.isDirectory(folder)) {
      reader.walk(folder, "", 0);
    }
    return new Read(reader.groups, reader.markers, List.copyOf(reader.problems));
  }

  private void walk(String folder, String partition, int depth) {
    if (depth > MAX_DEPTH) {
      problems.add(
          new Problem(Problem.Kind.INVALID, folder, "markers nested deeper than " + MAX_DEPTH));
      return;
    }
    List<String> entries;
    try {
      entries = files.list(folder);
    } catch (IOException e) {
      problems.add(new Problem(Problem.Kind.CORRUPT, folder, FileAccess.describe(folder, e)));
      return;
    }
    for (String entry : entries) {
      if (full()) {
        return;
      }
      String name = FileAccess.fileName(entry);
      if (files.isDirectory(entry)) {
        walk(entry, partition.isEmpty() ? name : partition + "/" + name, depth + 1);
      } else if (depth == 0 && name.startsWith("MARKERS") && !name.equals("MARKERS.type")) {
        timelineServerMarkers(entry);
      } else {
        marker(partition, name);
      }
    }
  }

  private void timelineServerMarkers(String file) {
    try {
      long length = files.length(file);
      if (bytes + length > MAX_BYTES) {
        problems.add(
            new Problem(
                Problem.Kind.INVALID, file, "markers past " + MAX_BYTES + " bytes: not read"));
        bytes = MAX_BYTES;
        return;
      }
      bytes += length;
      String text = new String(files.readAllBytes(file), StandardCharsets.UTF_8);
      for (String line : text.split("\n")) {
        if (full()) {
          return;
        }
        String marker = line.trim();
        int slash = marker.lastIndexOf('/');
        if (!marker.isEmpty()) {
          marker(slash < 0 ? "" : marker.substring(0, slash), marker.substring(slash + 1));
        }
      }
    } catch (IOException e) {
      problems.add(new Problem(Problem.Kind.CORRUPT, file, FileAccess.describe(file, e)));
    }
  }

  private void marker(String partition, String name) {
    Matcher marker = MARKER.matcher(name);
    if (!marker.matches()) {
      return;
    }
    markers++;
    fileId(marker.group(1)).ifPresent(fileId -> groups.add(new FileGroupId(partition, fileId)));
  }

  private static Optional<String> fileId(String dataFile) {
    if (dataFile.startsWith(".")) {
      return HoodieLogFileName.parse(dataFile).map(HoodieLogFileName::fileId);
    }
    return HoodieBaseFileName.parse(dataFile).map(HoodieBaseFileName::fileId);
  }

  private boolean full() {
    if (markers < MAX_MARKERS) {
      return false;
    }
    if (problems.stream().noneMatch(p -> p.message().startsWith("more than"))) {
      problems.add(
          new Problem(
              Problem.Kind.INVALID,
              "markers",
              "more than " + MAX_MARKERS + " markers: not all read"));
    }
    return true;
  }
}
