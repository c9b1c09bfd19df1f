package io.tablescope.inspector.iceberg.replay;

import io.tablescope.inspector.iceberg.replay.FilterExpression.Operation;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import org.apache.iceberg.expressions.Expression;
import org.apache.iceberg.expressions.Expressions;
import org.apache.iceberg.types.Type;
import org.apache.iceberg.types.Types;

/**
 * Seeded values of every primitive type that partition transforms accept, in iceberg-api's
 * in-memory form: boundaries (zero, minus one, the extremes, the epoch, days before it, code points
 * outside the BMP) and random ones, with null.
 */
final class GeneratedValues {
  /** The source types, as Iceberg names them. */
  static final List<Type.PrimitiveType> TYPES =
      List.of(
          Types.IntegerType.get(),
          Types.LongType.get(),
          Types.DecimalType.of(9, 2),
          Types.DecimalType.of(38, 10),
          Types.DateType.get(),
          Types.TimeType.get(),
          Types.TimestampType.withoutZone(),
          Types.TimestampType.withZone(),
          Types.TimestampNanoType.withoutZone(),
          Types.TimestampNanoType.withZone(),
          Types.StringType.get(),
          Types.UUIDType.get(),
          Types.FixedType.ofLength(5),
          Types.BinaryType.get());

  private static final long MICROS_PER_DAY = 86_400_000_000L;

  private final Random random;

  GeneratedValues(long seed) {
    this.random = new Random(seed);
  }

  /** {@code count} random values of a type after its boundaries, then null. */
  List<Object> of(Type.PrimitiveType type, int count) {
    List<Object> values = new ArrayList<>(boundaries(type));
    for (int i = 0; i < count; i++) {
      values.add(random(type));
    }
    values.add(null);
    return values;
  }

  Object random(Type.PrimitiveType type) {
    switch (type.typeId()) {
      case INTEGER:
        return random.nextBoolean() ? random.nextInt() : random.nextInt(2001) - 1000;
      case LONG:
        return random.nextBoolean() ? random.nextLong() : (long) random.nextInt(2001) - 1000;
      case DECIMAL:
        Types.DecimalType decimal = (Types.DecimalType) type;
        BigInteger unscaled = new BigInteger(decimal.precision() * 3, random);
        BigInteger limit = BigInteger.TEN.pow(decimal.precision());
        unscaled = unscaled.mod(limit);
        return new BigDecimal(random.nextBoolean() ? unscaled.negate() : unscaled, decimal.scale());
      case DATE:
        return random.nextInt(80_001) - 40_000;
      case TIME:
        return Math.floorMod(random.nextLong(), MICROS_PER_DAY);
      case TIMESTAMP:
        return random.nextLong() % (4_000_000_000L * 1_000_000L);
      case TIMESTAMP_NANO:
        return random.nextLong();
      case DOUBLE:
        return random.nextBoolean()
            ? random.nextGaussian() * 1000
            : (double) random.nextInt(21) - 10;
      case STRING:
        return randomString();
      case UUID:
        return new UUID(random.nextLong(), random.nextLong());
      case FIXED:
        return ByteBuffer.wrap(bytes(((Types.FixedType) type).length()));
      case BINARY:
        return ByteBuffer.wrap(bytes(random.nextInt(12)));
      default:
        throw new IllegalArgumentException(type.toString());
    }
  }

  private List<Object> boundaries(Type.PrimitiveType type) {
    switch (type.typeId()) {
      case INTEGER:
        return List.of(0, 1, -1, 9, 10, -10, 11, Integer.MIN_VALUE, Integer.MAX_VALUE);
      case LONG:
        return List.of(0L, 1L, -1L, 9L, 10L, -10L, 11L, Long.MIN_VALUE + 10, Long.MAX_VALUE);
      case DECIMAL:
        int scale = ((Types.DecimalType) type).scale();
        return List.of(
            BigDecimal.ZERO.setScale(scale),
            BigDecimal.valueOf(-1, scale),
            BigDecimal.valueOf(1, scale),
            BigDecimal.valueOf(-1000, scale),
            BigDecimal.valueOf(999, scale));
      case DATE:
        return List.of(0, -1, 1, -365, -366, 59, 365, -719_162, 2_932_896);
      case TIME:
        return List.of(0L, 1L, MICROS_PER_DAY - 1, 3_600_000_000L);
      case TIMESTAMP:
        return List.of(0L, -1L, 1L, -3_600_000_000L, -MICROS_PER_DAY, MICROS_PER_DAY - 1);
      case TIMESTAMP_NANO:
        return List.of(0L, -1L, 1L, -999L, -1000L, -1001L, -3_600_000_000_000L);
      case STRING:
        return List.of("", "a", "abcdefghijk", "é", "\uD83D\uDE00x", "x\uD83D\uDE00\uD83D\uDE00y");
      case UUID:
        return List.of(
            new UUID(0, 0), new UUID(-1, -1), new UUID(Long.MIN_VALUE, 0), new UUID(1, -1));
      case FIXED:
        return List.of(ByteBuffer.wrap(new byte[] {0, 0, 0, 0, 0}), ByteBuffer.wrap(filled(5)));
      case BINARY:
        return List.of(ByteBuffer.wrap(new byte[0]), ByteBuffer.wrap(filled(11)));
      default:
        throw new IllegalArgumentException(type.toString());
    }
  }

