package io.tablescope.format.parquet;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Predicate;
import org.apache.parquet.column.Dictionary;
import org.apache.parquet.hadoop.api.InitContext;
import org.apache.parquet.hadoop.api.ReadSupport;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.io.api.Converter;
import org.apache.parquet.io.api.GroupConverter;
import org.apache.parquet.io.api.PrimitiveConverter;
import org.apache.parquet.io.api.RecordMaterializer;
import org.apache.parquet.schema.GroupType;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType;
import org.apache.parquet.schema.Type;

/**
 * Assembles Parquet rows straight into JSON objects, as {@link ParquetRowReader} documents them.
 * Building the nodes from parquet-mr's converter callbacks, rather than from its example {@code
 * Group} records, spares every row a second copy of its values; a dictionary-encoded text column
 * makes each of its values' node once.
 */
final class JsonRecords extends ReadSupport<ObjectNode> {
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private final Predicate<String> columns;
  private final Set<String> byteColumns;

  /**
   * @param columns the top-level columns to decode, or null for all of them
   * @param byteColumns top-level binary columns whose values come as bytes, not text
   */
  JsonRecords(Predicate<String> columns, Set<String> byteColumns) {
    this.columns = columns;
    this.byteColumns = byteColumns;
  }

  @Override
  public ReadContext init(InitContext context) {
    MessageType file = context.getFileSchema();
    if (columns == null) {
      return new ReadContext(file);
    }
    List<Type> kept =
        file.getFields().stream().filter(field -> columns.test(field.getName())).toList();
    return new ReadContext(new MessageType(file.getName(), kept));
  }

  @Override
  public RecordMaterializer<ObjectNode> prepareForRead(
      org.apache.parquet.conf.ParquetConfiguration configuration,
      Map<String, String> keyValueMetaData,
      MessageType fileSchema,
      ReadContext readContext) {
    return new Rows(readContext.getRequestedSchema(), byteColumns);
  }

  @Override
  public RecordMaterializer<ObjectNode> prepareForRead(
      org.apache.hadoop.conf.Configuration configuration,
      Map<String, String> keyValueMetaData,
      MessageType fileSchema,
      ReadContext readContext) {
    return new Rows(readContext.getRequestedSchema(), byteColumns);
  }

  private static final class Rows extends RecordMaterializer<ObjectNode> {
    private final ObjectConverter root;
    private ObjectNode current;

    Rows(MessageType schema, Set<String> byteColumns) {
      root = new ObjectConverter(schema, row -> current = (ObjectNode) row, byteColumns);
    }

    @Override
    public ObjectNode getCurrentRecord() {
      return current;
    }

    @Override
    public GroupConverter getRootConverter() {
      return root;
    }
  }

  /** The converter of one value of {@code type}, which hands the value's node to {@code slot}. */
  private static Converter converter(Type type, Consumer<JsonNode> slot, boolean asBytes) {
    if (type.isPrimitive()) {
      return new ValueConverter(type.asPrimitiveType(), slot, asBytes);
    }
    GroupType group = type.asGroupType();
    LogicalTypeAnnotation annotation = type.getLogicalTypeAnnotation();
    if (annotation instanceof LogicalTypeAnnotation.MapLogicalTypeAnnotation
        || annotation instanceof LogicalTypeAnnotation.MapKeyValueTypeAnnotation) {
      return new MapConverter(group, slot);
    }
    if (annotation instanceof LogicalTypeAnnotation.ListLogicalTypeAnnotation) {
      return new ListConverter(group, slot);
    }
    return new ObjectConverter(group, slot, Set.of());
  }

  /** A struct: an object of its present fields; a repeated field becomes an array. */
  private static final class ObjectConverter extends GroupConverter {
    private final Consumer<JsonNode> slot;
    private final Converter[] fields;
    private ObjectNode object;

    ObjectConverter(GroupType type, Consumer<JsonNode> slot, Set<String> byteColumns) {
      this.slot = slot;
      this.fields = new Converter[type.getFieldCount()];
      for (int index = 0; index < fields.length; index++) {
        Type field = type.getType(index);
        String name = field.getName();
        Consumer<JsonNode> into =
            field.isRepetition(Type.Repetition.REPEATED)
                ? value -> array(name).add(value)
                : value -> object.set(name, value);
        fields[index] = converter(field, into, byteColumns.contains(name));
      }
    }

    private ArrayNode array(String name) {
      JsonNode array = object.get(name);
      return array == null ? object.putArray(name) : (ArrayNode) array;
    }

