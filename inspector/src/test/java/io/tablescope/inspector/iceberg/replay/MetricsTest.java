package io.tablescope.inspector.iceberg.replay;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.FileContent;
import io.tablescope.format.iceberg.manifest.Value;
import io.tablescope.inspector.iceberg.replay.FilterExpression.Operation;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DataFiles;
import org.apache.iceberg.Metrics;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.expressions.Expression;
import org.apache.iceberg.expressions.InclusiveMetricsEvaluator;
import org.apache.iceberg.expressions.StrictMetricsEvaluator;
import org.apache.iceberg.types.Conversions;
import org.apache.iceberg.types.Type;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.Test;

/**
 * Tablescope's inclusive and strict metrics tests against iceberg-api's {@code
 * InclusiveMetricsEvaluator} and {@code StrictMetricsEvaluator}, over seeded column statistics
 * (bounds present or missing, no, some or only nulls, NaN counts) and literals next to the bounds,
 * for the types a conflict filter can name.
 */
class MetricsTest {
  private static final int CASES = 300;
  private static final long ROWS = 10;
  private static final List<Type.PrimitiveType> TYPES =
      List.of(
          Types.IntegerType.get(),
          Types.LongType.get(),
          Types.DecimalType.of(9, 2),
          Types.DateType.get(),
          Types.TimestampType.withZone(),
          Types.StringType.get(),
          Types.UUIDType.get(),
          Types.DoubleType.get());

  @Test
  void everyPredicateOnEveryTypeAgreesWithIcebergApi() {
    GeneratedValues generated = new GeneratedValues(11L);
    Random random = new Random(11L);
    Map<String, List<String>> disagreements = new TreeMap<>();
    int compared = 0;
    for (Type.PrimitiveType type : TYPES) {
      Schema schema = new Schema(Types.NestedField.optional(1, "x", type));
      for (Operation operation : Operation.values()) {
        if (!GeneratedValues.applies(operation, type)) {
          continue;
        }
        for (int i = 0; i < CASES; i++) {
          Stats stats = Stats.random(generated, random, type);
          List<Object> literals = literals(generated, random, type, operation, stats);
          Expression expression = GeneratedValues.icebergPredicate(operation, literals);
          FilterExpression.Predicate predicate = tablescopePredicate(operation, type, literals);
          DataFile icebergFile = stats.icebergFile(type);
          ContentFile file = stats.tablescopeFile(type);
          boolean inclusive = new InclusiveMetricsEvaluator(schema, expression).eval(icebergFile);
          boolean strict = new StrictMetricsEvaluator(schema, expression).eval(icebergFile);
          compared++;
          if (inclusive != FileFilter.metricsMightMatch(predicate, file)) {
            disagreements
                .computeIfAbsent(type + " " + operation, ignored -> new ArrayList<>())
                .add(
                    literals.stream().map(GeneratedValues::describe).toList()
                        + " on "
                        + stats
                        + ": iceberg "
                        + inclusive);
          }
          if (strict != StrictMetrics.mustMatch(predicate, file, id -> true)) {
            disagreements
                .computeIfAbsent("strict " + type + " " + operation, ignored -> new ArrayList<>())
                .add(
                    literals.stream().map(GeneratedValues::describe).toList()
                        + " on "
                        + stats
                        + ": iceberg "
                        + strict);
          }
        }
      }
    }
    StringBuilder report = new StringBuilder();
    disagreements.forEach(
        (kind, cases) ->
            report
                .append('\n')
                .append(kind)
                .append(": ")
                .append(cases.size())
                .append(" like ")
                .append(cases.get(0)));
    assertThat(compared).isGreaterThan(10_000);
    assertThat(disagreements).as(report.toString()).isEmpty();
  }

  /** One column's statistics; a null count or bound is one the file does not record. */
  private record Stats(Long nulls, Long nans, Object lower, Object upper) {
    static Stats random(GeneratedValues generated, Random random, Type.PrimitiveType type) {
      Long[] nullChoices = {0L, 3L, ROWS, null};
      Long nulls = nullChoices[random.nextInt(nullChoices.length)];
      Long nans = null;
      if (type.typeId() == Type.TypeID.DOUBLE) {
        Long[] nanChoices = {0L, 2L, ROWS, null};
        nans = nanChoices[random.nextInt(nanChoices.length)];
      }
      Object lower = random.nextInt(5) == 0 ? null : generated.random(type);
      Object upper = random.nextInt(5) == 0 ? null : generated.random(type);
      if (lower != null && upper != null && comparator(type).compare(lower, upper) > 0) {
        Object swap = lower;
        lower = upper;
        upper = swap;
      }
      return new Stats(nulls, nans, lower, upper);
    }

