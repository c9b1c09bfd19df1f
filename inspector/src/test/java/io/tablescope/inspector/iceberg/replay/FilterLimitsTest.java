package io.tablescope.inspector.iceberg.replay;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.iceberg.metadata.NestedField;
import io.tablescope.format.iceberg.metadata.Schema;
import io.tablescope.format.iceberg.metadata.Type;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import org.apache.iceberg.expressions.Expression;
import org.apache.iceberg.expressions.Expressions;
import org.junit.jupiter.api.Test;

/**
 * A conflict filter at the parser's limits (1,000 terms, nesting 100 deep) binds and prints as
 * iceberg-core prints the same expression, and every walk over it fits in a quarter of a thread's
 * default stack: walks go along chains of and/or, recursing only where filters nest.
 */
class FilterLimitsTest {
  /**
   * A quarter of the 1 MB a thread gets by default on 64-bit Linux, macOS and Windows, some 100 KB
   * of it the JVM's guard zones. Measured, cold: the filters here need a 192 KB stack.
   */
  private static final long SMALL_STACK = 256 << 10;

  private static final Schema SCHEMA =
      new Schema(
          0,
          List.of(),
          new Type.Struct(
              List.of(
                  new NestedField(1, "id", true, new Type.Primitive("long"), null, null, null))));

  private static String chain(int count, String op) {
    StringBuilder text = new StringBuilder("id = 0");
    for (int i = 1; i < count; i++) {
      text.append(' ').append(op).append(" id = ").append(i);
    }
    return text.toString();
  }

  private static Expression icebergChain(int count, boolean and) {
    Expression expression = Expressions.equal("id", 0L);
    for (int i = 1; i < count; i++) {
      Expression next = Expressions.equal("id", (long) i);
      expression = and ? Expressions.and(expression, next) : Expressions.or(expression, next);
    }
    return expression;
  }

  private static Expression icebergNested(int depth, UnaryOperator<Expression> level) {
    Expression expression = Expressions.equal("id", 0L);
    for (int i = 0; i < depth; i++) {
      expression = level.apply(expression);
    }
    return expression;
  }

  /** {@code id < 1 or (id < 2 and (id < 3 or (...)))}, each level in parentheses. */
  private static String alternating(int depth) {
    StringBuilder text = new StringBuilder();
    for (int i = depth; i >= 1; i--) {
      text.append("id < ").append(i).append(i % 2 == 0 ? " or (" : " and (");
    }
    return text.append("id = 0").append(")".repeat(depth)).toString();
  }

  private static Expression icebergAlternating(int depth) {
    Expression expression = Expressions.equal("id", 0L);
    for (int i = 1; i <= depth; i++) {
      Expression left = Expressions.lessThan("id", (long) i);
      expression =
          i % 2 == 0 ? Expressions.or(left, expression) : Expressions.and(left, expression);
    }
    return expression;
  }

  @Test
  void aThousandOrTermsPrintAsIcebergCorePrintsThem() {
    assertThat(new FilterParser(SCHEMA).parse(chain(1_000, "or")).toString())
        .isEqualTo(icebergChain(1_000, false).toString());
  }

  @Test
  void aThousandAndTermsPrintAsIcebergCorePrintsThem() {
    assertThat(new FilterParser(SCHEMA).parse(chain(1_000, "and")).toString())
        .isEqualTo(icebergChain(1_000, true).toString());
  }

  @Test
  void nestingAHundredDeepPrintsAsIcebergCorePrintsIt() {
    FilterParser parser = new FilterParser(SCHEMA);

    assertThat(parser.parse("(".repeat(100) + "id = 0" + ")".repeat(100)).toString())
        .isEqualTo(Expressions.equal("id", 0L).toString());
    assertThat(parser.parse("not ".repeat(99) + "id = 0").toString())
        .isEqualTo(icebergNested(99, Expressions::not).toString())
        .isEqualTo("not(ref(name=\"id\") == 0)");
    assertThat(parser.parse(alternating(100)).toString())
        .isEqualTo(icebergAlternating(100).toString());
  }

  @Test
  void everyWalkOfAFilterAtTheLimitsFitsInAQuarterOfTheDefaultStack() throws Exception {
    for (String text :
        List.of(
            chain(1_000, "or"),
            chain(1_000, "and"),
            "not ".repeat(100) + "id = 0",
            "(not ".repeat(50) + "id = 0" + ")".repeat(50),
            alternating(100),
            "(".repeat(50) + chain(950, "or") + ")".repeat(50))) {
      assertThat(onSmallStack(() -> walkAll(text))).as(text).isEqualTo(walkAll(text));
    }
  }

  /** Parses, binds, prints and pushes every not down, as a replay does. */
  private static String walkAll(String text) {
    FilterExpression bound = new FilterParser(SCHEMA).parse(text);
    return bound + " / " + bound.pushNot(false) + " / " + bound.pushNot(true);
  }

  private static String onSmallStack(Supplier<String> work) throws InterruptedException {
    AtomicReference<Object> result = new AtomicReference<>();
    Thread thread =
        new Thread(
            null,
            () -> {
              try {
                result.set(work.get());
              } catch (StackOverflowError e) {
                result.set(e);
              }
            },
            "small stack",
            SMALL_STACK);
    thread.start();
    thread.join();
    assertThat(result.get())
        .as("overflowed a stack of %d bytes", SMALL_STACK)
        .isInstanceOf(String.class);
    return (String) result.get();
  }
}
