package io.tablescope.hudioracle;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.UUID;
import org.apache.hadoop.conf.Configuration;
import org.apache.hudi.common.model.DefaultHoodieRecordPayload;
import org.apache.hudi.common.model.HoodieCommitMetadata;
import org.apache.hudi.common.model.HoodiePartitionMetadata;
import org.apache.hudi.common.model.HoodieTableType;
import org.apache.hudi.common.model.HoodieWriteStat;
import org.apache.hudi.common.model.WriteOperationType;
import org.apache.hudi.common.table.HoodieTableMetaClient;
import org.apache.hudi.common.table.HoodieTableVersion;
import org.apache.hudi.common.table.timeline.CommitMetadataSerDe;
import org.apache.hudi.common.table.timeline.HoodieInstant;
import org.apache.hudi.common.table.timeline.HoodieTimeline;
import org.apache.hudi.common.table.timeline.InstantFileNameGenerator;
import org.apache.hudi.common.table.timeline.InstantGenerator;
import org.apache.hudi.common.table.timeline.TimelineMetadataUtils;
import org.apache.hudi.common.util.Option;
import org.apache.hudi.hadoop.fs.HadoopFSUtils;
import org.apache.hudi.storage.HoodieStorage;
import org.apache.hudi.storage.StorageConfiguration;
import org.apache.hudi.storage.StoragePath;

/**
 * A large synthetic copy-on-write table for the benchmarks, written with Hudi's own serializers but
 * without its write client (which takes seconds a commit): the table created by Hudi's table
 * builder (version 8, timeline layout 2), then for every instant its three instant files written
 * directly into {@code .hoodie/timeline/} — {@code <requested>.commit.requested} (empty, as the
 * write client leaves it), {@code <requested>.inflight} (empty) and {@code
 * <requested>_<completion>.commit}, a {@link HoodieCommitMetadata} of an INSERT serialized by the
 * meta client's {@link CommitMetadataSerDe} (Avro in layout 2) with a write stat for each base file
 * it wrote — and the base files themselves, each a new file group, empty (0 bytes) and named as
 * Hudi names them, spread round-robin over the partitions, each partition with the {@code
 * .hoodie_partition_metadata} {@link HoodiePartitionMetadata} saves. No metadata table, no archive:
 * every instant stays on the active timeline.
 */
final class BenchTable {

  /** The first instant's requested time; the next instants follow 10 ms apart. */
  static final String FIRST_INSTANT = "20250101000000000";

  private static final DateTimeFormatter INSTANT_FORMAT =
      DateTimeFormatter.ofPattern("yyyyMMddHHmmssSSS");

  private BenchTable() {}

