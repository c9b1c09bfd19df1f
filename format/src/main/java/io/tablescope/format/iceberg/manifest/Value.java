package io.tablescope.format.iceberg.manifest;

import java.util.HexFormat;

/**
 * A decoded value: a column bound or a partition value. Its text is made only when asked for, since
 * a large manifest holds millions of bounds that are never shown.
 *
 * @param value the value in iceberg-core's in-memory form: Integer for int, date and the time
 *     transforms, Long for long, time and timestamps (micro- or nanoseconds), Float, Double,
 *     Boolean, String, BigDecimal, UUID, and byte[] for binary and fixed; null for a null partition
 *     value
 * @param typeName the Iceberg type the value was decoded as, e.g. {@code date} or {@code
 *     decimal(9,2)}
 * @param transform the partition transform that produced it, or null for a bound
 * @param raw the bytes as stored (bounds), or null when the value was not stored as bytes
 */
public record Value(Object value, String typeName, String transform, byte[] raw) {

  /** The value as a person reads it: dates and timestamps in ISO form, bytes in hex. */
  public String text() {
    return Conversions.text(this);
  }

  /** The raw bytes as hex, or null. */
  public String rawHex() {
    return raw == null ? null : HexFormat.of().formatHex(raw);
  }

  @Override
  public String toString() {
    return text();
  }
}
