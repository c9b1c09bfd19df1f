package io.tablescope.format.testing;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.format.iceberg.metadata.NestedField;
import io.tablescope.format.iceberg.metadata.PartitionField;
import io.tablescope.format.iceberg.metadata.PartitionSpec;
import io.tablescope.format.iceberg.metadata.Schema;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.iceberg.metadata.SnapshotRef;
import io.tablescope.format.iceberg.metadata.SortOrder;
import io.tablescope.format.iceberg.metadata.TableMetadata;
import io.tablescope.format.iceberg.metadata.Type;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.iceberg.HistoryEntry;
import org.apache.iceberg.SingleValueParser;
import org.apache.iceberg.StatisticsFile;
import org.apache.iceberg.types.Types;

/**
 * Compares Tablescope's reading of table metadata with iceberg-core's, field by field. The expected
 * side is always what iceberg-core read from the same file.
 */
public final class MetadataAssertions {
  private static final ObjectMapper JSON = new ObjectMapper();

  private MetadataAssertions() {}

  public static void assertSameMetadata(
      org.apache.iceberg.TableMetadata expected, TableMetadata actual) {
    assertThat(actual.problems()).as("problems").isEmpty();
    assertThat(actual.formatVersion()).as("format-version").isEqualTo(expected.formatVersion());
    assertThat(actual.tableUuid()).as("table-uuid").isEqualTo(expected.uuid());
    assertThat(actual.location()).as("location").isEqualTo(expected.location());
    assertThat(actual.lastSequenceNumber())
        .as("last-sequence-number")
        .isEqualTo(expected.lastSequenceNumber());
    assertThat(actual.lastUpdatedMillis())
        .as("last-updated-ms")
        .isEqualTo(expected.lastUpdatedMillis());
    assertThat(actual.lastColumnId()).as("last-column-id").isEqualTo(expected.lastColumnId());
    assertThat(actual.currentSchemaId())
        .as("current-schema-id")
        .isEqualTo(expected.currentSchemaId());
    assertThat(actual.schemas()).as("schemas").hasSameSizeAs(expected.schemas());
    for (int i = 0; i < expected.schemas().size(); i++) {
      assertSameSchema(expected.schemas().get(i), actual.schemas().get(i));
    }
    assertThat(actual.defaultSpecId()).as("default-spec-id").isEqualTo(expected.defaultSpecId());
    assertThat(actual.partitionSpecs()).as("partition-specs").hasSameSizeAs(expected.specs());
    for (int i = 0; i < expected.specs().size(); i++) {
      assertSameSpec(expected.specs().get(i), actual.partitionSpecs().get(i));
    }
    assertThat(actual.lastPartitionId())
        .as("last-partition-id")
        .isEqualTo(expected.lastAssignedPartitionId());
    assertThat(actual.defaultSortOrderId())
        .as("default-sort-order-id")
        .isEqualTo(expected.defaultSortOrderId());
    assertThat(actual.sortOrders()).as("sort-orders").hasSameSizeAs(expected.sortOrders());
    for (int i = 0; i < expected.sortOrders().size(); i++) {
      assertSameSortOrder(expected.sortOrders().get(i), actual.sortOrders().get(i));
    }
    assertThat(actual.properties()).as("properties").isEqualTo(expected.properties());
    Long expectedCurrent =
        expected.currentSnapshot() == null ? null : expected.currentSnapshot().snapshotId();
    assertThat(actual.currentSnapshotId()).as("current-snapshot-id").isEqualTo(expectedCurrent);
    assertThat(actual.snapshots()).as("snapshots").hasSameSizeAs(expected.snapshots());
    for (int i = 0; i < expected.snapshots().size(); i++) {
      assertSameSnapshot(expected.snapshots().get(i), actual.snapshots().get(i));
    }
    assertThat(actual.refs().keySet()).as("refs").isEqualTo(expected.refs().keySet());
    expected.refs().forEach((name, ref) -> assertSameRef(ref, actual.refs().get(name)));
    assertThat(actual.snapshotLog()).as("snapshot-log").hasSameSizeAs(expected.snapshotLog());
    for (int i = 0; i < expected.snapshotLog().size(); i++) {
      HistoryEntry entry = expected.snapshotLog().get(i);
      assertThat(actual.snapshotLog().get(i).snapshotId()).isEqualTo(entry.snapshotId());
      assertThat(actual.snapshotLog().get(i).timestampMillis()).isEqualTo(entry.timestampMillis());
    }
    assertThat(actual.metadataLog()).as("metadata-log").hasSameSizeAs(expected.previousFiles());
    for (int i = 0; i < expected.previousFiles().size(); i++) {
      assertThat(actual.metadataLog().get(i).metadataFile())
          .isEqualTo(expected.previousFiles().get(i).file());
      assertThat(actual.metadataLog().get(i).timestampMillis())
          .isEqualTo(expected.previousFiles().get(i).timestampMillis());
    }
    assertThat(actual.statistics()).as("statistics").hasSameSizeAs(expected.statisticsFiles());
    for (int i = 0; i < expected.statisticsFiles().size(); i++) {
      StatisticsFile file = expected.statisticsFiles().get(i);
      var mine = actual.statistics().get(i);
      assertThat(mine.snapshotId()).isEqualTo(file.snapshotId());
      assertThat(mine.path()).isEqualTo(file.path());
      assertThat(mine.fileSizeInBytes()).isEqualTo(file.fileSizeInBytes());
      assertThat(mine.fileFooterSizeInBytes()).isEqualTo(file.fileFooterSizeInBytes());
      assertThat(mine.blobs()).hasSameSizeAs(file.blobMetadata());
      for (int b = 0; b < file.blobMetadata().size(); b++) {
        assertThat(mine.blobs().get(b).type()).isEqualTo(file.blobMetadata().get(b).type());
        assertThat(mine.blobs().get(b).sourceSnapshotId())
            .isEqualTo(file.blobMetadata().get(b).sourceSnapshotId());
        assertThat(mine.blobs().get(b).fields()).isEqualTo(file.blobMetadata().get(b).fields());
        assertThat(mine.blobs().get(b).properties())
            .isEqualTo(file.blobMetadata().get(b).properties());
      }
    }
    assertThat(actual.partitionStatistics())
        .as("partition-statistics")
        .hasSameSizeAs(expected.partitionStatisticsFiles());
    for (int i = 0; i < expected.partitionStatisticsFiles().size(); i++) {
      assertThat(actual.partitionStatistics().get(i).path())
          .isEqualTo(expected.partitionStatisticsFiles().get(i).path());
      assertThat(actual.partitionStatistics().get(i).snapshotId())
          .isEqualTo(expected.partitionStatisticsFiles().get(i).snapshotId());
      assertThat(actual.partitionStatistics().get(i).fileSizeInBytes())
          .isEqualTo(expected.partitionStatisticsFiles().get(i).fileSizeInBytes());
    }
    if (expected.formatVersion() >= 3) {
      assertThat(actual.nextRowId()).as("next-row-id").isEqualTo(expected.nextRowId());
    }
  }

