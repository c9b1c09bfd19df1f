package io.tablescope.format.parquet;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Predicate;
import org.apache.parquet.ParquetRuntimeException;
import org.apache.parquet.conf.PlainParquetConfiguration;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.hadoop.ParquetReader;
import org.apache.parquet.hadoop.api.InitContext;
import org.apache.parquet.hadoop.api.ReadSupport;
import org.apache.parquet.hadoop.example.GroupReadSupport;
import org.apache.parquet.io.InputFile;
import org.apache.parquet.schema.GroupType;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType;
import org.apache.parquet.schema.Type;

/**
 * Reads the rows of a Parquet file as JSON objects: structs become objects, maps objects, lists
 * arrays, strings text, numbers numbers; a null or absent column is left out of its object. For
 * metadata files (Delta checkpoints) whose rows mirror a JSON shape.
 */
public final class ParquetRowReader {
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
  private static final byte[] MAGIC = "PAR1".getBytes(StandardCharsets.US_ASCII);
  private static final int FOOTER_LENGTH_BYTES = 4;

  private ParquetRowReader() {}

  /**
   * Hands every row of the Parquet file in {@code bytes} to {@code rows}, in file order. Every size
   * and count the file states is checked against the file and {@link
   * io.tablescope.format.io.ReadLimits} before parquet-mr allocates by it.
   *
   * @param location the file's location, which parquet-mr's messages name
   * @throws IOException saying in words what is wrong when the bytes are not a readable Parquet
   *     file
   */
  public static void read(String location, byte[] bytes, Consumer<ObjectNode> rows)
      throws IOException {
    read(location, bytes, Set.of(), rows);
  }

  /**
   * As {@link #read(String, byte[], Consumer)}, but the top-level binary columns named come as
   * their bytes (a binary node) rather than as text: Avro written into a column (Hudi's archived
   * instants) is not UTF-8.
   */
  public static void read(
      String location, byte[] bytes, Set<String> byteColumns, Consumer<ObjectNode> rows)
      throws IOException {
    read(location, bytes, byteColumns, null, rows);
  }

  /**
   * As {@link #read(String, byte[], Consumer)}, but only the top-level columns chosen are decoded:
   * the others' pages are never read, and each row holds the chosen columns alone (a row where all
   * of them are null is an empty object, so rows keep their numbers).
   */
  public static void readColumns(
      String location, byte[] bytes, Predicate<String> columns, Consumer<ObjectNode> rows)
      throws IOException {
    read(location, bytes, Set.of(), columns, rows);
  }

  private static void read(
      String location,
      byte[] bytes,
      Set<String> byteColumns,
      Predicate<String> columns,
      Consumer<ObjectNode> rows)
      throws IOException {
    check(bytes);
    try (ParquetReader<Group> reader =
        new GroupReaderBuilder(new BytesInputFile(location, bytes), columns).build()) {
      for (Group row = reader.read(); row != null; row = reader.read()) {
        rows.accept(object(row, byteColumns));
      }
    } catch (ParquetRuntimeException e) {
      // parquet-mr reports damaged pages and footers as unchecked exceptions.
      throw new IOException("does not decode as Parquet (" + e.getMessage() + ")", e);
    } catch (RuntimeException e) {
      // Other unchecked exceptions' messages name classes, not the damage.
      throw new IOException("does not decode as Parquet (its data is damaged)", e);
    }
  }

  private static void check(byte[] bytes) throws IOException {
    int tail = FOOTER_LENGTH_BYTES + MAGIC.length;
    if (bytes.length < MAGIC.length + tail
        || !Arrays.equals(bytes, 0, MAGIC.length, MAGIC, 0, MAGIC.length)
        || !Arrays.equals(
            bytes, bytes.length - MAGIC.length, bytes.length, MAGIC, 0, MAGIC.length)) {
      throw new IOException("not a Parquet file (no PAR1 at its start and end)");
    }
    long footerLength =
        Integer.toUnsignedLong(
            ByteBuffer.wrap(bytes, bytes.length - tail, FOOTER_LENGTH_BYTES)
                .order(ByteOrder.LITTLE_ENDIAN)
                .getInt());
    long dataEnd = bytes.length - tail - footerLength;
    if (dataEnd < MAGIC.length) {
      throw new IOException(
          "footer claims " + footerLength + " bytes, more than the file's " + bytes.length);
    }
    byte[] footer = Arrays.copyOfRange(bytes, (int) dataEnd, bytes.length - tail);
    ParquetPageCheck.check(bytes, ParquetFooterCheck.read(footer, dataEnd));
  }

  private static ObjectNode object(Group group) {
    return object(group, Set.of());
  }

