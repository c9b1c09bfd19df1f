package io.tablescope.format.testing;

import static org.apache.iceberg.types.Types.NestedField.optional;
import static org.apache.iceberg.types.Types.NestedField.required;

import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.apache.iceberg.AppendFiles;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DeleteFile;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableProperties;
import org.apache.iceberg.data.Record;
import org.apache.iceberg.expressions.Expressions;
import org.apache.iceberg.types.Types;

/**
 * Builds one small, real iceberg-core table per scenario, for tests of the readers.
 *
 * <p>Each method creates a new table in its own directory {@code <root>/<name>} (the name is given
 * in the method's documentation) and returns it; calling a method twice on the same root fails. The
 * table is recorded at {@code <recordedRoot>/<name>}, or at its local absolute path when no
 * recorded root is given. Row values are fixed; snapshot ids, UUIDs, file names and timestamps are
 * chosen by iceberg-core. Unless stated otherwise tables are format v2, use {@link #EVENTS} and
 * write with merging appends ({@code newAppend}), which keep one data manifest per spec.
 */
public final class FixtureTables {
  /** The schema of most fixtures: an event with an id, a region, a name, a time and an amount. */
  public static final Schema EVENTS =
      new Schema(
          required(1, "id", Types.LongType.get()),
          optional(2, "region", Types.StringType.get()),
          optional(3, "name", Types.StringType.get()),
          optional(4, "ts", Types.TimestampType.withZone()),
          optional(5, "amount", Types.DoubleType.get()));

  /** A schema with one column per primitive type of format v2, used by {@link #allTypes()}. */
  public static final Schema ALL_TYPES =
      new Schema(
          required(1, "id", Types.IntegerType.get()),
          optional(2, "c_long", Types.LongType.get()),
          optional(3, "c_float", Types.FloatType.get()),
          optional(4, "c_double", Types.DoubleType.get()),
          optional(5, "c_boolean", Types.BooleanType.get()),
          optional(6, "c_string", Types.StringType.get()),
          optional(7, "c_date", Types.DateType.get()),
          optional(8, "c_time", Types.TimeType.get()),
          optional(9, "c_timestamp", Types.TimestampType.withoutZone()),
          optional(10, "c_timestamptz", Types.TimestampType.withZone()),
          optional(11, "c_decimal", Types.DecimalType.of(9, 2)),
          optional(12, "c_uuid", Types.UUIDType.get()),
          optional(13, "c_binary", Types.BinaryType.get()),
          optional(14, "c_fixed", Types.FixedType.ofLength(4)));

  private static final String[] REGIONS = {"EU", "US", "APAC"};
  private static final String[] NAMES = {
    "anchor", "beacon", "cobalt", "delta", "ember", "falcon", "garnet", "harbor"
  };
  private static final OffsetDateTime EPOCH =
      OffsetDateTime.of(2026, 11, 27, 0, 0, 0, 0, ZoneOffset.UTC);

  private final Path root;
  private final String recordedRoot;

  /** Fixtures under {@code root}, each recorded at its local absolute path. */
  public FixtureTables(Path root) {
    this(root, root.toAbsolutePath().normalize().toString());
  }

  /** Fixtures under {@code root}, each recorded at {@code <recordedRoot>/<name>}. */
  public FixtureTables(Path root, String recordedRoot) {
    this.root = root;
    this.recordedRoot =
        recordedRoot.endsWith("/")
            ? recordedRoot.substring(0, recordedRoot.length() - 1)
            : recordedRoot;
  }

  /**
   * Returns {@code count} {@link #EVENTS} rows with ids {@code firstId..firstId+count-1}; region,
   * name, time ({@code 2026-11-27T00:00Z} plus 5 hours per id) and amount derive from the id.
   */
  public static List<Record> events(long firstId, int count) {
    List<Record> rows = new ArrayList<>();
    for (long id = firstId; id < firstId + count; id++) {
      rows.add(
          TableFiles.row(
              EVENTS,
              id,
              REGIONS[(int) (id % REGIONS.length)],
              NAMES[(int) (id % NAMES.length)],
              EPOCH.plusHours(5 * id),
              id * 12.5));
    }
    return rows;
  }

  /** Creates an empty table {@code <root>/<name>} with Hadoop-style metadata naming. */
  public Table create(
      String name,
      Schema schema,
      PartitionSpec spec,
      int formatVersion,
      Map<String, String> props) {
    return TestTables.create(
        root.resolve(name), recordedRoot + "/" + name, schema, spec, formatVersion, props);
  }

