package io.tablescope.inspector.delta.check;

import io.tablescope.format.delta.action.Action;
import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.delta.action.DomainMetadata;
import io.tablescope.format.delta.action.FileKey;
import io.tablescope.format.delta.action.Metadata;
import io.tablescope.format.delta.action.Protocol;
import io.tablescope.format.delta.action.SetTransaction;
import io.tablescope.format.delta.log.DeltaSnapshot;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What a checkpoint must agree on with the replay of the commits it summarises: the live files by
 * path and DV id, the protocol, the metadata, the app transactions and the domain metadata.
 *
 * @param files the live files
 * @param protocol the protocol, or null
 * @param metadata the metadata, or null
 * @param transactions each application's latest version
 * @param domains each active domain's configuration
 */
record LogState(
    Set<FileKey> files,
    Protocol protocol,
    Metadata metadata,
    Map<String, Long> transactions,
    Map<String, String> domains) {

  /** How many differing items a difference names. */
  static final int NAMED = 5;

  /** The state a replay reached. */
  static LogState of(DeltaSnapshot state) {
    Map<String, Long> transactions = new TreeMap<>();
    state.transactions().forEach((app, txn) -> transactions.put(app, txn.version()));
    Map<String, String> domains = new TreeMap<>();
    state.domainMetadata().forEach((domain, meta) -> domains.put(domain, meta.configuration()));
    return new LogState(
        state.files().keySet(), state.protocol(), state.metadata(), transactions, domains);
  }

  /**
   * The state a checkpoint's actions hold: already reconciled by its writer, so collected as they
   * are (a removed domain is a tombstone, not a domain).
   */
  static LogState of(List<Action> checkpoint) {
    Set<FileKey> files = new LinkedHashSet<>();
    Protocol protocol = null;
    Metadata metadata = null;
    Map<String, Long> transactions = new TreeMap<>();
    Map<String, String> domains = new TreeMap<>();
    for (Action action : checkpoint) {
      if (action instanceof AddFile add) {
        files.add(add.fileKey());
      } else if (action instanceof Protocol written) {
        protocol = written;
      } else if (action instanceof Metadata written) {
        metadata = written;
      } else if (action instanceof SetTransaction txn) {
        transactions.put(txn.appId(), txn.version());
      } else if (action instanceof DomainMetadata domain && !domain.removed()) {
        domains.put(domain.domain(), domain.configuration());
      }
    }
    return new LogState(files, protocol, metadata, transactions, domains);
  }

  /**
   * How {@code stated} differs from this state, one line per aspect that differs, each naming the
   * first {@link #NAMED} differing items.
   */
  List<String> differences(LogState stated, String statedName) {
    List<String> differences = new ArrayList<>();
    String files = files(stated.files, statedName);
    if (files != null) {
      differences.add(files);
    }
    String protocolDifference = protocol(protocol, stated.protocol);
    if (protocolDifference != null) {
      differences.add("protocol: " + protocolDifference);
    }
    String metadataDifference = metadata(metadata, stated.metadata);
    if (metadataDifference != null) {
      differences.add("metadata: " + metadataDifference);
    }
    String apps = entries(transactions, stated.transactions);
    if (apps != null) {
      differences.add("app transactions (txn) differ: " + apps);
    }
    String domainDifference = entries(domains, stated.domains);
    if (domainDifference != null) {
      differences.add("domain metadata differs: " + domainDifference);
    }
    return differences;
  }

  private String files(Set<FileKey> stated, String statedName) {
    List<String> extra = named(stated, files);
    List<String> lacking = named(files, stated);
    if (extra.isEmpty() && lacking.isEmpty()) {
      return null;
    }
    List<String> parts = new ArrayList<>();
    if (!lacking.isEmpty()) {
      parts.add(
          "lacks "
              + count(files, stated)
              + " live file(s) the replay holds: "
              + String.join(", ", lacking));
    }
    if (!extra.isEmpty()) {
      parts.add(
          "holds "
              + count(stated, files)
              + " file(s) the replay does not: "
              + String.join(", ", extra));
    }
    return statedName + " " + String.join("; ", parts);
  }

  private static long count(Set<FileKey> in, Set<FileKey> notIn) {
    return in.stream().filter(key -> !notIn.contains(key)).count();
  }

  /** The first few of {@code in} not in {@code notIn}, sorted, with "…" when there are more. */
  private static List<String> named(Set<FileKey> in, Set<FileKey> notIn) {
    TreeSet<String> names = new TreeSet<>();
    for (FileKey key : in) {
      if (!notIn.contains(key)) {
        names.add(
            key.deletionVectorId() == null
                ? key.path()
                : key.path() + " (DV " + key.deletionVectorId() + ")");
      }
    }
    List<String> first = new ArrayList<>(names).subList(0, Math.min(NAMED, names.size()));
    List<String> shown = new ArrayList<>(first);
    if (names.size() > NAMED) {
      shown.add("…");
    }
    return shown;
  }

  /** What differs between two protocols, or null when they agree. */
  static String protocol(Protocol replayed, Protocol stated) {
    if (replayed == null || stated == null) {
      return replayed == stated ? null : presence(replayed);
    }
    List<String> differ = new ArrayList<>();
    differ(differ, "minReaderVersion", replayed.minReaderVersion(), stated.minReaderVersion());
    differ(differ, "minWriterVersion", replayed.minWriterVersion(), stated.minWriterVersion());
    differ(
        differ,
        "readerFeatures",
        sorted(replayed.readerFeatures()),
        sorted(stated.readerFeatures()));
    differ(
        differ,
        "writerFeatures",
        sorted(replayed.writerFeatures()),
        sorted(stated.writerFeatures()));
    return differ.isEmpty() ? null : String.join("; ", differ);
  }

  /** What differs between two metadata actions, or null when they agree. */
  static String metadata(Metadata replayed, Metadata stated) {
    if (replayed == null || stated == null) {
      return replayed == stated ? null : presence(replayed);
    }
    List<String> differ = new ArrayList<>();
    differ(differ, "id", replayed.id(), stated.id());
    differ(differ, "name", replayed.name(), stated.name());
    differ(differ, "description", replayed.description(), stated.description());
    differ(differ, "schemaString", replayed.schemaString(), stated.schemaString());
    differ(differ, "partitionColumns", replayed.partitionColumns(), stated.partitionColumns());
    differ(
        differ, "configuration", sorted(replayed.configuration()), sorted(stated.configuration()));
    differ(differ, "createdTime", replayed.createdTime(), stated.createdTime());
    return differ.isEmpty() ? null : String.join("; ", differ);
  }

  /** Which side lacks the action, when one of the two has none. */
  private static String presence(Object replayed) {
    return replayed == null ? "the replay has none" : "it has none, the replay has one";
  }

  private static void differ(List<String> differ, String field, Object replayed, Object stated) {
    if (!Objects.equals(replayed, stated)) {
      differ.add(field + " " + stated + " where the replay has " + replayed);
    }
  }

  private static Set<String> sorted(List<String> values) {
    return values == null ? Set.of() : new TreeSet<>(values);
  }

  private static Map<String, String> sorted(Map<String, String> values) {
    return values == null ? Map.of() : new TreeMap<>(values);
  }

  /** The keys whose values differ, as {@code key: stated (replay: replayed)}, or null. */
  private static <V> String entries(Map<String, V> replayed, Map<String, V> stated) {
    TreeSet<String> keys = new TreeSet<>(replayed.keySet());
    keys.addAll(stated.keySet());
    List<String> differ = new ArrayList<>();
    for (String key : keys) {
      if (!Objects.equals(replayed.get(key), stated.get(key)) && differ.size() < NAMED) {
        differ.add(key + ": " + stated.get(key) + " (replay: " + replayed.get(key) + ")");
      }
    }
    return differ.isEmpty() ? null : String.join(", ", differ);
  }
}
