package io.tablescope.inspector.delta.graph;

import io.tablescope.format.Problem;
import io.tablescope.format.delta.action.Action;
import io.tablescope.format.delta.action.AddCDCFile;
import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.delta.action.CommitInfo;
import io.tablescope.format.delta.action.DomainMetadata;
import io.tablescope.format.delta.action.Metadata;
import io.tablescope.format.delta.action.Protocol;
import io.tablescope.format.delta.action.RemoveFile;
import io.tablescope.format.delta.action.SetTransaction;
import io.tablescope.format.delta.action.Sidecar;
import io.tablescope.format.delta.log.CommitActions;
import io.tablescope.format.io.FileAccess;
import io.tablescope.inspector.table.graph.GraphCard.EntryStatus;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** The lines of a Delta action's card, its key first, in the log's own words. */
final class DeltaGraphLines {
  private DeltaGraphLines() {}

  /** Whether an action names a data file: the ones a version can hold by the thousand. */
  static boolean isFileAction(Action action) {
    return action instanceof AddFile
        || action instanceof RemoveFile
        || action instanceof AddCDCFile;
  }

  /** The file an action names, or null. */
  static String path(Action action) {
    if (action instanceof AddFile add) {
      return add.decodedPath();
    }
    if (action instanceof RemoveFile remove) {
      return remove.decodedPath();
    }
    if (action instanceof AddCDCFile cdc) {
      return cdc.path();
    }
    return action instanceof Sidecar sidecar ? sidecar.decodedPath() : null;
  }

  /** An add adds its file, a remove deletes it; the other actions carry the table along. */
  static EntryStatus status(Action action) {
    if (action instanceof AddFile) {
      return EntryStatus.ADDED;
    }
    return action instanceof RemoveFile ? EntryStatus.DELETED : EntryStatus.EXISTING;
  }

  static List<String> of(Action action) {
    List<String> lines = new ArrayList<>();
    lines.add(action.key());
    if (action instanceof AddFile add) {
      lines.add(FileAccess.fileName(add.path()));
      lines.add(partition(add.partitionValues()));
      lines.add(
          String.format("%,d bytes", add.size())
              + (add.deletionVector() == null
                  ? ""
                  : String.format(" · DV of %,d rows", add.deletionVector().cardinality())));
    } else if (action instanceof RemoveFile remove) {
      lines.add(FileAccess.fileName(remove.path()));
      lines.add(partition(remove.partitionValues()));
      lines.add(
          remove.deletionTimestamp() == null
              ? "no deletionTimestamp"
              : "deletionTimestamp " + remove.deletionTimestamp());
    } else if (action instanceof AddCDCFile cdc) {
      lines.add(FileAccess.fileName(cdc.path()));
      lines.add(String.format("%,d bytes", cdc.size()));
    } else if (action instanceof Protocol protocol) {
      lines.add(
          "reader " + protocol.minReaderVersion() + " · writer " + protocol.minWriterVersion());
      if (protocol.readerFeatures() != null || protocol.writerFeatures() != null) {
        lines.add("features " + features(protocol));
      }
    } else if (action instanceof Metadata metadata) {
      lines.add("id " + metadata.id());
      lines.add(
          metadata.partitionColumns().isEmpty()
              ? "unpartitioned"
              : "partitioned by " + String.join(", ", metadata.partitionColumns()));
      lines.add(String.format("%,d properties", metadata.configuration().size()));
    } else if (action instanceof SetTransaction txn) {
      lines.add(txn.appId() + " · version " + txn.version());
    } else if (action instanceof DomainMetadata domain) {
      lines.add(domain.domain() + (domain.removed() ? " · removed" : ""));
    } else if (action instanceof Sidecar sidecar) {
      lines.add(FileAccess.fileName(sidecar.path()));
    }
    return lines;
  }

  /** A commit file's card: its name, operation and writer, what it holds, its problems. */
  static List<String> commit(CommitActions read) {
    List<Action> actions = read.actions();
    long adds = actions.stream().filter(AddFile.class::isInstance).count();
    long removes = actions.stream().filter(RemoveFile.class::isInstance).count();
    List<String> lines = new ArrayList<>();
    lines.add(FileAccess.fileName(read.location()));
    lines.add(operation(read.commitInfo()));
    lines.add(String.format("%,d actions · %,d adds · %,d removes", actions.size(), adds, removes));
    read.problems().forEach(p -> lines.add(p.message()));
    return lines;
  }

  /** The problems as a card's problem, or null when there are none. */
  static String problem(List<Problem> problems) {
    return problems.isEmpty()
        ? null
        : problems.stream().map(Problem::message).collect(Collectors.joining("; "));
  }

  /** The version a commit or compaction file starts at: the number its name begins with. */
  static long versionOf(String location) {
    String name = FileAccess.fileName(location);
    int dot = name.indexOf('.');
    try {
      return Long.parseLong(dot < 0 ? name : name.substring(0, dot));
    } catch (NumberFormatException e) {
      return -1;
    }
  }

  private static String operation(CommitInfo info) {
    if (info == null) {
      return "no commitInfo";
    }
    String operation = info.operation() == null ? "no operation" : info.operation();
    return info.engineInfo() == null ? operation : operation + " · " + info.engineInfo();
  }

  private static String partition(Map<String, String> values) {
    if (values == null || values.isEmpty()) {
      return "unpartitioned";
    }
    return values.entrySet().stream()
        .map(entry -> entry.getKey() + "=" + entry.getValue())
        .collect(Collectors.joining(", "));
  }

  private static String features(Protocol protocol) {
    List<String> all = new ArrayList<>();
    if (protocol.readerFeatures() != null) {
      all.addAll(protocol.readerFeatures());
    }
    if (protocol.writerFeatures() != null) {
      protocol.writerFeatures().stream().filter(f -> !all.contains(f)).forEach(all::add);
    }
    return all.isEmpty() ? "none" : String.join(", ", all);
  }
}
