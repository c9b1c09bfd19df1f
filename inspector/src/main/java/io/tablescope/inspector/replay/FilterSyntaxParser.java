package io.tablescope.inspector.replay;

import io.tablescope.inspector.replay.FilterSyntax.Operator;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Parses the SQL-like filter syntax of the operation files ({@code color = 'red' and id < 50}) into
 * {@link FilterSyntax}, folding constants and double negation as Iceberg's {@code Expressions} do.
 * Errors are {@link IllegalArgumentException}s that start with the name of the field the filter
 * came from.
 *
 * <p>Grammar: {@code or := and ('or' and)*}, {@code and := unary ('and' unary)*}, {@code unary :=
 * 'not' unary | '(' or ')' | 'true' | 'false' | predicate}, {@code predicate := column (op literal
 * | ['not'] 'in' '(' literals ')' | ['not'] 'starts_with' literal | 'is' ['not'] ('null' |
 * 'nan'))}. A literal is a number, {@code true} or {@code false}, a single-quoted string with
 * quotes doubled inside, or bytes in hexadecimal as {@code X'0AFF'}.
 *
 * <p>A filter comes from a file anyone may have written, so its size is bounded: past a limit it is
 * refused with a message naming the limit, never parsed into a tree whose walks exhaust the stack.
 */
public final class FilterSyntaxParser {
  /** The longest filter read: room for an {@code in} list of many thousand values. */
  public static final int MAX_LENGTH = 1_000_000;

  /** The most terms (comparisons, {@code in}, {@code is null}, {@code true}, {@code false}). */
  public static final int MAX_TERMS = 1_000;

  /** The deepest nesting of parentheses and {@code not}s, each walk recursing once per level. */
  public static final int MAX_DEPTH = 100;

  private final String field;
  private List<String> tokens;
  private int next;
  private int terms;
  private int depth;

  /** A parser whose messages name {@code field}, e.g. {@code conflict-filter}. */
  public FilterSyntaxParser(String field) {
    this.field = field;
  }

  public FilterSyntax parse(String text) {
    if (text.length() > MAX_LENGTH) {
      throw new IllegalArgumentException(
          String.format(
              Locale.ROOT,
              "%s is %,d characters long; Tablescope reads filters of at most %,d characters",
              field,
              text.length(),
              MAX_LENGTH));
    }
    tokens = tokenize(text);
    next = 0;
    terms = 0;
    depth = 0;
    if (tokens.isEmpty()) {
      throw new IllegalArgumentException(field + " is empty");
    }
    FilterSyntax expression = or();
    if (next < tokens.size()) {
      throw error(
          "unexpected '"
              + FilterSyntax.excerpt(tokens.get(next))
              + "' in: "
              + FilterSyntax.excerpt(text));
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
      enter();
      FilterSyntax child = unary();
      depth--;
      if (child instanceof FilterSyntax.Not not) {
        return not.child();
      }
      return child instanceof FilterSyntax.Constant constant
          ? new FilterSyntax.Constant(!constant.value())
          : new FilterSyntax.Not(child);
    }
    if (accept("(")) {
      enter();
      FilterSyntax inner = or();
      expect(")");
      depth--;
      return inner;
    }
    if (++terms > MAX_TERMS) {
      throw new IllegalArgumentException(
          String.format(
              Locale.ROOT,
              "%s has more than %,d terms; Tablescope reads filters of at most %,d terms",
              field,
              MAX_TERMS,
              MAX_TERMS));
    }
    if (accept("true")) {
      return new FilterSyntax.Constant(true);
    }
    if (accept("false")) {
      return new FilterSyntax.Constant(false);
    }
    return predicate();
  }

  /** One level deeper into parentheses or a {@code not}, refused before the stack runs out. */
  private void enter() {
    if (++depth > MAX_DEPTH) {
      throw new IllegalArgumentException(
          String.format(
              Locale.ROOT,
              "%s nests parentheses and 'not' more than %,d deep; Tablescope reads filters"
                  + " nested at most %,d deep",
              field,
              MAX_DEPTH,
              MAX_DEPTH));
    }
  }

  private FilterSyntax predicate() {
    String column = take("a column name");
    if (accept("is")) {
      boolean not = accept("not");
      if (accept("nan")) {
        return new FilterSyntax.IsNaN(column, not);
      }
      if (!accept("null")) {
        throw error(
            "expected 'null' or 'nan' after '"
                + FilterSyntax.excerpt(column)
                + (not ? " is not'" : " is'")
                + found());
      }
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
    if (accept("starts_with")) {
      return new FilterSyntax.StartsWith(column, not, take("a literal"));
    }
    if (not) {
      throw error(
          "expected 'in' or 'starts_with' after '"
              + FilterSyntax.excerpt(column)
              + " not'"
              + found());
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
      default -> throw error("unknown operator '" + FilterSyntax.excerpt(symbol) + "'");
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
      throw error("expected '" + token + "'" + found());
    }
  }

  /** Where an expected token is missing: the token found instead, or the end. */
  private String found() {
    return next < tokens.size()
        ? " but found '" + FilterSyntax.excerpt(tokens.get(next)) + "'"
        : " at the end";
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
      } else if (c == '\'' || isBytesLiteral(text, i)) {
        int start = i;
        if (c != '\'') {
          i++;
        }
        int end = i + 1;
        while (true) {
          if (end >= text.length()) {
            throw error(
                "unterminated string starting at " + start + ": " + FilterSyntax.excerpt(text));
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
        tokens.add(text.substring(start, end + 1));
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
        throw error("unexpected character '" + c + "' at " + i + ": " + FilterSyntax.excerpt(text));
      }
    }
    return tokens;
  }

  /** Whether a bytes literal, {@code X'0AFF'}, starts at {@code i}: an X right before a quote. */
  private static boolean isBytesLiteral(String text, int i) {
    return FilterSyntax.isBytes(text.substring(i, Math.min(i + 2, text.length())));
  }
}
