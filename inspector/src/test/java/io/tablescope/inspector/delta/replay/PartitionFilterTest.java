package io.tablescope.inspector.delta.replay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.delta.kernel.Scan;
import io.delta.kernel.Table;
import io.delta.kernel.data.FilteredColumnarBatch;
import io.delta.kernel.data.Row;
import io.delta.kernel.defaults.engine.DefaultEngine;
import io.delta.kernel.engine.Engine;
import io.delta.kernel.expressions.Column;
import io.delta.kernel.expressions.Predicate;
import io.delta.kernel.internal.InternalScanFileUtils;
import io.delta.kernel.utils.CloseableIterator;
import io.tablescope.format.delta.action.ActionParser;
import io.tablescope.format.delta.action.Metadata;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import io.tablescope.inspector.replay.FilterSyntaxParser;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The read predicate's {@code starts_with} on partition values, as Delta Kernel prunes by it and
 * Spark's {@code StartsWith} evaluates it (null on a null value, so neither it nor its negation
 * matches a null partition), and the refusal of {@code is nan}, which Tablescope does not evaluate
 * on Delta partition values.
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

  /** Delta Kernel 4.0.0 prunes a scan's files by {@code STARTS_WITH} on their partition values. */
  @Test
  void startsWithKeepsTheFilesDeltaKernelKeeps(@TempDir Path dir) throws IOException {
    String[] partitions = {"abc", "ab", "a", "xab", "b", "a\u00e9", null};
    DeltaTableWriter.create(dir, List.of("s"), Map.of()).append(partitions);
    Engine engine = DefaultEngine.create(new Configuration());
    for (String prefix : List.of("ab", "a", "", "abcd", "x", "a\u00e9")) {
      Predicate startsWith =
          new Predicate(
              "STARTS_WITH", new Column("s"), io.delta.kernel.expressions.Literal.ofString(prefix));
      for (boolean negated : List.of(false, true)) {
        PartitionFilter filter =
            filter("s " + (negated ? "not " : "") + "starts_with '" + prefix + "'");
        Set<String> tablescope = new TreeSet<>();
        for (String partition : partitions) {
          if (filter.matches(values(partition))) {
            tablescope.add(String.valueOf(partition));
          }
        }
        Predicate kernel = negated ? new Predicate("NOT", startsWith) : startsWith;
        assertThat(tablescope).as(kernel.toString()).isEqualTo(kernelKeeps(engine, dir, kernel));
      }
    }
  }

  /** The partition values of the files a Kernel scan with this filter reads. */
  private static Set<String> kernelKeeps(Engine engine, Path dir, Predicate predicate)
      throws IOException {
    Scan scan =
        Table.forPath(engine, dir.toString())
            .getLatestSnapshot(engine)
            .getScanBuilder()
            .withFilter(predicate)
            .build();
    Set<String> values = new TreeSet<>();
    try (CloseableIterator<FilteredColumnarBatch> batches = scan.getScanFiles(engine)) {
      while (batches.hasNext()) {
        try (CloseableIterator<Row> rows = batches.next().getRows()) {
          while (rows.hasNext()) {
            String path = InternalScanFileUtils.getAddFileStatus(rows.next()).getPath();
            String folder = path.substring(path.indexOf("s=") + 2);
            values.add(folder.substring(0, folder.indexOf('/')));
          }
        }
      }
    }
    return values;
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
