package io.tablescope.inspector.replay;

import java.util.List;
import java.util.Objects;

/**
 * A filter in the operation file's SQL-like syntax, parsed but not yet bound to any table: column
 * names and literals are kept as written, so each format binds them to its own types. Constants are
 * already folded away around {@code and}, {@code or} and {@code not}.
 */
public sealed interface FilterSyntax {

  /** Calls the visitor's method for this node's kind. */
  <R> R accept(Visitor<R> visitor);

  /** One method per kind of node, so a format's binder handles every kind. */
  interface Visitor<R> {
    R constant(Constant constant);

    R and(And and);

    R or(Or or);

    R not(Not not);

    R isNull(IsNull isNull);

    R in(In in);

    R comparison(Comparison comparison);
  }

  /** {@code true} or {@code false}. */
  record Constant(boolean value) implements FilterSyntax {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.constant(this);
    }
  }

  /** Both sides. */
  record And(FilterSyntax left, FilterSyntax right) implements FilterSyntax {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.and(this);
    }
  }

  /** Either side. */
  record Or(FilterSyntax left, FilterSyntax right) implements FilterSyntax {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.or(this);
    }
  }

  /** The negation. */
  record Not(FilterSyntax child) implements FilterSyntax {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.not(this);
    }
  }

  /** {@code column is null}, or {@code column is not null} when negated. */
  record IsNull(String column, boolean negated) implements FilterSyntax {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.isNull(this);
    }

    public IsNull {
      Objects.requireNonNull(column, "column");
    }
  }

  /**
   * {@code column in (literals)}, or {@code not in} when negated.
   *
   * @param literals the literal tokens as written: strings with their single quotes
   */
  record In(String column, boolean negated, List<String> literals) implements FilterSyntax {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.in(this);
    }

    public In {
      Objects.requireNonNull(column, "column");
      literals = List.copyOf(literals);
    }
  }

  /**
   * {@code column op literal}.
   *
   * @param literal the literal token as written: a string with its single quotes
   */
  record Comparison(String column, Operator operator, String literal) implements FilterSyntax {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.comparison(this);
    }

    public Comparison {
      Objects.requireNonNull(column, "column");
      Objects.requireNonNull(operator, "operator");
      Objects.requireNonNull(literal, "literal");
    }
  }

  /** The comparison operators. */
  enum Operator {
    EQ,
    NOT_EQ,
    LT,
    LT_EQ,
    GT,
    GT_EQ
  }

  /** Whether a literal token is a quoted string. */
  static boolean isQuoted(String literal) {
    return literal.startsWith("'");
  }

  /** A literal token without its quotes, doubled quotes undone; other tokens as they are. */
  static String unquote(String literal) {
    return isQuoted(literal)
        ? literal.substring(1, literal.length() - 1).replace("''", "'")
        : literal;
  }
}
