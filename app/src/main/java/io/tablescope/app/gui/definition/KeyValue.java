package io.tablescope.app.gui.definition;

import java.util.Objects;

/** A row of a two-column table: a name and its value as text. */
public record KeyValue(String key, String value) {
  public KeyValue {
    Objects.requireNonNull(key, "key");
    value = Objects.requireNonNullElse(value, "");
  }

  public static KeyValue of(String key, Object value) {
    return new KeyValue(key, value == null ? "" : value.toString());
  }
}