  /**
   * Writes the table at dir: {@code instants} completed commits writing {@code slices} base files
   * in all, over {@code partitions} partitions ({@code p0000}, {@code p0001}, ...).
   *
   * @return one line saying what it wrote
   */
  static String write(String dir, int instants, int slices, int partitions) throws IOException {
    if (instants < 1 || slices < instants || partitions < 1) {
      throw new IllegalArgumentException(
          "need at least one instant, a slice for every instant and a partition");
    }
    partitions = Math.min(partitions, slices);
    StorageConfiguration<Configuration> conf = HadoopFSUtils.getStorageConf(new Configuration());
    HoodieTableMetaClient.newTableBuilder()
        .setTableType(HoodieTableType.COPY_ON_WRITE)
        .setTableName(OracleTable.NAME)
        .setTableVersion(HoodieTableVersion.EIGHT)
        .setRecordKeyFields("id")
        .setPartitionFields("part")
        .setPreCombineField("ts")
        .setPayloadClassName(DefaultHoodieRecordPayload.class.getName())
        .setBaseFileFormat("PARQUET")
        .setPopulateMetaFields(true)
        .setKeyGeneratorClassProp("org.apache.hudi.keygen.SimpleAvroKeyGenerator")
        .setHiveStylePartitioningEnable(false)
        .setUrlEncodePartitioning(false)
        .setTableCreateSchema(OracleRows.SCHEMA.toString())
        .initTable(conf, dir);
    HoodieTableMetaClient metaClient =
        HoodieTableMetaClient.builder().setConf(conf).setBasePath(dir).build();
    if (metaClient.getTimelineLayoutVersion().getVersion() != 2) {
      throw new IllegalStateException(
          "expected timeline layout 2, got " + metaClient.getTimelineLayoutVersion());
    }
    HoodieStorage storage = metaClient.getStorage();
    StoragePath basePath = metaClient.getBasePath();
    CommitMetadataSerDe serDe = metaClient.getCommitMetadataSerDe();
    InstantGenerator instantGenerator = metaClient.getInstantGenerator();
    InstantFileNameGenerator names = metaClient.getInstantFileNameGenerator();
    // A local table: its files written with java.nio, the timeline where Hudi reads it.
    Path timeline = Path.of(metaClient.getTimelinePath().toUri().getPath());
    Path base = Path.of(basePath.toUri().getPath());
    String[] partitionPaths = new String[partitions];
    for (int p = 0; p < partitions; p++) {
      partitionPaths[p] = String.format("p%04d", p);
    }

    LocalDateTime first = LocalDateTime.parse(FIRST_INSTANT, INSTANT_FORMAT);
    String schema = OracleRows.SCHEMA.toString();
    int slice = 0;
    for (int i = 0; i < instants; i++) {
      LocalDateTime requestedAt = first.plus(10L * i, ChronoUnit.MILLIS);
      String requested = INSTANT_FORMAT.format(requestedAt);
      String completed = INSTANT_FORMAT.format(requestedAt.plus(5, ChronoUnit.MILLIS));
      int end = (int) ((long) (i + 1) * slices / instants);
      HoodieCommitMetadata metadata = new HoodieCommitMetadata(false);
      metadata.setOperationType(WriteOperationType.INSERT);
      metadata.addMetadata(HoodieCommitMetadata.SCHEMA_KEY, schema);
      for (; slice < end; slice++) {
        int p = slice % partitions;
        String partition = partitionPaths[p];
        Path partitionDir = base.resolve(partition);
        if (slice < partitions) {
          // The partition's first write: Hudi's write handles save its metadata first.
          Files.createDirectories(partitionDir);
          new HoodiePartitionMetadata(
                  storage,
                  requested,
                  basePath,
                  new StoragePath(basePath, partition),
                  Option.empty())
              .trySave();
        }
        String fileId = UUID.randomUUID() + "-0";
        String fileName = fileId + "_0-0-0_" + requested + ".parquet";
        Files.createFile(partitionDir.resolve(fileName));
        HoodieWriteStat stat = new HoodieWriteStat();
        stat.setFileId(fileId);
        stat.setPartitionPath(partition);
        stat.setPath(partition + "/" + fileName);
        stat.setPrevCommit(HoodieWriteStat.NULL_COMMIT);
        stat.setNumWrites(100);
        stat.setNumInserts(100);
        stat.setNumUpdateWrites(0);
        stat.setNumDeletes(0);
        stat.setTotalWriteBytes(0);
        stat.setFileSizeInBytes(0);
        stat.setTotalWriteErrors(0);
        metadata.addWriteStat(partition, stat);
      }
      HoodieInstant done =
          instantGenerator.createNewInstant(
              HoodieInstant.State.COMPLETED, HoodieTimeline.COMMIT_ACTION, requested, completed);
      Files.createFile(timeline.resolve(names.makeRequestedCommitFileName(requested)));
      Files.createFile(timeline.resolve(names.makeInflightCommitFileName(requested)));
      byte[] bytes =
          TimelineMetadataUtils.serializeCommitMetadata(serDe, metadata)
              .orElseThrow(() -> new IllegalStateException("no bytes for " + requested));
      Files.write(timeline.resolve(names.getFileName(done)), bytes);
    }
    return String.format(
        "instants=%d slices=%d partitions=%d first=%s",
        instants, slices, partitions, FIRST_INSTANT);
  }
}
