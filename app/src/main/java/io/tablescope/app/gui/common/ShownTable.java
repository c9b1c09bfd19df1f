package io.tablescope.app.gui.common;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Rows as a table shows them: the visible columns' headers and, per row, each column's text, in the
 * order shown. Written as CSV (RFC 4180), JSON (an array of objects keyed by header) or
 * tab-separated text for pasting.
 */
public record ShownTable(List<String> headers, List<List<String>> rows) {
  public ShownTable {
    headers = List.copyOf(headers);
    List<List<String>> copied = new ArrayList<>();
    for (List<String> row : rows) {
      if (row.size() != headers.size()) {
        throw new IllegalArgumentException(
            "A row has " + row.size() + " cells for " + headers.size() + " headers: " + row);
      }
      copied.add(List.copyOf(row));
    }
    rows = List.copyOf(copied);
  }

  /** The header line and every row, CRLF-terminated, fields quoted where RFC 4180 asks. */
  public String csv() {
    StringBuilder out = new StringBuilder();
    csvLine(out, headers);
    rows.forEach(row -> csvLine(out, row));
    return out.toString();
  }

  private static void csvLine(StringBuilder out, List<String> fields) {
    out.append(fields.stream().map(ShownTable::csvField).collect(Collectors.joining(",")));
    out.append("\r\n");
  }

  private static String csvField(String field) {
    boolean quoted =
        field.contains(",") || field.contains("\"") || field.contains("\n") || field.contains("\r");
    return quoted ? '"' + field.replace("\"", "\"\"") + '"' : field;
  }

  /** An array of objects, one per row, its fields the headers in column order. */
  public String jsonArray() {
    return json(true);
  }

  /** The first row as one object keyed by header; several rows as an array. */
  public String jsonRows() {
    return json(rows.size() != 1);
  }

  private String json(boolean array) {
    StringWriter out = new StringWriter();
    try (JsonGenerator json = new JsonFactory().createGenerator(out)) {
      json.setPrettyPrinter(new DefaultPrettyPrinter());
      if (array) {
        json.writeStartArray();
      }
      for (List<String> row : rows) {
        json.writeStartObject();
        for (int column = 0; column < headers.size(); column++) {
          json.writeStringField(headers.get(column), row.get(column));
        }
        json.writeEndObject();
      }
      if (array) {
        json.writeEndArray();
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toString();
  }

  /** The rows without headers, cells separated by tabs, one line each, as spreadsheets paste. */
  public String tabSeparated() {
    return rows.stream()
        .map(row -> String.join("\t", row))
        .collect(Collectors.joining("\n", "", rows.isEmpty() ? "" : "\n"));
  }

  /** The non-empty values of the column with this header (ignoring case), one per row. */
  public List<String> column(String header) {
    List<String> values = new ArrayList<>();
    for (int column = 0; column < headers.size(); column++) {
      if (headers.get(column).equalsIgnoreCase(header)) {
        for (List<String> row : rows) {
          if (!row.get(column).isEmpty()) {
            values.add(row.get(column));
          }
        }
        return values;
      }
    }
    return values;
  }
}
