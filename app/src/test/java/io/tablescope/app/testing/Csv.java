package io.tablescope.app.testing;

import java.util.ArrayList;
import java.util.List;

/** Reads RFC 4180 CSV (quoted fields, doubled quotes, CRLF records) back into rows, for tests. */
public final class Csv {
  private Csv() {}

  public static List<List<String>> parse(String text) {
    List<List<String>> records = new ArrayList<>();
    List<String> record = new ArrayList<>();
    StringBuilder field = new StringBuilder();
    boolean quoted = false;
    for (int at = 0; at < text.length(); at++) {
      char c = text.charAt(at);
      if (quoted) {
        if (c == '"' && at + 1 < text.length() && text.charAt(at + 1) == '"') {
          field.append('"');
          at++;
        } else if (c == '"') {
          quoted = false;
        } else {
          field.append(c);
        }
      } else if (c == '"') {
        quoted = true;
      } else if (c == ',') {
        record.add(field.toString());
        field.setLength(0);
      } else if (c == '\r' && at + 1 < text.length() && text.charAt(at + 1) == '\n') {
        record.add(field.toString());
        field.setLength(0);
        records.add(record);
        record = new ArrayList<>();
        at++;
      } else {
        field.append(c);
      }
    }
    return records;
  }
}