  private String randomString() {
    int[] pool = {'a', 'z', '0', 0xe9, 0x4e2d, 0xff21, 0x1f600, 0x10348};
    StringBuilder text = new StringBuilder();
    int length = random.nextInt(9);
    for (int i = 0; i < length; i++) {
      text.appendCodePoint(pool[random.nextInt(pool.length)]);
    }
    return text.toString();
  }

  private byte[] bytes(int length) {
    byte[] bytes = new byte[length];
    random.nextBytes(bytes);
    return bytes;
  }

  private static byte[] filled(int length) {
    byte[] bytes = new byte[length];
    Arrays.fill(bytes, (byte) 0xff);
    return bytes;
  }

  /**
   * Whether Iceberg binds an operation to a column of the type: prefixes on strings, NaN on floats.
   */
  static boolean applies(Operation operation, Type.PrimitiveType type) {
    return switch (operation) {
      case STARTS_WITH, NOT_STARTS_WITH -> type.typeId() == Type.TypeID.STRING;
      case IS_NAN, NOT_NAN ->
          type.typeId() == Type.TypeID.DOUBLE || type.typeId() == Type.TypeID.FLOAT;
      default -> true;
    };
  }

  /**
   * A prefix for {@code startsWith}: the value itself, or its first chars (possibly half a
   * surrogate pair, which Iceberg's char-wise comparison must order), or the value and more.
   */
  static String prefix(Random random, Object value) {
    String text = value.toString();
    return switch (random.nextInt(4)) {
      case 0 -> text;
      case 1 -> text + (char) ('a' + random.nextInt(26));
      default -> text.substring(0, random.nextInt(text.length() + 1));
    };
  }

  /** The predicate on column {@code x}, as iceberg-api builds it. */
  static Expression icebergPredicate(Operation operation, List<Object> literals) {
    return switch (operation) {
      case IS_NULL -> Expressions.isNull("x");
      case NOT_NULL -> Expressions.notNull("x");
      case IS_NAN -> Expressions.isNaN("x");
      case NOT_NAN -> Expressions.notNaN("x");
      case STARTS_WITH -> Expressions.startsWith("x", (String) literals.get(0));
      case NOT_STARTS_WITH -> Expressions.notStartsWith("x", (String) literals.get(0));
      case LT -> Expressions.lessThan("x", literals.get(0));
      case LT_EQ -> Expressions.lessThanOrEqual("x", literals.get(0));
      case GT -> Expressions.greaterThan("x", literals.get(0));
      case GT_EQ -> Expressions.greaterThanOrEqual("x", literals.get(0));
      case EQ -> Expressions.equal("x", literals.get(0));
      case NOT_EQ -> Expressions.notEqual("x", literals.get(0));
      case IN -> Expressions.in("x", literals);
      case NOT_IN -> Expressions.notIn("x", literals);
    };
  }

  /** A value as Tablescope holds it: byte arrays for buffers, strings for char sequences. */
  static Object tablescopeForm(Object icebergValue) {
    if (icebergValue instanceof ByteBuffer buffer) {
      ByteBuffer copy = buffer.duplicate();
      byte[] bytes = new byte[copy.remaining()];
      copy.get(bytes);
      return bytes;
    }
    if (icebergValue instanceof CharSequence text) {
      return text.toString();
    }
    return icebergValue;
  }

  /** The Iceberg type name, as metadata JSON writes it and Tablescope's types carry it. */
  static io.tablescope.format.iceberg.metadata.Type.Primitive tablescopeType(
      Type.PrimitiveType type) {
    return new io.tablescope.format.iceberg.metadata.Type.Primitive(type.toString());
  }

  static String describe(Object value) {
    Object form = tablescopeForm(value);
    return form instanceof byte[] bytes
        ? "0x" + new BigInteger(1, bytes).toString(16) + " (" + bytes.length + " bytes)"
        : String.valueOf(form) + (form == null ? "" : " (" + form.getClass().getSimpleName() + ")");
  }
}
