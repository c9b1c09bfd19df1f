package io.tablescope.inspector.delta.health;

import io.tablescope.format.delta.action.Metadata;
import io.tablescope.format.delta.action.Protocol;
import io.tablescope.format.delta.checkpoint.Checkpoint;
import io.tablescope.format.delta.checkpoint.CheckpointActions;
import io.tablescope.format.delta.log.DeltaLog;
import io.tablescope.format.delta.log.DeltaSnapshot;
import io.tablescope.format.delta.log.LastCheckpoint;
import io.tablescope.format.delta.log.LogListing;
import java.util.List;
import java.util.Map;

/**
 * The checkpoint side of the log: the newest checkpoint and the commits replayed after it, the
 * {@code _last_checkpoint} pointer beside the disk, and what log clean-up would delete.
 */
final class CheckpointHealth {
  static final String INTERVAL = "delta.checkpointInterval";
  static final String LOG_RETENTION = "delta.logRetentionDuration";
  static final String CLEANUP = "delta.enableExpiredLogCleanup";
  private static final long DAY = 24L * 60 * 60 * 1000;

  private final DeltaLog log;
  private final LogFileSizes sizes;

  CheckpointHealth(DeltaLog log, LogFileSizes sizes) {
    this.log = log;
    this.sizes = sizes;
  }

  /** The newest checkpoint; a V2 checkpoint's top file is read for its sidecars. */
  CheckpointLag lag(Metadata metadata, Protocol protocol) {
    Map<String, String> configuration = configuration(metadata);
    Integer set = positiveInt(configuration.get(INTERVAL));
    int interval = set == null ? CheckpointLag.DEFAULT_INTERVAL : set;
    LogListing listing = log.listing();
    long latest = log.latestVersion();
    Checkpoint newest =
        listing.checkpoints().isEmpty()
            ? null
            : listing.checkpoints().lastEntry().getValue().get(0);
    long from = newest == null ? -1 : newest.version();
    long commitsSince = listing.commits().subMap(from, false, latest, true).size();
    long due = latest - latest % interval;
    Long dueAt = due > from && due > 0 ? due : null;
    if (newest == null) {
      return new CheckpointLag(null, null, 0, 0, 0, commitsSince, interval, set != null, dueAt);
    }
    long bytes = newest.locations().stream().mapToLong(sizes::length).sum();
    boolean v2 =
        newest.kind() == Checkpoint.Kind.UUID
            || (protocol != null
                && protocol.readerFeatures() != null
                && protocol.readerFeatures().contains("v2Checkpoint"));
    int sidecars = 0;
    if (v2) {
      CheckpointActions actions = log.checkpointActions(newest);
      sidecars = actions.sidecarLocations().size();
      bytes += actions.sidecarLocations().stream().mapToLong(sizes::length).sum();
    }
    return new CheckpointLag(
        newest.version(),
        kind(newest, v2),
        newest.locations().size(),
        sidecars,
        bytes,
        commitsSince,
        interval,
        set != null,
        dueAt);
  }

  private static String kind(Checkpoint checkpoint, boolean v2) {
    return switch (checkpoint.kind()) {
      case MULTI_PART -> "multi-part";
      case UUID -> "V2";
      case CLASSIC -> v2 ? "classic V2" : "classic";
    };
  }

  /** The pointer beside the newest checkpoint on disk, and where the latest state starts. */
  CheckpointPointer pointer(DeltaSnapshot latest) {
    LogListing listing = log.listing();
    Long newest = listing.checkpoints().isEmpty() ? null : listing.checkpoints().lastKey();
    LastCheckpoint last = log.lastCheckpoint();
    CheckpointPointer.State state;
    Long pointsAt = last == null ? null : last.version();
    if (listing.lastCheckpoint() == null) {
      state = newest == null ? CheckpointPointer.State.NONE : CheckpointPointer.State.ABSENT;
    } else if (last == null) {
      state = CheckpointPointer.State.UNREADABLE;
    } else if (!listing.checkpoints().containsKey(last.version())) {
      state =
          sizes.hasCheckpointFile(last.version())
              ? CheckpointPointer.State.PARTIAL
              : CheckpointPointer.State.MISSING;
    } else if (last.version() < newest) {
      state = CheckpointPointer.State.STALE;
    } else {
      state = CheckpointPointer.State.CURRENT;
    }
    return new CheckpointPointer(
        state,
        pointsAt,
        newest,
        latest.checkpoint() == null ? null : latest.checkpoint().version(),
        latest.replayedFiles().size(),
        latest.protocol() != null && latest.metadata() != null);
  }

  /**
   * What clean-up would delete now: Delta keeps the newest checkpoint modified at or before the
   * cutoff, and its commit; every older commit and checkpoint modified at or before the cutoff
   * goes.
   */
  LogRetention retention(Metadata metadata, long now) {
    Map<String, String> configuration = configuration(metadata);
    String written = configuration.get(LOG_RETENTION);
    Long parsed = DeltaInterval.millis(written);
    String retention = parsed == null ? LogRetention.DEFAULT : written;
    long millis = parsed == null ? DeltaInterval.millis(LogRetention.DEFAULT) : parsed;
    boolean cleanup = !"false".equalsIgnoreCase(configuration.get(CLEANUP));
    long cutoff = Math.floorDiv(now - millis, DAY) * DAY;
    LogListing listing = log.listing();
    Map<String, Long> times = listing.modificationTimes();
    Long kept = null;
    for (Map.Entry<Long, List<Checkpoint>> entry : listing.checkpoints().entrySet()) {
      boolean expired =
          entry.getValue().stream()
              .anyMatch(checkpoint -> times.getOrDefault(checkpoint.location(), now) <= cutoff);
      if (expired) {
        kept = entry.getKey();
      }
    }
    int commits = 0;
    int checkpoints = 0;
    Long oldestKept = null;
    for (Map.Entry<Long, String> commit : listing.commits().entrySet()) {
      boolean dropped =
          kept != null
              && commit.getKey() < kept
              && times.getOrDefault(commit.getValue(), now) <= cutoff;
      if (dropped) {
        commits++;
      } else if (oldestKept == null) {
        oldestKept = commit.getKey();
      }
    }
    if (kept != null) {
      for (List<Checkpoint> older : listing.checkpoints().headMap(kept, false).values()) {
        checkpoints +=
            (int)
                older.stream()
                    .filter(checkpoint -> times.getOrDefault(checkpoint.location(), now) <= cutoff)
                    .count();
      }
    }
    return new LogRetention(
        retention,
        parsed != null,
        millis,
        cleanup,
        cutoff,
        kept,
        commits,
        checkpoints,
        commits == 0 ? null : oldestKept);
  }

  static Map<String, String> configuration(Metadata metadata) {
    return metadata == null ? Map.of() : metadata.configuration();
  }

  private static Integer positiveInt(String text) {
    try {
      int value = text == null ? 0 : Integer.parseInt(text.trim());
      return value > 0 ? value : null;
    } catch (NumberFormatException e) {
      return null;
    }
  }
}
