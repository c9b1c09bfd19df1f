package io.tablescope.inspector.delta.replay;

import io.tablescope.format.delta.action.Metadata;
import io.tablescope.format.delta.schema.DataType;
import io.tablescope.format.delta.schema.StructField;
import io.tablescope.inspector.replay.FilterSyntax;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BinaryOperator;

/**
 * A read predicate bound to the partition columns of the table as the transaction read it, and
 * evaluated as Delta evaluates partition filters on files' partition values: values typed by the
 * partition schema, SQL's three-valued logic, and a file matches only when the result is true.
 */
final class PartitionFilter {
  private final FilterSyntax syntax;
  private final Map<String, DataType> types = new LinkedHashMap<>();

  /**
   * Binds; a column that is not a partition column, or a literal of the wrong type, is an error.
   */
  PartitionFilter(FilterSyntax syntax, Metadata metadata) {
    this.syntax = syntax;
    for (String column : metadata.partitionColumns()) {
      StructField field = metadata.schema() == null ? null : metadata.schema().field(column);
      types.put(column, field == null ? new DataType.Primitive("string") : field.type());
    }
    bind(syntax);
  }

  /** Whether a file with these partition values matches (null and false do not). */
  boolean matches(Map<String, String> partitionValues) {
    return Boolean.TRUE.equals(evaluate(syntax, partitionValues));
  }

  private void bind(FilterSyntax node) {
    evaluate(node, Map.of());
  }

  private Boolean evaluate(FilterSyntax node, Map<String, String> values) {
    return node.accept(new Evaluation(values));
  }

  /**
   * Evaluates nodes on one file's partition values. Every literal is converted even where a null
   * value decides the result, so evaluating on no values binds the whole predicate.
   */
  private final class Evaluation implements FilterSyntax.Visitor<Boolean> {
    private final Map<String, String> values;

    Evaluation(Map<String, String> values) {
      this.values = values;
    }

    @Override
    public Boolean constant(FilterSyntax.Constant constant) {
      return constant.value();
    }

    @Override
    public Boolean and(FilterSyntax.And and) {
      return chain(and, PartitionFilter::and);
    }

    @Override
    public Boolean or(FilterSyntax.Or or) {
      return chain(or, PartitionFilter::or);
    }

    /**
     * Evaluates along a chain, {@code a and b and c}, rather than recursing once per term; SQL's
     * and and or are associative, so the result is the pairwise one.
     */
    private Boolean chain(FilterSyntax.Binary chain, BinaryOperator<Boolean> kind) {
      List<FilterSyntax> operands = FilterSyntax.operands(chain);
      Boolean result = evaluate(operands.get(0), values);
      for (int i = 1; i < operands.size(); i++) {
        result = kind.apply(result, evaluate(operands.get(i), values));
      }
      return result;
    }

    @Override
    public Boolean not(FilterSyntax.Not not) {
      Boolean child = evaluate(not.child(), values);
      return child == null ? null : !child;
    }

    @Override
    public Boolean isNull(FilterSyntax.IsNull isNull) {
      return (value(isNull.column(), values) == null) != isNull.negated();
    }

    @Override
    public Boolean in(FilterSyntax.In in) {
      List<Comparable<Object>> literals =
          in.literals().stream().map(literal -> literal(in.column(), literal)).toList();
      Comparable<Object> value = value(in.column(), values);
      if (value == null) {
        return null;
      }
      boolean found = literals.stream().anyMatch(literal -> value.compareTo(literal) == 0);
      return found != in.negated();
    }

    /** Spark's {@code StartsWith}: on a string partition column, null on a null value. */
    @Override
    public Boolean startsWith(FilterSyntax.StartsWith startsWith) {
      String column = startsWith.column();
      if (!type(column).equals("string")) {
        throw new IllegalArgumentException(
            "read-predicate: starts_with needs a string partition column; column "
                + FilterSyntax.excerpt(column)
                + " is a "
                + type(column));
      }
      Object prefix = literal(column, startsWith.literal());
      Object value = value(column, values);
      return value == null
          ? null
          : ((String) value).startsWith((String) prefix) != startsWith.negated();
    }

