package io.tablescope.format.delta.action;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The scanner against Jackson with duplicate detection, the reader it stands in for. */
class StatsScannerTest {
  private static final ObjectMapper JACKSON =
      new ObjectMapper().enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
  private static final List<String> WRITTEN =
      List.of(
          "{\"numRecords\":5,\"minValues\":{\"s\":{\"x\":\"a\"}},\"maxValues\":{\"n\":9.5},"
              + "\"nullCount\":{\"s\":{\"x\":2},\"n\":0},\"tightBounds\":false}",
          "{\"numRecords\":10000,\"minValues\":{\"id\":\"0\",\"value\":\"a0\"},"
              + "\"maxValues\":{\"id\":\"9999\",\"value\":\"z0\"},\"nullCount\":{\"id\":0,\"value\":4}}",
          " { \"numRecords\" : -0 , \"nullCount\" : { \"a\" : \"7\" , \"b\" : 1.0 , \"c\" : null,"
              + " \"d\" : [1] , \"e\" : true } , \"tightBounds\" : true } trailing",
          "{\"numRecords\":92233720368547758070,\"nullCount\":{\"a\\u0062\":3,\"q\\\"\\\\\\/\":1}}",
          "{\"numRecords\":1.5e3,\"minValues\":{\"t\":\"\\ud83d\\ude00 \\n\\t\"},\"x\":[{},[],"
              + "{\"k\":[true,false,null]}]}",
          "{}",
          "{\"numRecords\":\"5\",\"tightBounds\":\"true\",\"nullCount\":5}");
  private static final List<String> DAMAGED =
      List.of(
          "",
          "   ",
          "[1]",
          "5",
          "{\"numRecords\":",
          "{\"numRecords\":1,\"numRecords\":2}",
          "{\"nullCount\":{\"x\":0,\"x\":1}}",
          "{\"maxValues\":{\"n\":1,\"n\":2}}",
          "{\"minValues\":{\"n\":}}",
          "{\"a\":[{\"k\":1,\"k\":2}]}",
          "{\"a\":01}",
          "{\"a\":-}",
          "{\"a\":1.}",
          "{\"a\":1e}",
          "{\"a\":.5}",
          "{\"a\":+1}",
          "{\"a\":tru}",
          "{\"a\":truex}",
          "{\"a\":nul}",
          "{\"a\":\"x\ty\"}",
          "{\"a\":\"\\x\"}",
          "{\"a\":\"\\u12\"}",
          "{\"a\":\"\\u００４1\"}",
          "{\"a\":1,}",
          "{,\"a\":1}",
          "{\"a\" 1}",
          "{a:1}",
          "{'a':1}",
          "{\"a\":[1,]}",
          "{\"a\":[1 2]}",
          "{\"a\":NaN}",
          "{\"a\":\"unterminated}",
          "{\"a\":1" + "}".repeat(0),
          "{\"a\":" + "[".repeat(1_001) + "]".repeat(1_001) + "}");

  @Test
  void writtenStatsReadAsJacksonReadsThem() {
    for (String stats : WRITTEN) {
      assertSameAsJackson(stats);
      assertThat(StatsScanner.scan(stats, null)).as(stats).isNotNull();
    }
  }

  @Test
  void damagedStatsDoNotReadAsJacksonDoesNot() {
    for (String stats : DAMAGED) {
      assertSameAsJackson(stats);
    }
    assertThat(StatsScanner.scan("{\"a\":" + "[".repeat(999) + "]".repeat(999) + "}", null))
        .isNotNull();
  }

  @Test
  void everyOneCharacterChangeOfWrittenStatsReadsAsJacksonReadsIt() {
    Random random = new Random(42);
    String alphabet = "{}[]\":,.-+eE0123456789 \\utrfalsn/x\t\u0001";
    for (String written : WRITTEN) {
      for (int i = 0; i < 3_000; i++) {
        StringBuilder changed = new StringBuilder(written);
        int at = random.nextInt(written.length());
        char c = alphabet.charAt(random.nextInt(alphabet.length()));
        switch (random.nextInt(3)) {
          case 0 -> changed.setCharAt(at, c);
          case 1 -> changed.insert(at, c);
          default -> changed.deleteCharAt(at);
        }
        assertSameAsJackson(changed.toString());
      }
    }
  }

  private static void assertSameAsJackson(String stats) {
    FileStats scanned = StatsScanner.scan(stats, null);
    Expected expected = Expected.of(stats);
    if (expected == null) {
      assertThat(scanned).as(stats).isNull();
      return;
    }
    assertThat(scanned).as(stats).isNotNull();
    assertThat(scanned.numRecords()).as(stats).isEqualTo(expected.numRecords);
    assertThat(scanned.tightBounds()).as(stats).isEqualTo(expected.tightBounds);
    assertThat(scanned.nullCount()).as(stats).containsExactlyEntriesOf(expected.nullCount);
  }

  /** What Jackson's tree says, read as the action parser reads statistics. */
  private record Expected(Long numRecords, Boolean tightBounds, Map<String, Long> nullCount) {
    static Expected of(String stats) {
      JsonNode root;
      try {
        root = JACKSON.readTree(stats);
      } catch (Exception e) {
        return null;
      }
      if (root == null || !root.isObject()) {
        return null;
      }
      JsonNode records = root.get("numRecords");
      JsonNode tight = root.get("tightBounds");
      Map<String, Long> nulls = new LinkedHashMap<>();
      counts(root.get("nullCount"), "", nulls);
      return new Expected(
          records != null && records.isIntegralNumber() && records.canConvertToLong()
              ? records.asLong()
              : null,
          tight != null && tight.isBoolean() ? tight.asBoolean() : null,
          nulls);
    }

    private static void counts(JsonNode node, String prefix, Map<String, Long> out) {
      if (node == null || !node.isObject()) {
        return;
      }
      Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
      List<Map.Entry<String, JsonNode>> entries = new ArrayList<>();
      fields.forEachRemaining(entries::add);
      for (Map.Entry<String, JsonNode> entry : entries) {
        JsonNode value = entry.getValue();
        String path = prefix + entry.getKey();
        if (value.isObject()) {
          counts(value, path + ".", out);
        } else if (value.isIntegralNumber() || value.isTextual()) {
          try {
            out.put(path, Long.valueOf(value.asText()));
          } catch (NumberFormatException e) {
            // Left out, as the reader leaves it out.
          }
        }
      }
    }
  }
}
