package io.tablescope.inspector.delta.replay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablescope.format.delta.action.ActionParser;
import io.tablescope.format.delta.action.Metadata;
import io.tablescope.inspector.replay.FilterSyntaxParser;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The read predicate's {@code starts_with} on partition values, as Spark's {@code StartsWith}
 * evaluates it (null on a null value, so neither it nor its negation matches a null partition), and
 * the refusal of {@code is nan}, which Tablescope does not evaluate on Delta partition values.
 */
class PartitionFilterTest {
  private static final String SCHEMA =
      "{\\\"type\\\":\\\"struct\\\",\\\"fields\\\":["
          + "{\\\"name\\\":\\\"s\\\",\\\"type\\\":\\\"string\\\",\\\"nullable\\\":true,\\\"metadata\\\":{}},"
          + "{\\\"name\\\":\\\"n\\\",\\\"type\\\":\\\"integer\\\",\\\"nullable\\\":true,\\\"metadata\\\":{}},"
          + "{\\\"name\\\":\\\"d\\\",\\\"type\\\":\\\"double\\\",\\\"nullable\\\":true,\\\"metadata\\\":{}}]}";
  private static final Metadata METADATA =
      (Metadata)
          ActionParser.parseLine(
              "{\"metaData\":{\"id\":\"t\",\"format\":{\"provider\":\"parquet\"},\"schemaString\":\""
                  + SCHEMA
                  + "\",\"partitionColumns\":[\"s\",\"n\",\"d\"],\"configuration\":{}}}");

  @Test
  void startsWithMatchesStringPartitionsByPrefix() {
    PartitionFilter filter = filter("s starts_with 'ab'");

    assertThat(filter.matches(values("abc"))).isTrue();
    assertThat(filter.matches(values("ab"))).isTrue();
    assertThat(filter.matches(values("a"))).isFalse();
    assertThat(filter.matches(values("xab"))).isFalse();
  }

  @Test
  void notStartsWithIsItsNegationExceptOnANullPartition() {
    PartitionFilter filter = filter("s not starts_with 'ab'");

    assertThat(filter.matches(values("abc"))).isFalse();
    assertThat(filter.matches(values("xab"))).isTrue();
    assertThat(filter.matches(values(null))).isFalse();
    assertThat(filter("s starts_with 'ab'").matches(values(null))).isFalse();
    assertThat(filter("not (s starts_with 'ab')").matches(values(null))).isFalse();
    assertThat(filter("s is null or s starts_with 'ab'").matches(values(null))).isTrue();
  }

  @Test
  void startsWithOnAnotherTypeIsRefusedNamingTheColumn() {
    assertThatThrownBy(() -> filter("n starts_with '1'"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "read-predicate: starts_with needs a string partition column; column n is a integer");
    assertThatThrownBy(() -> filter("s starts_with 1"))
        .hasMessage("read-predicate: 1 is not a string literal, the type of column s");
  }

  @Test
  void isNanIsRefusedNamingThePredicate() {
    assertThatThrownBy(() -> filter("d is not nan"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "read-predicate: 'd is not nan' is not evaluated on Delta partition values;"
                + " Tablescope reads is nan only in Iceberg filters");
  }

  private static PartitionFilter filter(String text) {
    return new PartitionFilter(new FilterSyntaxParser("read-predicate").parse(text), METADATA);
  }

  private static Map<String, String> values(String s) {
    Map<String, String> values = new HashMap<>();
    values.put("s", s);
    values.put("n", "1");
    values.put("d", "1.5");
    return values;
  }
}
