package io.tablescope.inspector;

import io.tablescope.format.manifest.ContentFile;
import io.tablescope.format.manifest.FileContent;
import io.tablescope.format.manifest.ManifestEntry;
import io.tablescope.format.manifest.Value;
import io.tablescope.format.metadata.PartitionSpec;
import io.tablescope.format.metadata.Snapshot;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Which live delete files of a snapshot apply to a data file, and why, by the rules of Iceberg's
 * {@code DeleteFileIndex}: a position delete or deletion vector applies when its data sequence
 * number is at least the data file's and it references the file (or, without a reference, is in the
 * same spec and partition); an equality delete applies when its data sequence number is strictly
 * greater and it is in the same spec and partition, or its spec is unpartitioned.
 */
public final class ApplicableDeletes {
  /** The reserved field id of the {@code file_path} column of position delete files. */
  static final int DELETE_FILE_PATH_FIELD_ID = 2147483546;

  private final IcebergTable table;

  public ApplicableDeletes(IcebergTable table) {
    this.table = table;
  }

  /** The live delete files of the snapshot that apply to the data entry, in manifest order. */
  public List<AppliedDelete> of(Snapshot snapshot, ManifestEntry dataEntry) {
    List<AppliedDelete> applied = new ArrayList<>();
    for (LiveFile live : LiveFiles.of(table, snapshot).files().values()) {
      if (live.file().content().isDelete()) {
        applies(dataEntry, live.entry()).ifPresent(applied::add);
      }
    }
    return applied;
  }

  /** Whether one delete entry applies to one data entry, with the reason when it does. */
  public Optional<AppliedDelete> applies(ManifestEntry dataEntry, ManifestEntry deleteEntry) {
    ContentFile data = dataEntry.file();
    ContentFile delete = deleteEntry.file();
    if (data.content() != FileContent.DATA || !delete.content().isDelete()) {
      return Optional.empty();
    }
    Long dataSequence = dataEntry.sequenceNumber();
    Long deleteSequence = deleteEntry.sequenceNumber();
    if (dataSequence == null || deleteSequence == null) {
      return Optional.empty();
    }
    String sequences = "delete sequence " + deleteSequence + ", data sequence " + dataSequence;
    if (delete.content() == FileContent.POSITION_DELETES) {
      if (deleteSequence < dataSequence) {
        return Optional.empty();
      }
      String referenced = referencedDataFile(delete);
      if (referenced != null) {
        return referenced.equals(data.path())
            ? Optional.of(
                new AppliedDelete(deleteEntry, "references this file; " + sequences + " (>=)"))
            : Optional.empty();
      }
      return samePartition(data, delete)
          ? Optional.of(
              new AppliedDelete(deleteEntry, "same spec and partition; " + sequences + " (>=)"))
          : Optional.empty();
    }
    if (deleteSequence <= dataSequence) {
      return Optional.empty();
    }
    if (isUnpartitioned(delete.specId())) {
      return Optional.of(
          new AppliedDelete(
              deleteEntry, "global (unpartitioned) equality delete; " + sequences + " (>)"));
    }
    return samePartition(data, delete)
        ? Optional.of(
            new AppliedDelete(deleteEntry, "same spec and partition; " + sequences + " (>)"))
        : Optional.empty();
  }

  /**
   * The data file a position delete applies to: its {@code referenced_data_file}, or the value its
   * {@code file_path} bounds agree on, as Iceberg's {@code ContentFileUtil.referencedDataFile}.
   */
  static String referencedDataFile(ContentFile delete) {
    if (delete.referencedDataFile() != null) {
      return delete.referencedDataFile();
    }
    Value lower = delete.lowerBounds().get(DELETE_FILE_PATH_FIELD_ID);
    Value upper = delete.upperBounds().get(DELETE_FILE_PATH_FIELD_ID);
    if (lower == null || upper == null) {
      return null;
    }
    String lowerPath = pathOf(lower);
    return lowerPath.equals(pathOf(upper)) ? lowerPath : null;
  }

  // The reserved column is not in the table schema, so its bounds may be left undecoded bytes.
  private static String pathOf(Value bound) {
    return bound.value() instanceof String path
        ? path
        : new String(bound.raw(), StandardCharsets.UTF_8);
  }

  private boolean isUnpartitioned(int specId) {
    return table.metadata().spec(specId).map(PartitionSpec::isUnpartitioned).orElse(false);
  }

  private static boolean samePartition(ContentFile data, ContentFile delete) {
    return data.specId() == delete.specId() && data.partitionText().equals(delete.partitionText());
  }

  /**
   * A delete file that applies to a data file.
   *
   * @param delete the delete file's live entry, with its effective sequence numbers
   * @param reason why it applies, naming the rule and the sequence numbers compared
   */
  public record AppliedDelete(ManifestEntry delete, String reason) {}
}