  public static void assertSameSnapshot(org.apache.iceberg.Snapshot expected, Snapshot actual) {
    assertThat(actual.snapshotId()).as("snapshot-id").isEqualTo(expected.snapshotId());
    assertThat(actual.parentId()).as("parent-snapshot-id").isEqualTo(expected.parentId());
    assertThat(actual.sequenceNumber()).as("sequence-number").isEqualTo(expected.sequenceNumber());
    assertThat(actual.timestampMillis()).as("timestamp-ms").isEqualTo(expected.timestampMillis());
    assertThat(actual.manifestList())
        .as("manifest-list")
        .isEqualTo(expected.manifestListLocation());
    assertThat(actual.operation()).as("operation").isEqualTo(expected.operation());
    Map<String, String> summary = new HashMap<>(expected.summary());
    summary.remove("operation");
    assertThat(actual.summary()).as("summary").isEqualTo(summary);
    assertThat(actual.schemaId()).as("schema-id").isEqualTo(expected.schemaId());
    assertThat(actual.firstRowId()).as("first-row-id").isEqualTo(expected.firstRowId());
    assertThat(actual.addedRows()).as("added-rows").isEqualTo(expected.addedRows());
  }

  private static void assertSameRef(org.apache.iceberg.SnapshotRef expected, SnapshotRef actual) {
    assertThat(actual.snapshotId()).isEqualTo(expected.snapshotId());
    assertThat(actual.isBranch()).isEqualTo(expected.isBranch());
    assertThat(actual.minSnapshotsToKeep()).isEqualTo(expected.minSnapshotsToKeep());
    assertThat(actual.maxSnapshotAgeMs()).isEqualTo(expected.maxSnapshotAgeMs());
    assertThat(actual.maxRefAgeMs()).isEqualTo(expected.maxRefAgeMs());
  }

  public static void assertSameSchema(org.apache.iceberg.Schema expected, Schema actual) {
    assertThat(actual.schemaId()).as("schema-id").isEqualTo(expected.schemaId());
    assertThat(actual.identifierFieldIds())
        .containsExactlyInAnyOrderElementsOf(expected.identifierFieldIds());
    assertSameFields(expected.asStruct().fields(), actual.columns());
  }

