package io.tablescope.inspector.hudi.find;

import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.inspector.hudi.find.HudiFileEvent.Change;
import io.tablescope.inspector.hudi.find.HudiFindHit.Kind;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Finds a path or part of one, a file id, a partition or an instant in a Hudi table's file
 * histories, ignoring case; and one file by its path or an ending only it has.
 */
public final class HudiSearch {
  private static final Set<Change> WRITTEN = Set.of(Change.ADDED, Change.APPENDED);
  private static final Set<Change> GONE = Set.of(Change.SUPERSEDED, Change.DELETED);

  private HudiSearch() {}

  /** Instants first, then partitions, file groups and files, each in name order. */
  public static List<HudiFindHit> find(HudiFileHistories histories, String text) {
    String wanted = text.strip().toLowerCase(Locale.ROOT);
    List<HudiFindHit> hits = new ArrayList<>();
    if (wanted.isEmpty()) {
      return hits;
    }
    instants(histories, wanted, hits);
    Map<String, List<HudiFileHistory>> partitions = new TreeMap<>();
    Map<String, List<HudiFileHistory>> groups = new TreeMap<>();
    List<HudiFileHistory> files = new ArrayList<>();
    for (HudiFileHistory file : histories.histories()) {
      if (!file.partition().isEmpty() && matches(file.partition(), wanted)) {
        partitions.computeIfAbsent(file.partition(), k -> new ArrayList<>()).add(file);
      }
      if (!file.fileId().isEmpty() && matches(file.fileId(), wanted)) {
        groups.computeIfAbsent(groupName(file), k -> new ArrayList<>()).add(file);
      }
      if (matches(file.path(), wanted)) {
        files.add(file);
      }
    }
    partitions.forEach(
        (partition, in) ->
            hits.add(
                hit(
                    Kind.PARTITION,
                    partition,
                    "partition of " + in.size() + " files",
                    instantsOf(in, WRITTEN),
                    in)));
    groups.forEach(
        (group, in) -> hits.add(hit(Kind.FILE_GROUP, group, groupDetail(in), liveIn(in), in)));
    for (HudiFileHistory file : files) {
      hits.add(hit(Kind.FILE, file.path(), fileDetail(file), file.liveIn(), List.of(file)));
    }
    return hits;
  }

  /**
   * The one file whose path is the text or ends with it.
   *
   * @throws IllegalArgumentException naming the table when no file, or several, match
   */
  public static HudiFileHistory file(HudiFileHistories histories, String pathOrSuffix) {
    List<HudiFileHistory> endingWith = new ArrayList<>();
    for (HudiFileHistory file : histories.histories()) {
      if (file.path().equals(pathOrSuffix)) {
        return file;
      }
      if (file.path().endsWith(pathOrSuffix)) {
        endingWith.add(file);
      }
    }
    String table = histories.table().location();
    if (endingWith.isEmpty()) {
      throw new IllegalArgumentException(
          "No file of table " + table + " has the path or a path ending in " + pathOrSuffix);
    }
    if (endingWith.size() > 1) {
      throw new IllegalArgumentException(
          endingWith.size()
              + " files of table "
              + table
              + " have paths ending in "
              + pathOrSuffix
              + "; give more of the path: "
              + String.join(", ", endingWith.stream().limit(5).map(HudiFileHistory::path).toList())
              + (endingWith.size() > 5 ? ", ..." : ""));
    }
    return endingWith.get(0);
  }

  private static void instants(HudiFileHistories histories, String wanted, List<HudiFindHit> hits) {
    List<HoodieInstant> all = new ArrayList<>(histories.table().archivedInstants());
    Set<HoodieInstant> active = Set.copyOf(histories.table().timeline().instants());
    all.addAll(histories.table().timeline().instants());
    List<HoodieInstant> matching =
        all.stream().filter(instant -> matches(instant.requestedTime(), wanted)).toList();
    if (matching.isEmpty()) {
      return;
    }
    // What each instant did, gathered in one pass however many instants match.
    Map<String, Integer> touched = new HashMap<>();
    Map<String, List<String>> created = new HashMap<>();
    for (HudiFileHistory file : histories.histories()) {
      file.events().stream()
          .filter(e -> e.change() != Change.KEPT)
          .map(HudiFileEvent::instant)
          .distinct()
          .forEach(instant -> touched.merge(instant, 1, Integer::sum));
      if (file.createdBy() != null) {
        created.computeIfAbsent(file.createdBy(), k -> new ArrayList<>()).add(file.path());
      }
    }
    for (HoodieInstant instant : matching) {
      String time = instant.requestedTime();
      boolean archived = !active.contains(instant);
      hits.add(
          new HudiFindHit(
              Kind.INSTANT,
              time,
              instant.action()
                  + " "
                  + instant.state()
                  + (archived ? ", archived" : "")
                  + ", touching "
                  + touched.getOrDefault(time, 0)
                  + " files",
              List.of(time),
              created.getOrDefault(time, List.of()),
              List.of()));
    }
  }

  private static HudiFindHit hit(
      Kind kind,
      String name,
      String detail,
      Collection<String> instants,
      List<HudiFileHistory> files) {
    return new HudiFindHit(
        kind,
        name,
        detail,
        List.copyOf(instants),
        List.copyOf(instantsOf(files, WRITTEN)),
        List.copyOf(instantsOf(files, GONE)));
  }

  private static Set<String> instantsOf(List<HudiFileHistory> files, Set<Change> changes) {
    Set<String> instants = new TreeSet<>();
    files.forEach(
        file ->
            file.events().stream()
                .filter(e -> changes.contains(e.change()))
                .forEach(e -> instants.add(e.instant())));
    return instants;
  }

  private static Set<String> liveIn(List<HudiFileHistory> files) {
    Set<String> instants = new TreeSet<>();
    files.forEach(file -> instants.addAll(file.liveIn()));
    return instants;
  }

  private static String groupName(HudiFileHistory file) {
    return file.partition().isEmpty() ? file.fileId() : file.partition() + "/" + file.fileId();
  }

  private static String groupDetail(List<HudiFileHistory> files) {
    Map<Boolean, Long> kinds = new LinkedHashMap<>();
    files.forEach(f -> kinds.merge(f.log(), 1L, Long::sum));
    return "file group of "
        + kinds.getOrDefault(false, 0L)
        + " base and "
        + kinds.getOrDefault(true, 0L)
        + " log files";
  }

  private static String fileDetail(HudiFileHistory file) {
    return (file.log() ? "log file" : "base file")
        + " of file group "
        + file.fileId()
        + (file.createdBy() == null ? "" : ", written by " + file.createdBy())
        + (file.inStorage() ? "" : ", not in storage");
  }

  private static boolean matches(String value, String wanted) {
    return value.toLowerCase(Locale.ROOT).contains(wanted);
  }
}
