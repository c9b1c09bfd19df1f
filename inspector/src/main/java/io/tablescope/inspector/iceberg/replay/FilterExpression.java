package io.tablescope.inspector.iceberg.replay;

import io.tablescope.format.iceberg.metadata.Type;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;

/**
 * A bound row filter, as Iceberg's expressions: constants, and, or, not, and predicates on one
 * column with literals already converted to the column's in-memory type. {@link #toString()} prints
 * Iceberg's unbound form, e.g. {@code (ref(name="color") == "red" and ref(name="id") < 5)}, as it
 * appears in validation messages.
 */
public interface FilterExpression {

  /**
   * The expression with every {@code not} pushed down to the predicates, as Iceberg rewrites it.
   */
  FilterExpression pushNot(boolean negate);

  /** {@code true} or {@code false}. */
  record Constant(boolean value) implements FilterExpression {
    @Override
    public FilterExpression pushNot(boolean negate) {
      return new Constant(value != negate);
    }

    @Override
    public String toString() {
      return String.valueOf(value);
    }
  }

  /**
   * An {@code and} or an {@code or}. The parser chains them to the left, {@code (a and b) and c};
   * walks go along a chain ({@link #operands}) rather than recursing once per term.
   */
  interface Binary extends FilterExpression {
    FilterExpression left();

    FilterExpression right();
  }

  /** Both sides. */
  record And(FilterExpression left, FilterExpression right) implements Binary {
    @Override
    public FilterExpression pushNot(boolean negate) {
      return join(operands(this), operand -> operand.pushNot(negate), negate ? Or::new : And::new);
    }

    @Override
    public String toString() {
      return text(operands(this), "and");
    }
  }

  /** Either side. */
  record Or(FilterExpression left, FilterExpression right) implements Binary {
    @Override
    public FilterExpression pushNot(boolean negate) {
      return join(operands(this), operand -> operand.pushNot(negate), negate ? And::new : Or::new);
    }

    @Override
    public String toString() {
      return text(operands(this), "or");
    }
  }

  /**
   * The verdict of an expression whose nots are pushed down ({@link #pushNot}), from a test of each
   * predicate: an and is decided by its first false operand, an or by its first true one.
   */
  static boolean evaluate(
      FilterExpression expression, java.util.function.Predicate<Predicate> test) {
    if (expression instanceof Constant constant) {
      return constant.value();
    }
    if (expression instanceof Binary chain) {
      boolean all = chain instanceof And;
      for (FilterExpression operand : operands(chain)) {
        if (evaluate(operand, test) != all) {
          return !all;
        }
      }
      return all;
    }
    if (expression instanceof Not) {
      throw new IllegalArgumentException("a not left in " + expression + ": push it down first");
    }
    return test.test((Predicate) expression);
  }

  /** The operands of a chain of one kind, {@code a and b and c}, left to right. */
  static List<FilterExpression> operands(Binary chain) {
    List<FilterExpression> operands = new ArrayList<>();
    FilterExpression node = chain;
    while (node.getClass() == chain.getClass()) {
      Binary binary = (Binary) node;
      operands.add(binary.right());
      node = binary.left();
    }
    operands.add(node);
    Collections.reverse(operands);
    return operands;
  }

  /** Each operand mapped, chained to the left again: the shape the parser built. */
  static FilterExpression join(
      List<FilterExpression> operands,
      UnaryOperator<FilterExpression> map,
      BinaryOperator<FilterExpression> kind) {
    FilterExpression chain = map.apply(operands.get(0));
    for (int i = 1; i < operands.size(); i++) {
      chain = kind.apply(chain, map.apply(operands.get(i)));
    }
    return chain;
  }

  /** A chain as Iceberg prints it, each pair parenthesized: {@code ((a and b) and c)}. */
  private static String text(List<FilterExpression> operands, String word) {
    StringBuilder text = new StringBuilder("(".repeat(operands.size() - 1));
    text.append(operands.get(0));
    for (int i = 1; i < operands.size(); i++) {
      text.append(' ').append(word).append(' ').append(operands.get(i)).append(')');
    }
    return text.toString();
  }