  private static void assertSameFields(List<Types.NestedField> expected, List<NestedField> actual) {
    assertThat(actual).hasSameSizeAs(expected);
    for (int i = 0; i < expected.size(); i++) {
      Types.NestedField field = expected.get(i);
      NestedField mine = actual.get(i);
      assertThat(mine.id()).as("field id of %s", field.name()).isEqualTo(field.fieldId());
      assertThat(mine.name()).isEqualTo(field.name());
      assertThat(mine.required()).as("required %s", field.name()).isEqualTo(field.isRequired());
      assertThat(mine.doc()).isEqualTo(field.doc());
      assertSameType(field.type(), mine.type());
      assertSameDefault(field.type(), field.initialDefault(), mine.initialDefault(), field);
      assertSameDefault(field.type(), field.writeDefault(), mine.writeDefault(), field);
    }
  }

  /** A default value compared as JSON: iceberg-core's serialization of it against the text read. */
  private static void assertSameDefault(
      org.apache.iceberg.types.Type type,
      Object expected,
      JsonNode actual,
      Types.NestedField field) {
    if (expected == null) {
      assertThat(actual).as("default of %s", field.name()).isNull();
      return;
    }
    assertThat(actual).as("default of %s", field.name()).isNotNull();
    try {
      assertThat(JSON.readTree(actual.toString()))
          .as("default of %s", field.name())
          .isEqualTo(JSON.readTree(SingleValueParser.toJson(type, expected)));
    } catch (JsonProcessingException e) {
      throw new AssertionError(e);
    }
  }

  private static void assertSameType(org.apache.iceberg.types.Type expected, Type actual) {
    if (expected.isPrimitiveType()) {
      assertThat(actual).isInstanceOf(Type.Primitive.class);
      assertThat(Types.fromPrimitiveString(((Type.Primitive) actual).name())).isEqualTo(expected);
    } else if (expected.isVariantType()) {
      assertThat(actual).isInstanceOf(Type.Primitive.class);
      assertThat(((Type.Primitive) actual).name()).isEqualTo(expected.toString());
    } else if (expected.isStructType()) {
      assertSameFields(expected.asStructType().fields(), ((Type.Struct) actual).fields());
    } else if (expected.isListType()) {
      Type.ListType list = (Type.ListType) actual;
      assertThat(list.elementId()).isEqualTo(expected.asListType().elementId());
      assertThat(list.elementRequired()).isEqualTo(expected.asListType().isElementRequired());
      assertSameType(expected.asListType().elementType(), list.element());
    } else {
      Type.MapType map = (Type.MapType) actual;
      assertThat(map.keyId()).isEqualTo(expected.asMapType().keyId());
      assertThat(map.valueId()).isEqualTo(expected.asMapType().valueId());
      assertThat(map.valueRequired()).isEqualTo(expected.asMapType().isValueRequired());
      assertSameType(expected.asMapType().keyType(), map.key());
      assertSameType(expected.asMapType().valueType(), map.value());
    }
  }

  public static void assertSameSpec(
      org.apache.iceberg.PartitionSpec expected, PartitionSpec actual) {
    assertThat(actual.specId()).as("spec-id").isEqualTo(expected.specId());
    assertThat(actual.fields()).hasSameSizeAs(expected.fields());
    for (int i = 0; i < expected.fields().size(); i++) {
      org.apache.iceberg.PartitionField field = expected.fields().get(i);
      PartitionField mine = actual.fields().get(i);
      assertThat(mine.name()).isEqualTo(field.name());
      assertThat(mine.fieldId()).isEqualTo(field.fieldId());
      assertThat(mine.sourceId()).isEqualTo(field.sourceId());
      assertThat(mine.transform()).isEqualTo(field.transform().toString());
    }
  }

  private static void assertSameSortOrder(org.apache.iceberg.SortOrder expected, SortOrder actual) {
    assertThat(actual.orderId()).isEqualTo(expected.orderId());
    assertThat(actual.fields()).hasSameSizeAs(expected.fields());
    for (int i = 0; i < expected.fields().size(); i++) {
      org.apache.iceberg.SortField field = expected.fields().get(i);
      SortOrder.Field mine = actual.fields().get(i);
      assertThat(mine.transform()).isEqualTo(field.transform().toString());
      assertThat(mine.sourceIds().get(0)).isEqualTo(field.sourceId());
      assertThat(mine.direction()).isEqualToIgnoringCase(field.direction().toString());
      assertThat(mine.nullOrder())
          .isEqualTo(field.nullOrder().toString().toLowerCase().replace(' ', '-'));
    }
  }
}
