package io.tablescope.inspector.iceberg.replay;

import io.tablescope.inspector.iceberg.replay.FilterExpression.Predicate;
import org.apache.iceberg.expressions.Expression;
import org.apache.iceberg.expressions.Expressions;

/**
 * Tablescope's bound filter rebuilt as iceberg-core's unbound expression, so a filter Tablescope
 * derived (a proven fix's conflict filter) can be handed to the real producer. Literals keep their
 * in-memory form (days for dates), which iceberg-core converts to the column's type when it binds.
 */
final class IcebergExpressions {
  private IcebergExpressions() {}

  static Expression of(FilterExpression expression) {
    if (expression instanceof FilterExpression.Constant constant) {
      return constant.value() ? Expressions.alwaysTrue() : Expressions.alwaysFalse();
    }
    if (expression instanceof FilterExpression.And and) {
      return Expressions.and(of(and.left()), of(and.right()));
    }
    if (expression instanceof FilterExpression.Or or) {
      return Expressions.or(of(or.left()), of(or.right()));
    }
    if (expression instanceof FilterExpression.Not not) {
      return Expressions.not(of(not.child()));
    }
    Predicate predicate = (Predicate) expression;
    String column = predicate.column();
    return switch (predicate.operation()) {
      case IS_NULL -> Expressions.isNull(column);
      case NOT_NULL -> Expressions.notNull(column);
      case LT -> Expressions.lessThan(column, predicate.literal());
      case LT_EQ -> Expressions.lessThanOrEqual(column, predicate.literal());
      case GT -> Expressions.greaterThan(column, predicate.literal());
      case GT_EQ -> Expressions.greaterThanOrEqual(column, predicate.literal());
      case EQ -> Expressions.equal(column, predicate.literal());
      case NOT_EQ -> Expressions.notEqual(column, predicate.literal());
      case IN -> Expressions.in(column, predicate.literals().toArray());
      case NOT_IN -> Expressions.notIn(column, predicate.literals().toArray());
      case IS_NAN -> Expressions.isNaN(column);
      case NOT_NAN -> Expressions.notNaN(column);
      case STARTS_WITH -> Expressions.startsWith(column, (String) predicate.literal());
      case NOT_STARTS_WITH -> Expressions.notStartsWith(column, (String) predicate.literal());
    };
  }
}
