package io.tablescope.format.hudi.timeline;

import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** The actions of Hudi's timeline, in Hudi's words, and how they complete. */
public final class HoodieAction {
  public static final String COMMIT = "commit";
  public static final String DELTA_COMMIT = "deltacommit";
  public static final String REPLACE_COMMIT = "replacecommit";
  public static final String COMPACTION = "compaction";
  public static final String LOG_COMPACTION = "logcompaction";
  public static final String CLUSTERING = "clustering";
  public static final String CLEAN = "clean";
  public static final String ROLLBACK = "rollback";
  public static final String SAVEPOINT = "savepoint";
  public static final String RESTORE = "restore";
  public static final String INDEXING = "indexing";
  public static final String SCHEMA_COMMIT = "schemacommit";

  /** Every action an instant file can name. */
  public static final Set<String> ALL =
      Set.of(
          COMMIT,
          DELTA_COMMIT,
          REPLACE_COMMIT,
          COMPACTION,
          LOG_COMPACTION,
          CLUSTERING,
          CLEAN,
          ROLLBACK,
          SAVEPOINT,
          RESTORE,
          INDEXING,
          SCHEMA_COMMIT);

  /** The pending actions that complete under another name: a compaction completes as a commit. */
  private static final Map<String, String> COMPLETES_AS =
      Map.of(COMPACTION, COMMIT, LOG_COMPACTION, DELTA_COMMIT, CLUSTERING, REPLACE_COMMIT);

  /** The actions that write the table's files: Hudi's write timeline. */
  private static final Set<String> WRITES =
      Set.of(COMMIT, DELTA_COMMIT, REPLACE_COMMIT, COMPACTION, LOG_COMPACTION, CLUSTERING);

  private HoodieAction() {}

  /** The action a completed instant of this action is named by. */
  public static String completedAs(String action) {
    return COMPLETES_AS.getOrDefault(action, action);
  }

  /** The pending action that completes as this one, if any differs from it. */
  public static Optional<String> pendingFormOf(String completedAction) {
    return COMPLETES_AS.entrySet().stream()
        .filter(entry -> entry.getValue().equals(completedAction))
        .map(Map.Entry::getKey)
        .findFirst();
  }

  /** Whether the action writes data or log files. */
  public static boolean writes(String action) {
    return WRITES.contains(action);
  }
}
