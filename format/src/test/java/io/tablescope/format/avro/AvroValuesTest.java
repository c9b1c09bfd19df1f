package io.tablescope.format.avro;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonFactory;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericDatumWriter;
import org.apache.avro.generic.GenericFixed;
import org.apache.avro.generic.GenericRecord;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.EncoderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Tablescope's Avro reading against Apache Avro's writer: records of every Avro type, written by
 * Avro's encoders (with and without sized blocks), read back value for value; skipped values take
 * exactly the bytes read ones do.
 */
class AvroValuesTest {
  private static final String SCHEMA =
      """
      {"type": "record", "name": "entry", "namespace": "t", "fields": [
        {"name": "nothing", "type": "null"},
        {"name": "flag", "type": "boolean"},
        {"name": "small", "type": "int", "field-id": 1},
        {"name": "big", "type": "long", "field-id": 2},
        {"name": "ratio", "type": "float"},
        {"name": "precise", "type": "double"},
        {"name": "raw", "type": "bytes"},
        {"name": "text", "type": "string"},
        {"name": "kind", "type": {"type": "enum", "name": "kind", "symbols": ["A", "B", "C"]}},
        {"name": "id", "type": {"type": "fixed", "name": "uuid16", "size": 16}},
        {"name": "longs", "type": {"type": "array", "items": "long"}},
        {"name": "props", "type": {"type": "map", "values": "string"}},
        {"name": "maybe", "type": ["null", "string"]},
        {"name": "pair", "type": {"type": "record", "name": "pair", "fields": [
          {"name": "key", "type": "int"}, {"name": "value", "type": ["null", "bytes"]}]}},
        {"name": "pairs", "type": ["null", {"type": "array", "items": "pair"}]},
        {"name": "other", "type": {"type": "record", "name": "o.other", "fields": [
          {"name": "same", "type": "t.pair"}]}}
      ]}
      """;

  private final Schema avro = new Schema.Parser().parse(SCHEMA);
  private final AvroSchema schema = AvroSchemaParser.parse(new JsonFactory(), SCHEMA);

  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  void everyTypeReadsAsAvroWroteIt(boolean sizedBlocks) throws IOException {
    Random random = new Random(sizedBlocks ? 7 : 11);
    List<GenericRecord> records = new ArrayList<>();
    for (int i = 0; i < 200; i++) {
      records.add(record(random));
    }
    byte[] bytes = encode(records, sizedBlocks);

    AvroDecoder in = new AvroDecoder(bytes, 0, bytes.length);
    AvroValues.Reader reader = AvroValues.reader(schema);
    for (GenericRecord expected : records) {
      assertThat(normalized(reader.read(in))).isEqualTo(normalized(expected));
    }
    assertThat(in.isEnd()).isTrue();
  }

  @Test
  void skippedValuesTakeTheBytesReadOnesDo() throws IOException {
    Random random = new Random(3);
    List<GenericRecord> records = new ArrayList<>();
    for (int i = 0; i < 50; i++) {
      records.add(record(random));
    }
    byte[] bytes = encode(records, false);
    Set<String> skipped = Set.of("text", "longs", "pairs", "other.same", "props", "id", "raw");

    AvroDecoder skipping = new AvroDecoder(bytes, 0, bytes.length);
    AvroDecoder whole = new AvroDecoder(bytes, 0, bytes.length);
    AvroValues.Reader partly = AvroValues.reader(schema, skipped);
    AvroValues.Skipper skipper = AvroValues.skipper(schema);
    for (GenericRecord expected : records) {
      AvroRecord read = (AvroRecord) partly.read(skipping);
      skipper.skip(whole);
      assertThat(skipping.position()).isEqualTo(whole.position());
      for (AvroSchema.Field field : schema.fields()) {
        Object value = read.get(field.name());
        if (skipped.contains(field.name())) {
          assertThat(value).as(field.name()).isNull();
        } else if (!field.name().equals("other")) {
          assertThat(normalized(value))
              .as(field.name())
              .isEqualTo(normalized(expected.get(field.name())));
        }
      }
      assertThat(((AvroRecord) read.get("other")).get("same")).isNull();
    }
    assertThat(skipping.isEnd()).isTrue();
  }

  @Test
  void theSchemaIsAvrosWithFieldIds() {
    // Avro's own text of the schema refers to a named type after its first use by its name.
    AvroSchema reparsed = AvroSchemaParser.parse(new JsonFactory(), avro.toString());

    for (AvroSchema parsed : List.of(schema, reparsed)) {
      assertSameShape(parsed, avro);
      assertThat(parsed.field("small").fieldId()).isEqualTo(1);
      assertThat(parsed.field("big").fieldId()).isEqualTo(2);
      assertThat(parsed.field("flag").fieldId()).isNull();
      assertThat(parsed.field("pairs").schema().branches().get(1).element())
          .isSameAs(parsed.field("pair").schema());
    }
  }

  @Test
  void aNameNoTypeHasIsNamed() {
    String json =
        "{\"type\": \"record\", \"name\": \"r\", \"fields\": [{\"name\": \"a\", \"type\": \"pear\"}]}";

    assertThat(failure(() -> AvroSchemaParser.parse(new JsonFactory(), json)))
        .isEqualTo("names a type that does not exist: pear");
  }

