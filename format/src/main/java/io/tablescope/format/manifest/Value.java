package io.tablescope.format.manifest;

import java.util.HexFormat;
import java.util.Objects;

/**
 * A decoded value: a column bound or a partition value.
 *
 * @param value the value in iceberg-core's in-memory form: Integer for int, date and the time
 *     transforms, Long for long, time and timestamps (micro- or nanoseconds), Float, Double,
 *     Boolean, String, BigDecimal, UUID, and byte[] for binary and fixed
 * @param text the value as a person reads it (dates and timestamps in ISO form)
 * @param raw the bytes as stored (bounds), or null when the value was not stored as bytes
 */
public record Value(Object value, String text, byte[] raw) {
  public Value {
    Objects.requireNonNull(text, "text");
  }

  /** The raw bytes as hex, or null. */
  public String rawHex() {
    return raw == null ? null : HexFormat.of().formatHex(raw);
  }

  @Override
  public String toString() {
    return text;
  }
}
