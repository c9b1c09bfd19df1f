package io.tablescope.app.cli.common;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.function.Function;

/** What every format's {@code check} prints alike: a finding per line and the verdict's opening. */
public final class CheckOutput {
  private CheckOutput() {}

  /**
   * One line per finding, its columns tab-separated with {@code -} for a column it has no value
   * for, then the verdict.
   */
  public static <F> void text(
      PrintWriter out, List<F> findings, Function<F, List<Object>> columns, String verdict) {
    for (F finding : findings) {
      StringBuilder line = new StringBuilder();
      for (Object column : columns.apply(finding)) {
        if (!line.isEmpty()) {
          line.append('\t');
        }
        line.append(column == null ? "-" : column);
      }
      out.println(line);
    }
    out.println(verdict);
  }

  /** {@code sound: } or {@code 3 findings: }, what a verdict opens with. */
  public static String verdictOpening(boolean sound, int findings) {
    return (sound ? "sound" : Numbers.count(findings, "finding")) + ": ";
  }

  /** Writes some fields of the open JSON object. */
  @FunctionalInterface
  public interface Fields<T> {
    void write(JsonGenerator json, T value) throws IOException;
  }

  /**
   * The JSON of {@code check}: the format's name (none where null), {@code sound}, what was read,
   * then {@code findings}, an object per finding, and a new line.
   */
  public static <R, F> void json(
      PrintWriter out,
      String format,
      boolean sound,
      R report,
      Fields<R> counts,
      List<F> findings,
      Fields<F> finding)
      throws IOException {
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      if (format != null) {
        json.writeStringField("format", format);
      }
      json.writeBooleanField("sound", sound);
      counts.write(json, report);
      json.writeArrayFieldStart("findings");
      for (F each : findings) {
        json.writeStartObject();
        finding.write(json, each);
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeEndObject();
    }
    out.println();
  }
}