  /**
   * {@code unpartitioned_v<formatVersion>}: an unpartitioned table with two appends of 4 rows (ids
   * 1-4, then 5-8), one data file each.
   */
  public Table unpartitioned(int formatVersion) {
    Table table =
        create(
            "unpartitioned_v" + formatVersion,
            EVENTS,
            PartitionSpec.unpartitioned(),
            formatVersion,
            Map.of());
    append(table, events(1, 4));
    append(table, events(5, 4));
    return table;
  }

  /**
   * {@code v1_partitioned}: a format v1 table partitioned by {@code identity(region)}. Snapshots:
   * append of ids 1-9 (one file per region), then an overwrite that replaces the EU file by one
   * without id 3.
   */
  public Table v1Partitioned() {
    Table table =
        create(
            "v1_partitioned",
            EVENTS,
            PartitionSpec.builderFor(EVENTS).identity("region").build(),
            1,
            Map.of());
    List<DataFile> files = append(table, events(1, 9));
    DataFile eu = fileWithRegion(table, files, "EU");
    List<Record> kept = new ArrayList<>(events(1, 9));
    kept.removeIf(row -> !"EU".equals(row.getField("region")) || (long) row.getField("id") == 3L);
    table.newOverwrite().deleteFile(eu).addFile(TableFiles.writeData(table, kept)).commit();
    return table;
  }

  /** {@code identity}: partitioned by {@code identity(region)}; one append of ids 1-9. */
  public Table identityPartitioned() {
    return partitioned("identity", PartitionSpec.builderFor(EVENTS).identity("region").build());
  }

  /** {@code bucket}: partitioned by {@code bucket[4](id)}; one append of ids 1-9. */
  public Table bucketPartitioned() {
    return partitioned("bucket", PartitionSpec.builderFor(EVENTS).bucket("id", 4).build());
  }

  /** {@code truncate}: partitioned by {@code truncate[2](name)}; one append of ids 1-9. */
  public Table truncatePartitioned() {
    return partitioned("truncate", PartitionSpec.builderFor(EVENTS).truncate("name", 2).build());
  }

  /** {@code day}: partitioned by {@code day(ts)}; one append of ids 1-9 (3 days). */
  public Table dayPartitioned() {
    return partitioned("day", PartitionSpec.builderFor(EVENTS).day("ts").build());
  }

  /**
   * {@code multi_transform}: partitioned by {@code identity(region), bucket[4](id),
   * truncate[2](name), day(ts)}; one append of ids 1-9.
   */
  public Table multiTransformPartitioned() {
    return partitioned(
        "multi_transform",
        PartitionSpec.builderFor(EVENTS)
            .identity("region")
            .bucket("id", 4)
            .truncate("name", 2)
            .day("ts")
            .build());
  }

  /**
   * {@code spec_evolution}: spec 0 is {@code identity(region)}; append of ids 1-6 (3 files); then
   * spec 1 adds {@code day(ts)}; append of ids 7-12 (files in spec 1). The current snapshot has one
   * data manifest per spec.
   */
  public Table specEvolution() {
    Table table =
        create(
            "spec_evolution",
            EVENTS,
            PartitionSpec.builderFor(EVENTS).identity("region").build(),
            2,
            Map.of());
    append(table, events(1, 6));
    table.updateSpec().addField(Expressions.day("ts")).commit();
    append(table, events(7, 6));
    return table;
  }

  /**
   * {@code position_deletes}: unpartitioned; append of ids 1-6 in one file, then a row delta adding
   * a position delete file that deletes positions 1 and 4 (ids 2 and 5).
   */
  public Table positionDeletes() {
    Table table = create("position_deletes", EVENTS, PartitionSpec.unpartitioned(), 2, Map.of());
    DataFile file = append(table, events(1, 6)).get(0);
    table.newRowDelta().addDeletes(TableFiles.writePositionDeletes(table, file, 1, 4)).commit();
    return table;
  }

  /**
   * {@code equality_deletes}: partitioned by {@code identity(region)}; append of ids 1-9, then a
   * row delta adding an equality delete file on {@code id} (ids 1 and 4) in partition {@code
   * region=US}.
   */
  public Table equalityDeletes() {
    Table table =
        create(
            "equality_deletes",
            EVENTS,
            PartitionSpec.builderFor(EVENTS).identity("region").build(),
            2,
            Map.of());
    List<Record> rows = events(1, 9);
    append(table, rows);
    Schema idOnly = table.schema().select("id");
    DeleteFile deletes =
        TableFiles.writeEqualityDeletes(
            table,
            TableFiles.partitionOf(table, rows.get(0)),
            idOnly,
            List.of(TableFiles.row(idOnly, 1L), TableFiles.row(idOnly, 4L)));
    table.newRowDelta().addDeletes(deletes).commit();
    return table;
  }

