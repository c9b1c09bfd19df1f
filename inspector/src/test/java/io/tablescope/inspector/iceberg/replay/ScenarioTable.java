package io.tablescope.inspector.iceberg.replay;

import io.tablescope.format.testing.TableFiles;
import io.tablescope.format.testing.TestTables;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;
import java.util.stream.LongStream;
import java.util.stream.StreamSupport;
import org.apache.iceberg.AppendFiles;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DeleteFile;
import org.apache.iceberg.ExpireSnapshots;
import org.apache.iceberg.HasTableOperations;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.RewriteFiles;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableProperties;
import org.apache.iceberg.data.GenericFileWriterFactory;
import org.apache.iceberg.data.GenericRecord;
import org.apache.iceberg.data.Record;
import org.apache.iceberg.deletes.PositionDelete;
import org.apache.iceberg.deletes.PositionDeleteWriter;
import org.apache.iceberg.io.OutputFileFactory;
import org.apache.iceberg.types.Types;

/**
 * A real iceberg-core table for one replay scenario, with the spec's base setup: schema {@code id
 * long required, name string, color string} (plus {@code day date, ts timestamptz} for dated
 * partitionings), partitioned as its {@link Partitioning} says, and F1, a red file with ids 1..10,
 * appended first. The start snapshot S is the head of main after F1 until {@link #start()} or
 * {@link #startAt(long)} moves it.
 *
 * <p>A scenario script writes files, commits setup, marks S, then calls {@link
 * #propose(ProposedOperation)}, which records the proposal on the branch {@code proposal} created
 * at S; every commit after that is concurrent.
 */
final class ScenarioTable {
  static final Schema SCHEMA =
      new Schema(
          Types.NestedField.required(1, "id", Types.LongType.get()),
          Types.NestedField.optional(2, "name", Types.StringType.get()),
          Types.NestedField.optional(3, "color", Types.StringType.get()));
  static final Schema DATED_SCHEMA =
      new Schema(
          Types.NestedField.required(1, "id", Types.LongType.get()),
          Types.NestedField.optional(2, "name", Types.StringType.get()),
          Types.NestedField.optional(3, "color", Types.StringType.get()),
          Types.NestedField.optional(4, "day", Types.DateType.get()),
          Types.NestedField.optional(5, "ts", Types.TimestampType.withZone()),
          Types.NestedField.optional(6, "score", Types.DoubleType.get()));

  /**
   * Rows of dated tables fall on {@code DAY_ZERO + id} days (id 60 is 2024-03-01), and their {@code
   * ts} at {@code id} hours after the start of {@code DAY_ZERO} (id 30 is 2024-01-02T06:00Z); their
   * {@code score} is NaN for ids that are multiples of 5, else half the id.
   */
  static final LocalDate DAY_ZERO = LocalDate.of(2024, 1, 1);

  static final String PROPOSAL_BRANCH = "proposal";

  /** How a scenario's table is partitioned; F1 (red, ids 1..10) lies in one partition of each. */
  enum Partitioning {
    UNPARTITIONED(false, schema -> PartitionSpec.unpartitioned()),
    IDENTITY_COLOR(false, schema -> PartitionSpec.builderFor(schema).identity("color").build()),
    IDENTITY_COLOR_DATED(
        true, schema -> PartitionSpec.builderFor(schema).identity("color").build()),
    BUCKET_COLOR(false, schema -> PartitionSpec.builderFor(schema).bucket("color", 8).build()),
    TRUNCATE_COLOR(false, schema -> PartitionSpec.builderFor(schema).truncate("color", 1).build()),
    TRUNCATE_ID(false, schema -> PartitionSpec.builderFor(schema).truncate("id", 100).build()),
    MONTH(true, schema -> PartitionSpec.builderFor(schema).month("day").build()),
    YEAR(true, schema -> PartitionSpec.builderFor(schema).year("day").build()),
    DAY_OF_TS(true, schema -> PartitionSpec.builderFor(schema).day("ts").build());

    private final boolean dated;
    private final Function<Schema, PartitionSpec> spec;

    Partitioning(boolean dated, Function<Schema, PartitionSpec> spec) {
      this.dated = dated;
      this.spec = spec;
    }
  }

  /** The table's format version and partitioning, which decides its schema. */
  record Layout(int formatVersion, Partitioning partitioning) {
    static final Layout V1 = new Layout(1, Partitioning.IDENTITY_COLOR);
    static final Layout V2 = new Layout(2, Partitioning.IDENTITY_COLOR);
    static final Layout V3 = new Layout(3, Partitioning.IDENTITY_COLOR);
    static final Layout UNPARTITIONED = new Layout(2, Partitioning.UNPARTITIONED);
    static final Layout DATED = new Layout(2, Partitioning.IDENTITY_COLOR_DATED);

    static Layout v2(Partitioning partitioning) {
      return new Layout(2, partitioning);
    }
  }

