package io.tablescope.inspector.iceberg.replay;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.iceberg.manifest.FieldSummary;
import io.tablescope.format.iceberg.manifest.ManifestContent;
import io.tablescope.format.iceberg.manifest.Value;
import io.tablescope.format.iceberg.metadata.TableMetadata;
import io.tablescope.format.iceberg.metadata.TableMetadataParser;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.lang.reflect.Proxy;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.apache.iceberg.ManifestFile;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.expressions.Expression;
import org.apache.iceberg.expressions.Expressions;
import org.apache.iceberg.expressions.ManifestEvaluator;
import org.apache.iceberg.types.Comparators;
import org.apache.iceberg.types.Conversions;
import org.apache.iceberg.types.Type;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.Test;

/**
 * {@link ManifestSummaries} against iceberg-api's {@code ManifestEvaluator} for {@code startsWith},
 * {@code notStartsWith}, {@code isNaN} and {@code notNaN}, over seeded partition field summaries
 * (nulls, NaN known or not, bounds present or not) of identity and truncate partitions of a string
 * column and an identity partition of a double column.
 */
class ManifestSummariesPrefixAndNaNTest {
  private static final int CASES = 3000;
  private static final Schema SCHEMA =
      new Schema(
          Types.NestedField.optional(1, "s", Types.StringType.get()),
          Types.NestedField.optional(2, "d", Types.DoubleType.get()));
  private static final PartitionSpec SPEC =
      PartitionSpec.builderFor(SCHEMA).identity("s").truncate("s", 2).identity("d").build();

  @Test
  void prefixAndNaNTestsOnSummariesAgreeWithIcebergApi() throws IOException {
    ManifestSummaries summaries = new ManifestSummaries(tablescopeMetadata());
    FilterParser parser = new FilterParser(tablescopeMetadata().currentSchema().orElseThrow());
    GeneratedValues generated = new GeneratedValues(21L);
    Random random = new Random(21L);
    Map<String, List<String>> disagreements = new TreeMap<>();
    for (int i = 0; i < CASES; i++) {
      List<Summary> fields =
          List.of(
              Summary.strings(generated, random, Integer.MAX_VALUE),
              Summary.strings(generated, random, 2),
              Summary.doubles(random));
      String prefix = codePointPrefix(random, generated.random(Types.StringType.get()).toString());
      String text;
      Expression expression;
      switch (random.nextInt(4)) {
        case 0 -> {
          text = "s starts_with '" + prefix + "'";
          expression = Expressions.startsWith("s", prefix);
        }
        case 1 -> {
          text = "s not starts_with '" + prefix + "'";
          expression = Expressions.notStartsWith("s", prefix);
        }
        case 2 -> {
          text = "d is nan";
          expression = Expressions.isNaN("d");
        }
        default -> {
          text = "d is not nan";
          expression = Expressions.notNaN("d");
        }
      }
      boolean expected =
          ManifestEvaluator.forRowFilter(expression, SPEC, true).eval(manifest(fields));
      boolean actual =
          summaries.match(tablescopeManifest(fields), parser.filter(text)).mightMatch();
      if (expected != actual) {
        disagreements
            .computeIfAbsent(text.split("'")[0], ignored -> new ArrayList<>())
            .add(text + " on " + fields + ": iceberg " + expected);
      }
    }
    assertThat(disagreements).as(disagreements.toString()).isEmpty();
  }

  /** A prefix of whole code points, which UTF-8 encodes as iceberg-api's literal does. */
  private static String codePointPrefix(Random random, String text) {
    int codePoints = text.codePointCount(0, text.length());
    return text.substring(0, text.offsetByCodePoints(0, random.nextInt(codePoints + 1)));
  }

