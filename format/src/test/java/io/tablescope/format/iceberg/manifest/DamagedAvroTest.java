package io.tablescope.format.iceberg.manifest;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.Problem;
import io.tablescope.format.avro.AvroContainer;
import io.tablescope.format.iceberg.metadata.PartitionSpec;
import io.tablescope.format.iceberg.metadata.TableMetadata;
import io.tablescope.format.iceberg.metadata.TableMetadataParser;
import io.tablescope.format.io.LocalFileAccess;
import io.tablescope.format.testing.FixtureTables;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.avro.Schema;
import org.apache.avro.file.DataFileReader;
import org.apache.avro.file.DataFileWriter;
import org.apache.avro.file.SeekableByteArrayInput;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericDatumWriter;
import org.apache.avro.generic.GenericRecord;
import org.apache.iceberg.HasTableOperations;
import org.apache.iceberg.Table;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Damage the fuzz test found: each damaged manifest or manifest list is a problem naming the file,
 * never an exception.
 */
class DamagedAvroTest {
  @TempDir Path folder;

  private ManifestFile manifest;
  private String listPath;
  private byte[] listBytes;
  private byte[] manifestBytes;
  private ManifestReader manifestReader;
  private ManifestListReader listReader;

  @BeforeEach
  void writeTable() throws IOException {
    Table table = new FixtureTables(folder).identityPartitioned();
    String metadataFile =
        ((HasTableOperations) table).operations().current().metadataFileLocation();
    TableMetadata metadata = new TableMetadataParser().read(new LocalFileAccess(), metadataFile);
    Map<Integer, PartitionSpec> specs = new HashMap<>();
    metadata.partitionSpecs().forEach(spec -> specs.put(spec.specId(), spec));
    manifestReader = new ManifestReader(specs, new PartitionTypes(metadata));
    listReader = new ManifestListReader(specs, new PartitionTypes(metadata));
    listPath = metadata.currentSnapshot().orElseThrow().manifestList();
    listBytes = Files.readAllBytes(Path.of(listPath));
    manifest = listReader.read(listPath, listBytes).manifests().get(0);
    manifestBytes = Files.readAllBytes(Path.of(manifest.path()));
  }

  @Test
  void aManifestListWhereAManifestShouldBeIsNamed() {
    Manifest read = manifestReader.read(manifest, listBytes);
    ManifestCounts counted = manifestReader.count(manifest, listBytes);

    for (List<Problem> problems : List.of(read.problems(), counted.problems())) {
      assertThat(problems).first().extracting(Problem::kind).isEqualTo(Problem.Kind.INVALID);
      assertThat(problems.get(0).path()).isEqualTo(manifest.path());
      assertThat(problems.get(0).message())
          .startsWith("Not a manifest: its records have no status, data_file (")
          .contains("manifest_path");
    }
  }

  @Test
  void aManifestWhereAManifestListShouldBeIsNamed() {
    ManifestList read = listReader.read(listPath, manifestBytes);

    assertThat(read.manifests()).isEmpty();
    assertThat(read.problems())
        .containsExactly(
            new Problem(
                Problem.Kind.INVALID,
                listPath,
                "Not a manifest list: its records have no manifest_path, manifest_length,"
                    + " partition_spec_id ("
                    + fieldNames(manifestBytes)
                    + ")"));
  }

  @Test
  void aHeaderWithoutItsSchemaIsNamed() {
    byte[] bytes = replaceFirst(listBytes, "avro.schema", "avro.schemX");

    ManifestList read = listReader.read(listPath, bytes);

    assertThat(read.problems()).hasSize(1);
    assertThat(read.problems().get(0).kind()).isEqualTo(Problem.Kind.CORRUPT);
    assertThat(read.problems().get(0).message()).endsWith("the header has no avro.schema");
  }

  @Test
  void aHeaderSchemaWithAnUnknownTypeIsNamed() {
    byte[] bytes = replaceFirst(manifestBytes, "\"type\":\"record\"", "\"type\":\"secord\"");

    Manifest read = manifestReader.read(manifest, bytes);

    assertThat(read.problems()).isNotEmpty();
    assertThat(read.problems().get(0).kind()).isEqualTo(Problem.Kind.CORRUPT);
    assertThat(read.problems().get(0).message())
        .contains("avro.schema names a type that does not exist: secord");
  }

