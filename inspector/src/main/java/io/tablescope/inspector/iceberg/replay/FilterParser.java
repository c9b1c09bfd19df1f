package io.tablescope.inspector.iceberg.replay;

import io.tablescope.format.iceberg.metadata.NestedField;
import io.tablescope.format.iceberg.metadata.Schema;
import io.tablescope.format.iceberg.metadata.Type;
import io.tablescope.inspector.iceberg.replay.FilterExpression.Operation;
import io.tablescope.inspector.replay.FilterSyntax;
import io.tablescope.inspector.replay.FilterSyntaxParser;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.BinaryOperator;

/**
 * Parses the operation file's SQL-like filters ({@code color = 'red' and id < 50}) with {@link
 * FilterSyntaxParser} and binds them to the table schema: columns by name, case-sensitively unless
 * asked otherwise as Iceberg's {@code caseSensitive(false)} does, and literals converted to the
 * column's type.
 */
public final class FilterParser {
  private final Schema schema;
  private final boolean caseSensitive;
  private final String source;
  private final FilterLiterals literals;

  /** A parser of the conflict filter, binding case-sensitively. */
  public FilterParser(Schema schema) {
    this(schema, true, "conflict-filter");
  }

  /**
   * @param source the operation file's field the filter comes from, named in errors
   */
  public FilterParser(Schema schema, boolean caseSensitive, String source) {
    this.schema = schema;
    this.caseSensitive = caseSensitive;
    this.source = source;
    this.literals = new FilterLiterals(source);
  }

  /** Parses and binds; an unknown column or a literal of the wrong type is an error naming it. */
  public FilterExpression parse(String text) {
    ConflictFilter filter = filter(text);
    if (filter.bindingFailure() != null) {
      throw new IllegalArgumentException(source + ": " + filter.bindingFailure());
    }
    return filter.expression();
  }

  /**
   * Parses and binds. When binding case-sensitively, a column that only a case-insensitive binding
   * finds is bound all the same and the filter carries Iceberg's message, since Iceberg fails only
   * when it evaluates the filter; any other unknown column is an error naming it.
   */
  public ConflictFilter filter(String text) {
    Binder binder = new Binder();
    FilterExpression expression = new FilterSyntaxParser(source).parse(text).accept(binder);
    return new ConflictFilter(text, expression, binder.failure);
  }

  /** Turns each parsed node into Iceberg's bound expression. */
  private final class Binder implements FilterSyntax.Visitor<FilterExpression> {
    /** Iceberg's message for the first column a case-sensitive binding cannot find, or null. */
    private String failure;

    private FilterExpression bind(FilterSyntax syntax) {
      return syntax.accept(this);
    }

    /** The column's field, by its exact name or, failing that, ignoring case. */
    private NestedField field(String column) {
      NestedField exact = find(column, true);
      if (exact != null) {
        return exact;
      }
      NestedField other = find(column, false);
      if (other == null) {
        List<String> names = schema.columns().stream().map(NestedField::name).toList();
        throw new IllegalArgumentException(
            source
                + ": no column '"
                + FilterSyntax.excerpt(column)
                + "' in the table; its columns are "
                + names);
      }
      if (caseSensitive && failure == null) {
        failure = Messages.cannotFindField(column, schema.struct());
      }
      return other;
    }

    @Override
    public FilterExpression constant(FilterSyntax.Constant constant) {
      return new FilterExpression.Constant(constant.value());
    }

    @Override
    public FilterExpression and(FilterSyntax.And and) {
      return chain(and, FilterExpression.And::new);
    }

    @Override
    public FilterExpression or(FilterSyntax.Or or) {
      return chain(or, FilterExpression.Or::new);
    }

    /** Binds along a chain, {@code a and b and c}, rather than recursing once per term. */
    private FilterExpression chain(
        FilterSyntax.Binary chain, BinaryOperator<FilterExpression> kind) {
      List<FilterSyntax> operands = FilterSyntax.operands(chain);
      FilterExpression bound = bind(operands.get(0));
      for (int i = 1; i < operands.size(); i++) {
        bound = kind.apply(bound, bind(operands.get(i)));
      }
      return bound;
    }

    @Override
    public FilterExpression not(FilterSyntax.Not not) {
      return new FilterExpression.Not(bind(not.child()));
    }

