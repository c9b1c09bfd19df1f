package io.tablescope.inspector.iceberg.replay;

import io.tablescope.format.iceberg.metadata.Type;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.UUID;

/**
 * Iceberg's partition transforms applied to a value in its in-memory form, for projecting a filter
 * onto a partition: identity, void, bucket (Murmur3 x86 32-bit, seed 0, as the spec defines),
 * truncate, and the time transforms (nanosecond timestamps through their microseconds).
 */
final class Transforms {
  private static final long MICROS_PER_HOUR = 3_600_000_000L;
  private static final long MICROS_PER_DAY = 24 * MICROS_PER_HOUR;

  private Transforms() {}

  /**
   * The transformed value: identity, void, bucket, truncate and the time transforms; null for a
   * null value, for void, and when the transform does not apply to the type.
   */
  static Object apply(String transform, Type.Primitive sourceType, Object value) {
    if (value == null || transform.equals("void")) {
      return null;
    }
    if (transform.equals("identity")) {
      return value;
    }
    if (transform.startsWith("bucket[")) {
      int buckets = Integer.parseInt(transform.substring(7, transform.length() - 1));
      byte[] bytes = hashBytes(sourceType, value);
      return bytes == null ? null : (murmur3(bytes) & Integer.MAX_VALUE) % buckets;
    }
    if (transform.startsWith("truncate[")) {
      return truncate(Integer.parseInt(transform.substring(9, transform.length() - 1)), value);
    }
    Long micros = micros(sourceType, value);
    if (micros == null) {
      return null;
    }
    long days = Math.floorDiv(micros, MICROS_PER_DAY);
    LocalDate day = LocalDate.ofEpochDay(days);
    switch (transform) {
      case "day":
        return (int) days;
      case "hour":
        return sourceType.name().equals("date")
            ? null
            : (int) Math.floorDiv(micros, MICROS_PER_HOUR);
      case "month":
        return (day.getYear() - 1970) * 12 + day.getMonthValue() - 1;
      case "year":
        return day.getYear() - 1970;
      default:
        return null;
    }
  }

  private static Object truncate(int width, Object value) {
    if (value instanceof Integer number) {
      return number - Math.floorMod(number, width);
    }
    if (value instanceof Long number) {
      return number - Math.floorMod(number, (long) width);
    }
    if (value instanceof String text) {
      return text.codePointCount(0, text.length()) <= width
          ? text
          : text.substring(0, text.offsetByCodePoints(0, width));
    }
    if (value instanceof BigDecimal decimal) {
      BigDecimal step = BigDecimal.valueOf(width, decimal.scale());
      BigDecimal remainder = decimal.remainder(step);
      return decimal.subtract(remainder.signum() < 0 ? remainder.add(step) : remainder);
    }
    if (value instanceof byte[] bytes) {
      return bytes.length <= width ? bytes : Arrays.copyOf(bytes, width);
    }
    return null;
  }

  /** A date, timestamp or nanosecond timestamp in microseconds from the epoch, or null. */
  private static Long micros(Type.Primitive type, Object value) {
    switch (type.name()) {
      case "date":
        return value instanceof Integer days ? days * MICROS_PER_DAY : null;
      case "timestamp":
      case "timestamptz":
        return value instanceof Long micros ? micros : null;
      case "timestamp_ns":
      case "timestamptz_ns":
        return value instanceof Long nanos ? Math.floorDiv(nanos, 1000L) : null;
      default:
        return null;
    }
  }

  private static byte[] hashBytes(Type.Primitive type, Object value) {
    String name = type.name();
    if ((name.equals("timestamp_ns") || name.equals("timestamptz_ns"))
        && value instanceof Long nanos) {
      // The spec hashes nanosecond timestamps as microseconds, so both land in the same bucket.
      return littleEndian(Math.floorDiv(nanos, 1000L));
    }
    if (value instanceof Integer number) {
      return littleEndian(number.longValue());
    }
    if (value instanceof Long number) {
      return littleEndian(number);
    }
    if (value instanceof String text) {
      return text.getBytes(StandardCharsets.UTF_8);
    }
    if (value instanceof BigDecimal decimal) {
      return decimal.unscaledValue().toByteArray();
    }
    if (value instanceof UUID uuid) {
      return ByteBuffer.allocate(16)
          .putLong(uuid.getMostSignificantBits())
          .putLong(uuid.getLeastSignificantBits())
          .array();
    }
    if (value instanceof byte[] bytes) {
      return bytes;
    }
    return null;
  }

  private static byte[] littleEndian(long value) {
    return ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN).putLong(value).array();
  }

  /** Murmur3 x86 32-bit with seed 0, the hash the Iceberg spec names for bucketing. */
  static int murmur3(byte[] data) {
    final int c1 = 0xcc9e2d51;
    final int c2 = 0x1b873593;
    int hash = 0;
    int blocks = data.length / 4;
    ByteBuffer buffer = ByteBuffer.wrap(data).order(ByteOrder.LITTLE_ENDIAN);
    for (int i = 0; i < blocks; i++) {
      int k = buffer.getInt(i * 4);
      k *= c1;
      k = Integer.rotateLeft(k, 15);
      k *= c2;
      hash ^= k;
      hash = Integer.rotateLeft(hash, 13);
      hash = hash * 5 + 0xe6546b64;
    }
    int k = 0;
    int tail = blocks * 4;
    switch (data.length & 3) {
      case 3:
        k ^= (data[tail + 2] & 0xff) << 16;
      // fall through
      case 2:
        k ^= (data[tail + 1] & 0xff) << 8;
      // fall through
      case 1:
        k ^= data[tail] & 0xff;
        k *= c1;
        k = Integer.rotateLeft(k, 15);
        k *= c2;
        hash ^= k;
        break;
      default:
        break;
    }
    hash ^= data.length;
    hash ^= hash >>> 16;
    hash *= 0x85ebca6b;
    hash ^= hash >>> 13;
    hash *= 0xc2b2ae35;
    hash ^= hash >>> 16;
    return hash;
  }
}
