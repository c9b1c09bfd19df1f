package io.tablescope.inspector.iceberg.replay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.Conversions;
import io.tablescope.format.iceberg.manifest.FileContent;
import io.tablescope.format.iceberg.manifest.Value;
import io.tablescope.format.iceberg.metadata.Type;
import io.tablescope.inspector.iceberg.DeleteMatching;
import io.tablescope.inspector.iceberg.replay.FilterExpression.Operation;
import io.tablescope.inspector.iceberg.replay.FilterExpression.Predicate;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The cases that used to end in a caught {@code ClassCastException} or {@code NullPointerException}
 * treated as "might match", each now decided by type: a value that does not compare with the
 * literal cannot prune; numbers of a widened column still compare; a transform that does not apply
 * to a value projects to nothing; a null partition sorts first, as in Iceberg's partition
 * evaluator.
 */
class TypeMismatchTest {
  private static final Type.Primitive LONG = new Type.Primitive("long");
  private static final Type.Primitive DATE = new Type.Primitive("date");
  private static final int ID = 1;

  private static Predicate id(Operation operation, long literal) {
    return new Predicate(operation, "id", ID, LONG, List.of(literal), List.of("" + literal));
  }

  @Test
  void anInlineFilesTextPartitionCannotBeComparedSoItMightMatch() {
    assertThat(PartitionProjection.mightMatch(id(Operation.EQ, 5), "identity", "7")).isTrue();
    assertThat(PartitionProjection.mightMatch(id(Operation.GT, 5), "identity", "1")).isTrue();
  }

  @Test
  void aWidenedColumnsIntegerPartitionComparesWithALongLiteral() {
    assertThat(PartitionProjection.mightMatch(id(Operation.EQ, 5), "identity", 7)).isFalse();
    assertThat(PartitionProjection.mightMatch(id(Operation.LT, 5), "identity", 3)).isTrue();
  }

  @Test
  void aTransformThatDoesNotApplyToTheLiteralProjectsToNothing() {
    Predicate onDate = new Predicate(Operation.LT, "day", 4, DATE, List.of(5L), List.of("5"));

    assertThat(Transforms.apply("day", DATE, 5L)).isNull();
    assertThat(PartitionProjection.mightMatch(onDate, "day", 1)).isTrue();
    assertThat(Transforms.apply("truncate[4]", LONG, 3.5)).isNull();
  }

  @Test
  void aNullPartitionSortsBeforeEveryLiteral() {
    assertThat(PartitionProjection.mightMatch(id(Operation.LT, 5), "truncate[10]", null)).isTrue();
    assertThat(PartitionProjection.mightMatch(id(Operation.GT, 5), "truncate[10]", null)).isFalse();
    assertThat(PartitionProjection.mightMatch(id(Operation.EQ, 5), "bucket[4]", null)).isFalse();
  }

  @Test
  void aBoundOfAnotherTypeIsNoBound() {
    byte[] raw = "zz".getBytes(StandardCharsets.UTF_8);
    ContentFile undecoded =
        file(
            new Value(raw, "binary", null, raw),
            new Value(raw, "binary", null, raw),
            Map.of(ID, 10L),
            Map.of(ID, 0L));

    assertThat(FileFilter.metricsMightMatch(id(Operation.EQ, 500), undecoded)).isTrue();
    assertThat(FileFilter.metricsMightMatch(id(Operation.NOT_EQ, 500), undecoded)).isTrue();
  }

  @Test
  void integerBoundsOfAWidenedColumnStillPrune() {
    ContentFile widened = file(integer(1), integer(10), Map.of(ID, 10L), Map.of(ID, 0L));

    assertThat(FileFilter.metricsMightMatch(id(Operation.EQ, 500), widened)).isFalse();
    assertThat(FileFilter.metricsMightMatch(id(Operation.LT_EQ, 10), widened)).isTrue();
  }

  @Test
  void missingBoundsAndCountsCannotPrune() {
    ContentFile bare = file(null, null, Map.of(), Map.of());

    assertThat(FileFilter.metricsMightMatch(id(Operation.EQ, 500), bare)).isTrue();
    assertThat(FileFilter.metricsMightMatch(id(Operation.IS_NULL, 0), bare)).isTrue();
  }

  @Test
  void equalityDeleteBoundsThatDoNotCompareCannotRuleTheDeleteOut() {
    byte[] raw = "a".getBytes(StandardCharsets.UTF_8);
    ContentFile data = file(string("m"), string("n"), Map.of(ID, 2L), Map.of(ID, 0L));
    ContentFile textDelete =
        equalityDelete(new Value(raw, "binary", null, raw), new Value(raw, "binary", null, raw));
    ContentFile widenedDelete = equalityDelete(integer(1), integer(2));
    ContentFile longData = file(longBound(5L), longBound(9L), Map.of(ID, 2L), Map.of(ID, 0L));

    assertThat(DeleteMatching.canContainEqualityDeletes(data, textDelete)).isTrue();
    assertThat(DeleteMatching.canContainEqualityDeletes(longData, widenedDelete)).isFalse();
  }

  @Test
  void comparingValuesOfDifferentTypesIsAProgrammingError() {
    assertThat(DeleteMatching.comparable("a", new byte[] {1})).isFalse();
    assertThat(DeleteMatching.comparable(1, 2L)).isTrue();
    assertThatThrownBy(() -> DeleteMatching.compare("a", 1L))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("Cannot compare String a with Long 1");
  }

  private static Value integer(int value) {
    return Conversions.fromBytes(
        new Type.Primitive("int"),
        ByteBuffer.allocate(4).order(ByteOrder.LITTLE_ENDIAN).putInt(value).array());
  }

  private static Value longBound(long value) {
    return Conversions.fromBytes(
        new Type.Primitive("long"),
        ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN).putLong(value).array());
  }

  private static Value string(String value) {
    return Conversions.fromBytes(
        new Type.Primitive("string"), value.getBytes(StandardCharsets.UTF_8));
  }

  private static ContentFile file(
      Value lower, Value upper, Map<Integer, Long> valueCounts, Map<Integer, Long> nullCounts) {
    return contentFile(FileContent.DATA, lower, upper, valueCounts, nullCounts, List.of());
  }

  private static ContentFile equalityDelete(Value lower, Value upper) {
    return contentFile(
        FileContent.EQUALITY_DELETES, lower, upper, Map.of(ID, 2L), Map.of(ID, 0L), List.of(ID));
  }

  private static ContentFile contentFile(
      FileContent content,
      Value lower,
      Value upper,
      Map<Integer, Long> valueCounts,
      Map<Integer, Long> nullCounts,
      List<Integer> equalityIds) {
    return new ContentFile(
        content,
        "file:/t/data/" + content + ".parquet",
        "PARQUET",
        0,
        List.of(),
        10,
        100,
        Map.of(),
        valueCounts,
        nullCounts,
        Map.of(),
        lower == null ? Map.of() : Map.of(ID, lower),
        upper == null ? Map.of() : Map.of(ID, upper),
        null,
        List.of(),
        equalityIds,
        null,
        null,
        null,
        null,
        null,
        null,
        true);
  }
}
