package io.tablescope.inspector.hudi.replay;

import io.tablescope.format.Problem;
import io.tablescope.format.hudi.instant.WriteStat;
import io.tablescope.format.hudi.timeline.HoodieAction;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.format.io.FileAccess;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.hudi.InstantTimes;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * Replays Hudi 1.0.1's early conflict detection for a write: before it creates each marker, the
 * writer compares the file it is about to write with the markers of the other writers (its {@code
 * EarlyConflictDetectionStrategy}), and throws {@link EarlyConflictDetection#EXCEPTION} at the
 * first file group another writer's marker names. Hudi's {@code MarkerUtils.getCandidateInstants}
 * takes the marker folders of writers that started before this one, are not a pending compaction,
 * replace commit or clustering, and whose heartbeat has not expired; with {@code
 * check.commit.conflict} on, the commits completed since the write started count too, by file id.
 *
 * <p>Hudi checks only under optimistic concurrency, and not for a pending compaction, replace
 * commit or clustering's own markers. It judges heartbeats against the clock as it writes;
 * Tablescope against the write's start. Direct markers and the timeline server's are read alike:
 * the timeline server's strategy applies the same rule to the markers it holds.
 */
public final class EarlyConflicts {
  public static final String ENABLE = "hoodie.write.concurrency.early.conflict.detection.enable";
  public static final String STRATEGY =
      "hoodie.write.concurrency.early.conflict.detection.strategy";
  public static final String CHECK_COMMIT_CONFLICT =
      "hoodie.write.concurrency.early.conflict.check.commit.conflict";
  static final String HEARTBEAT_INTERVAL = "hoodie.client.heartbeat.interval_in_ms";
  static final String HEARTBEAT_MISSES = "hoodie.client.heartbeat.tolerable.misses";

  /** The default strategy for direct markers. */
  public static final String DIRECT =
      "org.apache.hudi.table.marker.SimpleDirectMarkerBasedDetectionStrategy";

  /** The default strategy for the timeline server's markers. */
  public static final String TIMELINE_SERVER =
      "org.apache.hudi.timeline.service.handlers.marker.AsyncTimelineServerBasedDetectionStrategy";

  /** Hudi's strategies, which all apply the rule above. */
  static final Set<String> STRATEGIES =
      Set.of(
          DIRECT,
          TIMELINE_SERVER,
          "org.apache.hudi.table.marker.SimpleTransactionDirectMarkerBasedDetectionStrategy");

  /** More writers' marker folders than this are not all read. */
  static final int MAX_WRITERS = 10_000;

  private static final long HEARTBEAT_INTERVAL_MS = 60_000;
  private static final int HEARTBEAT_MISSES_ALLOWED = 2;

  private final HudiTable table;
  private final HudiProposal proposal;
  private final List<Problem> problems = new ArrayList<>();

  private EarlyConflicts(HudiTable table, HudiProposal proposal) {
    this.table = table;
    this.proposal = proposal;
  }

  /**
   * Whether the writer detects early: the operation file's {@code early-conflict-detection}, else
   * the table's properties (where the writer's configuration was copied).
   */
  public static boolean enabled(HudiTable table, HudiOperationFile file) {
    return file.earlyConflictDetection() != null
        ? file.earlyConflictDetection()
        : Boolean.parseBoolean(table.config().properties().get(ENABLE));
  }

  /** Early conflict detection for the proposal, or null when the writer does not detect early. */
  public static EarlyConflictDetection detect(
      HudiTable table, HudiOperationFile file, HudiProposal proposal) {
    if (!enabled(table, file)) {
      return null;
    }
    return new EarlyConflicts(table, proposal).detect();
  }

  private EarlyConflictDetection detect() {
    Map<String, String> properties = table.config().properties();
    String strategy = properties.getOrDefault(STRATEGY, defaultStrategy());
    boolean checkCommits = Boolean.parseBoolean(properties.get(CHECK_COMMIT_CONFLICT));
    String skipped = skipped(strategy);
    if (skipped != null) {
      return new EarlyConflictDetection(strategy, checkCommits, skipped, List.of(), null, problems);
    }
    long startMillis = InstantTimes.millis(proposal.instantTime(), table.config().utcTimeline());
    List<EarlyConflictDetection.Examined> examined = new ArrayList<>();
    for (String instant : otherWriters()) {
      examined.add(markers(instant, startMillis));
    }
    if (checkCommits) {
      ConflictCandidates.Start start =
          new ConflictCandidates.Start(
              table.timeline().instants(),
              table.timeline().keepsCompletionTimes(),
              proposal.instantTime(),
              startMillis,
              i -> false);
      table.timeline().instants().stream()
          .filter(HoodieInstant::isCompleted)
          .filter(i -> isCommit(i.action()))
          .filter(i -> !start.completedAtStart(i))
          .forEach(i -> examined.add(commit(i)));
    }
    return new EarlyConflictDetection(
        strategy, checkCommits, null, examined, conflict(examined), problems);
  }

  /** The strategy by the write's marker type: the timeline server's when its folder says so. */
  private String defaultStrategy() {
    String typeFile =
        FileAccess.child(FileAccess.child(temp(), proposal.instantTime()), "MARKERS.type");
    try {
      if (table.files().isFile(typeFile)
          && new String(table.files().readAllBytes(typeFile), StandardCharsets.UTF_8)
              .trim()
              .equals("TIMELINE_SERVER_BASED")) {
        return TIMELINE_SERVER;
      }
    } catch (IOException e) {
      problems.add(new Problem(Problem.Kind.CORRUPT, typeFile, FileAccess.describe(typeFile, e)));
    }
    return DIRECT;
  }

  /** Why Hudi detects nothing for this write, or null. */
  private String skipped(String strategy) {
    if (!proposal.concurrencyMode().equals(HudiProposal.OCC)) {
      return "Hudi detects early only under "
          + HudiProposal.OCC
          + "; the write runs under "
          + proposal.concurrencyMode();
    }
    if (isPendingPlan(proposal.instantTime())) {
      return "the write is a pending compaction, replace commit or clustering: Hudi writes its"
          + " markers without detection";
    }
    if (!STRATEGIES.contains(strategy)) {
      return "the strategy "
          + strategy
          + " is not one of Hudi's: Tablescope replays only "
          + new TreeSet<>(STRATEGIES);
    }
    return null;
  }

  /** The instants of the marker folders under {@code .hoodie/.temp}, but the write's own. */
  private List<String> otherWriters() {
    String temp = temp();
    SortedSet<String> instants = new TreeSet<>();
    if (!table.files().isDirectory(temp)) {
      return List.of();
    }
    try {
      for (String entry : table.files().list(temp)) {
        if (instants.size() >= MAX_WRITERS) {
          problems.add(
              new Problem(
                  Problem.Kind.INVALID,
                  temp,
                  "more than " + MAX_WRITERS + " marker folders: not all read"));
          break;
        }
        String name = FileAccess.fileName(entry);
        if (!name.equals(proposal.instantTime()) && table.files().isDirectory(entry)) {
          instants.add(name);
        }
      }
    } catch (IOException e) {
      problems.add(new Problem(Problem.Kind.CORRUPT, temp, FileAccess.describe(temp, e)));
    }
    return List.copyOf(instants);
  }

  private EarlyConflictDetection.Examined markers(String instant, long startMillis) {
    String skipped = null;
    if (instant.compareTo(proposal.instantTime()) > 0) {
      skipped = "started after the write: Hudi checks only writers that started before it";
    } else if (isPendingPlan(instant)) {
      skipped = "a pending compaction, replace commit or clustering: Hudi skips its markers";
    } else if (!heartbeatAlive(instant, startMillis)) {
      skipped = "heartbeat expired when the write started: Hudi takes the writer for dead";
    }
    if (skipped != null) {
      return new EarlyConflictDetection.Examined(instant, "markers", skipped, new TreeSet<>());
    }
    Markers.Read read = Markers.read(table.files(), table.location(), instant);
    problems.addAll(read.problems());
    SortedSet<FileGroupId> overlap = new TreeSet<>(read.fileGroups());
    overlap.retainAll(proposal.writes());
    return examined(instant, "markers", overlap);
  }

  /** A commit completed since the write started: Hudi compares file ids, whatever partition. */
  private EarlyConflictDetection.Examined commit(HoodieInstant instant) {
    Set<String> fileIds = new TreeSet<>();
    for (WriteStat stat : table.commitMetadata(instant).writeStats()) {
      if (stat.fileId() != null) {
        fileIds.add(stat.fileId());
      }
    }
    SortedSet<FileGroupId> overlap = new TreeSet<>();
    proposal.writes().stream()
        .filter(group -> fileIds.contains(group.fileId()))
        .forEach(overlap::add);
    return examined(instant.requestedTime(), "completed commit", overlap);
  }

  private static EarlyConflictDetection.Examined examined(
      String instant, String source, SortedSet<FileGroupId> overlap) {
    return new EarlyConflictDetection.Examined(
        instant,
        source,
        overlap.isEmpty() ? "no overlap" : EarlyConflictDetection.OVERLAP,
        overlap);
  }

  private static EarlyConflictDetection.Conflict conflict(
      List<EarlyConflictDetection.Examined> examined) {
    List<String> instants = new ArrayList<>();
    SortedSet<FileGroupId> groups = new TreeSet<>();
    for (EarlyConflictDetection.Examined other : examined) {
      if (other.overlaps()) {
        instants.add(other.instant());
        groups.addAll(other.overlap());
      }
    }
    if (instants.isEmpty()) {
      return null;
    }
    return new EarlyConflictDetection.Conflict(
        EarlyConflictDetection.EXCEPTION,
        EarlyConflictDetection.MESSAGE,
        instants,
        groups,
        String.join(", ", instants)
            + (instants.size() == 1 ? " is writing " : " are writing ")
            + groups.size()
            + (groups.size() == 1 ? " file group" : " file groups")
            + " the write is about to write; Hudi fails the write before its marker, at the"
            + " first of them");
  }

  /**
   * Whether the writer's heartbeat ({@code .hoodie/.heartbeat/<instant>}, touched every interval)
   * was within the tolerated misses when the write started; none is a dead writer.
   */
  private boolean heartbeatAlive(String instant, long startMillis) {
    String heartbeat =
        FileAccess.child(FileAccess.child(table.location(), ".hoodie/.heartbeat"), instant);
    if (!table.files().isFile(heartbeat)) {
      return false;
    }
    Map<String, String> properties = table.config().properties();
    long allowed =
        number(properties.get(HEARTBEAT_INTERVAL), HEARTBEAT_INTERVAL_MS)
            * number(properties.get(HEARTBEAT_MISSES), HEARTBEAT_MISSES_ALLOWED);
    try {
      return table.files().modificationTime(heartbeat) >= startMillis - allowed;
    } catch (IOException e) {
      problems.add(new Problem(Problem.Kind.CORRUPT, heartbeat, FileAccess.describe(heartbeat, e)));
      return false;
    }
  }

  private static long number(String value, long otherwise) {
    try {
      return value == null ? otherwise : Long.parseLong(value.trim());
    } catch (NumberFormatException e) {
      return otherwise;
    }
  }

  /** Hudi's pending compaction timeline, and its pending replace-or-clustering timeline. */
  private boolean isPendingPlan(String instant) {
    return table.timeline().instants().stream()
        .filter(i -> !i.isCompleted() && i.requestedTime().equals(instant))
        .anyMatch(
            i ->
                i.action().equals(HoodieAction.COMPACTION)
                    || i.action().equals(HoodieAction.REPLACE_COMMIT)
                    || i.action().equals(HoodieAction.CLUSTERING));
  }

  /** Hudi's commits timeline, as it names completed instants. */
  private static boolean isCommit(String action) {
    return action.equals(HoodieAction.COMMIT)
        || action.equals(HoodieAction.DELTA_COMMIT)
        || action.equals(HoodieAction.REPLACE_COMMIT);
  }

  /** Where writers keep their marker folders, one an instant. */
  private String temp() {
    return FileAccess.child(table.location(), ".hoodie/.temp");
  }
}
