package io.tablescope.inspector.hudi.metadata;

import io.tablescope.format.Problem;
import io.tablescope.format.avro.AvroException;
import io.tablescope.format.hudi.hfile.HFile;
import io.tablescope.format.hudi.hfile.HFileException;
import io.tablescope.format.hudi.hfile.HFileReader;
import io.tablescope.format.hudi.log.DeleteBlockKeys;
import io.tablescope.format.hudi.log.LogBlock;
import io.tablescope.format.hudi.log.LogBlockType;
import io.tablescope.format.hudi.log.LogBlocks;
import io.tablescope.format.hudi.metadata.FilesRecord;
import io.tablescope.format.hudi.metadata.FilesRecords;
import io.tablescope.format.hudi.timeline.HoodieAction;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.ReadLimits;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.hudi.view.BlockRead;
import io.tablescope.inspector.hudi.view.FileSlice;
import io.tablescope.inspector.hudi.view.LogFile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Reads a Hudi table's metadata table as a reader with it on does: the latest merged slices of its
 * {@code files} partition as of its last completed instant (or pending compaction); each slice's
 * base file, then the log blocks of valid instants ({@link ValidInstants}) in order, the logs'
 * records merged first and merged over the base file's ({@link FilesMerge}).
 */
public final class MetadataTableReader {
  /** The metadata table's partition that lists the data table's files. */
  public static final String FILES_PARTITION = "files";

  /** The file info entry Hudi keeps a base HFile's writer schema under. */
  static final String SCHEMA_KEY = "schema";

  private final HudiTable data;
  private final HudiTable metadata;
  private final List<Problem> problems = new ArrayList<>();

  private MetadataTableReader(HudiTable data, HudiTable metadata) {
    this.data = data;
    this.metadata = metadata;
  }

  /**
   * The files the table's metadata table lists.
   *
   * @throws IOException naming the metadata table when it cannot be opened at all
   */
  public static MetadataTableFiles read(HudiTable data) throws IOException {
    HudiTable metadata = HudiTable.open(data.files(), data.metadataTableLocation(), Runnable::run);
    return new MetadataTableReader(data, metadata).read();
  }

  private MetadataTableFiles read() {
    String instant = lastCompleted();
    FilesMerge base = new FilesMerge();
    FilesMerge logs = new FilesMerge();
    List<String> baseFiles = new ArrayList<>();
    List<BlockRead> blocks = new ArrayList<>();
    if (instant != null) {
      Predicate<String> valid = valid();
      for (FileSlice slice : slices()) {
        if (slice.baseFile() != null) {
          baseFiles.add(slice.baseFile().path());
          readBaseFile(slice.baseFile().path(), base);
        }
        List<LogBlocks> read = new ArrayList<>();
        for (LogFile log : slice.logFiles()) {
          LogBlocks logBlocks = metadata.logBlocks(log);
          problems.addAll(logBlocks.problems());
          read.add(logBlocks);
        }
        for (BlockRead block : BlockRead.of(read, instant, valid)) {
          blocks.add(block);
          if (block.read()) {
            readBlock(block.log(), block.block(), logs);
          }
        }
      }
    }
    base.addAll(logs);
    return listing(instant, base, baseFiles, blocks);
  }

  /** The last completed instant of the metadata table's timeline, which its reads are as of. */
  private String lastCompleted() {
    List<HoodieInstant> completed = metadata.timeline().completed();
    return completed.isEmpty() ? null : completed.get(completed.size() - 1).requestedTime();
  }

  /**
   * The {@code files} partition's latest merged slices as of the last completed instant or pending
   * compaction: a compaction's pending slice still reads the delta commits that started before it.
   */
  private List<FileSlice> slices() {
    String last = null;
    for (HoodieInstant instant : metadata.timeline().instants()) {
      if (instant.isCompleted() || instant.action().equals(HoodieAction.COMPACTION)) {
        last = instant.requestedTime();
      }
    }
    return metadata.view().latestMergedSlicesBeforeOrOn(last).stream()
        .filter(slice -> slice.partition().equals(FILES_PARTITION))
        .toList();
  }

  /**
   * Whether a block's instant counts: a valid instant, and before table version 8 one the metadata
   * table's own timeline completed too (or older than it).
   */
  private Predicate<String> valid() {
    Set<String> valid = ValidInstants.of(data, metadata);
    if (metadata.config().tableVersion() >= 8) {
      return valid::contains;
    }
    List<HoodieInstant> all = metadata.timeline().instants();
    return instant ->
        valid.contains(instant)
            && metadata
                .timeline()
                .instant(instant)
                .map(HoodieInstant::isCompleted)
                .orElse(!all.isEmpty() && instant.compareTo(all.get(0).requestedTime()) < 0);
  }