  /** The negation. */
  record Not(FilterExpression child) implements FilterExpression {
    @Override
    public FilterExpression pushNot(boolean negate) {
      return child.pushNot(!negate);
    }

    @Override
    public String toString() {
      return "not(" + child + ")";
    }
  }

  /** The operations of a predicate, as Iceberg names them. */
  enum Operation {
    IS_NULL,
    NOT_NULL,
    IS_NAN,
    NOT_NAN,
    LT,
    LT_EQ,
    GT,
    GT_EQ,
    EQ,
    NOT_EQ,
    IN,
    NOT_IN,
    STARTS_WITH,
    NOT_STARTS_WITH;

    Operation negate() {
      return switch (this) {
        case IS_NULL -> NOT_NULL;
        case NOT_NULL -> IS_NULL;
        case IS_NAN -> NOT_NAN;
        case NOT_NAN -> IS_NAN;
        case LT -> GT_EQ;
        case LT_EQ -> GT;
        case GT -> LT_EQ;
        case GT_EQ -> LT;
        case EQ -> NOT_EQ;
        case NOT_EQ -> EQ;
        case IN -> NOT_IN;
        case NOT_IN -> IN;
        case STARTS_WITH -> NOT_STARTS_WITH;
        case NOT_STARTS_WITH -> STARTS_WITH;
      };
    }
  }

  /**
   * A predicate on one column.
   *
   * @param literals the literals in the column's in-memory type (Integer days for dates, Long
   *     microseconds for timestamps, ...)
   * @param literalTexts the literals as Iceberg prints them: strings quoted, numbers bare
   */
  record Predicate(
      Operation operation,
      String column,
      int fieldId,
      Type.Primitive type,
      List<Object> literals,
      List<String> literalTexts)
      implements FilterExpression {
    public Predicate {
      Objects.requireNonNull(operation, "operation");
      Objects.requireNonNull(column, "column");
      literals = List.copyOf(literals);
      literalTexts = List.copyOf(literalTexts);
    }

    /** The single literal of a comparison. */
    Object literal() {
      return literals.get(0);
    }

    /** The operation as Iceberg binds it: a set of one distinct literal is an equality. */
    Operation boundOperation() {
      // Bytes are equal by content, as in Iceberg's literal set.
      if (literals.stream().map(Predicate::byContent).distinct().count() == 1) {
        if (operation == Operation.IN) {
          return Operation.EQ;
        }
        if (operation == Operation.NOT_IN) {
          return Operation.NOT_EQ;
        }
      }
      return operation;
    }

    private static Object byContent(Object literal) {
      return literal instanceof byte[] bytes ? ByteBuffer.wrap(bytes) : literal;
    }

    @Override
    public FilterExpression pushNot(boolean negate) {
      return negate
          ? new Predicate(operation.negate(), column, fieldId, type, literals, literalTexts)
          : this;
    }

    @Override
    public String toString() {
      String ref = "ref(name=\"" + column + "\")";
      return switch (operation) {
        case IS_NULL -> "is_null(" + ref + ")";
        case NOT_NULL -> "not_null(" + ref + ")";
        case IS_NAN -> "is_nan(" + ref + ")";
        case NOT_NAN -> "not_nan(" + ref + ")";
        case LT -> ref + " < " + literalTexts.get(0);
        case LT_EQ -> ref + " <= " + literalTexts.get(0);
        case GT -> ref + " > " + literalTexts.get(0);
        case GT_EQ -> ref + " >= " + literalTexts.get(0);
        case EQ -> ref + " == " + literalTexts.get(0);
        case NOT_EQ -> ref + " != " + literalTexts.get(0);
        // Iceberg quotes the already quoted string literal once more.
        case STARTS_WITH -> ref + " startsWith \"" + literalTexts.get(0) + "\"";
        case NOT_STARTS_WITH -> ref + " notStartsWith \"" + literalTexts.get(0) + "\"";
        case IN -> ref + " in (" + String.join(", ", literalTexts) + ")";
        case NOT_IN -> ref + " not in (" + String.join(", ", literalTexts) + ")";
      };
    }
  }
}