  /**
   * {@code deletion_vectors}: format v3, unpartitioned; append of two files (ids 1-5 and 6-10); a
   * row delta with a deletion vector on the first file (positions 0, 2); then a row delta that
   * replaces it with a vector of positions 0, 2, 3 (the old vector is removed) and adds a vector on
   * the second file (position 4).
   */
  public Table deletionVectors() {
    Table table = create("deletion_vectors", EVENTS, PartitionSpec.unpartitioned(), 3, Map.of());
    DataFile first = TableFiles.writeData(table, events(1, 5));
    DataFile second = TableFiles.writeData(table, events(6, 5));
    table.newAppend().appendFile(first).appendFile(second).commit();
    DeleteFile firstDv = TableFiles.writeDeletionVector(table, first, 0, 2);
    table.newRowDelta().addDeletes(firstDv).commit();
    table
        .newRowDelta()
        .validateFromSnapshot(table.currentSnapshot().snapshotId())
        .removeDeletes(firstDv)
        .addDeletes(TableFiles.writeDeletionVector(table, first, 0, 2, 3))
        .addDeletes(TableFiles.writeDeletionVector(table, second, 4))
        .commit();
    return table;
  }

  /**
   * {@code branches_and_tags}: unpartitioned. Snapshot 1 appends ids 1-3; tag {@code v1} (max ref
   * age 7 days) and branch {@code dev} (min 2 snapshots to keep, max snapshot age 1 day) are
   * created at it; snapshot 2 appends ids 4-6 to {@code dev}; snapshot 3 appends ids 7-9 to main.
   */
  public Table branchesAndTags() {
    Table table = create("branches_and_tags", EVENTS, PartitionSpec.unpartitioned(), 2, Map.of());
    append(table, events(1, 3));
    long first = table.currentSnapshot().snapshotId();
    table
        .manageSnapshots()
        .createTag("v1", first)
        .setMaxRefAgeMs("v1", 7L * 24 * 3600 * 1000)
        .createBranch("dev", first)
        .setMinSnapshotsToKeep("dev", 2)
        .setMaxSnapshotAgeMs("dev", 24L * 3600 * 1000)
        .commit();
    table
        .newAppend()
        .appendFile(TableFiles.writeData(table, events(4, 3)))
        .toBranch("dev")
        .commit();
    append(table, events(7, 3));
    return table;
  }

  /**
   * {@code expired_snapshots}: unpartitioned; five appends of 2 rows each, then {@code
   * expireSnapshots} keeping the last 2 snapshots. The 3 expired snapshots are gone from the
   * metadata and their manifest lists are deleted; the metadata log still lists the older metadata
   * files.
   */
  public Table expiredSnapshots() {
    Table table = create("expired_snapshots", EVENTS, PartitionSpec.unpartitioned(), 2, Map.of());
    for (int i = 0; i < 5; i++) {
      append(table, events(1 + 2L * i, 2));
    }
    table.expireSnapshots().expireOlderThan(System.currentTimeMillis() + 1).retainLast(2).commit();
    return table;
  }

  /**
   * {@code all_types}: unpartitioned, schema {@link #ALL_TYPES}; one append of 4 rows with nulls in
   * every optional column of row 4, NaN in {@code c_float} and {@code c_double} of row 3, and
   * distinct minimum and maximum values elsewhere, so that bounds, null and NaN counts are all
   * exercised.
   */
  public Table allTypes() {
    Table table = create("all_types", ALL_TYPES, PartitionSpec.unpartitioned(), 2, Map.of());
    List<Record> rows =
        List.of(
            allTypesRow(1, -5L, -1.5f, -2.25, false, "apple", LocalDate.of(2020, 1, 1), "-123.45"),
            allTypesRow(
                2,
                9_000_000_000L,
                3.5f,
                1e10,
                true,
                "zebra",
                LocalDate.of(2026, 11, 29),
                "9999.99"),
            allTypesRow(
                3, 0L, Float.NaN, Double.NaN, true, "mango", LocalDate.of(2024, 2, 29), "0.01"),
            nullRow(4));
    append(table, rows);
    return table;
  }