    @Override
    public FilterExpression isNull(FilterSyntax.IsNull isNull) {
      NestedField field = field(isNull.column());
      return new FilterExpression.Predicate(
          isNull.negated() ? Operation.NOT_NULL : Operation.IS_NULL,
          isNull.column(),
          field.id(),
          primitive(isNull.column(), field),
          List.of(),
          List.of());
    }

    @Override
    public FilterExpression in(FilterSyntax.In in) {
      NestedField field = field(in.column());
      Type.Primitive type = primitive(in.column(), field);
      List<Object> values = new ArrayList<>();
      List<String> texts = new ArrayList<>();
      for (String literal : in.literals()) {
        values.add(literals.value(literal, in.column(), type));
        texts.add(FilterLiterals.text(literal));
      }
      return new FilterExpression.Predicate(
          in.negated() ? Operation.NOT_IN : Operation.IN,
          in.column(),
          field.id(),
          type,
          values,
          texts);
    }

    @Override
    public FilterExpression comparison(FilterSyntax.Comparison comparison) {
      NestedField field = field(comparison.column());
      Type.Primitive type = primitive(comparison.column(), field);
      return new FilterExpression.Predicate(
          operation(comparison.operator()),
          comparison.column(),
          field.id(),
          type,
          List.of(literals.value(comparison.literal(), comparison.column(), type)),
          List.of(FilterLiterals.text(comparison.literal())));
    }

    @Override
    public FilterExpression startsWith(FilterSyntax.StartsWith startsWith) {
      NestedField field = field(startsWith.column());
      Type.Primitive type = primitive(startsWith.column(), field);
      if (!type.name().equals("string")) {
        throw kindMismatch("starts_with needs a string column", startsWith.column(), type);
      }
      return new FilterExpression.Predicate(
          startsWith.negated() ? Operation.NOT_STARTS_WITH : Operation.STARTS_WITH,
          startsWith.column(),
          field.id(),
          type,
          List.of(literals.value(startsWith.literal(), startsWith.column(), type)),
          List.of(FilterLiterals.text(startsWith.literal())));
    }

    @Override
    public FilterExpression isNaN(FilterSyntax.IsNaN isNaN) {
      NestedField field = field(isNaN.column());
      Type.Primitive type = primitive(isNaN.column(), field);
      if (!type.name().equals("float") && !type.name().equals("double")) {
        throw kindMismatch(
            (isNaN.negated() ? "is not nan" : "is nan") + " needs a float or double column",
            isNaN.column(),
            type);
      }
      return new FilterExpression.Predicate(
          isNaN.negated() ? Operation.NOT_NAN : Operation.IS_NAN,
          isNaN.column(),
          field.id(),
          type,
          List.of(),
          List.of());
    }
  }

  private IllegalArgumentException kindMismatch(String need, String column, Type.Primitive type) {
    return new IllegalArgumentException(
        source + ": " + need + "; column " + FilterSyntax.excerpt(column) + " is a " + type.name());
  }

  private Type.Primitive primitive(String column, NestedField field) {
    if (!(field.type() instanceof Type.Primitive type)) {
      throw new IllegalArgumentException(
          source
              + ": column "
              + FilterSyntax.excerpt(column)
              + " is a "
              + field.type().describe()
              + ", not a primitive");
    }
    return type;
  }

  /** The field a column name names, exactly or ignoring case (as Iceberg lowercases both). */
  private NestedField find(String column, boolean exact) {
    for (int id : schema.fieldIds()) {
      Optional<String> name = schema.findColumnName(id);
      if (name.isPresent()
          && (exact
              ? name.get().equals(column)
              : name.get().toLowerCase(Locale.ROOT).equals(column.toLowerCase(Locale.ROOT)))) {
        return schema.findField(id).orElseThrow();
      }
    }
    return null;
  }

  private static Operation operation(FilterSyntax.Operator operator) {
    switch (operator) {
      case EQ:
        return Operation.EQ;
      case NOT_EQ:
        return Operation.NOT_EQ;
      case LT:
        return Operation.LT;
      case LT_EQ:
        return Operation.LT_EQ;
      case GT:
        return Operation.GT;
      default:
        return Operation.GT_EQ;
    }
  }
}
