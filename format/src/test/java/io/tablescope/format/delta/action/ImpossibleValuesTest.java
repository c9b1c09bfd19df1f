package io.tablescope.format.delta.action;

import static io.tablescope.format.testing.delta.HandWrittenLog.add;
import static io.tablescope.format.testing.delta.HandWrittenLog.commitInfo;
import static io.tablescope.format.testing.delta.HandWrittenLog.deletionVector;
import static io.tablescope.format.testing.delta.HandWrittenLog.remove;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tablescope.format.Problem;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Values in actions that no writer can mean are one problem a field, naming the file, the first
 * action's path and line and how many more there are; sound actions have none.
 */
class ImpossibleValuesTest {
  private static final String FILE = "/t/_delta_log/00000000000000000003.json";
  private static final String DV = "ab^-aqEH.-t@S}K{vb[*k^";

  /** The problems of the actions, written one a line as a commit holds them. */
  private static List<Problem> problems(ObjectNode... lines) {
    ImpossibleValues values = new ImpossibleValues(FILE);
    for (int i = 0; i < lines.length; i++) {
      values.check(ActionParser.parseLine(lines[i].toString()), "line " + (i + 1));
    }
    return values.problems();
  }

  private static ObjectNode withStats(ObjectNode action, String stats) {
    ((ObjectNode) action.get("add")).put("stats", stats);
    return action;
  }

  private static List<String> messages(List<Problem> problems) {
    assertThat(problems).allSatisfy(problem -> assertThat(problem.path()).isEqualTo(FILE));
    return problems.stream().map(Problem::message).toList();
  }

  @Test
  void soundActionsHaveNoProblem() {
    assertThat(
            problems(
                commitInfo("WRITE", 1_700_000_000_000L),
                withStats(
                    add("a.parquet", Map.of(), 10, deletionVector("u", DV, 1, 34, 2)),
                    "{\"numRecords\":3,\"nullCount\":{\"x\":3,\"s\":{\"y\":0}}}"),
                withStats(add("b.parquet", Map.of(), 0, null), ""),
                remove("c.parquet", Map.of(), null)))
        .isEmpty();
  }

  @Test
  void negativeSizesAndVectorFieldsAreOneProblemAFieldNamingTheFirstAndHowManyMore() {
    List<Problem> problems =
        problems(
            add("a%20b.parquet", Map.of(), -5, deletionVector("u", DV, -1, -34, -2)),
            add("c.parquet", Map.of(), -6, null),
            add("d.parquet", Map.of(), -7, null),
            removeOfSize(-8));

    assertThat(problems).extracting(Problem::kind).containsOnly(Problem.Kind.INVALID);
    assertThat(messages(problems))
        .containsExactly(
            "add.size is -5 for a b.parquet (line 1) (and 2 more): it cannot be negative",
            "add.deletionVector.cardinality is -2 for a b.parquet (line 1): it cannot be negative",
            "add.deletionVector.sizeInBytes is -34 for a b.parquet (line 1): it cannot be negative",
            "add.deletionVector.offset is -1 for a b.parquet (line 1): it cannot be negative",
            "remove.size is -8 for e.parquet (line 4): it cannot be negative");
  }

  private static ObjectNode removeOfSize(long size) {
    ObjectNode remove = remove("e.parquet", Map.of(), null);
    ((ObjectNode) remove.get("remove")).put("size", size);
    return remove;
  }

  @Test
  void negativeCountsAndMoreNullsThanRecordsInStatsAreProblemsNamingTheColumn() {
    List<Problem> problems =
        problems(
            withStats(add("a.parquet", Map.of(), 1, null), "{\"numRecords\":-1}"),
            withStats(
                add("b.parquet", Map.of(), 1, null),
                "{\"numRecords\":4,\"nullCount\":{\"x\":-3,\"s\":{\"y\":5,\"z\":4}}}"));

    assertThat(problems).extracting(Problem::kind).containsOnly(Problem.Kind.INVALID);
    assertThat(messages(problems))
        .containsExactly(
            "add.stats.numRecords is -1 for a.parquet (line 1): it cannot be negative",
            "add.stats.nullCount is -3 for column x of b.parquet (line 2): it cannot be negative",
            "add.stats.nullCount is 5 for column s.y of b.parquet (line 2), more than its"
                + " numRecords 4");
  }

  @Test
  void statsThatDoNotReadAreAProblemAndTheAddKeepsTheStatsAsWritten() {
    String twice = "{\"numRecords\":1,\"nullCount\":{\"x\":0,\"x\":1}}";
    ObjectNode line = withStats(add("a.parquet", Map.of(), 1, null), twice);

    AddFile add = (AddFile) ActionParser.parseLine(line.toString());
    List<Problem> problems =
        problems(
            line,
            withStats(add("b.parquet", Map.of(), 1, null), "{\"numRecords\":"),
            withStats(add("c.parquet", Map.of(), 1, null), "[1]"));

    assertThat(add.parsedStats()).isNull();
    assertThat(add.stats()).isEqualTo(twice);
    assertThat(problems)
        .singleElement()
        .satisfies(
            problem -> {
              assertThat(problem.kind()).isEqualTo(Problem.Kind.CORRUPT);
              assertThat(problem.message())
                  .isEqualTo(
                      "add.stats of a.parquet (line 1) do not read: key 'x' is written twice"
                          + " (and 2 more)");
            });
  }

  @Test
  void aDeletionVectorOfMoreRowsThanItsFileHoldsIsAProblemAndOneOfAllItsRowsIsNot() {
    List<Problem> problems =
        problems(
            withStats(
                add("a.parquet", Map.of(), 10, deletionVector("u", DV, 1, 34, 3)),
                "{\"numRecords\":3}"),
            withStats(
                add("b.parquet", Map.of(), 10, deletionVector("u", DV, 1, 34, 4)),
                "{\"numRecords\":3}"));

    assertThat(problems).extracting(Problem::kind).containsOnly(Problem.Kind.INVALID);
    assertThat(messages(problems))
        .containsExactly(
            "add.deletionVector.cardinality is 4 for b.parquet (line 2), more than its"
                + " stats.numRecords 3");
  }

  @Test
  void aNegativeInCommitTimestampIsAProblemAndTheUnusedTimestampIsNot() {
    ObjectNode info = commitInfo("WRITE", -5L);

    assertThat(messages(problems(info)))
        .containsExactly(
            "commitInfo.inCommitTimestamp is -5 for the commitInfo (line 1): it cannot be"
                + " negative");
    ((ObjectNode) info.get("commitInfo")).remove("inCommitTimestamp");
    assertThat(problems(info)).isEmpty();
  }
}