  private void readBaseFile(String path, FilesMerge into) {
    String location = FileAccess.child(metadata.location(), path);
    try {
      long length = metadata.files().length(location);
      if (length > ReadLimits.wholeFileLimit()) {
        throw ReadLimits.tooLarge(location, length, ReadLimits.wholeFileLimit());
      }
      HFile file = HFileReader.read(location, metadata.files().readAllBytes(location));
      byte[] schema = file.fileInfo().get(SCHEMA_KEY);
      if (schema == null) {
        problems.add(
            new Problem(Problem.Kind.CORRUPT, location, "its file info holds no writer schema"));
        return;
      }
      merge(location, file, new String(schema, StandardCharsets.UTF_8), into);
    } catch (IOException | UncheckedIOException e) {
      problems.add(new Problem(Problem.Kind.MISSING, location, describe(location, e)));
    } catch (HFileException | AvroException e) {
      problems.add(new Problem(Problem.Kind.CORRUPT, location, e.getMessage()));
    }
  }

  private void readBlock(String log, LogBlock block, FilesMerge into) {
    String where = log + " (block at " + block.offset() + ")";
    if (block.type() == LogBlockType.COMMAND_BLOCK) {
      return;
    }
    if (block.type() != LogBlockType.HFILE_DATA_BLOCK
        && block.type() != LogBlockType.DELETE_BLOCK) {
      problems.add(
          new Problem(
              Problem.Kind.UNSUPPORTED,
              where,
              "a "
                  + block.type()
                  + " in the files partition, which Tablescope does not merge: the listing may"
                  + " differ from Hudi's"));
      return;
    }
    try {
      byte[] content = content(log, block, where);
      if (block.type() == LogBlockType.DELETE_BLOCK) {
        DeleteBlockKeys.read(where, content).forEach(key -> into.delete(key.recordKey()));
      } else if (block.schema() == null) {
        problems.add(new Problem(Problem.Kind.CORRUPT, where, "no SCHEMA in the block's header"));
      } else {
        merge(where, HFileReader.read(where, content), block.schema(), into);
      }
    } catch (IOException | UncheckedIOException e) {
      problems.add(new Problem(Problem.Kind.CORRUPT, where, describe(where, e)));
    } catch (HFileException | AvroException e) {
      problems.add(new Problem(Problem.Kind.CORRUPT, where, e.getMessage()));
    }
  }

  private byte[] content(String log, LogBlock block, String where) throws IOException {
    if (block.contentLength() < 0 || block.contentLength() > ReadLimits.wholeFileLimit()) {
      throw ReadLimits.tooLarge(where, block.contentLength(), ReadLimits.wholeFileLimit());
    }
    byte[] content =
        metadata.files().readRange(log, block.contentOffset(), (int) block.contentLength());
    if (content.length < block.contentLength()) {
      throw new IOException("the file ends inside the block's content");
    }
    return content;
  }

  private static void merge(String location, HFile file, String schema, FilesMerge into) {
    for (FilesRecord record : FilesRecords.read(location, file, schema)) {
      into.add(record);
    }
  }

  private MetadataTableFiles listing(
      String instant, FilesMerge merged, List<String> baseFiles, List<BlockRead> blocks) {
    List<String> partitions = new ArrayList<>(merged.listed(FilesRecord.ALL_PARTITIONS).keySet());
    if (partitions.equals(List.of(FilesRecord.NON_PARTITIONED))) {
      partitions = List.of("");
    }
    partitions = partitions.stream().sorted().toList();
    Map<String, Map<String, Long>> files = new LinkedHashMap<>();
    for (String partition : partitions) {
      files.put(
          partition, merged.listed(partition.isEmpty() ? FilesRecord.NON_PARTITIONED : partition));
    }
    List<Problem> all = new ArrayList<>(metadata.problems());
    all.addAll(problems);
    return new MetadataTableFiles(
        metadata.location(), instant, partitions, files, baseFiles, blocks, all);
  }

  private static String describe(String location, Exception e) {
    IOException cause =
        e instanceof UncheckedIOException unchecked ? unchecked.getCause() : (IOException) e;
    return FileAccess.describe(location, cause);
  }
}
