package io.tablescope.inspector.iceberg.replay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablescope.format.iceberg.metadata.NestedField;
import io.tablescope.format.iceberg.metadata.Schema;
import io.tablescope.format.iceberg.metadata.Type;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.stream.Stream;
import org.apache.iceberg.expressions.Expression;
import org.apache.iceberg.expressions.Expressions;
import org.apache.iceberg.expressions.Literal;
import org.apache.iceberg.types.Types;
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
                  new NestedField(4, "day", false, new Type.Primitive("date"), null, null, null),
                  column(5, "score", "double"),
                  column(6, "t", "time"),
                  column(7, "tsn", "timestamp_ns"),
                  column(8, "tszn", "timestamptz_ns"),
                  column(9, "b", "binary"),
                  column(10, "f", "fixed[2]"))));

  private static NestedField column(int id, String name, String type) {
    return new NestedField(id, name, false, new Type.Primitive(type), null, null, null);
  }

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
        Arguments.of("name starts_with 'ab'", Expressions.startsWith("name", "ab")),
        Arguments.of("name not starts_with 'a''b'", Expressions.notStartsWith("name", "a'b")),
        Arguments.of(
            "not (name STARTS_WITH 'ab')", Expressions.not(Expressions.startsWith("name", "ab"))),
        Arguments.of("score is nan", Expressions.isNaN("score")),
        Arguments.of("score is not nan", Expressions.notNaN("score")),
        Arguments.of(
            "score is nan or id not in (1)",
            Expressions.or(Expressions.isNaN("score"), Expressions.notIn("id", 1L))),
        Arguments.of("t = '12:30:00'", Expressions.equal("t", "12:30:00")),
        Arguments.of("t < '12:30:00.123456'", Expressions.lessThan("t", "12:30:00.123456")),
        Arguments.of(
            "tsn >= '2026-11-29T10:00:00.123456789'",
            Expressions.greaterThanOrEqual("tsn", "2026-11-29T10:00:00.123456789")),
        Arguments.of(
            "tszn = '2026-11-29T10:00:00.5+01:00'",
            Expressions.equal("tszn", "2026-11-29T10:00:00.5+01:00")),
        Arguments.of("b = X'0aff'", Expressions.equal("b", bytes(0x0a, 0xff))),
        Arguments.of(
            "f in (x'0102', X'FFFE')", Expressions.in("f", bytes(1, 2), bytes(0xff, 0xfe))),
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

  private static ByteBuffer bytes(int... values) {
    byte[] bytes = new byte[values.length];
    for (int i = 0; i < values.length; i++) {
      bytes[i] = (byte) values[i];
    }
    return ByteBuffer.wrap(bytes);
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

  static Stream<Arguments> literals() {
    return Stream.of(
        Arguments.of("t", "'12:30:00'", "12:30:00", Types.TimeType.get()),
        Arguments.of("t", "'23:59:59.999999'", "23:59:59.999999", Types.TimeType.get()),
        Arguments.of(
            "tsn",
            "'1969-12-31T23:59:59.999999999'",
            "1969-12-31T23:59:59.999999999",
            Types.TimestampNanoType.withoutZone()),
        Arguments.of(
            "tszn",
            "'2026-11-29T10:00:00.123456789-05:00'",
            "2026-11-29T10:00:00.123456789-05:00",
            Types.TimestampNanoType.withZone()),
        Arguments.of("b", "X'00ff10'", "00ff10", Types.BinaryType.get()),
        Arguments.of("f", "X'abcd'", "abcd", Types.FixedType.ofLength(2)));
  }

  /** Each new literal converts to the value iceberg-api's {@code Literals} converts its text to. */
  @ParameterizedTest(name = "{0} = {1}")
  @MethodSource("literals")
  void bindsTimesNanosecondsAndBytesAsIcebergApi(
      String column, String token, String icebergText, org.apache.iceberg.types.Type type) {
    FilterExpression.Predicate predicate =
        (FilterExpression.Predicate) new FilterParser(SCHEMA).parse(column + " = " + token);

    Object expected = Literal.of(icebergText).to(type).value();
    assertThat(GeneratedValues.tablescopeForm(predicate.literal()))
        .usingRecursiveComparison()
        .isEqualTo(GeneratedValues.tablescopeForm(expected));
  }

  static Stream<Arguments> invalid() {
    return Stream.of(
        Arguments.of(
            "id starts_with 'a'", "starts_with needs a string column; column id is a long"),
        Arguments.of("name starts_with 5", "5 is not a string literal, the type of column name"),
        Arguments.of("name starts_with", "expected a literal at the end"),
        Arguments.of(
            "name is nan", "is nan needs a float or double column; column name is a string"),
        Arguments.of(
            "id is not nan", "is not nan needs a float or double column; column id is a long"),
        Arguments.of("name is blue", "expected 'null' or 'nan' after 'name is' but found 'blue'"),
        Arguments.of("name is not", "expected 'null' or 'nan' after 'name is not' at the end"),
        Arguments.of(
            "name not like 'a'",
            "expected 'in' or 'starts_with' after 'name not' but found 'like'"),
        Arguments.of("t = '25:00:00'", "'25:00:00' is not a time literal, the type of column t"),
        Arguments.of("t = 45000000", "45000000 is not a time literal, the type of column t"),
        Arguments.of(
            "tsn = '2026-11-29'",
            "'2026-11-29' is not a timestamp_ns literal, the type of column tsn"),
        Arguments.of(
            "tszn = '2026-11-29T10:00:00'",
            "'2026-11-29T10:00:00' is not a timestamptz_ns literal, the type of column tszn"),
        Arguments.of("b = '0aff'", "'0aff' is not a binary literal, the type of column b"),
        Arguments.of("b = X'0af'", "X'0af' is not a binary literal, the type of column b"),
        Arguments.of("b = X'zz'", "X'zz' is not a binary literal, the type of column b"),
        Arguments.of("f = X'01'", "X'01' holds 1 bytes, not the fixed[2] of column f"),
        Arguments.of("id = X'01'", "X'01' is not a long literal, the type of column id"),
        Arguments.of("b = X'01", "unterminated string starting at 4: b = X'01"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("invalid")
  void anInvalidFilterNamesTheFieldAndTheToken(String text, String message) {
    assertThatThrownBy(() -> new FilterParser(SCHEMA).parse(text))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("conflict-filter: " + message);
  }

  @Test
  void anUnknownColumnIsNamed() {
    assertThatThrownBy(() -> new FilterParser(SCHEMA).parse("colour = 'red'"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "conflict-filter: no column 'colour' in the table; its columns are [id, name, color, day, score, t, tsn, tszn, b, f]");
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
