package io.tablescope.inspector.iceberg.replay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablescope.format.iceberg.metadata.NestedField;
import io.tablescope.format.iceberg.metadata.Schema;
import io.tablescope.format.iceberg.metadata.Type;
import java.util.List;
import java.util.stream.Stream;
import org.apache.iceberg.expressions.Expression;
import org.apache.iceberg.expressions.Expressions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The conflict filter prints as iceberg-core prints the same expression, since that text is part of
 * the validation messages.
 */
class FilterParserTest {
  private static final Schema SCHEMA =
      new Schema(
          0,
          List.of(),
          new Type.Struct(
              List.of(
                  new NestedField(1, "id", true, new Type.Primitive("long"), null, null, null),
                  new NestedField(2, "name", false, new Type.Primitive("string"), null, null, null),
                  new NestedField(
                      3, "color", false, new Type.Primitive("string"), null, null, null),
                  new NestedField(4, "day", false, new Type.Primitive("date"), null, null, null))));

  static Stream<Arguments> filters() {
    return Stream.of(
        Arguments.of("color = 'red'", Expressions.equal("color", "red")),
        Arguments.of("id < 5", Expressions.lessThan("id", 5L)),
        Arguments.of(
            "color = 'red' and id <= 10",
            Expressions.and(
                Expressions.equal("color", "red"), Expressions.lessThanOrEqual("id", 10L))),
        Arguments.of(
            "color = 'red' or color = 'blue'",
            Expressions.or(Expressions.equal("color", "red"), Expressions.equal("color", "blue"))),
        Arguments.of("color in ('a', 'b')", Expressions.in("color", "a", "b")),
        Arguments.of("id not in (1, 2)", Expressions.notIn("id", 1L, 2L)),
        Arguments.of("name is null", Expressions.isNull("name")),
        Arguments.of("name is not null", Expressions.notNull("name")),
        Arguments.of("id != 3", Expressions.notEqual("id", 3L)),
        Arguments.of("not (id > 3)", Expressions.not(Expressions.greaterThan("id", 3L))),
        Arguments.of(
            "not not (id > 3)",
            Expressions.not(Expressions.not(Expressions.greaterThan("id", 3L)))),
        Arguments.of("true", Expressions.alwaysTrue()),
        Arguments.of(
            "true and color = 'red'",
            Expressions.and(Expressions.alwaysTrue(), Expressions.equal("color", "red"))),
        Arguments.of(
            "(id >= 1 and id <= 9) and color = 'it''s'",
            Expressions.and(
                Expressions.and(
                    Expressions.greaterThanOrEqual("id", 1L),
                    Expressions.lessThanOrEqual("id", 9L)),
                Expressions.equal("color", "it's"))));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("filters")
  void printsAsIcebergCorePrintsTheSameExpression(String text, Expression iceberg) {
    assertThat(new FilterParser(SCHEMA).parse(text).toString()).isEqualTo(iceberg.toString());
  }

  @Test
  void bindsLiteralsToTheColumnType() {
    FilterExpression.Predicate predicate =
        (FilterExpression.Predicate) new FilterParser(SCHEMA).parse("day = '2026-11-29'");

    assertThat(predicate.literal())
        .isEqualTo(
            org.apache.iceberg.expressions.Literal.of("2026-11-29")
                .to(org.apache.iceberg.types.Types.DateType.get())
                .value());
    assertThat(predicate.fieldId()).isEqualTo(4);
  }

  @Test
  void anUnknownColumnIsNamed() {
    assertThatThrownBy(() -> new FilterParser(SCHEMA).parse("colour = 'red'"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "conflict-filter: no column 'colour' in the table; its columns are [id, name, color, day]");
  }

  @Test
  void aLiteralOfTheWrongTypeIsNamed() {
    assertThatThrownBy(() -> new FilterParser(SCHEMA).parse("id = 'seven'"))
        .hasMessage("conflict-filter: 'seven' is not a long literal, the type of column id");
    assertThatThrownBy(() -> new FilterParser(SCHEMA).parse("color = 7"))
        .hasMessage("conflict-filter: 7 is not a string literal, the type of column color");
  }

  @Test
  void malformedTextSaysWhere() {
    assertThatThrownBy(() -> new FilterParser(SCHEMA).parse("id < 5 and"))
        .hasMessage("conflict-filter: expected a column name at the end");
    assertThatThrownBy(() -> new FilterParser(SCHEMA).parse("(id < 5"))
        .hasMessage("conflict-filter: expected ')' at the end");
  }
}
