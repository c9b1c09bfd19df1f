package io.tablescope.app.cli.delta;

import io.tablescope.app.cli.common.Timestamps;
import io.tablescope.format.Problem;
import io.tablescope.format.delta.action.Metadata;
import io.tablescope.format.delta.schema.DataType;
import io.tablescope.format.delta.schema.StructField;
import io.tablescope.format.delta.schema.StructType;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The text form of {@code definition} for a Delta table: one labelled line per fact of the version,
 * then its schema as a tree (a nested struct's fields under it, also inside an array or map) and
 * its configuration.
 */
final class DeltaDefinitionText {
  private DeltaDefinitionText() {}

  static void write(DeltaDefinition definition, PrintWriter out) {
    line(out, "Table", definition.location() + "  (Delta Lake)");
    line(
        out,
        "Version",
        definition.version().id()
            + ", committed "
            + Timestamps.iso(definition.version().timestampMillis()));
    line(out, "Protocol", DeltaSummaryText.protocol(definition.protocol()));
    Metadata metadata = definition.metadata();
    if (metadata == null) {
      line(out, "Metadata", "none in the log");
    } else {
      metadata(metadata, out);
    }
    List<Problem> problems = definition.problems();
    if (!problems.isEmpty()) {
      out.println();
      out.println("Problems (" + problems.size() + "):");
      for (Problem problem : problems) {
        out.println("  ! " + problem.kind().name().toLowerCase(Locale.ROOT) + ": " + problem);
      }
    }
  }

  private static void metadata(Metadata metadata, PrintWriter out) {
    line(out, "Id", metadata.id());
    line(out, "Name", orNone(metadata.name()));
    line(out, "Description", orNone(metadata.description()));
    line(
        out,
        "Created",
        metadata.createdTime() == null ? "(unknown)" : Timestamps.iso(metadata.createdTime()));
    line(out, "Format", metadata.format().provider() + options(metadata.format().options()));
    line(
        out,
        "Partitioned by",
        metadata.partitionColumns().isEmpty()
            ? "(none)"
            : String.join(", ", metadata.partitionColumns()));
    line(out, "Column mapping", metadata.columnMappingMode());
    if (metadata.schema() == null) {
      line(out, "Schema", "does not parse: " + metadata.schemaString());
    } else {
      line(out, "Schema", metadata.schema().fields().size() + " columns");
      fields(metadata.schema(), "    ", out);
    }
    line(out, "Configuration", metadata.configuration().isEmpty() ? "(none)" : "");
    metadata.configuration().forEach((key, value) -> out.println("    " + key + " = " + value));
  }

  /** Each field on a line, and under a field the fields of the structs its type holds. */
  private static void fields(StructType struct, String indent, PrintWriter out) {
    for (StructField field : struct.fields()) {
      String mapped =
          field.physicalName().equals(field.name())
              ? ""
              : "  (physical "
                  + field.physicalName()
                  + (field.columnId() == null ? "" : ", id " + field.columnId())
                  + ")";
      out.println(
          indent
              + field.name()
              + " "
              + shortType(field.type())
              + (field.nullable() ? "" : " not null")
              + elements(field.type())
              + mapped);
      nested(field.type(), indent + "  ", out);
    }
  }

  private static void nested(DataType type, String indent, PrintWriter out) {
    if (type instanceof StructType struct) {
      fields(struct, indent, out);
    } else if (type instanceof DataType.ArrayType array) {
      nested(array.elementType(), indent, out);
    } else if (type instanceof DataType.MapType map) {
      nested(map.keyType(), indent, out);
      nested(map.valueType(), indent, out);
    }
  }

  /** The type with each struct as {@code struct}, its fields listed under it. */
  private static String shortType(DataType type) {
    if (type instanceof StructType) {
      return "struct";
    }
    if (type instanceof DataType.ArrayType array) {
      return "array<" + shortType(array.elementType()) + ">";
    }
    if (type instanceof DataType.MapType map) {
      return "map<" + shortType(map.keyType()) + "," + shortType(map.valueType()) + ">";
    }
    return type.simpleString();
  }

  /** Whether an array's elements or a map's values may be null, said only when they may not. */
  private static String elements(DataType type) {
    if (type instanceof DataType.ArrayType array && !array.containsNull()) {
      return ", elements not null";
    }
    if (type instanceof DataType.MapType map && !map.valueContainsNull()) {
      return ", values not null";
    }
    return "";
  }

  private static String options(Map<String, String> options) {
    return options.isEmpty() ? "" : " " + options;
  }

  private static String orNone(String value) {
    return value == null ? "(none)" : value;
  }

  private static void line(PrintWriter out, String label, String value) {
    out.println(String.format("%-17s %s", label + ":", value).stripTrailing());
  }
}
