package io.tablescope.format;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The counts, sizes, sequence numbers and times of one file (an Iceberg manifest or manifest list,
 * a Delta log file) that are negative, which no writer can mean: a file of them is damaged, though
 * it reads. One problem for each field, naming the first value and where it is, and how many more
 * there are, so that a file of a million bad entries is one line a field.
 */
public final class NegativeValues {
  private final String file;
  private final Map<String, First> byField = new LinkedHashMap<>();

  /**
   * @param file the file the values are in
   */
  public NegativeValues(String file) {
    this.file = file;
  }

  /** Notes a value of a field when it is negative; null is a value left out, not a bad one. */
  public void check(String field, Number value, String where) {
    check(field, value, () -> where);
  }

  /**
   * As {@link #check(String, Number, String)}, saying where only of a negative value: a log of a
   * million sound files then builds no million descriptions.
   */
  public void check(String field, Number value, Supplier<String> where) {
    if (value != null && value.longValue() < 0) {
      First first = byField.get(field);
      if (first == null) {
        byField.put(field, new First(value.longValue(), where.get()));
      } else {
        first.more++;
      }
    }
  }

  /** Notes each column's count that is negative. */
  public void check(String field, Map<Integer, Long> byColumn, String where) {
    check(field, byColumn, () -> where);
  }

  /** As {@link #check(String, Map, String)}, saying where only of a negative count. */
  public void check(String field, Map<Integer, Long> byColumn, Supplier<String> where) {
    for (Map.Entry<Integer, Long> count : byColumn.entrySet()) {
      Long value = count.getValue();
      if (value != null && value < 0) {
        check(field, value, () -> "column " + count.getKey() + " of " + where.get());
      }
    }
  }

  /** One problem for each field that had a negative value, in the order first met. */
  public List<Problem> problems() {
    List<Problem> problems = new ArrayList<>();
    byField.forEach(
        (field, first) ->
            problems.add(
                new Problem(
                    Problem.Kind.INVALID,
                    file,
                    field
                        + " is "
                        + first.value
                        + " for "
                        + first.where
                        + (first.more == 0
                            ? ""
                            : " (and " + first.more + (first.more == 1 ? " more)" : " more)"))
                        + ": it cannot be negative")));
    return problems;
  }

  private static final class First {
    final long value;
    final String where;
    int more;

    First(long value, String where) {
      this.value = value;
      this.where = where;
    }
  }
}
