package io.tablescope.format.testing;

import static org.apache.iceberg.types.Types.NestedField.optional;
import static org.apache.iceberg.types.Types.NestedField.required;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.iceberg.AppendFiles;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DataFiles;
import org.apache.iceberg.FileFormat;
import org.apache.iceberg.HasTableOperations;
import org.apache.iceberg.Metrics;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.SnapshotParser;
import org.apache.iceberg.StructLike;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableMetadata;
import org.apache.iceberg.TableMetadataParser;
import org.apache.iceberg.TableOperations;
import org.apache.iceberg.TableProperties;
import org.apache.iceberg.types.Conversions;
import org.apache.iceberg.types.Type;
import org.apache.iceberg.types.Types;

/**
 * Builds large tables for benchmarks, quickly, without writing data files.
 *
 * <p>Data files are described by {@link DataFiles#builder} with made-up paths (under the table's
 * data location, but never written), sizes, record counts and full metrics; manifests, manifest
 * lists and metadata files are real and written by iceberg-core. Tables are format v2, schema
 * {@link #SCHEMA} partitioned by {@code identity(category)} (8 categories), with manifest merging
 * disabled. Values are deterministic; ids and timestamps of snapshots are not.
 */
public final class LargeTable {
  /** The schema of large tables. */
  public static final Schema SCHEMA =
      new Schema(
          required(1, "id", Types.LongType.get()),
          optional(2, "category", Types.StringType.get()),
          optional(3, "ts", Types.TimestampType.withZone()),
          optional(4, "amount", Types.DoubleType.get()));

  private static final int CATEGORIES = 8;
  private static final long RECORDS_PER_FILE = 1_000;
  // 2026-11-01T00:00Z in microseconds.
  private static final long START_MICROS = 1_793_491_200_000_000L;
  private static final long HOUR_MICROS = 3_600_000_000L;
  private static final long SNAPSHOT_INTERVAL_MS = 5 * 60 * 1000;
  private static final ObjectMapper JSON = new ObjectMapper();

  private LargeTable() {}

  /**
   * Creates a table at {@code dir} (recorded at its absolute path) whose current snapshot lists
   * {@code manifests} data manifests of {@code entriesPerManifest} ADDED entries each, made by one
   * fast append per manifest. With the defaults a manifest holds up to about 30,000 entries before
   * iceberg rolls over to a second one ({@code commit.manifest.target-size-bytes}, 8 MB).
   */
  public static Table withEntries(Path dir, int manifests, int entriesPerManifest) {
    return withEntries(
        dir, dir.toAbsolutePath().normalize().toString(), manifests, entriesPerManifest);
  }

  /**
   * As {@link #withEntries(Path, int, int)}, recorded at another location (such as the {@code
   * s3://} URI the table is copied to).
   */
  public static Table withEntries(
      Path dir, String recordedLocation, int manifests, int entriesPerManifest) {
    Table table = createTable(dir, recordedLocation);
    PartitionSpec spec = table.spec();
    List<StructLike> partitions = new ArrayList<>();
    for (int category = 0; category < CATEGORIES; category++) {
      partitions.add(
          TableFiles.partitionOf(table, TableFiles.row(SCHEMA, 0L, "c" + category, null, null)));
    }
    for (int manifest = 0; manifest < manifests; manifest++) {
      AppendFiles append = table.newFastAppend();
      for (int entry = 0; entry < entriesPerManifest; entry++) {
        long fileIndex = (long) manifest * entriesPerManifest + entry;
        StructLike partition = partitions.get((int) (fileIndex % CATEGORIES));
        String name = String.format("m%05d-e%06d.parquet", manifest, entry);
        append.appendFile(
            DataFiles.builder(spec)
                .withPath(table.locationProvider().newDataLocation(spec, partition, name))
                .withFormat(FileFormat.PARQUET)
                .withPartition(partition)
                .withFileSizeInBytes(64_000 + fileIndex % 1_000)
                .withMetrics(metrics(fileIndex))
                .build());
      }
      append.commit();
    }
    return table;
  }

