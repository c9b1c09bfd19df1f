package io.tablescope.format.delta.log;

import io.tablescope.format.Problem;
import io.tablescope.format.delta.ReadFailure;
import io.tablescope.format.delta.action.Action;
import io.tablescope.format.delta.action.ActionParser;
import io.tablescope.format.delta.action.ImpossibleValues;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.ReadLimits;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Reads newline-delimited JSON action files: commits {@code N.json}, log compactions {@code
 * x.y.compacted.json} and V2 checkpoints written as JSON.
 */
public final class CommitReader {
  private CommitReader() {}

  /**
   * Reads the actions of a JSON action file. A line that does not parse is a {@link
   * Problem.Kind#CORRUPT} problem naming the file and line number; a file that cannot be read at
   * all is a problem and no actions: {@link Problem.Kind#MISSING} if it is not there, {@link
   * Problem.Kind#CORRUPT} if it is there but not readable (too large, not a regular file). Values
   * no writer can mean are problems too, after the others, and their actions are kept as written.
   */
  public static CommitActions read(FileAccess files, String location, long version) {
    return read(files, location, version, line -> true);
  }

  /**
   * As {@link #read(FileAccess, String, long)}, parsing only the lines {@code wanted} keeps: a
   * reader after a few kinds of action skips the others' lines unparsed.
   */
  public static CommitActions read(
      FileAccess files, String location, long version, Predicate<String> wanted) {
    List<Action> actions = new ArrayList<>();
    List<Problem> problems = new ArrayList<>();
    ImpossibleValues impossible = new ImpossibleValues(location);
    try (InputStream in =
        ReadLimits.atMost(files.open(location), ReadLimits.wholeFileLimit(), "the file")) {
      int limit = ReadLimits.blockLimit();
      BoundedLines lines = new BoundedLines(in, limit);
      int lineNumber = 0;
      for (String line = lines.next(); line != null; line = lines.next()) {
        lineNumber++;
        if (lines.tooLong()) {
          problems.add(
              new Problem(
                  Problem.Kind.CORRUPT,
                  location,
                  "line "
                      + lineNumber
                      + " is longer than the "
                      + ReadLimits.describe(limit)
                      + " Tablescope reads of a line"));
          continue;
        }
        if (line.isBlank() || !wanted.test(line)) {
          continue;
        }
        try {
          Action action = ActionParser.parseLine(line);
          impossible.check(action, "line " + lineNumber);
          actions.add(action);
        } catch (IllegalArgumentException | ArithmeticException e) {
          problems.add(
              new Problem(
                  Problem.Kind.CORRUPT,
                  location,
                  "line " + lineNumber + " is not a valid action: " + e.getMessage()));
        }
      }
    } catch (IOException e) {
      problems.add(ReadFailure.problem(location, e, ""));
    }
    problems.addAll(impossible.problems());
    return new CommitActions(version, location, actions, problems);
  }
}