    @Override
    public Converter getConverter(int fieldIndex) {
      return fields[fieldIndex];
    }

    @Override
    public void start() {
      object = NODES.objectNode();
    }

    @Override
    public void end() {
      slot.accept(object);
    }
  }

  /** A map: an object from each key's text to its value (null when absent). */
  private static final class MapConverter extends GroupConverter {
    private final Consumer<JsonNode> slot;
    private final GroupConverter entries;
    private ObjectNode map;
    private String key;
    private JsonNode value;

    MapConverter(GroupType type, Consumer<JsonNode> slot) {
      this.slot = slot;
      GroupType keyValue = type.getType(0).asGroupType();
      Converter keyConverter = converter(keyValue.getType(0), node -> key = node.asText(), false);
      Converter valueConverter =
          keyValue.getFieldCount() < 2
              ? null
              : converter(keyValue.getType(1), node -> value = node, false);
      this.entries =
          new GroupConverter() {
            @Override
            public Converter getConverter(int fieldIndex) {
              return fieldIndex == 0 ? keyConverter : valueConverter;
            }

            @Override
            public void start() {
              key = null;
              value = null;
            }

            @Override
            public void end() {
              if (key != null) {
                map.set(key, value == null ? NODES.nullNode() : value);
              }
            }
          };
    }

    @Override
    public Converter getConverter(int fieldIndex) {
      return entries;
    }

    @Override
    public void start() {
      map = NODES.objectNode();
    }

    @Override
    public void end() {
      slot.accept(map);
    }
  }

  /**
   * A list: an array of its elements, in the three-level layout (an absent element is null) or the
   * legacy two-level one.
   */
  private static final class ListConverter extends GroupConverter {
    private final Consumer<JsonNode> slot;
    private final Converter elements;
    private ArrayNode array;
    private JsonNode element;

    ListConverter(GroupType type, Consumer<JsonNode> slot) {
      this.slot = slot;
      Type repeated = type.getType(0);
      boolean threeLevel = !repeated.isPrimitive() && repeated.asGroupType().getFieldCount() == 1;
      if (!threeLevel) {
        this.elements = converter(repeated, value -> array.add(value), false);
        return;
      }
      Converter inner =
          converter(repeated.asGroupType().getType(0), value -> element = value, false);
      this.elements =
          new GroupConverter() {
            @Override
            public Converter getConverter(int fieldIndex) {
              return inner;
            }

            @Override
            public void start() {
              element = null;
            }

            @Override
            public void end() {
              array.add(element == null ? NODES.nullNode() : element);
            }
          };
    }

    @Override
    public Converter getConverter(int fieldIndex) {
      return elements;
    }

    @Override
    public void start() {
      array = NODES.arrayNode();
    }

    @Override
    public void end() {
      slot.accept(array);
    }
  }

  /** A primitive: numbers and booleans as such, binary as UTF-8 text (or bytes when asked). */
  private static final class ValueConverter extends PrimitiveConverter {
    private final Consumer<JsonNode> slot;
    private final boolean text;
    private final boolean binary;
    private JsonNode[] dictionary;

    ValueConverter(PrimitiveType type, Consumer<JsonNode> slot, boolean asBytes) {
      this.slot = slot;
      this.text = !asBytes;
      this.binary = type.getPrimitiveTypeName() == PrimitiveType.PrimitiveTypeName.BINARY;
    }

    @Override
    public boolean hasDictionarySupport() {
      return binary && text;
    }

    @Override
    public void setDictionary(Dictionary values) {
      dictionary = new JsonNode[values.getMaxId() + 1];
      for (int id = 0; id < dictionary.length; id++) {
        dictionary[id] = NODES.textNode(values.decodeToBinary(id).toStringUsingUTF8());
      }
    }

    @Override
    public void addValueFromDictionary(int dictionaryId) {
      slot.accept(dictionary[dictionaryId]);
    }

    @Override
    public void addBinary(Binary value) {
      slot.accept(
          text ? NODES.textNode(value.toStringUsingUTF8()) : NODES.binaryNode(value.getBytes()));
    }

    @Override
    public void addBoolean(boolean value) {
      slot.accept(NODES.booleanNode(value));
    }

    @Override
    public void addInt(int value) {
      slot.accept(NODES.numberNode(value));
    }

    @Override
    public void addLong(long value) {
      slot.accept(NODES.numberNode(value));
    }

    @Override
    public void addFloat(float value) {
      slot.accept(NODES.numberNode(value));
    }

    @Override
    public void addDouble(double value) {
      slot.accept(NODES.numberNode(value));
    }
  }
}