  private static void assertSameShape(AvroSchema parsed, Schema expected) {
    assertThat(parsed.type().name()).isEqualTo(expected.getType().name());
    switch (expected.getType()) {
      case RECORD -> {
        assertThat(parsed.name()).isEqualTo(expected.getFullName());
        assertThat(parsed.fields()).hasSameSizeAs(expected.getFields());
        for (Schema.Field field : expected.getFields()) {
          AvroSchema.Field ours = parsed.fields().get(field.pos());
          assertThat(ours.name()).isEqualTo(field.name());
          assertThat(ours.position()).isEqualTo(field.pos());
          assertSameShape(ours.schema(), field.schema());
        }
      }
      case UNION -> {
        assertThat(parsed.branches()).hasSameSizeAs(expected.getTypes());
        for (int i = 0; i < expected.getTypes().size(); i++) {
          assertSameShape(parsed.branches().get(i), expected.getTypes().get(i));
        }
      }
      case ARRAY -> assertSameShape(parsed.element(), expected.getElementType());
      case MAP -> assertSameShape(parsed.element(), expected.getValueType());
      case ENUM -> assertThat(parsed.symbols()).isEqualTo(expected.getEnumSymbols());
      case FIXED -> assertThat(parsed.size()).isEqualTo(expected.getFixedSize());
      default -> assertThat(parsed.name()).isEqualTo(expected.getName());
    }
  }

  private GenericRecord record(Random random) {
    GenericRecord record = new GenericData.Record(avro);
    record.put("flag", random.nextBoolean());
    record.put("small", random.nextInt());
    record.put("big", random.nextBoolean() ? random.nextLong() : random.nextInt(100) - 50L);
    record.put("ratio", random.nextFloat() * 1000 - 500);
    record.put("precise", random.nextGaussian() * 1e12);
    record.put("raw", ByteBuffer.wrap(bytes(random, random.nextInt(40))));
    record.put("text", text(random));
    Schema kind = avro.getField("kind").schema();
    record.put(
        "kind", new GenericData.EnumSymbol(kind, kind.getEnumSymbols().get(random.nextInt(3))));
    record.put("id", new GenericData.Fixed(avro.getField("id").schema(), bytes(random, 16)));
    List<Long> longs = new ArrayList<>();
    for (int i = random.nextInt(300); i > 0; i--) {
      longs.add(random.nextLong());
    }
    record.put("longs", longs);
    Map<String, String> props = new HashMap<>();
    for (int i = random.nextInt(4); i > 0; i--) {
      props.put(text(random), text(random));
    }
    record.put("props", props);
    record.put("maybe", random.nextBoolean() ? null : text(random));
    Schema pairSchema = avro.getField("pair").schema();
    record.put("pair", pair(random, pairSchema));
    if (random.nextBoolean()) {
      List<GenericRecord> pairs = new ArrayList<>();
      for (int i = random.nextInt(5); i > 0; i--) {
        pairs.add(pair(random, pairSchema));
      }
      record.put("pairs", pairs);
    }
    GenericRecord other = new GenericData.Record(avro.getField("other").schema());
    other.put("same", pair(random, pairSchema));
    record.put("other", other);
    return record;
  }

  private static GenericRecord pair(Random random, Schema schema) {
    GenericRecord pair = new GenericData.Record(schema);
    pair.put("key", random.nextInt(1000));
    pair.put("value", random.nextBoolean() ? null : ByteBuffer.wrap(bytes(random, 8)));
    return pair;
  }

  private static byte[] bytes(Random random, int length) {
    byte[] bytes = new byte[length];
    random.nextBytes(bytes);
    return bytes;
  }

  /** Text with characters of one to four UTF-8 bytes. */
  private static String text(Random random) {
    StringBuilder text = new StringBuilder();
    for (int i = random.nextInt(12); i > 0; i--) {
      text.appendCodePoint(
          new int[] {'a' + random.nextInt(26), 'é', '€', 0x1F600}[random.nextInt(4)]);
    }
    return text.toString();
  }

  private byte[] encode(List<GenericRecord> records, boolean sizedBlocks) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    BinaryEncoder encoder =
        sizedBlocks
            ? EncoderFactory.get().blockingBinaryEncoder(out, null)
            : EncoderFactory.get().binaryEncoder(out, null);
    GenericDatumWriter<GenericRecord> writer = new GenericDatumWriter<>(avro);
    for (GenericRecord record : records) {
      writer.write(record, encoder);
    }
    encoder.flush();
    return out.toByteArray();
  }

  /** A value of either reader in one form: records and arrays as lists, bytes as hex. */
  private static Object normalized(Object value) {
    if (value instanceof AvroRecord record) {
      List<Object> values = new ArrayList<>();
      for (AvroSchema.Field field : record.schema().fields()) {
        values.add(normalized(record.get(field.position())));
      }
      return values;
    }
    if (value instanceof GenericRecord record) {
      List<Object> values = new ArrayList<>();
      for (Schema.Field field : record.getSchema().getFields()) {
        values.add(normalized(record.get(field.pos())));
      }
      return values;
    }
    if (value instanceof byte[] bytes) {
      return HexFormat.of().formatHex(bytes);
    }
    if (value instanceof ByteBuffer buffer) {
      byte[] bytes = new byte[buffer.remaining()];
      buffer.duplicate().get(bytes);
      return HexFormat.of().formatHex(bytes);
    }
    if (value instanceof GenericFixed fixed) {
      return HexFormat.of().formatHex(fixed.bytes());
    }
    if (value instanceof Map<?, ?> map) {
      Map<String, Object> entries = new LinkedHashMap<>();
      map.forEach((key, item) -> entries.put(key.toString(), normalized(item)));
      return entries;
    }
    if (value instanceof Collection<?> items) {
      return items.stream().map(AvroValuesTest::normalized).toList();
    }
    if (value instanceof CharSequence || value instanceof GenericData.EnumSymbol) {
      return value.toString();
    }
    return value;
  }

  static String failure(Runnable action) {
    try {
      action.run();
    } catch (AvroException e) {
      return e.getMessage();
    }
    throw new AssertionError("no AvroException");
  }
}
