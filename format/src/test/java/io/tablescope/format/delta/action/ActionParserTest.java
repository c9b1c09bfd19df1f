package io.tablescope.format.delta.action;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.delta.kernel.internal.types.DataTypeJsonSerDe;
import io.delta.kernel.types.StructType;
import io.tablescope.format.delta.schema.StructField;
import io.tablescope.format.testing.delta.HandWrittenLog;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Actions parse with every field; ids and names agree with Delta Kernel's. */
class ActionParserTest {

  @ParameterizedTest
  @CsvSource({
    "u,ab^-aqEH.-t@S}K{vb[*k^,4",
    "i,wi5b=000010000siXQKl0rr91000f55c8Xg0@@D72lkbi5=-{L,",
    "p,s3://b/dv.bin,1"
  })
  void deletionVectorUniqueIdIsKernels(String storageType, String pathOrInline, Integer offset) {
    Action action =
        ActionParser.parseLine(
            HandWrittenLog.add(
                    "f.parquet",
                    Map.of(),
                    7,
                    HandWrittenLog.deletionVector(storageType, pathOrInline, offset, 40, 3))
                .toString());

    DeletionVectorDescriptor dv = ((AddFile) action).deletionVector();
    var kernel =
        new io.delta.kernel.internal.actions.DeletionVectorDescriptor(
            storageType, pathOrInline, Optional.ofNullable(offset), 40, 3);
    // Kernel 4.0.0's getUniqueId() prints the offset as "Optional[4]"; the protocol's id is
    // storage type, path or inline data, then "@" and the offset when there is one.
    String protocolId =
        kernel.getStorageType()
            + kernel.getPathOrInlineDv()
            + kernel.getOffset().map(at -> "@" + at).orElse("");
    assertThat(dv.uniqueId()).isEqualTo(protocolId);
    assertThat(dv.storageType()).isEqualTo(kernel.getStorageType());
    assertThat(dv.offset()).isEqualTo(kernel.getOffset().orElse(null));
    assertThat(dv.sizeInBytes()).isEqualTo(kernel.getSizeInBytes());
    assertThat(dv.cardinality()).isEqualTo(kernel.getCardinality());
    assertThat(((AddFile) action).fileKey()).isEqualTo(new FileKey("f.parquet", protocolId));
  }

  @Test
  void columnMappingNamesAreKernels() {
    Map<String, String> columns = new LinkedHashMap<>();
    columns.put("Customer Id", "col-5f422f40-de70-45b2-88ab-1d5c90e94db1");
    columns.put("region", "col-0e7a");
    String schemaString = HandWrittenLog.schema(columns);
    Metadata metadata =
        (Metadata)
            ActionParser.parseLine(
                HandWrittenLog.metadata(
                        "id-1", schemaString, java.util.List.of("region"), Map.of("a", "b"))
                    .toString());

    StructType kernel = DataTypeJsonSerDe.deserializeStructType(schemaString);
    assertThat(metadata.schema().fields()).hasSize(kernel.length());
    for (int i = 0; i < kernel.length(); i++) {
      StructField ours = metadata.schema().fields().get(i);
      var theirs = kernel.at(i);
      assertThat(ours.name()).isEqualTo(theirs.getName());
      assertThat(ours.physicalName())
          .isEqualTo(theirs.getMetadata().getString(StructField.PHYSICAL_NAME_KEY));
      assertThat(ours.columnId())
          .isEqualTo(theirs.getMetadata().getLong(StructField.COLUMN_ID_KEY));
      assertThat(ours.type().simpleString()).isEqualTo(theirs.getDataType().toString());
    }
    assertThat(metadata.schema().logicalNamesByPhysicalPath())
        .containsEntry("col-0e7a", "region")
        .containsEntry("col-5f422f40-de70-45b2-88ab-1d5c90e94db1", "Customer Id");
    assertThat(metadata.partitionColumns()).containsExactly("region");
    assertThat(metadata.configuration()).containsExactly(Map.entry("a", "b"));
  }

