package io.tablescope.format.iceberg.metadata;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablescope.format.Problem;
import io.tablescope.format.io.LocalFileAccess;
import io.tablescope.format.testing.FixtureTables;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.iceberg.HasTableOperations;
import org.apache.iceberg.Table;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Metadata written by iceberg-core, then edited the way other writers get it wrong (a snapshot id
 * that does not fit a long, seen in the wild): each bad value is a problem worded exactly as
 * iceberg-core's exception for the same JSON, and the rest of the table is read.
 */
class ValuesOutOfRangeTest {
  private static final String TOO_LONG = "9876543210123456789";

  @TempDir Path folder;

  private String icebergJson(Table table) {
    return org.apache.iceberg.TableMetadataParser.toJson(
        ((HasTableOperations) table).operations().current());
  }

  private static String icebergMessage(String json) {
    try {
      org.apache.iceberg.TableMetadataParser.fromJson(json);
    } catch (IllegalArgumentException e) {
      return e.getMessage();
    }
    throw new AssertionError("iceberg-core read the JSON");
  }

  private static TableMetadata parse(String json) throws IOException {
    return new TableMetadataParser()
        .parse("t.metadata.json", new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)));
  }

  /** The JSON with the first {@code "name": value} replaced by {@code "name": replacement}. */
  private static String replaceField(String json, String name, Object value, String replacement) {
    Matcher field = Pattern.compile("\"" + name + "\"\\s*:\\s*" + value + "\\b").matcher(json);
    assertThat(field.find()).as(name + " " + value).isTrue();
    return json.substring(0, field.start())
        + "\""
        + name
        + "\":"
        + replacement
        + json.substring(field.end());
  }

  @Test
  void aCurrentSnapshotIdOutOfRangeIsIcebergsProblemAndTheSnapshotsAreRead() throws IOException {
    Table table = new FixtureTables(folder).unpartitioned(2);
    String json =
        replaceField(
            icebergJson(table),
            "current-snapshot-id",
            table.currentSnapshot().snapshotId(),
            TOO_LONG);

    TableMetadata metadata = parse(json);

    assertThat(icebergMessage(json))
        .isEqualTo("Cannot parse to a long value: current-snapshot-id: " + TOO_LONG);
    assertThat(metadata.problems()).extracting(Problem::message).contains(icebergMessage(json));
    assertThat(metadata.currentSnapshotId()).isNull();
    assertThat(metadata.snapshots()).hasSize(2);
  }

  @Test
  void aSnapshotIdOutOfRangeLeavesOnlyThatSnapshotOut() throws IOException {
    Table table = new FixtureTables(folder).unpartitioned(2);
    long first = table.history().get(0).snapshotId();
    String original = icebergJson(table);
    int snapshots = original.indexOf("\"snapshots\"");
    String json =
        original.substring(0, snapshots)
            + replaceField(original.substring(snapshots), "snapshot-id", first, TOO_LONG);

    TableMetadata metadata = parse(json);

    String iceberg = icebergMessage(json);
    assertThat(iceberg).isEqualTo("Cannot parse to a long value: snapshot-id: " + TOO_LONG);
    assertThat(metadata.problems())
        .extracting(Problem::message)
        .containsExactly(iceberg + " (snapshots[0] is left out)");
    assertThat(metadata.snapshots())
        .extracting(Snapshot::snapshotId)
        .containsExactly(table.currentSnapshot().snapshotId());
    assertThat(metadata.currentSnapshot()).isPresent();
    assertThat(metadata.snapshotLog()).hasSize(2);
  }

  @Test
  void aParentIdOutOfRangeKeepsTheSnapshotWithoutItsParent() throws IOException {
    Table table = new FixtureTables(folder).unpartitioned(2);
    long first = table.history().get(0).snapshotId();
    long current = table.currentSnapshot().snapshotId();
    String json = replaceField(icebergJson(table), "parent-snapshot-id", first, TOO_LONG);

    TableMetadata metadata = parse(json);

    String iceberg = icebergMessage(json);
    assertThat(iceberg).isEqualTo("Cannot parse to a long value: parent-snapshot-id: " + TOO_LONG);
    assertThat(metadata.problems())
        .extracting(Problem::message)
        .containsExactly(iceberg + " (snapshot " + current + " is read without it)");
    assertThat(metadata.snapshot(current).orElseThrow().parentId()).isNull();
    assertThat(metadata.snapshots()).hasSize(2);
  }

  @Test
  void aNegativeSequenceNumberIsAProblemAndTheSnapshotIsReadWithoutIt() throws IOException {
    Table table = new FixtureTables(folder).unpartitioned(2);
    long current = table.currentSnapshot().snapshotId();
    assertThat(table.currentSnapshot().sequenceNumber()).isEqualTo(2);
    String json =
        icebergJson(table)
            .replaceFirst("\"sequence-number\"\\s*:\\s*2\\b", "\"sequence-number\":-5");

    TableMetadata metadata = parse(json);

    assertThat(metadata.problems())
        .extracting(Problem::message)
        .contains(
            "sequence-number is -5, which cannot be negative (snapshot "
                + current
                + " is read without it)");
  }

  @Test
  void aLongHistoryReadInParallelNamesTheSameProblemAsOnePass() throws IOException {
    Table table = new FixtureTables(folder).unpartitioned(2);
    String json = icebergJson(table);
    Matcher array =
        Pattern.compile("(?s)\"snapshots\"\\s*:\\s*\\[.*?\\]\\s*,\\s*\"statistics\"").matcher(json);
    assertThat(array.find()).isTrue();
    StringBuilder history = new StringBuilder("\"snapshots\":[");
    int count = 2_500;
    for (int i = 1; i <= count; i++) {
      history
          .append(i == 1 ? "" : ",")
          .append("{\"snapshot-id\":")
          .append(i == 1_234 ? TOO_LONG : String.valueOf(i))
          .append(",\"timestamp-ms\":")
          .append(1_600_000_000_000L + i)
          .append(",\"summary\":{\"operation\":\"append\"},\"manifest-list\":\"/t/snap-")
          .append(i)
          .append(".avro\"}");
    }
    String edited =
        json.substring(0, array.start())
            + history
            + "],\"statistics\""
            + json.substring(array.end());
    Path file = Files.writeString(folder.resolve("v9.metadata.json"), edited);
    ExecutorService executor = Executors.newFixedThreadPool(4);
    try {
      TableMetadata parallel =
          new TableMetadataParser(executor).read(new LocalFileAccess(), file.toString());
      TableMetadata onePass =
          new TableMetadataParser().read(new LocalFileAccess(), file.toString());

      String iceberg = icebergMessage(edited);
      assertThat(iceberg).isEqualTo("Cannot parse to a long value: snapshot-id: " + TOO_LONG);
      assertThat(parallel.problems())
          .extracting(Problem::message)
          .contains(iceberg + " (snapshots[1233] is left out)");
      assertThat(parallel.problems()).isEqualTo(onePass.problems());
      assertThat(parallel.snapshots()).hasSize(count - 1).isEqualTo(onePass.snapshots());
    } finally {
      executor.shutdownNow();
    }
  }

  @Test
  void jsonThatIsNotTableMetadataIsNotReadAsATable() {
    for (String json : List.of("{}", "{\"id\": 1, \"name\": \"anchor\", \"amount\": 12.5}")) {
      assertThatThrownBy(() -> parse(json))
          .as(json)
          .isInstanceOf(TableMetadataParser.MalformedMetadataException.class)
          .hasMessage("not Iceberg table metadata: it has no format-version, location or schema");
    }
    assertThatThrownBy(() -> parse("[{\"id\": 1}]"))
        .isInstanceOf(TableMetadataParser.MalformedMetadataException.class)
        .hasMessage("not Iceberg table metadata: the file holds a JSON array, not an object");
  }
}