    DataFile icebergFile(Type.PrimitiveType type) {
      Map<Integer, Long> values = Map.of(1, ROWS);
      Map<Integer, Long> nullCounts = nulls == null ? Map.of() : Map.of(1, nulls);
      Map<Integer, Long> nanCounts = nans == null ? Map.of() : Map.of(1, nans);
      Map<Integer, ByteBuffer> lowers = new HashMap<>();
      Map<Integer, ByteBuffer> uppers = new HashMap<>();
      if (lower != null) {
        lowers.put(1, Conversions.toByteBuffer(type, lower));
      }
      if (upper != null) {
        uppers.put(1, Conversions.toByteBuffer(type, upper));
      }
      return DataFiles.builder(PartitionSpec.unpartitioned())
          .withPath("/t/data/file.parquet")
          .withFileSizeInBytes(100)
          .withMetrics(new Metrics(ROWS, null, values, nullCounts, nanCounts, lowers, uppers))
          .build();
    }

    ContentFile tablescopeFile(Type.PrimitiveType type) {
      String name = type.toString();
      return new ContentFile(
          FileContent.DATA,
          "/t/data/file.parquet",
          "PARQUET",
          0,
          List.of(),
          ROWS,
          100,
          Map.of(),
          Map.of(1, ROWS),
          nulls == null ? Map.of() : Map.of(1, nulls),
          nans == null ? Map.of() : Map.of(1, nans),
          lower == null ? Map.of() : Map.of(1, value(type, lower)),
          upper == null ? Map.of() : Map.of(1, value(type, upper)),
          null,
          List.of(),
          List.of(),
          null,
          null,
          null,
          null,
          null,
          null,
          true);
    }

    /** The bound iceberg-core writes for the value, as Tablescope decodes it. */
    private static Value value(Type.PrimitiveType type, Object icebergValue) {
      ByteBuffer bytes = Conversions.toByteBuffer(type, icebergValue);
      byte[] raw = new byte[bytes.remaining()];
      bytes.duplicate().get(raw);
      return io.tablescope.format.iceberg.manifest.Conversions.fromBytes(
          new io.tablescope.format.iceberg.metadata.Type.Primitive(type.toString()), raw);
    }

    @Override
    public String toString() {
      return "nulls "
          + nulls
          + ", nans "
          + nans
          + ", ["
          + GeneratedValues.describe(lower)
          + ", "
          + GeneratedValues.describe(upper)
          + "]";
    }
  }

  @SuppressWarnings("unchecked")
  private static java.util.Comparator<Object> comparator(Type.PrimitiveType type) {
    return (java.util.Comparator<Object>)
        (java.util.Comparator<?>) org.apache.iceberg.types.Comparators.forType(type);
  }

  /** Literals: a bound itself, one next to it, or any value. */
  private static List<Object> literals(
      GeneratedValues generated,
      Random random,
      Type.PrimitiveType type,
      Operation operation,
      Stats stats) {
    int count =
        switch (operation) {
          case IS_NULL, NOT_NULL, IS_NAN, NOT_NAN -> 0;
          case IN, NOT_IN -> 1 + random.nextInt(3);
          default -> 1;
        };
    if (operation == Operation.STARTS_WITH || operation == Operation.NOT_STARTS_WITH) {
      Object bound = random.nextBoolean() ? stats.lower() : stats.upper();
      return List.of(
          GeneratedValues.prefix(random, bound == null ? generated.random(type) : bound));
    }
    List<Object> literals = new ArrayList<>();
    while (literals.size() < count) {
      Object bound = random.nextBoolean() ? stats.lower() : stats.upper();
      int pick = random.nextInt(3);
      Object literal =
          bound == null || pick == 0
              ? generated.random(type)
              : pick == 1 ? bound : next(bound, random.nextBoolean() ? 1 : -1);
      if (literal instanceof Double number && number.isNaN()) {
        literal = 0.0;
      }
      literals.add(literal);
    }
    return literals;
  }

  private static Object next(Object value, int by) {
    if (value instanceof Integer number) {
      return number + by;
    }
    if (value instanceof Long number) {
      return number + by;
    }
    if (value instanceof Double number) {
      return number + by;
    }
    return value;
  }

  private static FilterExpression.Predicate tablescopePredicate(
      Operation operation, Type.PrimitiveType type, List<Object> literals) {
    List<Object> values = literals.stream().map(GeneratedValues::tablescopeForm).toList();
    return new FilterExpression.Predicate(
        operation,
        "x",
        1,
        GeneratedValues.tablescopeType(type),
        values,
        values.stream().map(String::valueOf).toList());
  }
}
