package io.tablescope.inspector.replay;

import io.tablescope.inspector.replay.FilterSyntax.Operator;
import java.util.ArrayList;
import java.util.List;

/**
 * Parses the SQL-like filter syntax of the operation files ({@code color = 'red' and id < 50}) into
 * {@link FilterSyntax}, folding constants as Iceberg's {@code Expressions} do. Errors are {@link
 * IllegalArgumentException}s that start with the name of the field the filter came from.
 *
 * <p>Grammar: {@code or := and ('or' and)*}, {@code and := unary ('and' unary)*}, {@code unary :=
 * 'not' unary | '(' or ')' | 'true' | 'false' | predicate}, {@code predicate := column (op literal
 * | 'in' '(' literals ')' | 'not' 'in' '(' literals ')' | 'is' ['not'] 'null')}.
 */
public final class FilterSyntaxParser {
  private final String field;
  private List<String> tokens;
  private int next;

  /** A parser whose messages name {@code field}, e.g. {@code conflict-filter}. */
  public FilterSyntaxParser(String field) {
    this.field = field;
  }

  public FilterSyntax parse(String text) {
    tokens = tokenize(text);
    next = 0;
    if (tokens.isEmpty()) {
      throw new IllegalArgumentException(field + " is empty");
    }
    FilterSyntax expression = or();
    if (next < tokens.size()) {
      throw error("unexpected '" + tokens.get(next) + "' in: " + text);
    }
    return expression;
  }

  private FilterSyntax or() {
    FilterSyntax left = and();
    while (accept("or")) {
      FilterSyntax right = and();
      if (left instanceof FilterSyntax.Constant constant) {
        left = constant.value() ? left : right;
      } else if (right instanceof FilterSyntax.Constant constant) {
        left = constant.value() ? right : left;
      } else {
        left = new FilterSyntax.Or(left, right);
      }
    }
    return left;
  }

  private FilterSyntax and() {
    FilterSyntax left = unary();
    while (accept("and")) {
      FilterSyntax right = unary();
      if (left instanceof FilterSyntax.Constant constant) {
        left = constant.value() ? right : left;
      } else if (right instanceof FilterSyntax.Constant constant) {
        left = constant.value() ? left : right;
      } else {
        left = new FilterSyntax.And(left, right);
      }
    }
    return left;
  }

  private FilterSyntax unary() {
    if (accept("not")) {
      FilterSyntax child = unary();
      return child instanceof FilterSyntax.Constant constant
          ? new FilterSyntax.Constant(!constant.value())
          : new FilterSyntax.Not(child);
    }
    if (accept("(")) {
      FilterSyntax inner = or();
      expect(")");
      return inner;
    }
    if (accept("true")) {
      return new FilterSyntax.Constant(true);
    }
    if (accept("false")) {
      return new FilterSyntax.Constant(false);
    }
    return predicate();
  }

  private FilterSyntax predicate() {
    String column = take("a column name");
    if (accept("is")) {
      boolean not = accept("not");
      expect("null");
      return new FilterSyntax.IsNull(column, not);
    }
    boolean not = accept("not");
    if (accept("in")) {
      expect("(");
      List<String> literals = new ArrayList<>();
      do {
        literals.add(take("a literal"));
      } while (accept(","));
      expect(")");
      return new FilterSyntax.In(column, not, literals);
    }
    if (not) {
      throw error("expected 'in' after '" + column + " not'");
    }
    Operator operator = operator(take("an operator"));
    return new FilterSyntax.Comparison(column, operator, take("a literal"));
  }

  private Operator operator(String symbol) {
    return switch (symbol) {
      case "=", "==" -> Operator.EQ;
      case "!=", "<>" -> Operator.NOT_EQ;
      case "<" -> Operator.LT;
      case "<=" -> Operator.LT_EQ;
      case ">" -> Operator.GT;
      case ">=" -> Operator.GT_EQ;
      default -> throw error("unknown operator '" + symbol + "'");
    };
  }

  private IllegalArgumentException error(String message) {
    return new IllegalArgumentException(field + ": " + message);
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
      throw error(
          "expected '"
              + token
              + "'"
              + (next < tokens.size() ? " but found '" + tokens.get(next) + "'" : " at the end"));
    }
  }

  private String take(String what) {
    if (next >= tokens.size()) {
      throw error("expected " + what + " at the end");
    }
    return tokens.get(next++);
  }

  private List<String> tokenize(String text) {
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
            throw error("unterminated string starting at " + i + ": " + text);
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
        throw error("unexpected character '" + c + "' at " + i + ": " + text);
      }
    }
    return tokens;
  }
}
