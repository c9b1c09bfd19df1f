package io.tablescope.inspector.iceberg.replay;

import io.tablescope.format.iceberg.metadata.NestedField;
import io.tablescope.format.iceberg.metadata.Schema;
import io.tablescope.format.iceberg.metadata.Type;
import io.tablescope.inspector.iceberg.replay.FilterExpression.Operation;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * Parses the operation file's SQL-like conflict filter ({@code color = 'red' and id < 50}) and
 * binds it to the table schema: columns by name, literals converted to the column's type. And, or
 * and not simplify around constants as Iceberg's {@code Expressions} do.
 *
 * <p>Grammar: {@code or := and ('or' and)*}, {@code and := unary ('and' unary)*}, {@code unary :=
 * 'not' unary | '(' or ')' | 'true' | 'false' | predicate}, {@code predicate := column (op literal
 * | 'in' '(' literals ')' | 'not' 'in' '(' literals ')' | 'is' ['not'] 'null')}.
 */
public final class FilterParser {
  private final Schema schema;
  private List<String> tokens;
  private int next;

  public FilterParser(Schema schema) {
    this.schema = schema;
  }

  /** Parses and binds; an unknown column or a literal of the wrong type is an error naming it. */
  public FilterExpression parse(String text) {
    tokens = tokenize(text);
    next = 0;
    if (tokens.isEmpty()) {
      throw new IllegalArgumentException("conflict-filter is empty");
    }
    FilterExpression expression = or();
    if (next < tokens.size()) {
      throw new IllegalArgumentException(
          "conflict-filter: unexpected '" + tokens.get(next) + "' in: " + text);
    }
    return expression;
  }

  private FilterExpression or() {
    FilterExpression left = and();
    while (accept("or")) {
      FilterExpression right = and();
      left = simplifyOr(left, right);
    }
    return left;
  }

  private FilterExpression and() {
    FilterExpression left = unary();
    while (accept("and")) {
      FilterExpression right = unary();
      left = simplifyAnd(left, right);
    }
    return left;
  }

  private static FilterExpression simplifyAnd(FilterExpression left, FilterExpression right) {
    if (left instanceof FilterExpression.Constant constant) {
      return constant.value() ? right : left;
    }
    if (right instanceof FilterExpression.Constant constant) {
      return constant.value() ? left : right;
    }
    return new FilterExpression.And(left, right);
  }

  private static FilterExpression simplifyOr(FilterExpression left, FilterExpression right) {
    if (left instanceof FilterExpression.Constant constant) {
      return constant.value() ? left : right;
    }
    if (right instanceof FilterExpression.Constant constant) {
      return constant.value() ? right : left;
    }
    return new FilterExpression.Or(left, right);
  }

  private FilterExpression unary() {
    if (accept("not")) {
      FilterExpression child = unary();
      return child instanceof FilterExpression.Constant constant
          ? new FilterExpression.Constant(!constant.value())
          : new FilterExpression.Not(child);
    }
    if (accept("(")) {
      FilterExpression inner = or();
      expect(")");
      return inner;
    }
    if (accept("true")) {
      return new FilterExpression.Constant(true);
    }
    if (accept("false")) {
      return new FilterExpression.Constant(false);
    }
    return predicate();
  }

  private FilterExpression predicate() {
    String column = take("a column name");
    NestedField field = field(column);
    if (!(field.type() instanceof Type.Primitive type)) {
      throw new IllegalArgumentException(
          "conflict-filter: column "
              + column
              + " is a "
              + field.type().describe()
              + ", not a primitive");
    }
    if (accept("is")) {
      boolean not = accept("not");
      expect("null");
      return new FilterExpression.Predicate(
          not ? Operation.NOT_NULL : Operation.IS_NULL,
          column,
          field.id(),
          type,
          List.of(),
          List.of());
    }
    boolean not = accept("not");
    if (accept("in")) {
      expect("(");
      List<Object> values = new ArrayList<>();
      List<String> texts = new ArrayList<>();
      do {
        String literal = take("a literal");
        values.add(literal(literal, column, type));
        texts.add(literalText(literal));
      } while (accept(","));
      expect(")");
      return new FilterExpression.Predicate(
          not ? Operation.NOT_IN : Operation.IN, column, field.id(), type, values, texts);
    }
    if (not) {
      throw new IllegalArgumentException(
          "conflict-filter: expected 'in' after '" + column + " not'");
    }
    String symbol = take("an operator");
    Operation operation = operation(symbol);
    String literal = take("a literal");
    return new FilterExpression.Predicate(
        operation,
        column,
        field.id(),
        type,
        List.of(literal(literal, column, type)),
        List.of(literalText(literal)));
  }

  private NestedField field(String column) {
    for (int id : schema.fieldIds()) {
      Optional<String> name = schema.findColumnName(id);
      if (name.isPresent() && name.get().equals(column)) {
        return schema.findField(id).orElseThrow();
      }
    }
    List<String> names = schema.columns().stream().map(NestedField::name).toList();
    throw new IllegalArgumentException(
        "conflict-filter: no column '" + column + "' in the table; its columns are " + names);
  }

  private static Operation operation(String symbol) {
    switch (symbol) {
      case "=":
      case "==":
        return Operation.EQ;
      case "!=":
      case "<>":
        return Operation.NOT_EQ;
      case "<":
        return Operation.LT;
      case "<=":
        return Operation.LT_EQ;
      case ">":
        return Operation.GT;
      case ">=":
        return Operation.GT_EQ;
      default:
        throw new IllegalArgumentException("conflict-filter: unknown operator '" + symbol + "'");
    }
  }