  /** One partition field's summary as iceberg-api's value objects; null bounds are absent. */
  private record Summary(
      Type.PrimitiveType type,
      boolean containsNull,
      Boolean containsNaN,
      Object lower,
      Object upper)
      implements ManifestFile.PartitionFieldSummary {

    static Summary strings(GeneratedValues generated, Random random, int width) {
      boolean nulls = random.nextBoolean();
      if (nulls && random.nextInt(3) == 0) {
        return new Summary(Types.StringType.get(), true, null, null, null);
      }
      String a = truncate(generated.random(Types.StringType.get()).toString(), width);
      String b =
          random.nextInt(3) == 0
              ? truncate(a + generated.random(Types.StringType.get()), width)
              : truncate(generated.random(Types.StringType.get()).toString(), width);
      boolean ordered = Comparators.charSequences().compare(a, b) <= 0;
      return new Summary(Types.StringType.get(), nulls, null, ordered ? a : b, ordered ? b : a);
    }

    static Summary doubles(Random random) {
      Boolean[] nans = {null, true, false};
      Boolean nan = nans[random.nextInt(3)];
      boolean nulls = random.nextBoolean();
      if (random.nextInt(3) == 0) {
        return new Summary(Types.DoubleType.get(), nulls, nan, null, null);
      }
      double a = random.nextInt(21) - 10;
      double b = a + random.nextInt(5);
      return new Summary(Types.DoubleType.get(), nulls, nan, a, b);
    }

    private static String truncate(String text, int width) {
      int codePoints = text.codePointCount(0, text.length());
      return codePoints <= width ? text : text.substring(0, text.offsetByCodePoints(0, width));
    }

    @Override
    public ByteBuffer lowerBound() {
      return lower == null ? null : Conversions.toByteBuffer(type, lower);
    }

    @Override
    public ByteBuffer upperBound() {
      return upper == null ? null : Conversions.toByteBuffer(type, upper);
    }

    @Override
    public ManifestFile.PartitionFieldSummary copy() {
      return this;
    }

    FieldSummary tablescope() {
      return new FieldSummary(containsNull, containsNaN, value(lowerBound()), value(upperBound()));
    }

    private Value value(ByteBuffer bytes) {
      if (bytes == null) {
        return null;
      }
      byte[] raw = new byte[bytes.remaining()];
      bytes.duplicate().get(raw);
      return io.tablescope.format.iceberg.manifest.Conversions.fromBytes(
          GeneratedValues.tablescopeType(type), raw);
    }
  }

  /** An iceberg-api manifest that answers only what {@code ManifestEvaluator} asks. */
  private static ManifestFile manifest(List<Summary> fields) {
    List<ManifestFile.PartitionFieldSummary> partitions = new ArrayList<>(fields);
    return (ManifestFile)
        Proxy.newProxyInstance(
            ManifestFile.class.getClassLoader(),
            new Class<?>[] {ManifestFile.class},
            (proxy, method, args) ->
                switch (method.getName()) {
                  case "partitions" -> partitions;
                  case "partitionSpecId" -> SPEC.specId();
                  case "path" -> "/t/metadata/m.avro";
                  case "toString" -> "manifest";
                  default -> throw new UnsupportedOperationException(method.getName());
                });
  }

  private static io.tablescope.format.iceberg.manifest.ManifestFile tablescopeManifest(
      List<Summary> fields) {
    return new io.tablescope.format.iceberg.manifest.ManifestFile(
        "/t/metadata/m.avro",
        100,
        SPEC.specId(),
        ManifestContent.DATA,
        1,
        1,
        1L,
        1,
        0,
        0,
        10L,
        0L,
        0L,
        fields.stream().map(Summary::tablescope).toList(),
        null,
        null);
  }

  /** The table's metadata as iceberg-core writes it, read by Tablescope's parser. */
  private static TableMetadata tablescopeMetadata() throws IOException {
    String json =
        org.apache.iceberg.TableMetadataParser.toJson(
            org.apache.iceberg.TableMetadata.newTableMetadata(
                SCHEMA, SPEC, "/t", Map.of("format-version", "2")));
    return new TableMetadataParser()
        .parse(
            "/t/metadata/v1.metadata.json",
            new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)));
  }
}