  @Test
  void aRequiredFieldWrittenAsNullIsNamed() throws IOException {
    byte[] bytes = withNullRecordCount(manifestBytes);
    ManifestFile sameLength = withLength(manifest, bytes.length);

    Manifest read = manifestReader.read(sameLength, bytes);

    assertThat(read.problems()).hasSize(1);
    assertThat(read.problems().get(0).path()).isEqualTo(manifest.path());
    assertThat(read.problems().get(0).message())
        .endsWith("required field record_count is null or missing");
  }

  @Test
  void aManifestCutAtABlockBoundaryIsNamedByItsLength() throws IOException {
    int headerEnd = headerLength(manifestBytes);
    byte[] cut = Arrays.copyOf(manifestBytes, headerEnd);
    String expected =
        "Manifest is "
            + headerEnd
            + " bytes but its manifest list records manifest_length "
            + manifestBytes.length
            + ": cut short, or another file in its place";

    Manifest read = manifestReader.read(manifest, cut);
    ManifestCounts counted = manifestReader.count(manifest, cut);

    assertThat(read.entries()).isEmpty();
    assertThat(read.problems())
        .containsExactly(new Problem(Problem.Kind.CORRUPT, manifest.path(), expected));
    assertThat(counted.problems())
        .containsExactly(new Problem(Problem.Kind.CORRUPT, manifest.path(), expected));
  }

  @Test
  void aBlockWithBytesLeftAfterItsRecordsIsNamed() throws IOException {
    byte[] bytes = withOneInt(List.of(List.of(1, 2)));
    int headerEnd = headerLength(bytes);
    assertThat(bytes[headerEnd]).as("a block count of 1").isEqualTo((byte) 2);
    bytes[headerEnd] = 0;

    Problem problem =
        AvroContainer.read("t.avro", bytes, AvroContainer.records(Set.of()), o -> {}, r -> {});

    assertThat(problem.message()).endsWith("block 0 has bytes left after its 0 records");
  }

  @Test
  void aCollectionLongerThanAvroAllowsIsNamed() throws IOException {
    byte[] bytes = withOneInt(List.of(List.of(7)));
    int headerEnd = headerLength(bytes);
    // Block count 1 and size 3 (zig-zag 2 and 6): the array's count 1, its item 7, its end.
    assertThat(Arrays.copyOfRange(bytes, headerEnd, headerEnd + 5)).containsExactly(2, 6, 2, 14, 0);
    byte[] huge = {(byte) 0xfe, (byte) 0xff, (byte) 0xff, (byte) 0xff, 0x1f};
    byte[] damaged = new byte[bytes.length + huge.length - 1];
    System.arraycopy(bytes, 0, damaged, 0, headerEnd + 2);
    damaged[headerEnd + 1] = (byte) (2 * (2 + huge.length));
    System.arraycopy(huge, 0, damaged, headerEnd + 2, huge.length);
    System.arraycopy(
        bytes, headerEnd + 3, damaged, headerEnd + 2 + huge.length, bytes.length - headerEnd - 3);

    Problem problem =
        AvroContainer.read("t.avro", damaged, AvroContainer.records(Set.of()), o -> {}, r -> {});

    assertThat(problem.kind()).isEqualTo(Problem.Kind.CORRUPT);
    assertThat(problem.message())
        .endsWith("block 0: an array or map block of 4294967295 items, with only 2 bytes left");
  }

  /**
   * The read without column statistics names damage exactly as the full read does, and keeps the
   * same entries before it: a manifest list in a manifest's place, an unknown schema type, a
   * required field written as null, and the manifest cut at every length from its header on.
   */
  @Test
  void damageIsTheSameProblemWithoutStats() throws IOException {
    byte[] nullRecordCount = withNullRecordCount(manifestBytes);
    Map<String, byte[]> damaged = new java.util.LinkedHashMap<>();
    damaged.put("a manifest list", listBytes);
    damaged.put(
        "an unknown type",
        replaceFirst(manifestBytes, "\"type\":\"record\"", "\"type\":\"secord\""));
    damaged.put("a null record count", nullRecordCount);
    for (int length = headerLength(manifestBytes); length < manifestBytes.length; length += 5) {
      damaged.put("cut at " + length, Arrays.copyOf(manifestBytes, length));
    }

    damaged.forEach(
        (what, bytes) -> {
          ManifestFile file =
              bytes == nullRecordCount ? withLength(manifest, bytes.length) : manifest;
          Manifest full = manifestReader.read(file, bytes);
          Manifest withoutStats = manifestReader.readWithoutStats(file, bytes);

          assertThat(full.problems()).as(what).isNotEmpty();
          assertThat(withoutStats.problems()).as(what).isEqualTo(full.problems());
          assertThat(withoutStats.entries())
              .as(what)
              .extracting(entry -> entry.file().path())
              .isEqualTo(full.entries().stream().map(entry -> entry.file().path()).toList());
        });
  }

