package io.tablescope.format.iceberg.manifest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablescope.format.iceberg.metadata.Type;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.UUID;
import java.util.stream.Stream;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Bounds are encoded by iceberg-core and decoded by Tablescope; both must give the same value. */
class ConversionsTest {

  static Stream<Arguments> values() {
    return Stream.of(
        Arguments.of(Types.BooleanType.get(), true, "true"),
        Arguments.of(Types.IntegerType.get(), -42, "-42"),
        Arguments.of(Types.LongType.get(), 1L << 40, "1099511627776"),
        Arguments.of(Types.FloatType.get(), 1.5f, "1.5"),
        Arguments.of(Types.DoubleType.get(), Double.NaN, "NaN"),
        Arguments.of(Types.DateType.get(), 20_000, "2024-10-04"),
        Arguments.of(Types.TimeType.get(), 3_600_000_000L, "01:00"),
        Arguments.of(
            Types.TimestampType.withoutZone(),
            1_700_000_000_123_456L,
            "2023-11-14T22:13:20.123456"),
        Arguments.of(
            Types.TimestampType.withZone(), 1_700_000_000_000_000L, "2023-11-14T22:13:20Z"),
        Arguments.of(
            Types.TimestampNanoType.withoutZone(),
            1_700_000_000_000_000_001L,
            "2023-11-14T22:13:20.000000001"),
        Arguments.of(Types.StringType.get(), "Zürich", "Zürich"),
        Arguments.of(
            Types.UUIDType.get(),
            UUID.fromString("f79c3e09-677c-4bbd-a479-3f349cb785e7"),
            "f79c3e09-677c-4bbd-a479-3f349cb785e7"),
        Arguments.of(Types.DecimalType.of(9, 2), new BigDecimal("-1234.56"), "-1234.56"),
        Arguments.of(
            Types.FixedType.ofLength(3), ByteBuffer.wrap(new byte[] {1, 2, 3}), "0x010203"),
        Arguments.of(
            Types.BinaryType.get(),
            ByteBuffer.wrap("ab".getBytes(StandardCharsets.UTF_8)),
            "0x6162"));
  }

  @ParameterizedTest
  @MethodSource("values")
  void decodesWhatIcebergCoreEncodes(
      org.apache.iceberg.types.Type.PrimitiveType type, Object value, String text) {
    ByteBuffer encoded = org.apache.iceberg.types.Conversions.toByteBuffer(type, value);
    byte[] bytes = new byte[encoded.remaining()];
    encoded.duplicate().get(bytes);

    Value decoded =
        Conversions.fromBytes(new Type.Primitive(type.toString().replace(", ", ",")), bytes);

    Object expected =
        org.apache.iceberg.types.Conversions.fromByteBuffer(type, ByteBuffer.wrap(bytes));
    if (expected instanceof ByteBuffer buffer) {
      byte[] expectedBytes = new byte[buffer.remaining()];
      buffer.get(expectedBytes);
      assertThat((byte[]) decoded.value()).isEqualTo(expectedBytes);
    } else if (expected instanceof CharSequence chars) {
      assertThat(decoded.value()).isEqualTo(chars.toString());
    } else {
      assertThat(decoded.value()).isEqualTo(expected);
    }
    assertThat(decoded.text()).isEqualTo(text);
    assertThat(decoded.raw()).isEqualTo(bytes);
  }

  @Test
  void aBoundTooShortForItsTypeIsAnErrorAsInIcebergCore() {
    byte[] twoBytes = {1, 2};

    assertThatThrownBy(
            () ->
                org.apache.iceberg.types.Conversions.fromByteBuffer(
                    Types.IntegerType.get(), ByteBuffer.wrap(twoBytes)))
        .isInstanceOf(java.nio.BufferUnderflowException.class);
    assertThatThrownBy(() -> Conversions.fromBytes(new Type.Primitive("int"), twoBytes))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("Cannot decode a bound of type int from 2 bytes; it needs 4");
  }

  @Test
  void aWideBoundOfNeitherFourNorEightBytesReadsAsIcebergCoreReadsIt() {
    // A damaged double or long bound of 6 bytes: iceberg-core reads its first 4 bytes as the
    // narrower type it was widened from, and so does Tablescope (it once escaped as an underflow).
    byte[] sixBytes = {1, 2, 3, 4, 5, 6};

    Object icebergDouble =
        org.apache.iceberg.types.Conversions.fromByteBuffer(
            Types.DoubleType.get(), ByteBuffer.wrap(sixBytes));
    Object icebergLong =
        org.apache.iceberg.types.Conversions.fromByteBuffer(
            Types.LongType.get(), ByteBuffer.wrap(sixBytes));

    assertThat(Conversions.fromBytes(new Type.Primitive("double"), sixBytes).value())
        .isEqualTo(icebergDouble);
    assertThat(Conversions.fromBytes(new Type.Primitive("long"), sixBytes).value())
        .isEqualTo(icebergLong);
  }
}
