package io.tablescope.inspector.iceberg.replay;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.inspector.iceberg.replay.FilterExpression.Operation;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.StructLike;
import org.apache.iceberg.expressions.Evaluator;
import org.apache.iceberg.expressions.Expression;
import org.apache.iceberg.expressions.Projections;
import org.apache.iceberg.transforms.Transform;
import org.apache.iceberg.types.Type;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.Test;

/**
 * Tablescope's projections of a conflict filter's predicate onto a partition value against
 * iceberg-api's: {@code Projections.inclusive(spec)} and {@code Projections.strict(spec)} of the
 * predicate, evaluated on the partition tuple by an {@code Evaluator}, over seeded literals and
 * partition values of every type and transform, with values near the literal so that boundaries are
 * hit.
 */
class ProjectionsTest {
  private static final int CASES = 100;

  @Test
  void everyProjectionOfEveryTypeAgreesWithIcebergApi() {
    GeneratedValues generated = new GeneratedValues(8L);
    Random random = new Random(8L);
    Map<String, List<String>> disagreements = new TreeMap<>();
    int compared = 0;
    int icebergOverflows = 0;
    List<Type.PrimitiveType> types = new ArrayList<>(GeneratedValues.TYPES);
    types.add(Types.DoubleType.get());
    for (Type.PrimitiveType type : types) {
      Schema schema = new Schema(Types.NestedField.optional(1, "x", type));
      for (String name : TransformsTest.TRANSFORMS) {
        Transform<Object, Object> transform = TransformsTest.icebergTransform(type, name);
        if (!transform.canTransform(type)) {
          continue;
        }
        PartitionSpec spec = spec(schema, name);
        var bound = transform.bind(type);
        for (Operation operation : Operation.values()) {
          if (!GeneratedValues.applies(operation, type)) {
            continue;
          }
          for (int i = 0; i < CASES; i++) {
            List<Object> literals = literals(generated, random, type, operation);
            Object source = near(generated, random, type, literals);
            Object partition = source == null ? null : bound.apply(source);
            Expression expression =
                GeneratedValues.icebergPredicate(operation, icebergLiterals(type, literals));
            boolean expected;
            boolean expectedStrict;
            try {
              expected =
                  new Evaluator(
                          spec.partitionType(), Projections.inclusive(spec).project(expression))
                      .eval(new OneValue(partition));
              expectedStrict =
                  new Evaluator(spec.partitionType(), Projections.strict(spec).project(expression))
                      .eval(new OneValue(partition));
            } catch (ArithmeticException e) {
              // iceberg-api rebinds a projected set of nanosecond timestamps as microseconds.
              assertThat(type.typeId()).isEqualTo(Type.TypeID.TIMESTAMP_NANO);
              icebergOverflows++;
              continue;
            }
            FilterExpression.Predicate predicate = tablescopePredicate(operation, type, literals);
            Object value = GeneratedValues.tablescopeForm(partition);
            Object actual;
            Object actualStrict;
            try {
              actual = PartitionProjection.mightMatch(predicate, name, value);
              actualStrict = StrictProjection.holds(predicate, name, value);
            } catch (RuntimeException e) {
              actual = e.toString();
              actualStrict = actual;
            }
            compared++;
            if (!Boolean.valueOf(expectedStrict).equals(actualStrict)) {
              disagreements
                  .computeIfAbsent(
                      "strict " + name + " of " + type + " " + operation,
                      ignored -> new ArrayList<>())
                  .add(
                      literals.stream().map(GeneratedValues::describe).toList()
                          + " on partition "
                          + GeneratedValues.describe(partition)
                          + ": iceberg "
                          + expectedStrict
                          + ", tablescope "
                          + actualStrict);
            }
            if (!Boolean.valueOf(expected).equals(actual)) {
              disagreements
                  .computeIfAbsent(
                      name + " of " + type + " " + operation, ignored -> new ArrayList<>())
                  .add(
                      literals.stream().map(GeneratedValues::describe).toList()
                          + " on partition "
                          + GeneratedValues.describe(partition)
                          + ": iceberg "
                          + expected
                          + ", tablescope "
                          + actual);
            }
          }
        }
      }
    }
    System.out.println(
        "projections compared: " + compared + ", iceberg-api overflowed: " + icebergOverflows);
    assertThat(compared).isGreaterThan(10_000);
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
    assertThat(disagreements).as(report.toString()).isEmpty();
  }

