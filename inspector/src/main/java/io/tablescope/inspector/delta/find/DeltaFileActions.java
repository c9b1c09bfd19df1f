package io.tablescope.inspector.delta.find;

import io.tablescope.format.delta.action.Action;
import io.tablescope.format.delta.action.AddCDCFile;
import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.delta.action.DeletionVectorDescriptor;
import io.tablescope.format.delta.action.FileStats;
import io.tablescope.format.delta.action.RemoveFile;
import io.tablescope.inspector.delta.LoggedVersion;
import io.tablescope.inspector.delta.find.DeltaFileEvent.Kind;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/** A log's file actions as the events of one file, and whether the file is live after them. */
final class DeltaFileActions {
  private DeltaFileActions() {}

  /** The decoded path of a file action, or null for any other action. */
  static String path(Action action) {
    if (action instanceof AddFile add) {
      return add.decodedPath();
    }
    if (action instanceof RemoveFile remove) {
      return remove.decodedPath();
    }
    return action instanceof AddCDCFile cdc ? cdc.decodedPath() : null;
  }

  /** A file action as an event of its file; null for any other action. */
  static DeltaFileEvent event(LoggedVersion version, Action action) {
    if (action instanceof AddFile add) {
      return new DeltaFileEvent(
          version.version(),
          Kind.ADD,
          version.operation(),
          add.dataChange(),
          partition(add.partitionValues()),
          dvId(add.deletionVector()),
          dvRows(add.deletionVector()),
          numRecords(add.parsedStats()),
          add.size());
    }
    if (action instanceof RemoveFile remove) {
      return new DeltaFileEvent(
          version.version(),
          Kind.REMOVE,
          version.operation(),
          remove.dataChange(),
          partition(remove.partitionValues()),
          dvId(remove.deletionVector()),
          dvRows(remove.deletionVector()),
          numRecords(remove.parsedStats()),
          remove.size());
    }
    if (action instanceof AddCDCFile cdc) {
      return new DeltaFileEvent(
          version.version(),
          Kind.CDC,
          version.operation(),
          cdc.dataChange(),
          partition(cdc.partitionValues()),
          null,
          null,
          null,
          cdc.size());
    }
    return null;
  }

  /** The partition values as {@code col=value} joined by "/", in the order the action gives. */
  static String partition(Map<String, String> values) {
    if (values == null || values.isEmpty()) {
      return "";
    }
    return values.entrySet().stream()
        .map(e -> e.getKey() + "=" + (e.getValue() == null ? "" : e.getValue()))
        .collect(Collectors.joining("/"));
  }

  /**
   * Whether the file is live after its events: Delta keeps the newest action per (path, deletion
   * vector), and a version that updates a deletion vector removes the old one and adds the new.
   */
  static boolean live(List<DeltaFileEvent> events) {
    Set<String> liveVectors = new HashSet<>();
    int i = 0;
    while (i < events.size()) {
      long version = events.get(i).version();
      int end = i;
      while (end < events.size() && events.get(end).version() == version) {
        end++;
      }
      List<DeltaFileEvent> same = events.subList(i, end);
      same.stream().filter(e -> e.action() == Kind.REMOVE).forEach(e -> liveVectors.remove(key(e)));
      same.stream().filter(e -> e.action() == Kind.ADD).forEach(e -> liveVectors.add(key(e)));
      i = end;
    }
    return !liveVectors.isEmpty();
  }

  private static String key(DeltaFileEvent event) {
    return event.deletionVector() == null ? "" : event.deletionVector();
  }

  private static String dvId(DeletionVectorDescriptor dv) {
    return dv == null ? null : dv.uniqueId();
  }

  private static Long dvRows(DeletionVectorDescriptor dv) {
    return dv == null ? null : dv.cardinality();
  }

  private static Long numRecords(FileStats stats) {
    return stats == null ? null : stats.numRecords();
  }
}
