package io.tablescope.inspector.hudi;

import io.tablescope.format.hudi.instant.CommitMetadata;
import io.tablescope.format.hudi.instant.WriteStat;
import io.tablescope.format.hudi.timeline.ActiveTimeline;
import io.tablescope.format.hudi.timeline.HoodieAction;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.CommitLine;
import io.tablescope.inspector.table.CommitNotFoundException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The instants of a Hudi timeline as the neutral model's commits: one commit an instant, pending
 * and failed ones too, in Hudi's order, each summed up from its commit metadata.
 */
final class HudiCommits {
  private final ActiveTimeline timeline;
  private final InstantReads instants;
  private final boolean utc;
  private volatile Built built;

  private record Built(
      List<Commit> commits, Map<Long, Commit> byId, Map<Long, HoodieInstant> instants) {}

  HudiCommits(ActiveTimeline timeline, InstantReads instants, boolean utc) {
    this.timeline = timeline;
    this.instants = instants;
    this.utc = utc;
  }

  List<Commit> all() {
    return built().commits();
  }

  Optional<Commit> byId(long id) {
    return Optional.ofNullable(built().byId().get(id));
  }

  Optional<HoodieInstant> instant(long id) {
    return Optional.ofNullable(built().instants().get(id));
  }

  /** The instant's requested time, as Hudi writes it. */
  String requestedTime(Commit commit) {
    return instant(commit.id())
        .map(HoodieInstant::requestedTime)
        .orElse(Long.toString(commit.id()));
  }

  /** The last completed write: what a plain read sees. */
  Optional<Commit> latestCompletedWrite() {
    List<HoodieInstant> all = timeline.instants();
    for (int i = all.size() - 1; i >= 0; i--) {
      HoodieInstant instant = all.get(i);
      if (instant.isCompleted() && HoodieAction.writes(instant.action())) {
        return byId(id(instant));
      }
    }
    return Optional.empty();
  }

  Commit resolve(String requestedTime) throws CommitNotFoundException {
    String wanted = requestedTime.trim();
    Optional<HoodieInstant> instant = timeline.instant(wanted);
    if (instant.isPresent()) {
      return byId(id(instant.get())).orElseThrow();
    }
    List<HoodieInstant> all = timeline.instants();
    throw new CommitNotFoundException(
        all.isEmpty()
            ? "no instant " + wanted + ": the timeline is empty"
            : "no instant "
                + wanted
                + " on the active timeline, which holds "
                + all.get(0).requestedTime()
                + " to "
                + all.get(all.size() - 1).requestedTime());
  }

  CommitLine line(Commit commit) {
    HoodieInstant instant = instant(commit.id()).orElse(null);
    if (instant == null) {
      return new CommitLine(Long.toString(commit.id()), null, null, null, false);
    }
    String order =
        instant.action()
            + (instant.isCompleted()
                ? instant.completionTime() == null ? "" : " → " + instant.completionTime()
                : " · " + instant.state());
    return new CommitLine(
        instant.requestedTime(),
        kind(commit.operation()),
        order,
        commit.summary().getOrDefault("totals", ""),
        false);
  }

  private Built built() {
    Built read = built;
    if (read == null) {
      synchronized (this) {
        read = built;
        if (read == null) {
          read = build();
          built = read;
        }
      }
    }
    return read;
  }

  private Built build() {
    instants.readCommits(timeline.instants());
    List<Commit> commits = new ArrayList<>();
    Map<Long, Commit> byId = new HashMap<>();
    Map<Long, HoodieInstant> byIdInstants = new HashMap<>();
    Long parent = null;
    long sequence = 0;
    for (HoodieInstant instant : timeline.instants()) {
      long id = id(instant);
      if (byId.containsKey(id)) {
        continue;
      }
      CommitMetadata metadata = instants.commitMetadata(instant);
      Commit commit =
          new Commit(
              id,
              parent,
              sequence++,
              InstantTimes.millis(instant.requestedTime(), utc),
              metadata.operationType() != null ? metadata.operationType() : instant.action(),
              null,
              summary(instant, metadata));
      commits.add(commit);
      byId.put(id, commit);
      byIdInstants.put(id, instant);
      parent = id;
    }
    return new Built(List.copyOf(commits), byId, byIdInstants);
  }

  private static Map<String, String> summary(HoodieInstant instant, CommitMetadata metadata) {
    Map<String, String> summary = new LinkedHashMap<>();
    summary.put("action", instant.action());
    summary.put("state", instant.state().name());
    summary.put("requested-time", instant.requestedTime());
    if (instant.completionTime() != null) {
      summary.put("completion-time", instant.completionTime());
    }
    if (metadata.operationType() != null) {
      summary.put("operation", metadata.operationType());
    }
    List<WriteStat> stats = metadata.writeStats();
    if (!stats.isEmpty()) {
      summary.put("files-written", Long.toString(stats.size()));
      summary.put(
          "records-written", Long.toString(stats.stream().mapToLong(WriteStat::numWrites).sum()));
      summary.put("inserts", Long.toString(stats.stream().mapToLong(WriteStat::numInserts).sum()));
      summary.put(
          "updates", Long.toString(stats.stream().mapToLong(WriteStat::numUpdateWrites).sum()));
      summary.put("deletes", Long.toString(stats.stream().mapToLong(WriteStat::numDeletes).sum()));
      summary.put(
          "bytes-written",
          Long.toString(stats.stream().mapToLong(WriteStat::totalWriteBytes).sum()));
      summary.put(
          "totals", stats.size() + " files, " + summary.get("records-written") + " records");
    }
    int replaced =
        metadata.partitionToReplaceFileIds().values().stream().mapToInt(List::size).sum();
    if (replaced > 0) {
      summary.put("file-groups-replaced", Integer.toString(replaced));
    }
    if (!instant.isCompleted()) {
      summary.put("totals", "pending");
    }
    return summary;
  }

  /** How a history colours the operation. */
  private static String kind(String operation) {
    return switch (operation == null ? "" : operation.toUpperCase(Locale.ROOT)) {
      case "INSERT", "BULK_INSERT", "INSERT_PREPPED", "BULK_INSERT_PREPPED" -> "append";
      case "UPSERT", "UPSERT_PREPPED" -> "overwrite";
      case "DELETE", "DELETE_PREPPED", "DELETE_PARTITION" -> "delete";
      case "INSERT_OVERWRITE", "INSERT_OVERWRITE_TABLE", "CLUSTER", "COMPACT", "LOG_COMPACT" ->
          "replace";
      default -> operation == null ? "" : operation.toLowerCase(Locale.ROOT);
    };
  }

  static long id(HoodieInstant instant) {
    try {
      return Long.parseLong(instant.requestedTime());
    } catch (NumberFormatException e) {
      return -1;
    }
  }
}
