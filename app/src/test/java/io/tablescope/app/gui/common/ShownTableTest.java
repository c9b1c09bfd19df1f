package io.tablescope.app.gui.common;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Shown rows written as RFC 4180 CSV, as JSON keyed by header, and tab-separated for pasting. */
class ShownTableTest {
  private static final ShownTable TABLE =
      new ShownTable(
          List.of("Path", "Partition", "Note"),
          List.of(
              List.of("s3://b/t/data/a.parquet", "{region=EU, day=1}", "said \"hi\""),
              List.of("/t/data/b.parquet", "", "two\nlines")));

  @Test
  void csvQuotesFieldsWithCommasQuotesAndLineBreaksAndEndsEveryLineWithCrLf() {
    assertThat(TABLE.csv())
        .isEqualTo(
            "Path,Partition,Note\r\n"
                + "s3://b/t/data/a.parquet,\"{region=EU, day=1}\",\"said \"\"hi\"\"\"\r\n"
                + "/t/data/b.parquet,,\"two\nlines\"\r\n");
  }

  @Test
  void jsonIsAnArrayOfObjectsKeyedByHeaderInColumnOrder() throws Exception {
    JsonNode json = new ObjectMapper().readTree(TABLE.jsonArray());

    assertThat(json.isArray()).isTrue();
    assertThat(json).hasSize(2);
    for (int row = 0; row < 2; row++) {
      List<String> fields = new ArrayList<>();
      json.get(row).fieldNames().forEachRemaining(fields::add);
      assertThat(fields).isEqualTo(TABLE.headers());
      for (int column = 0; column < 3; column++) {
        assertThat(json.get(row).get(TABLE.headers().get(column)).asText())
            .isEqualTo(TABLE.rows().get(row).get(column));
      }
    }
  }

  @Test
  void oneRowIsCopiedAsOneObjectAndSeveralAsAnArray() throws Exception {
    ShownTable one = new ShownTable(TABLE.headers(), List.of(TABLE.rows().get(1)));

    JsonNode object = new ObjectMapper().readTree(one.jsonRows());
    assertThat(object.isObject()).isTrue();
    assertThat(object.get("Note").asText()).isEqualTo("two\nlines");
    assertThat(new ObjectMapper().readTree(TABLE.jsonRows()).isArray()).isTrue();
  }

  @Test
  void tabSeparatedHasOneLinePerRowWithoutHeaders() {
    ShownTable plain =
        new ShownTable(List.of("A", "B"), List.of(List.of("1", "x"), List.of("2", "")));

    assertThat(plain.tabSeparated()).isEqualTo("1\tx\n2\t\n");
  }

  @Test
  void aColumnsValuesSkipEmptyCells() {
    assertThat(TABLE.column("path"))
        .containsExactly("s3://b/t/data/a.parquet", "/t/data/b.parquet");
    assertThat(TABLE.column("Partition")).containsExactly("{region=EU, day=1}");
    assertThat(TABLE.column("Missing")).isEmpty();
  }

  @Test
  void aRowMustHaveACellForEveryHeader() {
    assertThatThrownBy(() -> new ShownTable(List.of("A", "B"), List.of(List.of("1"))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("A row has 1 cells for 2 headers: [1]");
  }
}