  /**
   * Creates a table at {@code dir} (recorded at its absolute path) whose metadata file lists {@code
   * snapshots} snapshots (at least 2) in one chain on {@code main}, with a snapshot log entry for
   * each.
   *
   * <p>Committing that many snapshots one by one is quadratic: every commit rewrites the whole
   * metadata JSON and a manifest list carrying all previous manifests. Instead this builds the
   * history in memory from real iceberg-core objects and writes it once:
   *
   * <ol>
   *   <li>a staged (unreferenced) fast append of one made-up file produces a real snapshot, with a
   *       real manifest list and manifest;
   *   <li>{@link TableMetadata.Builder} replaces it with a chain of {@code snapshots - 1} snapshots
   *       parsed by {@link SnapshotParser} from copies of its JSON, 5 minutes apart and ending 5
   *       minutes before it was made. The first keeps its id, so its manifest list is consistent;
   *       the others share that manifest list and summary (one added file), and differ only in id,
   *       parent, sequence number and timestamp;
   *   <li>the builder would log only the last of these as current, so the snapshot log is filled in
   *       the JSON from {@link TableMetadataParser#toJson}; {@link TableMetadataParser#fromJson}
   *       re-reads and validates it, and the result is committed (written by {@link
   *       TableMetadataParser});
   *   <li>a real fast append of one more made-up file becomes the last, current snapshot.
   * </ol>
   */
  public static Table withSnapshots(Path dir, int snapshots) {
    if (snapshots < 2) {
      throw new IllegalArgumentException("Need at least 2 snapshots, got " + snapshots);
    }
    Table table = createTable(dir);
    table.newFastAppend().appendFile(fakeFile(table, 0)).stageOnly().commit();
    TableOperations ops = ((HasTableOperations) table).operations();
    TableMetadata base = ops.current();
    Snapshot staged = base.snapshots().get(0);

    TableMetadata.Builder builder =
        TableMetadata.buildFrom(base).removeSnapshots(List.of(staged.snapshotId()));
    ObjectNode template = (ObjectNode) readTree(SnapshotParser.toJson(staged));
    long firstMillis = staged.timestampMillis() - (snapshots - 1) * SNAPSHOT_INTERVAL_MS;
    ArrayNode snapshotLog = JSON.createArrayNode();
    Long parentId = null;
    for (int i = 0; i < snapshots - 1; i++) {
      long snapshotId = i == 0 ? staged.snapshotId() : ops.newSnapshotId();
      long timestamp = firstMillis + i * SNAPSHOT_INTERVAL_MS;
      builder.addSnapshot(copyOf(template, snapshotId, parentId, i + 1, timestamp));
      snapshotLog.addObject().put("timestamp-ms", timestamp).put("snapshot-id", snapshotId);
      parentId = snapshotId;
    }
    builder.setBranchSnapshot(parentId, "main");

    ObjectNode metadata = (ObjectNode) readTree(TableMetadataParser.toJson(builder.build()));
    metadata.set("snapshot-log", snapshotLog);
    ops.commit(base, TableMetadataParser.fromJson(metadata));

    table.refresh();
    table.newFastAppend().appendFile(fakeFile(table, 1)).commit();
    return table;
  }

  private static Table createTable(Path dir) {
    return createTable(dir, dir.toAbsolutePath().normalize().toString());
  }

  private static Table createTable(Path dir, String recordedLocation) {
    return TestTables.create(
        dir,
        recordedLocation,
        SCHEMA,
        PartitionSpec.builderFor(SCHEMA).identity("category").build(),
        2,
        Map.of(TableProperties.MANIFEST_MERGE_ENABLED, "false"));
  }

  private static Snapshot copyOf(
      ObjectNode template, long snapshotId, Long parentId, long sequenceNumber, long timestamp) {
    ObjectNode copy = template.deepCopy();
    copy.put("snapshot-id", snapshotId);
    if (parentId == null) {
      copy.remove("parent-snapshot-id");
    } else {
      copy.put("parent-snapshot-id", parentId);
    }
    copy.put("sequence-number", sequenceNumber);
    copy.put("timestamp-ms", timestamp);
    return SnapshotParser.fromJson(copy.toString());
  }

  private static DataFile fakeFile(Table table, long fileIndex) {
    StructLike partition =
        TableFiles.partitionOf(
            table, TableFiles.row(SCHEMA, 0L, "c" + fileIndex % CATEGORIES, null, null));
    String name = String.format("f%06d.parquet", fileIndex);
    return DataFiles.builder(table.spec())
        .withPath(table.locationProvider().newDataLocation(table.spec(), partition, name))
        .withFormat(FileFormat.PARQUET)
        .withPartition(partition)
        .withFileSizeInBytes(64_000)
        .withMetrics(metrics(fileIndex))
        .build();
  }

  /** Metrics of a made-up file: ids, times and amounts form disjoint ranges per file. */
  private static Metrics metrics(long fileIndex) {
    long firstId = fileIndex * RECORDS_PER_FILE;
    long lastId = firstId + RECORDS_PER_FILE - 1;
    long nullAmounts = fileIndex % 7;
    return new Metrics(
        RECORDS_PER_FILE,
        Map.of(1, 4_000L, 2, 1_000L, 3, 6_000L, 4, 8_000L),
        Map.of(1, RECORDS_PER_FILE, 2, RECORDS_PER_FILE, 3, RECORDS_PER_FILE, 4, RECORDS_PER_FILE),
        Map.of(1, 0L, 2, 0L, 3, 0L, 4, nullAmounts),
        Map.of(4, 0L),
        Map.of(
            1, bound(Types.LongType.get(), firstId),
            2, bound(Types.StringType.get(), "c" + fileIndex % CATEGORIES),
            3, bound(Types.TimestampType.withZone(), START_MICROS + fileIndex * HOUR_MICROS),
            4, bound(Types.DoubleType.get(), 0.5 * fileIndex)),
        Map.of(
            1, bound(Types.LongType.get(), lastId),
            2, bound(Types.StringType.get(), "c" + fileIndex % CATEGORIES),
            3,
                bound(
                    Types.TimestampType.withZone(),
                    START_MICROS + (fileIndex + 1) * HOUR_MICROS - 1),
            4, bound(Types.DoubleType.get(), 0.5 * fileIndex + 999.5)));
  }

  private static ByteBuffer bound(Type type, Object value) {
    return Conversions.toByteBuffer(type, value);
  }

  private static JsonNode readTree(String json) {
    try {
      return JSON.readTree(json);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }
}
