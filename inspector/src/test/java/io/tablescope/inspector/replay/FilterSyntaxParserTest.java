package io.tablescope.inspector.replay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/**
 * A filter from a crafted operation file is refused past a stated limit, in one line naming the
 * limit, before its tree can exhaust the stack of any walk over it (issue 25).
 */
class FilterSyntaxParserTest {
  private static final FilterSyntaxParser PARSER = new FilterSyntaxParser("conflict-filter");
  private static final String TOO_MANY_TERMS =
      "conflict-filter has more than 1,000 terms; Tablescope reads filters of at most 1,000 terms";
  private static final String TOO_DEEP =
      "conflict-filter nests parentheses and 'not' more than 100 deep; Tablescope reads filters"
          + " nested at most 100 deep";

  /** {@code id = 0 op id = 1 op ...}, {@code count} terms. */
  static String chain(int count, String op) {
    StringBuilder text = new StringBuilder("id = 0");
    for (int i = 1; i < count; i++) {
      text.append(' ').append(op).append(" id = ").append(i);
    }
    return text.toString();
  }

  @Test
  void fiveThousandOrTermsAreRefusedNamingTheLimit() {
    assertThatThrownBy(() -> PARSER.parse(chain(5_000, "or"))).hasMessage(TOO_MANY_TERMS);
  }

  @Test
  void tenThousandAndTermsAreRefusedNamingTheLimit() {
    assertThatThrownBy(() -> PARSER.parse(chain(10_000, "and"))).hasMessage(TOO_MANY_TERMS);
  }

  @Test
  void aHundredThousandNestedParenthesesAreRefusedNamingTheLimit() {
    String text = "(".repeat(100_000) + "id = 1" + ")".repeat(100_000);

    assertThatThrownBy(() -> PARSER.parse(text)).hasMessage(TOO_DEEP);
  }

  @Test
  void aHundredThousandNotsAreRefusedNamingTheLimit() {
    assertThatThrownBy(() -> PARSER.parse("not ".repeat(100_000) + "id = 1")).hasMessage(TOO_DEEP);
  }

  @Test
  void parenthesesAndNotsCountTogether() {
    String text = "(not ".repeat(51) + "id = 1" + ")".repeat(51);

    assertThatThrownBy(() -> PARSER.parse(text)).hasMessage(TOO_DEEP);
  }

  @Test
  void theLimitsThemselvesParse() {
    assertThat(PARSER.parse(chain(1_000, "or"))).isInstanceOf(FilterSyntax.Or.class);
    assertThat(PARSER.parse(chain(1_000, "and"))).isInstanceOf(FilterSyntax.And.class);
    assertThat(PARSER.parse("(".repeat(100) + "id = 1" + ")".repeat(100)))
        .isEqualTo(new FilterSyntax.Comparison("id", FilterSyntax.Operator.EQ, "1"));
    assertThat(PARSER.parse("(not ".repeat(50) + "id = 1" + ")".repeat(50)))
        .isInstanceOf(FilterSyntax.Comparison.class);
  }

  @Test
  void prefixNaNAndBytesParseToTheirNodes() {
    assertThat(PARSER.parse("s not STARTS_WITH 'a''b'"))
        .isEqualTo(new FilterSyntax.StartsWith("s", true, "'a''b'"));
    assertThat(PARSER.parse("not s starts_with 'a'"))
        .isEqualTo(new FilterSyntax.Not(new FilterSyntax.StartsWith("s", false, "'a'")));
    assertThat(PARSER.parse("d is not nan")).isEqualTo(new FilterSyntax.IsNaN("d", true));
    assertThat(PARSER.parse("b in (X'0aff', x'')"))
        .isEqualTo(new FilterSyntax.In("b", false, java.util.List.of("X'0aff'", "x''")));
    assertThat(PARSER.parse("x = 'X'"))
        .isEqualTo(new FilterSyntax.Comparison("x", FilterSyntax.Operator.EQ, "'X'"));
  }

  @Test
  void prefixAndNaNTestsCountAsTerms() {
    String text = "d is nan" + " or s starts_with 'a'".repeat(1_000);

    assertThatThrownBy(() -> PARSER.parse(text)).hasMessage(TOO_MANY_TERMS);
  }

  @Test
  void termsCountBeforeConstantsFoldAway() {
    assertThatThrownBy(() -> PARSER.parse("true " + "and true ".repeat(1_000)))
        .hasMessage(TOO_MANY_TERMS);
  }

  @Test
  void valuesOfAnInListAreNotTerms() {
    StringBuilder values = new StringBuilder("0");
    for (int i = 1; i < 5_000; i++) {
      values.append(", ").append(i);
    }

    FilterSyntax parsed = PARSER.parse("id in (" + values + ")");

    assertThat(((FilterSyntax.In) parsed).literals()).hasSize(5_000);
  }

  @Test
  void aTenMegabyteLiteralIsRefusedByTheFiltersLength() {
    String text = "name = '" + "x".repeat(10 << 20) + "'";

    assertThatThrownBy(() -> PARSER.parse(text))
        .hasMessage(
            "conflict-filter is 10,485,769 characters long; Tablescope reads filters of at most"
                + " 1,000,000 characters");
  }

  @Test
  void anUnterminatedStringQuotesOnlyTheStartOfTheFilter() {
    String text = "name = '" + "x".repeat(500_000);

    assertThatThrownBy(() -> PARSER.parse(text))
        .hasMessage(
            "conflict-filter: unterminated string starting at 7: " + text.substring(0, 80) + "…");
  }

  @Test
  void aLongTokenIsQuotedShort() {
    String column = "c".repeat(500_000);

    assertThatThrownBy(() -> PARSER.parse(column + " ~ 1"))
        .hasMessageStartingWith("conflict-filter: unexpected character '~' at 500001: ccc")
        .hasMessageEndingWith("c…");
    assertThatThrownBy(() -> PARSER.parse("id = 1 " + column))
        .hasMessage(
            "conflict-filter: unexpected '"
                + column.substring(0, 80)
                + "…' in: id = 1 "
                + column.substring(0, 73)
                + "…");
  }
}