  private final Table table;
  private final DataFile f1;
  private long start;
  private ProposedOperation proposal;
  private Long proposalSnapshotId;

  private ScenarioTable(Table table) {
    this.table = table;
    this.f1 = red(1, 10);
    this.start = append(f1);
  }

  static ScenarioTable create(Path dir, Layout layout) {
    Schema schema = layout.partitioning().dated ? DATED_SCHEMA : SCHEMA;
    PartitionSpec spec = layout.partitioning().spec.apply(schema);
    return new ScenarioTable(TestTables.create(dir, schema, spec, layout.formatVersion()));
  }

  Table table() {
    return table;
  }

  /** F1: the red file with ids 1..10, committed before S. */
  DataFile f1() {
    return f1;
  }

  /** The snapshot the proposal read (S, unless the proposal says otherwise). */
  long s() {
    return start;
  }

  /** Marks the head of main as S and returns it. */
  long start() {
    start = head();
    return start;
  }

  /** Marks {@code snapshotId} (on any branch) as S. */
  void startAt(long snapshotId) {
    start = snapshotId;
  }

  /**
   * Records {@code operation} as read at S: on a branch {@code proposal} created at S it commits
   * the same files with no conflict checks, so that snapshot holds exactly the proposal's ADDED and
   * DELETED entries.
   */
  void propose(ProposedOperation operation) {
    operation.readAt(start);
    proposal = operation;
    if (!operation.isInline()) {
      table.manageSnapshots().createBranch(PROPOSAL_BRANCH, start).commit();
      operation.forRecording(table, start, PROPOSAL_BRANCH).commit();
      proposalSnapshotId = head(PROPOSAL_BRANCH);
    }
  }

  ProposedOperation proposal() {
    return proposal;
  }

  /** The proposal's snapshot on the {@code proposal} branch, or null for an inline proposal. */
  Long proposalSnapshotId() {
    return proposalSnapshotId;
  }

  Record row(long id, String name, String color) {
    GenericRecord record = GenericRecord.create(table.schema());
    record.setField("id", id);
    record.setField("name", name);
    record.setField("color", color);
    if (table.schema().findField("day") != null) {
      record.setField("day", DAY_ZERO.plusDays(id));
      record.setField("ts", DAY_ZERO.atStartOfDay().atOffset(ZoneOffset.UTC).plusHours(id));
      record.setField("score", id % 5 == 0 ? Double.NaN : id / 2.0);
    }
    return record;
  }

  /** Writes one data file with ids {@code firstId..lastId}, named {@code n<id>}, of one color. */
  DataFile data(String color, long firstId, long lastId) {
    return write(
        LongStream.rangeClosed(firstId, lastId).mapToObj(id -> row(id, "n" + id, color)).toList());
  }

  DataFile red(long firstId, long lastId) {
    return data("red", firstId, lastId);
  }

  DataFile blue(long firstId, long lastId) {
    return data("blue", firstId, lastId);
  }

  DataFile write(List<Record> rows) {
    return TableFiles.writeData(table, rows);
  }

  /** A file-scoped position delete file for {@code target}. */
  DeleteFile positionDelete(DataFile target, long... positions) {
    return TableFiles.writePositionDeletes(table, target, positions);
  }