  /** An uncompressed Avro file of records holding one array of ints each. */
  private static byte[] withOneInt(List<List<Integer>> arrays) throws IOException {
    Schema schema =
        new Schema.Parser()
            .parse(
                "{\"type\":\"record\",\"name\":\"r\",\"fields\":[{\"name\":\"a\","
                    + "\"type\":{\"type\":\"array\",\"items\":\"int\"}}]}");
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (DataFileWriter<GenericRecord> writer =
        new DataFileWriter<>(new GenericDatumWriter<GenericRecord>(schema))) {
      writer.create(schema, out);
      for (List<Integer> array : arrays) {
        GenericRecord record = new GenericData.Record(schema);
        record.put("a", array);
        writer.append(record);
      }
    }
    return out.toByteArray();
  }

  /** The header's end: where plain Avro's reader stands before the first block. */
  private static int headerLength(byte[] bytes) throws IOException {
    SeekableByteArrayInput in = new SeekableByteArrayInput(bytes);
    try (DataFileReader<GenericRecord> reader =
        new DataFileReader<>(in, new GenericDatumReader<>())) {
      return (int) reader.previousSync();
    }
  }

  private static String fieldNames(byte[] bytes) {
    try (DataFileReader<GenericRecord> reader =
        new DataFileReader<>(new SeekableByteArrayInput(bytes), new GenericDatumReader<>())) {
      return reader.getSchema().getFields().stream().map(Schema.Field::name).toList().toString();
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }

  /** The manifest rewritten with plain Avro, its first entry's record_count made null. */
  private static byte[] withNullRecordCount(byte[] bytes) throws IOException {
    try (DataFileReader<GenericRecord> reader =
        new DataFileReader<>(new SeekableByteArrayInput(bytes), new GenericDatumReader<>())) {
      Schema nullable =
          new Schema.Parser()
              .parse(
                  reader
                      .getSchema()
                      .toString()
                      .replace(
                          "\"name\":\"record_count\",\"type\":\"long\"",
                          "\"name\":\"record_count\",\"type\":[\"null\",\"long\"]"));
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      try (DataFileWriter<GenericRecord> writer =
          new DataFileWriter<>(new GenericDatumWriter<GenericRecord>(nullable))) {
        writer.create(nullable, out);
        boolean first = true;
        for (GenericRecord record : reader) {
          GenericRecord copy = (GenericRecord) GenericData.get().deepCopy(nullable, record);
          if (first) {
            ((GenericRecord) copy.get("data_file")).put("record_count", null);
            first = false;
          }
          writer.append(copy);
        }
      }
      return out.toByteArray();
    }
  }

  private static ManifestFile withLength(ManifestFile file, long length) {
    return new ManifestFile(
        file.path(),
        length,
        file.partitionSpecId(),
        file.content(),
        file.sequenceNumber(),
        file.minSequenceNumber(),
        file.addedSnapshotId(),
        file.addedFilesCount(),
        file.existingFilesCount(),
        file.deletedFilesCount(),
        file.addedRowsCount(),
        file.existingRowsCount(),
        file.deletedRowsCount(),
        file.partitions(),
        file.keyMetadata(),
        file.firstRowId());
  }

  private static byte[] replaceFirst(byte[] bytes, String from, String to) {
    byte[] target = from.getBytes(StandardCharsets.US_ASCII);
    for (int i = 0; i + target.length <= bytes.length; i++) {
      if (Arrays.equals(bytes, i, i + target.length, target, 0, target.length)) {
        byte[] copy = bytes.clone();
        System.arraycopy(to.getBytes(StandardCharsets.US_ASCII), 0, copy, i, target.length);
        return copy;
      }
    }
    throw new AssertionError(from + " not found");
  }
}
