package io.tablescope.inspector.iceberg.replay;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.apache.iceberg.transforms.Transform;
import org.apache.iceberg.types.Type;
import org.junit.jupiter.api.Test;

/**
 * Tablescope's partition transforms against iceberg-api's own ({@code Transforms.fromString(type,
 * name).bind(type).apply(value)}) over seeded values of every type that takes a transform.
 */
class TransformsTest {
  static final List<String> TRANSFORMS =
      List.of(
          "identity",
          "void",
          "bucket[1]",
          "bucket[16]",
          "bucket[1000]",
          "truncate[1]",
          "truncate[4]",
          "truncate[10]",
          "year",
          "month",
          "day",
          "hour");

  @Test
  void everyTransformOfEveryTypeAgreesWithIcebergApi() {
    GeneratedValues generated = new GeneratedValues(20261130L);
    List<String> disagreements = new ArrayList<>();
    int compared = 0;
    for (Type.PrimitiveType type : GeneratedValues.TYPES) {
      List<Object> values = generated.of(type, 200);
      for (String name : TRANSFORMS) {
        Transform<Object, Object> transform = icebergTransform(type, name);
        if (!transform.canTransform(type)) {
          continue;
        }
        var bound = transform.bind(type);
        for (Object value : values) {
          Object expected = GeneratedValues.tablescopeForm(bound.apply(value));
          Object actual;
          try {
            actual =
                Transforms.apply(
                    name,
                    GeneratedValues.tablescopeType(type),
                    GeneratedValues.tablescopeForm(value));
          } catch (RuntimeException e) {
            actual = e.toString();
          }
          compared++;
          if (!same(expected, actual)) {
            disagreements.add(
                name
                    + " of "
                    + type
                    + " | "
                    + GeneratedValues.describe(value)
                    + ": iceberg "
                    + GeneratedValues.describe(expected)
                    + ", tablescope "
                    + GeneratedValues.describe(actual));
          }
        }
      }
    }
    assertThat(compared).isGreaterThan(10_000);
    assertThat(disagreements).as(disagreements.size() + " disagreements").isEmpty();
  }

  @SuppressWarnings("unchecked")
  static Transform<Object, Object> icebergTransform(Type.PrimitiveType type, String name) {
    return (Transform<Object, Object>) org.apache.iceberg.transforms.Transforms.fromString(name);
  }

  static boolean same(Object expected, Object actual) {
    if (expected instanceof byte[] left && actual instanceof byte[] right) {
      return java.util.Arrays.equals(left, right);
    }
    return java.util.Objects.equals(expected, actual);
  }
}