  /**
   * {@code many_manifests}: unpartitioned with {@code commit.manifest-merge.enabled=false}; six
   * fast appends of 2 rows each, so the current snapshot lists six data manifests.
   */
  public Table manyManifests() {
    Table table =
        create(
            "many_manifests",
            EVENTS,
            PartitionSpec.unpartitioned(),
            2,
            Map.of(TableProperties.MANIFEST_MERGE_ENABLED, "false"));
    for (int i = 0; i < 6; i++) {
      table.newFastAppend().appendFile(TableFiles.writeData(table, events(1 + 2L * i, 2))).commit();
    }
    return table;
  }

  /**
   * {@code deleted_and_existing}: partitioned by {@code identity(region)} with {@code
   * commit.manifest.min-count-to-merge=2}. Snapshots: append of ids 1-9 (3 files); append of ids
   * 10-12 (merged manifest: 3 EXISTING + 3 ADDED entries); overwrite replacing the first EU file
   * (ids 3, 6, 9) by one holding only id 3 (DELETED + ADDED); delete of the first US file
   * (DELETED).
   */
  public Table deletedAndExistingEntries() {
    Table table =
        create(
            "deleted_and_existing",
            EVENTS,
            PartitionSpec.builderFor(EVENTS).identity("region").build(),
            2,
            Map.of(TableProperties.MANIFEST_MIN_MERGE_COUNT, "2"));
    List<DataFile> first = append(table, events(1, 9));
    append(table, events(10, 3));
    DataFile eu = fileWithRegion(table, first, "EU");
    table.newOverwrite().deleteFile(eu).addFile(TableFiles.writeData(table, events(3, 1))).commit();
    table.newDelete().deleteFile(fileWithRegion(table, first, "US")).commit();
    return table;
  }

  /**
   * {@code catalog_naming}: like {@link #unpartitioned(int)} v2, but its metadata files are named
   * {@code 00000-<uuid>.metadata.json}, {@code 00001-...}, {@code 00002-...} with no version hint.
   */
  public Table catalogNaming() {
    Table table =
        TestTables.create(
            root.resolve("catalog_naming"),
            recordedRoot + "/catalog_naming",
            EVENTS,
            PartitionSpec.unpartitioned(),
            2,
            Map.of(),
            MetadataNaming.CATALOG);
    append(table, events(1, 4));
    append(table, events(5, 4));
    return table;
  }

  /**
   * {@code gzip_metadata}: unpartitioned with {@code write.metadata.compression-codec=gzip}; one
   * append of ids 1-4. Metadata files are {@code v1.gz.metadata.json} and {@code
   * v2.gz.metadata.json}.
   */
  public Table gzipMetadata() {
    Table table =
        create(
            "gzip_metadata",
            EVENTS,
            PartitionSpec.unpartitioned(),
            2,
            Map.of(TableProperties.METADATA_COMPRESSION, "gzip"));
    append(table, events(1, 4));
    return table;
  }

  private Table partitioned(String name, PartitionSpec spec) {
    Table table = create(name, EVENTS, spec, 2, Map.of());
    append(table, events(1, 9));
    return table;
  }

  /** Writes one file per partition and commits them in one merging append. */
  private static List<DataFile> append(Table table, List<Record> rows) {
    List<DataFile> files = TableFiles.writeDataByPartition(table, rows);
    AppendFiles append = table.newAppend();
    files.forEach(append::appendFile);
    append.commit();
    return files;
  }

  private static DataFile fileWithRegion(Table table, List<DataFile> files, String region) {
    return files.stream()
        .filter(file -> region.equals(file.partition().get(0, String.class)))
        .findFirst()
        .orElseThrow(() -> new IllegalStateException("No file for region " + region));
  }

  private static Record allTypesRow(
      int id,
      long longValue,
      float floatValue,
      double doubleValue,
      boolean flag,
      String text,
      LocalDate date,
      String decimal) {
    return TableFiles.row(
        ALL_TYPES,
        id,
        longValue,
        floatValue,
        doubleValue,
        flag,
        text,
        date,
        LocalTime.of(id, 30),
        LocalDateTime.of(date, LocalTime.NOON),
        OffsetDateTime.of(date, LocalTime.of(id, 0), ZoneOffset.UTC),
        new BigDecimal(decimal),
        UUID.nameUUIDFromBytes(text.getBytes(StandardCharsets.UTF_8)),
        ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8)),
        new byte[] {(byte) id, 0, 0, (byte) -id});
  }

  private static Record nullRow(int id) {
    Object[] values = new Object[ALL_TYPES.columns().size()];
    values[0] = id;
    return TableFiles.row(ALL_TYPES, values);
  }
}