  /** A literal as Iceberg prints it in an unbound predicate: strings double-quoted. */
  private static String literalText(String token) {
    return token.startsWith("'") ? "\"" + unquote(token) + "\"" : token;
  }

  private static Object literal(String token, String column, Type.Primitive type) {
    boolean quoted = token.startsWith("'");
    String text = quoted ? unquote(token) : token;
    String name = type.name();
    try {
      if (name.equals("string")) {
        requireQuoted(quoted, token, column, type);
        return text;
      }
      if (name.equals("boolean")) {
        if (!text.equals("true") && !text.equals("false")) {
          throw new NumberFormatException();
        }
        return Boolean.parseBoolean(text);
      }
      if (name.equals("int")) {
        return Integer.parseInt(requireNumber(quoted, token, column, type));
      }
      if (name.equals("long")) {
        return Long.parseLong(requireNumber(quoted, token, column, type));
      }
      if (name.equals("float")) {
        return Float.parseFloat(requireNumber(quoted, token, column, type));
      }
      if (name.equals("double")) {
        return Double.parseDouble(requireNumber(quoted, token, column, type));
      }
      if (type.isDecimal()) {
        return new BigDecimal(requireNumber(quoted, token, column, type))
            .setScale(type.decimalScale());
      }
      if (name.equals("date")) {
        requireQuoted(quoted, token, column, type);
        return (int) LocalDate.parse(text).toEpochDay();
      }
      if (name.equals("timestamp")) {
        requireQuoted(quoted, token, column, type);
        return ChronoUnit.MICROS.between(
            LocalDateTime.of(1970, 1, 1, 0, 0), LocalDateTime.parse(text));
      }
      if (name.equals("timestamptz")) {
        requireQuoted(quoted, token, column, type);
        return ChronoUnit.MICROS.between(
            OffsetDateTime.of(1970, 1, 1, 0, 0, 0, 0, ZoneOffset.UTC), OffsetDateTime.parse(text));
      }
      if (name.equals("uuid")) {
        requireQuoted(quoted, token, column, type);
        return UUID.fromString(text);
      }
    } catch (NumberFormatException | DateTimeParseException | ArithmeticException e) {
      throw mismatch(token, column, type);
    }
    throw new IllegalArgumentException(
        "conflict-filter: cannot compare column " + column + " of type " + name);
  }

  private static void requireQuoted(
      boolean quoted, String token, String column, Type.Primitive type) {
    if (!quoted) {
      throw mismatch(token, column, type);
    }
  }

  private static String requireNumber(
      boolean quoted, String token, String column, Type.Primitive type) {
    if (quoted) {
      throw mismatch(token, column, type);
    }
    return token;
  }

  private static IllegalArgumentException mismatch(
      String token, String column, Type.Primitive type) {
    return new IllegalArgumentException(
        "conflict-filter: "
            + token
            + " is not a "
            + type.name()
            + " literal, the type of column "
            + column);
  }

  private static String unquote(String token) {
    return token.substring(1, token.length() - 1).replace("''", "'");
  }

  private boolean accept(String token) {
    if (next < tokens.size() && tokens.get(next).equalsIgnoreCase(token)) {
      next++;
      return true;
    }
    return false;
  }

  private void expect(String token) {
    if (!accept(token)) {
      throw new IllegalArgumentException(
          "conflict-filter: expected '"
              + token
              + "'"
              + (next < tokens.size() ? " but found '" + tokens.get(next) + "'" : " at the end"));
    }
  }

  private String take(String what) {
    if (next >= tokens.size()) {
      throw new IllegalArgumentException("conflict-filter: expected " + what + " at the end");
    }
    return tokens.get(next++);
  }

  private static List<String> tokenize(String text) {
    List<String> tokens = new ArrayList<>();
    int i = 0;
    while (i < text.length()) {
      char c = text.charAt(i);
      if (Character.isWhitespace(c)) {
        i++;
      } else if (c == '\'') {
        int end = i + 1;
        while (true) {
          if (end >= text.length()) {
            throw new IllegalArgumentException(
                "conflict-filter: unterminated string starting at " + i + ": " + text);
          }
          if (text.charAt(end) == '\'') {
            if (end + 1 < text.length() && text.charAt(end + 1) == '\'') {
              end += 2;
              continue;
            }
            break;
          }
          end++;
        }
        tokens.add(text.substring(i, end + 1));
        i = end + 1;
      } else if ("(),".indexOf(c) >= 0) {
        tokens.add(String.valueOf(c));
        i++;
      } else if ("=!<>".indexOf(c) >= 0) {
        int end = i + 1;
        while (end < text.length() && "=<>".indexOf(text.charAt(end)) >= 0) {
          end++;
        }
        tokens.add(text.substring(i, end));
        i = end;
      } else if (Character.isLetterOrDigit(c) || c == '_' || c == '-' || c == '.' || c == '`') {
        int end = i + 1;
        while (end < text.length()
            && (Character.isLetterOrDigit(text.charAt(end))
                || "_.`".indexOf(text.charAt(end)) >= 0)) {
          end++;
        }
        tokens.add(text.substring(i, end).replace("`", ""));
        i = end;
      } else {
        throw new IllegalArgumentException(
            "conflict-filter: unexpected character '" + c + "' at " + i + ": " + text);
      }
    }
    return tokens;
  }
}
