package io.tablescope.format.iceberg.manifest;

import io.tablescope.format.iceberg.metadata.Type;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.HexFormat;
import java.util.UUID;

/**
 * Decodes values as Iceberg stores them: column bounds in the spec's single-value serialization
 * (little-endian numbers, UTF-8 strings, big-endian UUIDs and decimals), and partition values as
 * Avro writes them, each with the text a person reads (partition values as Iceberg's transforms
 * print them in partition paths).
 */
public final class Conversions {
  private static final LocalDate EPOCH_DAY = LocalDate.ofEpochDay(0);
  private static final DateTimeFormatter HOUR = DateTimeFormatter.ofPattern("yyyy-MM-dd-HH");

  private Conversions() {}

  /** A bound's bytes decoded by its column's type. */
  public static Value fromBytes(Type type, byte[] bytes) {
    if (!(type instanceof Type.Primitive primitive)) {
      return new Value(bytes, type.describe(), null, bytes);
    }
    requireDecodable(primitive, bytes);
    ByteBuffer buffer = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
    String name = primitive.name();
    Object value =
        switch (name) {
          case "boolean" -> bytes[0] != 0;
          case "int", "date" -> buffer.getInt();
          // A long bound may be stored in 4 bytes after promotion from int; widen it. As in
          // iceberg-core, any bound shorter than 8 bytes is read so (a damaged one too).
          case "long", "time", "timestamp", "timestamptz", "timestamp_ns", "timestamptz_ns" ->
              bytes.length < 8 ? (long) buffer.getInt() : buffer.getLong();
          case "float" -> buffer.getFloat();
          case "double" -> bytes.length < 8 ? (double) buffer.getFloat() : buffer.getDouble();
          case "string" -> new String(bytes, StandardCharsets.UTF_8);
          case "uuid" -> {
            ByteBuffer bigEndian = ByteBuffer.wrap(bytes);
            yield new UUID(bigEndian.getLong(), bigEndian.getLong());
          }
          default ->
              primitive.isDecimal()
                  ? new BigDecimal(new BigInteger(bytes), primitive.decimalScale())
                  : bytes;
        };
    return new Value(value, name, null, bytes);
  }

  /**
   * Fails as {@link #fromBytes} would on bytes that cannot be a bound of the type, without decoding
   * them: a manifest's bounds are checked when it is read and decoded only when asked for.
   */
  static void requireDecodable(Type type, byte[] bytes) {
    if (!(type instanceof Type.Primitive primitive)) {
      return;
    }
    int needed = primitive.isDecimal() ? 1 : minimumLength(primitive.name());
    if (bytes.length < needed) {
      throw new IllegalArgumentException(
          "Cannot decode a bound of type "
              + primitive.name()
              + " from "
              + bytes.length
              + " bytes; it needs "
              + needed);
    }
    if (primitive.isDecimal()) {
      primitive.decimalScale();
    }
  }

  /**
   * The fewest bytes a bound of the type holds, as iceberg-core reads them: a long or double bound
   * may hold 4 bytes, written before the column was widened from int or float.
   */
  private static int minimumLength(String typeName) {
    return switch (typeName) {
      case "boolean" -> 1;
      case "int",
          "date",
          "float",
          "double",
          "long",
          "time",
          "timestamp",
          "timestamptz",
          "timestamp_ns",
          "timestamptz_ns" ->
          4;
      case "uuid" -> 16;
      default -> 0;
    };
  }

  /**
   * A partition value as Avro read it, converted to iceberg-core's in-memory form.
   *
   * @param resultType the partition field's type: the source type for identity, truncate and void,
   *     int for bucket and the time transforms
   */
  public static Value partitionValue(String transform, Type resultType, Object avroValue) {
    String typeName =
        resultType instanceof Type.Primitive primitive ? primitive.name() : resultType.describe();
    return new Value(
        avroValue == null ? null : internal(resultType, avroValue), typeName, transform, null);
  }

  /** The text of a value: a partition value as its transform prints it, else by its type. */
  static String text(Value value) {
    Object raw = value.value();
    if (raw == null) {
      return "null";
    }
    String transform = value.transform() == null ? "" : value.transform();
    switch (transform) {
      case "year":
        return String.valueOf(1970 + (Integer) raw);
      case "month":
        int months = (Integer) raw;
        return String.format(
            "%04d-%02d", 1970 + Math.floorDiv(months, 12), Math.floorMod(months, 12) + 1);
      case "day":
        return EPOCH_DAY.plusDays((Integer) raw).toString();
      case "hour":
        return LocalDateTime.ofEpochSecond((Integer) raw * 3600L, 0, ZoneOffset.UTC).format(HOUR);
      default:
        return text(value.typeName(), raw);
    }
  }

  private static Object internal(Type type, Object avroValue) {
    String name = type instanceof Type.Primitive primitive ? primitive.name() : "";
    if (avroValue instanceof CharSequence chars) {
      return chars.toString();
    }
    if (avroValue instanceof byte[] bytes) {
      return decodeBytes(type, bytes);
    }
    if (avroValue instanceof Integer number && (name.equals("long") || name.startsWith("time"))) {
      return number.longValue();
    }
    return avroValue;
  }

  private static Object decodeBytes(Type type, byte[] bytes) {
    if (type instanceof Type.Primitive primitive) {
      if (primitive.isDecimal()) {
        return new BigDecimal(new BigInteger(bytes), primitive.decimalScale());
      }
      if (primitive.name().equals("uuid")) {
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        return new UUID(buffer.getLong(), buffer.getLong());
      }
    }
    return bytes;
  }

  private static String text(String typeName, Object value) {
    if (value == null) {
      return "null";
    }
    if (value instanceof byte[] bytes) {
      return "0x" + HexFormat.of().formatHex(bytes);
    }
    if (value instanceof BigDecimal decimal) {
      return decimal.toPlainString();
    }
    if (value instanceof Integer days && typeName.equals("date")) {
      return EPOCH_DAY.plusDays(days).toString();
    }
    if (value instanceof Long number) {
      switch (typeName) {
        case "time":
          return LocalTime.ofNanoOfDay(number * 1000).toString();
        case "timestamp":
          return LocalDateTime.ofInstant(micro(number), ZoneOffset.UTC).toString();
        case "timestamptz":
          return micro(number).toString();
        case "timestamp_ns":
          return LocalDateTime.ofInstant(nano(number), ZoneOffset.UTC).toString();
        case "timestamptz_ns":
          return nano(number).toString();
        default:
          return number.toString();
      }
    }
    return value.toString();
  }

  private static Instant micro(long micros) {
    return Instant.ofEpochSecond(
        Math.floorDiv(micros, 1_000_000L), Math.floorMod(micros, 1_000_000L) * 1000L);
  }

  private static Instant nano(long nanos) {
    return Instant.ofEpochSecond(
        Math.floorDiv(nanos, 1_000_000_000L), Math.floorMod(nanos, 1_000_000_000L));
  }
}
