package io.tablescope.format.iceberg.manifest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablescope.format.iceberg.metadata.Type;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The compact column statistics read as the six maps they stand for. */
class ColumnStatsTest {
  private static final Value LOW = bound("long", longBytes(-5));
  private static final Value HIGH = bound("long", longBytes(40));
  private static final Value A = bound("string", "apple".getBytes(StandardCharsets.UTF_8));

  private static final ColumnStats STATS =
      ColumnStats.of(
          Map.of(1, 100L, 3, 30L),
          Map.of(1, 10L, 2, 20L, 3, 30L),
          Map.of(2, 0L),
          Map.of(),
          Map.of(1, LOW, 2, A),
          Map.of(1, HIGH));

  @Test
  void eachStatisticHasExactlyItsColumnsInFieldIdOrder() {
    assertThat(STATS.columnSizes()).containsExactly(Map.entry(1, 100L), Map.entry(3, 30L));
    assertThat(STATS.valueCounts())
        .containsExactly(Map.entry(1, 10L), Map.entry(2, 20L), Map.entry(3, 30L));
    assertThat(STATS.nullValueCounts()).containsExactly(Map.entry(2, 0L));
    assertThat(STATS.nanValueCounts()).isEmpty();
    assertThat(STATS.lowerBounds().keySet()).containsExactly(1, 2);
    assertThat(STATS.upperBounds().keySet()).containsExactly(1);
    assertThat(STATS.isEmpty()).isFalse();
  }

  @Test
  void lookupsOfAbsentColumnsAndOtherKeysFindNothing() {
    assertThat(STATS.nullValueCounts().get(1)).isNull();
    assertThat(STATS.nullValueCounts().containsKey(1)).isFalse();
    assertThat(STATS.columnSizes().get(99)).isNull();
    assertThat(STATS.columnSizes().get("1")).isNull();
    assertThat(STATS.upperBounds().get(2)).isNull();
  }

  @Test
  void boundsAreDecodedFromTheirBytesByTheirType() {
    Value low = STATS.lowerBounds().get(1);
    assertThat(low.value()).isEqualTo(-5L);
    assertThat(low.typeName()).isEqualTo("long");
    assertThat(low.raw()).isEqualTo(longBytes(-5));
    assertThat(STATS.upperBounds().get(1).value()).isEqualTo(40L);
    assertThat(STATS.lowerBounds().get(2).value()).isEqualTo("apple");
  }

  @Test
  void theSameStatisticsAreEqualAndOthersAreNot() {
    ColumnStats same =
        ColumnStats.of(
            Map.of(3, 30L, 1, 100L),
            Map.of(1, 10L, 2, 20L, 3, 30L),
            Map.of(2, 0L),
            Map.of(),
            Map.of(1, LOW, 2, A),
            Map.of(1, HIGH));
    ColumnStats otherBound =
        ColumnStats.of(
            Map.of(1, 100L, 3, 30L),
            Map.of(1, 10L, 2, 20L, 3, 30L),
            Map.of(2, 0L),
            Map.of(),
            Map.of(1, LOW, 2, A),
            Map.of(1, LOW));

    assertThat(same).isEqualTo(STATS).hasSameHashCodeAs(STATS);
    assertThat(otherBound).isNotEqualTo(STATS);
    assertThat(ColumnStats.of(Map.of(), Map.of(), Map.of(), Map.of(), Map.of(), Map.of()))
        .isSameAs(ColumnStats.NONE);
  }

  @Test
  void aBoundWithoutItsBytesIsRefused() {
    Value decodedOnly = new Value(1L, "long", null, null);

    assertThatThrownBy(
            () ->
                ColumnStats.of(
                    Map.of(), Map.of(), Map.of(), Map.of(), Map.of(7, decodedOnly), Map.of()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("field 7");
  }

  @Test
  void aDuplicateColumnIsDamage() {
    ColumnStatsBuilder builder = new ColumnStatsBuilder(new int[] {4});
    builder.count(4, ColumnStats.Count.VALUE_COUNT, 1L);

    assertThatThrownBy(() -> builder.count(4, ColumnStats.Count.VALUE_COUNT, 2L))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("duplicate key: 4");
  }

  @Test
  void aFileOfNoStatisticsReadsAsSixEmptyMaps() {
    assertThat(
            List.of(
                ColumnStats.NONE.columnSizes(),
                ColumnStats.NONE.valueCounts(),
                ColumnStats.NONE.nullValueCounts(),
                ColumnStats.NONE.nanValueCounts(),
                ColumnStats.NONE.lowerBounds(),
                ColumnStats.NONE.upperBounds()))
        .allSatisfy(map -> assertThat(map).isEmpty());
    assertThat(ColumnStats.NONE.isEmpty()).isTrue();
  }

  private static Value bound(String type, byte[] bytes) {
    return Conversions.fromBytes(new Type.Primitive(type), bytes);
  }

  private static byte[] longBytes(long value) {
    return ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN).putLong(value).array();
  }
}