  /**
   * A partition-scoped position delete file: it deletes position 0 of each target, so its {@code
   * file_path} bounds differ and it references no single data file. The targets share a partition.
   */
  DeleteFile partitionPositionDeletes(DataFile... targets) {
    DataFile first = targets[0];
    PartitionSpec spec = table.specs().get(first.specId());
    OutputFileFactory files = OutputFileFactory.builderFor(table, 0, 0).build();
    PositionDeleteWriter<Record> writer =
        new GenericFileWriterFactory.Builder(table)
            .build()
            .newPositionDeleteWriter(
                files.newOutputFile(spec, first.partition()), spec, first.partition());
    List<DataFile> sorted = new ArrayList<>(Arrays.asList(targets));
    sorted.sort(Comparator.comparing(DataFile::location));
    PositionDelete<Record> delete = PositionDelete.create();
    try (writer) {
      for (DataFile target : sorted) {
        writer.write(delete.set(target.location(), 0L));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return writer.toDeleteFile();
  }

  /** Deletes rows of {@code target} as merge-on-read does: a DV in v3, else a position delete. */
  DeleteFile deleteRows(DataFile target, long... positions) {
    return ((HasTableOperations) table).operations().current().formatVersion() >= 3
        ? dv(target, positions)
        : positionDelete(target, positions);
  }

  /** A deletion vector (v3) for {@code target}. */
  DeleteFile dv(DataFile target, long... positions) {
    return TableFiles.writeDeletionVector(table, target, positions);
  }

  /** An equality delete file on {@code id} in {@code color}'s partition. */
  DeleteFile eqDelete(String color, long... ids) {
    Schema deleteSchema = table.schema().select("id");
    List<Record> rows = new ArrayList<>();
    for (long id : ids) {
      GenericRecord record = GenericRecord.create(deleteSchema);
      record.setField("id", id);
      rows.add(record);
    }
    return TableFiles.writeEqualityDeletes(
        table,
        table.spec().isUnpartitioned() ? null : TableFiles.partitionOf(table, row(0, null, color)),
        deleteSchema,
        rows);
  }

  long append(DataFile... files) {
    return appendTo("main", files);
  }

  long appendTo(String branch, DataFile... files) {
    AppendFiles append = table.newFastAppend();
    Arrays.stream(files).forEach(append::appendFile);
    append.toBranch(branch).commit();
    return head(branch);
  }

  /** A merge-on-read delete: a row delta adding delete files. */
  long addDeletes(DeleteFile... deletes) {
    var delta = table.newRowDelta();
    Arrays.stream(deletes).forEach(delta::addDeletes);
    delta.commit();
    return head();
  }

  /**
   * A row delta that replaces a delete file by another, as DV maintenance does. It validates from
   * the head, as Spark does, so that the DV it replaces is not a concurrent one.
   */
  long replaceDeletes(DeleteFile old, DeleteFile replacement) {
    table
        .newRowDelta()
        .removeDeletes(old)
        .addDeletes(replacement)
        .validateFromSnapshot(head())
        .commit();
    return head();
  }

  /** A row delta that only adds rows: operation {@code append} since 1.11. */
  long addRows(DataFile file) {
    table.newRowDelta().addRows(file).commit();
    return head();
  }

  /** A dynamic overwrite of the partitions of {@code files}, with no validation. */
  long replacePartitions(DataFile... files) {
    var replace = table.newReplacePartitions();
    Arrays.stream(files).forEach(replace::addFile);
    replace.commit();
    return head();
  }

  /** A write-audit-publish append: staged, on no branch, under {@code wap.id}. */
  long stageAppend(String wapId, DataFile file) {
    table.newAppend().appendFile(file).set("wap.id", wapId).stageOnly().commit();
    table.refresh();
    return StreamSupport.stream(table.snapshots().spliterator(), false)
        .filter(snapshot -> wapId.equals(snapshot.summary().get("wap.id")))
        .findFirst()
        .orElseThrow()
        .snapshotId();
  }

  /** Publishes a staged snapshot to main. */
  long cherrypick(long snapshotId) {
    table.manageSnapshots().cherrypick(snapshotId).commit();
    return head();
  }

  /** A row delta that only removes a delete file. */
  long removeDeletes(DeleteFile old) {
    table.newRowDelta().removeDeletes(old).commit();
    return head();
  }

  /** {@code newDelete().deleteFile(...)}. */
  long delete(DataFile... files) {
    var delete = table.newDelete();
    Arrays.stream(files).forEach(delete::deleteFile);
    delete.commit();
    return head();
  }

  /** A compaction: {@code newRewrite()} replacing {@code inputs} by {@code output}. */
  long compact(List<DataFile> inputs, DataFile output) {
    return compact(inputs, List.of(), output);
  }

  /**
   * A compaction that also drops the delete files applied to its inputs. Like Spark's, it validates
   * from the head it started at.
   */
  long compact(List<DataFile> inputs, List<DeleteFile> appliedDeletes, DataFile output) {
    RewriteFiles rewrite = table.newRewrite().validateFromSnapshot(head());
    inputs.forEach(rewrite::deleteFile);
    appliedDeletes.forEach(rewrite::deleteFile);
    rewrite.addFile(output).commit();
    return head();
  }

  /** Rewrites every manifest: a {@code replace} snapshot that changes no file. */
  long rewriteManifests() {
    table.rewriteManifests().rewriteIf(manifest -> true).commit();
    return head();
  }

  /** A copy-on-write overwrite of {@code old} by {@code replacement}, with no validation. */
  long overwrite(DataFile old, DataFile replacement) {
    table.newOverwrite().deleteFile(old).addFile(replacement).commit();
    return head();
  }

  void branch(String name, long at) {
    table.manageSnapshots().createBranch(name, at).commit();
  }

  /** Adds an identity partition field on {@code name}: later files are written with spec 1. */
  void partitionByName() {
    table.updateSpec().addField("name").commit();
  }

  /** Upgrades the table to format v3, where position deletes must be DVs. */
  void upgradeToV3() {
    table.updateProperties().set(TableProperties.FORMAT_VERSION, "3").commit();
  }

  /** Expires the given snapshots, keeping every file. */
  void expire(long... snapshotIds) {
    ExpireSnapshots expire = table.expireSnapshots().cleanExpiredFiles(false);
    Arrays.stream(snapshotIds).forEach(expire::expireSnapshotId);
    expire.commit();
  }

  long head() {
    return head("main");
  }

  long head(String branch) {
    table.refresh();
    return table.refs().get(branch).snapshotId();
  }

  long sequenceNumber(long snapshotId) {
    return table.snapshot(snapshotId).sequenceNumber();
  }
}