  private static PartitionSpec spec(Schema schema, String transform) {
    PartitionSpec.Builder builder = PartitionSpec.builderFor(schema);
    if (transform.startsWith("bucket[")) {
      return builder.bucket("x", width(transform)).build();
    }
    if (transform.startsWith("truncate[")) {
      return builder.truncate("x", width(transform)).build();
    }
    return switch (transform) {
      case "identity" -> builder.identity("x").build();
      case "void" -> builder.alwaysNull("x").build();
      case "year" -> builder.year("x").build();
      case "month" -> builder.month("x").build();
      case "day" -> builder.day("x").build();
      case "hour" -> builder.hour("x").build();
      default -> throw new IllegalArgumentException(transform);
    };
  }

  private static int width(String transform) {
    return Integer.parseInt(
        transform.substring(transform.indexOf('[') + 1, transform.length() - 1));
  }

  private static List<Object> literals(
      GeneratedValues generated, Random random, Type.PrimitiveType type, Operation operation) {
    int count =
        switch (operation) {
          case IS_NULL, NOT_NULL, IS_NAN, NOT_NAN -> 0;
          case IN, NOT_IN -> 1 + random.nextInt(3);
          default -> 1;
        };
    List<Object> literals = new ArrayList<>();
    while (literals.size() < count) {
      Object literal = generated.random(type);
      boolean prefix = operation == Operation.STARTS_WITH || operation == Operation.NOT_STARTS_WITH;
      literals.add(prefix ? GeneratedValues.prefix(random, literal) : literal);
    }
    return literals;
  }

  /** A source value: null, a literal, one next to a literal, or any. */
  private static Object near(
      GeneratedValues generated, Random random, Type.PrimitiveType type, List<Object> literals) {
    int pick = random.nextInt(10);
    if (pick == 0) {
      return null;
    }
    if (type.typeId() == Type.TypeID.DOUBLE && pick < 4) {
      return Double.NaN;
    }
    if (literals.isEmpty() || pick > 6) {
      return generated.random(type);
    }
    Object literal = literals.get(random.nextInt(literals.size()));
    if (literal instanceof String text) {
      return random.nextBoolean()
          ? text + generated.random(type)
          : GeneratedValues.prefix(random, text);
    }
    int step = random.nextInt(5) - 2;
    if (literal instanceof Integer number) {
      return number + step;
    }
    if (literal instanceof Long number) {
      return number + step;
    }
    return literal;
  }

  /**
   * Literals as expressions take them; nanosecond timestamps as ISO text, since a long literal is
   * read as microseconds.
   */
  private static List<Object> icebergLiterals(Type.PrimitiveType type, List<Object> literals) {
    if (type.typeId() != Type.TypeID.TIMESTAMP_NANO) {
      return literals;
    }
    boolean zoned = ((Types.TimestampNanoType) type).shouldAdjustToUTC();
    return literals.stream()
        .map(
            nanos -> {
              Instant instant = Instant.EPOCH.plusNanos((Long) nanos);
              return (Object)
                  (zoned
                      ? instant.atOffset(ZoneOffset.UTC).toString()
                      : LocalDateTime.ofInstant(instant, ZoneOffset.UTC).toString());
            })
        .toList();
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

  /** A partition tuple of one value. */
  private record OneValue(Object value) implements StructLike {
    @Override
    public int size() {
      return 1;
    }

    @Override
    public <T> T get(int pos, Class<T> javaClass) {
      return javaClass.cast(value);
    }

    @Override
    public <T> void set(int pos, T newValue) {
      throw new UnsupportedOperationException("read only");
    }
  }
}
