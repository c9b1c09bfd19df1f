package io.tablescope.inspector.replay;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * A filter in the operation file's SQL-like syntax, parsed but not yet bound to any table: column
 * names and literals are kept as written, so each format binds them to its own types. Constants are
 * already folded away around {@code and}, {@code or} and {@code not}, and so is {@code not not}.
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

    R startsWith(StartsWith startsWith);

    R isNaN(IsNaN isNaN);

    R comparison(Comparison comparison);
  }

  /** {@code true} or {@code false}. */
  record Constant(boolean value) implements FilterSyntax {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.constant(this);
    }
  }

  /**
   * An {@code and} or an {@code or}: the parser chains them to the left, {@code (a and b) and c}.
   */
  sealed interface Binary extends FilterSyntax permits And, Or {
    FilterSyntax left();

    FilterSyntax right();
  }

  /** Both sides. */
  record And(FilterSyntax left, FilterSyntax right) implements Binary {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.and(this);
    }
  }

  /** Either side. */
  record Or(FilterSyntax left, FilterSyntax right) implements Binary {
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

  /** {@code column is nan}, or {@code column is not nan} when negated. */
  record IsNaN(String column, boolean negated) implements FilterSyntax {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.isNaN(this);
    }

    public IsNaN {
      Objects.requireNonNull(column, "column");
    }
  }

  /**
   * {@code column starts_with 'prefix'}, or {@code not starts_with} when negated.
   *
   * @param literal the literal token as written: a string with its single quotes
   */
  record StartsWith(String column, boolean negated, String literal) implements FilterSyntax {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.startsWith(this);
    }

    public StartsWith {
      Objects.requireNonNull(column, "column");
      Objects.requireNonNull(literal, "literal");
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

  /**
   * The operands of a chain of one kind, {@code a and b and c}, left to right. A walk goes along
   * the chain rather than recursing once per term, so only nesting deepens the stack.
   */
  static List<FilterSyntax> operands(Binary chain) {
    List<FilterSyntax> operands = new ArrayList<>();
    FilterSyntax node = chain;
    while (node.getClass() == chain.getClass()) {
      Binary binary = (Binary) node;
      operands.add(binary.right());
      node = binary.left();
    }
    operands.add(node);
    Collections.reverse(operands);
    return operands;
  }

  /** A token or text as a one-line message quotes it: its first 80 characters. */
  static String excerpt(String text) {
    return text.length() <= 80 ? text : text.substring(0, 80) + "…";
  }

  /** Whether a literal token is a quoted string. */
  static boolean isQuoted(String literal) {
    return literal.startsWith("'");
  }

  /** Whether a literal token is bytes in hexadecimal, {@code X'0AFF'}. */
  static boolean isBytes(String literal) {
    return literal.length() > 1
        && (literal.charAt(0) == 'X' || literal.charAt(0) == 'x')
        && literal.charAt(1) == '\'';
  }

  /** A literal token without its quotes, doubled quotes undone; other tokens as they are. */
  static String unquote(String literal) {
    return isQuoted(literal)
        ? literal.substring(1, literal.length() - 1).replace("''", "'")
        : literal;
  }
}
