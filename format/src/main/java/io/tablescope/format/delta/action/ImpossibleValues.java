package io.tablescope.format.delta.action;

import io.tablescope.format.NegativeValues;
import io.tablescope.format.Problem;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * What the actions of one log file (a commit, a compaction, a checkpoint or a sidecar) hold that no
 * writer can mean: a negative file size, record count, null count, deletion vector size, offset or
 * cardinality, or in-commit timestamp; more nulls in a column than the file has records; stats that
 * are written but do not read. The actions stay as written (a reader takes them so), so these are
 * findings beside them. One problem a rule, naming the first value and how many more there are, so
 * a checkpoint of a million bad rows is one line a field.
 */
public final class ImpossibleValues {
  private final String file;
  private final NegativeValues negatives;
  private final Map<String, First> others = new LinkedHashMap<>();

  /**
   * @param file the log file the actions are in
   */
  public ImpossibleValues(String file) {
    this.file = file;
    this.negatives = new NegativeValues(file);
  }

  /**
   * Notes what is impossible in one action.
   *
   * @param where where the action is in the file: {@code line 4}, {@code row 3}
   */
  public void check(Action action, String where) {
    if (action instanceof AddFile add) {
      file("add", add.decodedPath(), where, add.size(), add.stats(), add.parsedStats());
      deletionVector("add", add.deletionVector(), add.decodedPath(), where, add.parsedStats());
    } else if (action instanceof RemoveFile remove) {
      String path = remove.decodedPath();
      file("remove", path, where, remove.size(), remove.stats(), remove.parsedStats());
      deletionVector("remove", remove.deletionVector(), path, where, remove.parsedStats());
    } else if (action instanceof AddCDCFile cdc) {
      negatives.check("cdc.size", cdc.size(), Paths.decode(cdc.path()) + " (" + where + ")");
    } else if (action instanceof CommitInfo info) {
      // Delta dates a commit by it; commitInfo.timestamp dates nothing, so it is not checked.
      negatives.check(
          "commitInfo.inCommitTimestamp",
          info.inCommitTimestamp(),
          "the commitInfo (" + where + ")");
    }
  }

  /** The problems noted: the negative values by field, then the other rules, each first met. */
  public List<Problem> problems() {
    List<Problem> problems = new ArrayList<>(negatives.problems());
    others.forEach(
        (rule, first) ->
            problems.add(
                new Problem(
                    first.kind,
                    file,
                    first.message
                        + (first.more == 0
                            ? ""
                            : " (and " + first.more + (first.more == 1 ? " more)" : " more)")))));
    return problems;
  }

  private void file(
      String key, String path, String where, Long size, String stats, FileStats parsed) {
    Supplier<String> at = () -> path + " (" + where + ")";
    negatives.check(key + ".size", size, at);
    if (parsed == null) {
      String damage = StatsParser.damage(stats);
      if (damage != null) {
        note(
            Problem.Kind.CORRUPT,
            key + ".stats",
            key + ".stats of " + at.get() + " do not read: " + damage);
      }
      return;
    }
    Long records = parsed.numRecords();
    negatives.check(key + ".stats.numRecords", records, at);
    for (Map.Entry<String, Long> nulls : parsed.nullCount().entrySet()) {
      negatives.check(
          key + ".stats.nullCount",
          nulls.getValue(),
          () -> "column " + nulls.getKey() + " of " + at.get());
      if (records != null && records >= 0 && nulls.getValue() > records) {
        note(
            Problem.Kind.INVALID,
            key + ".stats.nullCount>numRecords",
            key
                + ".stats.nullCount is "
                + nulls.getValue()
                + " for column "
                + nulls.getKey()
                + " of "
                + at.get()
                + ", more than its numRecords "
                + records);
      }
    }
  }

  private void deletionVector(
      String key, DeletionVectorDescriptor vector, String path, String where, FileStats stats) {
    if (vector == null) {
      return;
    }
    Supplier<String> at = () -> path + " (" + where + ")";
    negatives.check(key + ".deletionVector.cardinality", vector.cardinality(), at);
    negatives.check(key + ".deletionVector.sizeInBytes", vector.sizeInBytes(), at);
    negatives.check(key + ".deletionVector.offset", vector.offset(), at);
    // A vector marks rows of its file as deleted: it cannot mark more rows than the file holds.
    Long records = stats == null ? null : stats.numRecords();
    if (records != null && records >= 0 && vector.cardinality() > records) {
      note(
          Problem.Kind.INVALID,
          key + ".deletionVector.cardinality>numRecords",
          key
              + ".deletionVector.cardinality is "
              + vector.cardinality()
              + " for "
              + at.get()
              + ", more than its stats.numRecords "
              + records);
    }
  }

  private void note(Problem.Kind kind, String rule, String message) {
    First first = others.get(rule);
    if (first == null) {
      others.put(rule, new First(kind, message));
    } else {
      first.more++;
    }
  }

  private static final class First {
    final Problem.Kind kind;
    final String message;
    int more;

    First(Problem.Kind kind, String message) {
      this.kind = kind;
      this.message = message;
    }
  }
}
