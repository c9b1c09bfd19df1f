package io.tablescope.inspector.iceberg.health;

import io.tablescope.format.Problem;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * The file side of a snapshot's health: small files per partition, the delete files a scan must
 * apply, delete files that apply to nothing, files missing from storage, the manifests' layout and
 * the live rows. Computed by {@link FileHealthAnalysis}; what could not be read is in {@code
 * problems} and is not counted.
 *
 * @param targetFileSizeBytes {@code write.target-file-size-bytes}, or its default of 512 MB
 * @param smallFileBytes data files below this size are small: {@link #SMALL_FILE_FRACTION} of the
 *     target, the default minimum size of Spark's {@code rewrite_data_files}
 * @param partitions every partition with a live file, sorted by spec and partition
 * @param partitionDeletes every partition with a live delete file, most delete bytes first
 * @param dataFilesWithDeletes live data files with at least one delete file to apply, most deletes
 *     first
 * @param deleteFilesScanOpens distinct delete files a full scan applies to some data file
 */
public record FileHealth(
    long snapshotId,
    long targetFileSizeBytes,
    long smallFileBytes,
    List<PartitionFiles> partitions,
    List<PartitionDeletes> partitionDeletes,
    List<DataFileDeletes> dataFilesWithDeletes,
    int deleteFilesScanOpens,
    List<DanglingDelete> danglingDeletes,
    List<MissingFile> missingFiles,
    ManifestLayout manifests,
    LiveRows liveRows,
    List<Problem> problems) {
  /** The fraction of the target size below which a data file is small. */
  public static final double SMALL_FILE_FRACTION = 0.75;

  public FileHealth {
    partitions = List.copyOf(partitions);
    partitionDeletes = List.copyOf(partitionDeletes);
    dataFilesWithDeletes = List.copyOf(dataFilesWithDeletes);
    danglingDeletes = List.copyOf(danglingDeletes);
    missingFiles = List.copyOf(missingFiles);
    problems = List.copyOf(problems);
    if (manifests == null || liveRows == null) {
      throw new IllegalArgumentException("manifests and liveRows are required");
    }
  }

  public int dataFiles() {
    return sum(PartitionFiles::dataFiles);
  }

  public long dataBytes() {
    return partitions.stream().mapToLong(PartitionFiles::dataBytes).sum();
  }

  public int smallFiles() {
    return sum(PartitionFiles::smallFiles);
  }

  public int positionDeleteFiles() {
    return sum(PartitionFiles::positionDeleteFiles);
  }

  public int equalityDeleteFiles() {
    return sum(PartitionFiles::equalityDeleteFiles);
  }

  public int deletionVectors() {
    return sum(PartitionFiles::deletionVectors);
  }

  /** The most delete files a scan applies to one data file. */
  public int mostDeletesOnOneFile() {
    return dataFilesWithDeletes.stream().mapToInt(DataFileDeletes::deletes).max().orElse(0);
  }

  private int sum(ToIntFunction<PartitionFiles> count) {
    return partitions.stream().mapToInt(count).sum();
  }

  /** The data files in one sentence, the same in the CLI and the app. */
  public String describeFiles() {
    return "snapshot "
        + snapshotId
        + ": "
        + dataFiles()
        + " data files, "
        + ByteSize.text(dataBytes())
        + ", "
        + smallFiles()
        + " small (below "
        + ByteSize.text(smallFileBytes)
        + ", "
        + Math.round(SMALL_FILE_FRACTION * 100)
        + "% of the "
        + ByteSize.text(targetFileSizeBytes)
        + " target)";
  }

  /** The delete files in one sentence, the same in the CLI and the app. */
  public String describeDeletes() {
    return positionDeleteFiles()
        + " position deletes, "
        + equalityDeleteFiles()
        + " equality deletes, "
        + deletionVectors()
        + " deletion vectors; a full scan opens "
        + deleteFilesScanOpens
        + " delete files, up to "
        + mostDeletesOnOneFile()
        + " for one data file";
  }
}
