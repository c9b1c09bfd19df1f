package io.tablescope.format.delta.log;

import io.tablescope.format.Problem;
import io.tablescope.format.delta.action.Action;
import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.delta.action.DomainMetadata;
import io.tablescope.format.delta.action.FileKey;
import io.tablescope.format.delta.action.Metadata;
import io.tablescope.format.delta.action.Protocol;
import io.tablescope.format.delta.action.RemoveFile;
import io.tablescope.format.delta.action.SetTransaction;
import io.tablescope.format.delta.checkpoint.Checkpoint;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Applies actions in log order, as Delta's replay does: an add makes its (path, DV id) live and
 * drops its tombstone, a remove does the reverse; the latest protocol and metadata win; the latest
 * txn per app id; the latest domain metadata per domain, a removed one dropped.
 */
final class StateBuilder {
  private final Map<FileKey, AddFile> files = new LinkedHashMap<>();
  private final Map<FileKey, RemoveFile> tombstones = new LinkedHashMap<>();
  private final Map<String, SetTransaction> transactions = new LinkedHashMap<>();
  private final Map<String, DomainMetadata> domains = new LinkedHashMap<>();
  private final List<String> replayed = new ArrayList<>();
  private final List<Problem> problems = new ArrayList<>();
  private Protocol protocol;
  private String protocolSource;
  private Metadata metadata;

  void apply(String source, List<Action> actions) {
    for (Action action : actions) {
      if (action instanceof AddFile add) {
        FileKey key = add.fileKey();
        files.put(key, add);
        tombstones.remove(key);
      } else if (action instanceof RemoveFile remove) {
        FileKey key = remove.fileKey();
        files.remove(key);
        tombstones.put(key, remove);
      } else if (action instanceof Protocol newProtocol) {
        protocol = newProtocol;
        protocolSource = source;
      } else if (action instanceof Metadata newMetadata) {
        metadata = newMetadata;
      } else if (action instanceof SetTransaction txn) {
        transactions.put(txn.appId(), txn);
      } else if (action instanceof DomainMetadata domain) {
        if (domain.removed()) {
          domains.remove(domain.domain());
        } else {
          domains.put(domain.domain(), domain);
        }
      }
    }
  }

  void replayed(String location) {
    replayed.add(location);
  }

  void problems(List<Problem> more) {
    problems.addAll(more);
  }

  void problem(Problem problem) {
    problems.add(problem);
  }

  DeltaSnapshot build(long version, Checkpoint checkpoint, String logDirectory) {
    List<Problem> all = new ArrayList<>(problems);
    if (protocol == null) {
      all.add(
          new Problem(
              Problem.Kind.INVALID,
              logDirectory,
              "no protocol action at or before version " + version));
    } else {
      checkProtocol(all);
    }
    if (metadata == null) {
      all.add(
          new Problem(
              Problem.Kind.INVALID,
              logDirectory,
              "no metaData action at or before version " + version));
    }
    return new DeltaSnapshot(
        version,
        protocol,
        metadata,
        files,
        tombstones,
        transactions,
        domains,
        checkpoint,
        replayed,
        all);
  }

  private void checkProtocol(List<Problem> all) {
    if (protocol.minReaderVersion() > Protocol.MAX_READER_VERSION) {
      all.add(
          new Problem(
              Problem.Kind.UNSUPPORTED,
              protocolSource,
              "reader version "
                  + protocol.minReaderVersion()
                  + " is not supported (this reader supports up to "
                  + Protocol.MAX_READER_VERSION
                  + "); the state shown may be wrong"));
    }
    List<String> unknown = protocol.unsupportedReaderFeatures();
    if (!unknown.isEmpty()) {
      all.add(
          new Problem(
              Problem.Kind.UNSUPPORTED,
              protocolSource,
              "unknown reader features " + unknown + "; the state shown may be wrong"));
    }
  }
}