    /**
     * Refused: Delta writes a NaN partition value as text that its partition filter reads back by a
     * cast Tablescope does not model, so no answer here would be Delta's.
     */
    @Override
    public Boolean isNaN(FilterSyntax.IsNaN isNaN) {
      throw new IllegalArgumentException(
          "read-predicate: '"
              + FilterSyntax.excerpt(isNaN.column())
              + (isNaN.negated() ? " is not nan" : " is nan")
              + "' is not evaluated on Delta partition values; Tablescope reads is nan only in"
              + " Iceberg filters");
    }

    @Override
    public Boolean comparison(FilterSyntax.Comparison comparison) {
      Comparable<Object> literal = literal(comparison.column(), comparison.literal());
      Comparable<Object> value = value(comparison.column(), values);
      if (value == null) {
        return null;
      }
      int order = value.compareTo(literal);
      switch (comparison.operator()) {
        case EQ:
          return order == 0;
        case NOT_EQ:
          return order != 0;
        case LT:
          return order < 0;
        case LT_EQ:
          return order <= 0;
        case GT:
          return order > 0;
        default:
          return order >= 0;
      }
    }
  }

  private static Boolean and(Boolean left, Boolean right) {
    if (Boolean.FALSE.equals(left) || Boolean.FALSE.equals(right)) {
      return false;
    }
    return left == null || right == null ? null : true;
  }

  private static Boolean or(Boolean left, Boolean right) {
    if (Boolean.TRUE.equals(left) || Boolean.TRUE.equals(right)) {
      return true;
    }
    return left == null || right == null ? null : false;
  }

  /** A file's partition value typed; null for a null partition (absent, null or empty). */
  private Comparable<Object> value(String column, Map<String, String> values) {
    String type = type(column);
    String text = values.get(column);
    if (text == null || text.isEmpty()) {
      return null;
    }
    try {
      return typed(type, text);
    } catch (RuntimeException e) {
      // A value that does not convert cannot match, as in Delta, where the cast yields null.
      return null;
    }
  }

  private Comparable<Object> literal(String column, String token) {
    String type = type(column);
    boolean quotedType = !(isNumeric(type) || type.equals("boolean"));
    if (FilterSyntax.isQuoted(token) != quotedType) {
      throw mismatch(token, column, type);
    }
    try {
      return typed(type, FilterSyntax.unquote(token));
    } catch (RuntimeException e) {
      throw mismatch(token, column, type);
    }
  }

  private String type(String column) {
    DataType type = types.get(column);
    if (type == null) {
      throw new IllegalArgumentException(
          "read-predicate: '"
              + FilterSyntax.excerpt(column)
              + "' is not a partition column of the table at the read version; the partition"
              + " columns are "
              + List.copyOf(types.keySet()));
    }
    return type.simpleString();
  }

  private static boolean isNumeric(String type) {
    return List.of("byte", "short", "integer", "long", "float", "double").contains(type)
        || type.startsWith("decimal");
  }

  @SuppressWarnings("unchecked")
  private static Comparable<Object> typed(String type, String text) {
    Comparable<?> value;
    if (isNumeric(type)) {
      value = new BigDecimal(text);
    } else if (type.equals("boolean")) {
      if (!text.equalsIgnoreCase("true") && !text.equalsIgnoreCase("false")) {
        throw new IllegalArgumentException(text);
      }
      value = Boolean.parseBoolean(text);
    } else if (type.equals("date")) {
      value = LocalDate.parse(text);
    } else if (type.startsWith("timestamp")) {
      value = timestamp(text);
    } else {
      value = text;
    }
    return (Comparable<Object>) value;
  }

  /** A timestamp partition value: local {@code yyyy-MM-dd HH:mm:ss[.ffffff]} or ISO-8601 UTC. */
  private static LocalDateTime timestamp(String text) {
    String iso = text.replace(' ', 'T');
    try {
      return LocalDateTime.parse(iso);
    } catch (DateTimeParseException e) {
      return OffsetDateTime.parse(iso).withOffsetSameInstant(ZoneOffset.UTC).toLocalDateTime();
    }
  }

  private static IllegalArgumentException mismatch(String token, String column, String type) {
    return new IllegalArgumentException(
        "read-predicate: "
            + FilterSyntax.excerpt(token)
            + " is not a "
            + type
            + " literal, the type of column "
            + column);
  }
}
