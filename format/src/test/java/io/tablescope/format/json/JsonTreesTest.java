package io.tablescope.format.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Trees read and written without a mapper are the trees, and the text, a default mapper makes. */
class JsonTreesTest {
  private static final ObjectMapper MAPPER = new ObjectMapper();
  private final JsonFactory factory = new JsonFactory();

  @ParameterizedTest
  @ValueSource(
      strings = {
        "{\"type\":\"struct\",\"schema-id\":0,\"fields\":[{\"id\":1,\"name\":\"id\",\"required\":true}]}",
        "[1, 2147483647, 2147483648, -2147483649, 9223372036854775807, 9223372036854775808, -0]",
        "[1.5, 1e10, -2.5E-3, 0.1, 123456789012345678901234567890.5, 1E400, 4.9e-324]",
        "{\"a\":\"text with \\\"quotes\\\", \\\\ and \\u00e9\\u4e2d\\ud83d\\ude00\",\"b\":\"\"}",
        "{\"n\":null,\"t\":true,\"f\":false,\"empty\":{},\"none\":[]}",
        "{\"same\":1,\"other\":2,\"same\":\"last wins\"}",
        "[[[[[{\"deep\":[[]]}]]]]]",
        "\"a scalar\"",
        "42",
        "null",
        "{\"properties\":{\"write.format.default\":\"parquet\",\"k\":\"v\"},\"refs\":{\"main\":"
            + "{\"snapshot-id\":3051729675574597004,\"type\":\"branch\"}}}"
      })
  void readsEveryValueAsAMapperDoes(String json) throws Exception {
    JsonNode mine = JsonTrees.read(factory, json);
    JsonNode mapper = MAPPER.readTree(json);

    // Equality of trees compares node types too: an int is not a long, nor a double a decimal.
    assertThat(mine).isEqualTo(mapper);
    assertThat(JsonTrees.read(factory, json.getBytes(StandardCharsets.UTF_8))).isEqualTo(mapper);
    assertThat(written(mine)).isEqualTo(MAPPER.writeValueAsString(mapper));
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "   ", "\n"})
  void noValueIsAMissingNodeAsAMapperReadsIt(String json) throws Exception {
    assertThat(JsonTrees.read(factory, json)).isEqualTo(MAPPER.readTree(json));
    assertThat(JsonTrees.read(factory, json).isMissingNode()).isTrue();
  }

  @ParameterizedTest
  @ValueSource(strings = {"{\"a\":[1,{\"b\":2}],\"c\":3}", "{\"a\":\"x\",\"c\":3}"})
  void readsAFieldsValueAndLeavesTheParserAfterIt(String json) throws Exception {
    try (JsonParser mine = factory.createParser(json);
        JsonParser theirs = MAPPER.getFactory().createParser(json)) {
      for (JsonParser parser : new JsonParser[] {mine, theirs}) {
        parser.nextToken();
        parser.nextToken();
        parser.nextToken();
      }

      assertThat(JsonTrees.read(mine)).isEqualTo(MAPPER.readTree(theirs));
      assertThat(mine.nextToken()).isEqualTo(JsonToken.FIELD_NAME).isEqualTo(theirs.nextToken());
      assertThat(mine.currentName()).isEqualTo("c");
    }
  }

  private String written(JsonNode node) throws Exception {
    StringWriter text = new StringWriter();
    try (JsonGenerator generator = factory.createGenerator(text)) {
      JsonTrees.write(generator, node);
    }
    return text.toString();
  }
}
