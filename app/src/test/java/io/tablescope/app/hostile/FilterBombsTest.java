package io.tablescope.app.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.apache.iceberg.expressions.Expression;
import org.apache.iceberg.expressions.Expressions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code replay} with an operation file whose conflict filter (Iceberg) or read predicate (Delta)
 * is a bomb: thousands of terms, nesting a hundred thousand deep, a 10 MB literal. Each is refused
 * in one line naming the limit it passes, the table untouched; a filter at the limits still replays
 * (issue 25).
 */
class FilterBombsTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Path DEMO = Path.of("demo-warehouse").toAbsolutePath();
  private static final String TERMS =
      "has more than 1,000 terms; Tablescope reads filters of at most 1,000 terms";
  private static final String DEPTH =
      "nests parentheses and 'not' more than 100 deep; Tablescope reads filters nested at most"
          + " 100 deep";
  private static final String LENGTH =
      "characters long; Tablescope reads filters of at most 1,000,000 characters";

  @TempDir Path dir;
  private Path iceberg;
  private Path delta;
  private Path ops;

  @BeforeEach
  void copyTables() throws IOException {
    iceberg = copy(DEMO.resolve("sales/customers"), dir.resolve("customers"));
    delta = copy(DEMO.resolve("lake/orders"), dir.resolve("orders"));
    ops = Files.createDirectory(dir.resolve("ops"));
    Files.copy(delta.resolve("_proposals/eu-restatement.json"), ops.resolve("eu-restatement.json"));
  }

  private static Path copy(Path from, Path to) throws IOException {
    try (Stream<Path> walk = Files.walk(from)) {
      for (Path path : walk.toList()) {
        Files.copy(path, to.resolve(from.relativize(path).toString()));
      }
    }
    return to;
  }

  /** {@code count} copies of a term joined by {@code op}. */
  private static String chain(int count, String op, String term) {
    return (term + " " + op + " ").repeat(count - 1) + term;
  }

  /**
   * Each bomb, made from a string column of the table, and the words of the limit it passes.
   *
   * @return the bomb's name, the bomb from a column, the fragment of the message
   */
  static Stream<Arguments> bombs() {
    return Stream.of(
        bomb("5,000 ors", column -> chain(5_000, "or", column + " = 'EU'"), TERMS),
        bomb("10,000 ands", column -> chain(10_000, "and", column + " = 'EU'"), TERMS),
        bomb(
            "100,000 parentheses",
            column -> "(".repeat(100_000) + column + " = 'EU'" + ")".repeat(100_000),
            DEPTH),
        bomb("100,000 nots", column -> "not ".repeat(100_000) + column + " = 'EU'", DEPTH),
        bomb(
            "a 10 MB literal",
            column -> column + " = '" + "x".repeat(10 << 20) + "'",
            // The column, " = '", 10 MB and "'".
            column ->
                String.format(Locale.ROOT, " is %,d ", column.length() + 4 + (10 << 20) + 1)
                    + LENGTH));
  }

  private static Arguments bomb(String name, UnaryOperator<String> bomb, String words) {
    return bomb(name, bomb, column -> " " + words);
  }

  private static Arguments bomb(
      String name, UnaryOperator<String> bomb, UnaryOperator<String> words) {
    return Arguments.of(name, bomb, words);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("bombs")
  void aConflictFilterBombIsRefusedNamingTheLimit(
      String name, UnaryOperator<String> bomb, UnaryOperator<String> words) throws IOException {
    Path op = icebergOperation(bomb.apply("name"));
    FolderPrint before = FolderPrint.of(iceberg);

    HostileRun.of("replay", iceberg.toString(), "--op", op.toString())
        .failsNaming(op + ": conflict-filter" + words.apply("name"));

    assertThat(FolderPrint.of(iceberg)).isEqualTo(before);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("bombs")
  void aReadPredicateBombIsRefusedNamingTheLimit(
      String name, UnaryOperator<String> bomb, UnaryOperator<String> words) throws IOException {
    Path op = deltaOperation(bomb.apply("region"));
    FolderPrint before = FolderPrint.of(delta);

    HostileRun.of("replay", delta.toString(), "--op", op.toString())
        .failsNaming(op + ": read-predicate" + words.apply("region"));

    assertThat(FolderPrint.of(delta)).isEqualTo(before);
  }

  @Test
  void aConflictFilterAtTheLimitsReplaysAndPrintsAsIcebergCore() throws IOException {
    StringBuilder filter = new StringBuilder("(".repeat(99) + "name = 'n0'");
    Expression iceberg = Expressions.equal("name", "n0");
    for (int i = 1; i < 1_000; i++) {
      filter.append(" or name = 'n").append(i).append('\'');
      iceberg = Expressions.or(iceberg, Expressions.equal("name", "n" + i));
    }
    filter.append(")".repeat(99));

    HostileRun atLimits =
        HostileRun.of(
            "replay",
            this.iceberg.toString(),
            "--op",
            icebergOperation(filter.toString()).toString());
    HostileRun small =
        HostileRun.of(
            "replay", this.iceberg.toString(), "--op", icebergOperation("name = 'n0'").toString());

    atLimits.exits(small.exitCode());
    assertThat(atLimits.out()).contains("; conflict filter " + iceberg + "\n");
  }

  @Test
  void aReadPredicateAtTheLimitsReplaysAsItsOneTerm() throws IOException {
    String predicate =
        "(".repeat(50) + "not ".repeat(50) + chain(1_000, "and", "region = 'EU'") + ")".repeat(50);

    HostileRun atLimits =
        HostileRun.of("replay", delta.toString(), "--op", deltaOperation(predicate).toString());
    HostileRun small =
        HostileRun.of(
            "replay", delta.toString(), "--op", deltaOperation("region = 'EU'").toString());

    atLimits.exits(small.exitCode());
    assertThat(small.exitCode()).as(small.err()).isEqualTo(1);
  }

  /** Deleting rows read at the demo's merge-on-read proposal, serializable, within a filter. */
  private Path icebergOperation(String filter) throws IOException {
    long proposal =
        JSON.readTree(HostileRun.of("summary", iceberg.toString(), "--json").out())
            .at("/refs/proposal-mor-delete/snapshot-id")
            .asLong();
    ObjectNode file = JSON.createObjectNode();
    file.put("snapshot-id", proposal);
    file.put("isolation", "serializable");
    file.put("conflict-filter", filter);
    return Files.writeString(Files.createTempFile(ops, "iceberg", ".op.json"), file.toString());
  }

  /** The demo's EU restatement, which reads the EU partition at version 3. */
  private Path deltaOperation(String predicate) throws IOException {
    ObjectNode file = JSON.createObjectNode();
    file.put("read-version", 3);
    file.put("isolation", "Serializable");
    file.put("read-predicate", predicate);
    file.put("commit-file", "eu-restatement.json");
    return Files.writeString(Files.createTempFile(ops, "delta", ".op.json"), file.toString());
  }
}