  private static ObjectNode object(Group group, Set<String> byteColumns) {
    ObjectNode object = NODES.objectNode();
    GroupType type = group.getType();
    for (int field = 0; field < type.getFieldCount(); field++) {
      if (group.getFieldRepetitionCount(field) == 0) {
        continue;
      }
      Type fieldType = type.getType(field);
      if (fieldType.isRepetition(Type.Repetition.REPEATED)) {
        ArrayNode array = object.putArray(fieldType.getName());
        for (int index = 0; index < group.getFieldRepetitionCount(field); index++) {
          array.add(value(group, field, index));
        }
      } else if (byteColumns.contains(fieldType.getName()) && fieldType.isPrimitive()) {
        object.set(fieldType.getName(), NODES.binaryNode(group.getBinary(field, 0).getBytes()));
      } else {
        object.set(fieldType.getName(), value(group, field, 0));
      }
    }
    return object;
  }

  private static JsonNode value(Group group, int field, int index) {
    Type type = group.getType().getType(field);
    if (type.isPrimitive()) {
      return primitive(group, field, index, type.asPrimitiveType());
    }
    Group nested = group.getGroup(field, index);
    LogicalTypeAnnotation annotation = type.getLogicalTypeAnnotation();
    if (annotation instanceof LogicalTypeAnnotation.MapLogicalTypeAnnotation
        || annotation instanceof LogicalTypeAnnotation.MapKeyValueTypeAnnotation) {
      return map(nested);
    }
    if (annotation instanceof LogicalTypeAnnotation.ListLogicalTypeAnnotation) {
      return list(nested);
    }
    return object(nested);
  }

  private static JsonNode map(Group map) {
    ObjectNode object = NODES.objectNode();
    for (int entry = 0; entry < map.getFieldRepetitionCount(0); entry++) {
      Group keyValue = map.getGroup(0, entry);
      String key = keyValue.getValueToString(0, 0);
      object.set(
          key, keyValue.getFieldRepetitionCount(1) == 0 ? NODES.nullNode() : value(keyValue, 1, 0));
    }
    return object;
  }

  private static JsonNode list(Group list) {
    ArrayNode array = NODES.arrayNode();
    Type repeated = list.getType().getType(0);
    for (int index = 0; index < list.getFieldRepetitionCount(0); index++) {
      boolean threeLevel = !repeated.isPrimitive() && repeated.asGroupType().getFieldCount() == 1;
      if (threeLevel) {
        Group element = list.getGroup(0, index);
        array.add(
            element.getFieldRepetitionCount(0) == 0 ? NODES.nullNode() : value(element, 0, 0));
      } else {
        array.add(value(list, 0, index));
      }
    }
    return array;
  }

  private static JsonNode primitive(Group group, int field, int index, PrimitiveType type) {
    LogicalTypeAnnotation annotation = type.getLogicalTypeAnnotation();
    return switch (type.getPrimitiveTypeName()) {
      case BOOLEAN -> NODES.booleanNode(group.getBoolean(field, index));
      case INT32 -> NODES.numberNode(group.getInteger(field, index));
      case INT64 -> NODES.numberNode(group.getLong(field, index));
      case FLOAT -> NODES.numberNode(group.getFloat(field, index));
      case DOUBLE -> NODES.numberNode(group.getDouble(field, index));
      case BINARY, FIXED_LEN_BYTE_ARRAY ->
          annotation instanceof LogicalTypeAnnotation.StringLogicalTypeAnnotation
                  || annotation == null
                      && type.getPrimitiveTypeName() == PrimitiveType.PrimitiveTypeName.BINARY
              ? NODES.textNode(group.getString(field, index))
              : NODES.textNode(group.getValueToString(field, index));
      case INT96 -> NODES.textNode(group.getValueToString(field, index));
    };
  }

  private static final class GroupReaderBuilder extends ParquetReader.Builder<Group> {
    private final Predicate<String> columns;

    /**
     * @param columns the top-level columns to decode, or null for all of them
     */
    GroupReaderBuilder(InputFile file, Predicate<String> columns) {
      // A plain configuration: a Hadoop Configuration costs a classpath scan per file.
      super(file, new PlainParquetConfiguration());
      this.columns = columns;
    }

    @Override
    protected ReadSupport<Group> getReadSupport() {
      return columns == null ? new GroupReadSupport() : new ProjectedReadSupport(columns);
    }
  }

  /** Reads the chosen top-level columns of a file's schema, in the file's order. */
  private static final class ProjectedReadSupport extends GroupReadSupport {
    private final Predicate<String> columns;

    ProjectedReadSupport(Predicate<String> columns) {
      this.columns = columns;
    }

    @Override
    public ReadContext init(InitContext context) {
      MessageType file = context.getFileSchema();
      List<Type> kept =
          file.getFields().stream().filter(field -> columns.test(field.getName())).toList();
      return new ReadContext(new MessageType(file.getName(), kept));
    }
  }
}
