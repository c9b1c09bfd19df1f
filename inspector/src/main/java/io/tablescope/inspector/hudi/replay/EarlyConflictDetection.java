package io.tablescope.inspector.hudi.replay;

import io.tablescope.format.Problem;
import java.util.Collections;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * What Hudi's early conflict detection says of a write before it finishes: the other writers'
 * markers (and, when asked, the commits completed since) it compares the write's file groups with,
 * and the conflict it throws for, if any.
 *
 * @param strategy Hudi's strategy class, as the writer's configuration names it or by default
 * @param checkCommitConflict whether commits completed since the write started are checked too
 * @param skipped why Hudi detects nothing for this write, or null when it detects
 * @param examined every other writer's markers and completed commit Tablescope looked at
 * @param conflict the conflict Hudi throws for, or null
 */
public record EarlyConflictDetection(
    String strategy,
    boolean checkCommitConflict,
    String skipped,
    List<Examined> examined,
    Conflict conflict,
    List<Problem> problems) {
  public EarlyConflictDetection {
    examined = List.copyOf(examined);
    problems = List.copyOf(problems);
  }

  /** Hudi's exception when a marker or commit overlaps. */
  public static final String EXCEPTION =
      "org.apache.hudi.exception.HoodieEarlyConflictDetectionException";

  /** Its message: it wraps a {@code ConcurrentModificationException}, whose text it takes. */
  public static final String MESSAGE =
      "java.util.ConcurrentModificationException: Early conflict detected but cannot resolve"
          + " conflicts for overlapping writes";

  /**
   * Another writer's markers, or a commit completed since the write started.
   *
   * @param source {@code markers} or {@code completed commit}
   * @param verdict {@code overlap}, {@code no overlap}, or why Hudi skips it
   * @param overlap the write's file groups it names too
   */
  public record Examined(
      String instant, String source, String verdict, SortedSet<FileGroupId> overlap) {
    public Examined {
      overlap = Collections.unmodifiableSortedSet(new TreeSet<>(overlap));
    }

    public boolean overlaps() {
      return verdict.equals(OVERLAP);
    }
  }

  /** An examined writer's verdict when it overlaps. */
  public static final String OVERLAP = "overlap";

  /**
   * The conflict Hudi throws for as the write creates its first overlapping marker.
   *
   * @param instants the other writers whose markers or commits overlap
   * @param fileGroups the overlapping file groups, all of them (Hudi stops at the first)
   */
  public record Conflict(
      String exception,
      String message,
      List<String> instants,
      SortedSet<FileGroupId> fileGroups,
      String explanation) {
    public Conflict {
      instants = List.copyOf(instants);
      fileGroups = Collections.unmodifiableSortedSet(new TreeSet<>(fileGroups));
    }

    /** The exception's simple name: {@code HoodieEarlyConflictDetectionException}. */
    public String exceptionName() {
      return exception.substring(exception.lastIndexOf('.') + 1);
    }
  }
}
