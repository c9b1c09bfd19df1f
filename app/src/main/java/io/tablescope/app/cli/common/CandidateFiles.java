package io.tablescope.app.cli.common;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.format.Problem;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.function.Function;

/**
 * The files a storage sweep preview (files no version references) would delete and those it keeps
 * as too young, printed alike for every format.
 */
public final class CandidateFiles {
  private CandidateFiles() {}

  /**
   * One file of the sweep; {@code directory} is null where the format only lists files, and then
   * the JSON has no such field.
   */
  public record Row(String path, Boolean directory, long size, long modified, String reason) {}

  /** What a sweep deletes, its bytes, the files it keeps as too young and the problems met. */
  public record Sweep(List<Row> deleted, long bytes, List<Row> tooYoung, List<Problem> problems) {
    /** A format's sweep, each of its files made a row. */
    public static <F> Sweep of(
        List<F> deleted,
        long bytes,
        List<F> tooYoung,
        List<Problem> problems,
        Function<F, Row> row) {
      return new Sweep(
          deleted.stream().map(row).toList(), bytes, tooYoung.stream().map(row).toList(), problems);
    }
  }

  /** {@code heading (count, bytes):}, a line per file, the too-young files kept, then problems. */
  public static void text(PrintWriter out, String heading, Sweep sweep) {
    List<Row> deleted = sweep.deleted();
    List<Row> tooYoung = sweep.tooYoung();
    out.println(
        heading
            + " ("
            + Numbers.grouped(deleted.size())
            + ", "
            + Numbers.bytes(sweep.bytes())
            + ")"
            + (deleted.isEmpty() ? ": none" : ":"));
    deleted.forEach(row -> line(out, row));
    if (!tooYoung.isEmpty()) {
      out.println("Kept: too young (" + tooYoung.size() + "):");
      tooYoung.forEach(row -> line(out, row));
    }
    sweep.problems().forEach(problem -> out.println("⚠ " + problem));
  }

  private static void line(PrintWriter out, Row row) {
    String time = Boolean.TRUE.equals(row.directory()) ? "folder" : Timestamps.iso(row.modified());
    out.println("  " + String.format("%12d  %s  ", row.size(), time) + row.path());
    out.println("      " + row.reason());
  }

  /** The deleted files under {@code name}, their bytes, the too-young files, problems and note. */
  public static void json(JsonGenerator json, String name, Sweep sweep, String note)
      throws IOException {
    files(json, name, sweep.deleted());
    json.writeNumberField("bytes", sweep.bytes());
    files(json, "too-young", sweep.tooYoung());
    Json.problems(json, sweep.problems());
    json.writeStringField("note", note);
  }

  private static void files(JsonGenerator json, String name, List<Row> rows) throws IOException {
    json.writeArrayFieldStart(name);
    for (Row row : rows) {
      json.writeStartObject();
      json.writeStringField("path", row.path());
      if (row.directory() != null) {
        json.writeBooleanField("directory", row.directory());
      }
      json.writeNumberField("size", row.size());
      json.writeNumberField("modified", row.modified());
      json.writeStringField("reason", row.reason());
      json.writeEndObject();
    }
    json.writeEndArray();
  }
}