  @Test
  void statsParseWithNestedColumnsFlattened() {
    String line =
        "{\"add\":{\"path\":\"a%20b/c%3Dd.parquet\",\"partitionValues\":{\"p\":null},"
            + "\"size\":1,\"modificationTime\":2,\"dataChange\":false,"
            + "\"stats\":\"{\\\"numRecords\\\":5,\\\"minValues\\\":{\\\"s\\\":{\\\"x\\\":\\\"a\\\"}},"
            + "\\\"maxValues\\\":{\\\"n\\\":9.5},\\\"nullCount\\\":{\\\"s\\\":{\\\"x\\\":2}},"
            + "\\\"tightBounds\\\":false}\",\"baseRowId\":40,\"defaultRowCommitVersion\":3}}";

    AddFile add = (AddFile) ActionParser.parseLine(line);

    assertThat(add.decodedPath()).isEqualTo("a b/c=d.parquet");
    assertThat(add.partitionValues()).containsEntry("p", null);
    FileStats stats = add.parsedStats();
    assertThat(stats.numRecords()).isEqualTo(5L);
    assertThat(stats.bounds().minValues()).isEqualTo(Map.of("s.x", "a"));
    assertThat(stats.bounds().maxValues()).isEqualTo(Map.of("n", "9.5"));
    assertThat(stats.nullCount()).isEqualTo(Map.of("s.x", 2L));
    assertThat(stats.tightBounds()).isFalse();
    assertThat(add.baseRowId()).isEqualTo(40);
    assertThat(add.defaultRowCommitVersion()).isEqualTo(3);
  }

  @Test
  void aCheckpointsParsedStatsReadAsTheStringWouldWhenNoStringIsWritten() throws Exception {
    JsonNode body =
        new ObjectMapper()
            .readTree(
                "{\"path\":\"a\",\"partitionValues\":{},\"size\":1,\"modificationTime\":2,"
                    + "\"dataChange\":true,\"stats_parsed\":{\"numRecords\":7,"
                    + "\"minValues\":{\"n\":1},\"nullCount\":{\"s\":{\"x\":3}},"
                    + "\"tightBounds\":true}}");

    FileStats stats = ((AddFile) ActionParser.parse("add", body)).parsedStats();

    assertThat(stats.numRecords()).isEqualTo(7L);
    assertThat(stats.nullCount()).isEqualTo(Map.of("s.x", 3L));
    assertThat(stats.tightBounds()).isTrue();
    assertThat(stats.bounds().minValues()).isEqualTo(Map.of("n", "1"));
  }

  @Test
  void boundsThatAreReadLazilyAreStillCheckedWhenTheActionIsParsed() {
    String twiceInBounds = "{\\\"numRecords\\\":5,\\\"maxValues\\\":{\\\"n\\\":1,\\\"n\\\":2}}";
    String brokenBounds = "{\\\"numRecords\\\":5,\\\"minValues\\\":{\\\"n\\\":}}";

    for (String stats : List.of(twiceInBounds, brokenBounds)) {
      AddFile add =
          (AddFile)
              ActionParser.parseLine(
                  "{\"add\":{\"path\":\"a\",\"partitionValues\":{},\"size\":1,"
                      + "\"modificationTime\":2,\"dataChange\":true,\"stats\":\""
                      + stats
                      + "\"}}");
      assertThat(add.parsedStats()).as(stats).isNull();
    }
  }

  @Test
  void aMissingRequiredFieldNamesActionAndField() {
    assertThatThrownBy(() -> ActionParser.parseLine("{\"protocol\":{\"minReaderVersion\":1}}"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("Cannot parse missing field protocol.minWriterVersion");
    assertThatThrownBy(() -> ActionParser.parseLine("{\"add\":{}, \"remove\":{}}"))
        .hasMessage("An action line must hold exactly one action key, found 2");
  }
}
