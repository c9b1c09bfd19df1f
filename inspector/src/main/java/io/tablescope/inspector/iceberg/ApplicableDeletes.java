package io.tablescope.inspector.iceberg;

import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.FileContent;
import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.metadata.PartitionSpec;
import io.tablescope.format.iceberg.metadata.Snapshot;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Which live delete files of a snapshot apply to a data file, and why, by the rules of Iceberg's
 * {@code DeleteFileIndex}: a position delete or deletion vector applies when its data sequence
 * number is at least the data file's and it references the file (or, without a reference, is in the
 * same spec and partition); an equality delete applies when its data sequence number is strictly
 * greater, it is in the same spec and partition (or its spec is unpartitioned), and its column
 * ranges can meet the data file's.
 */
public final class ApplicableDeletes {
  /** What Tablescope says when no delete file applies. */
  public static final String NONE_APPLIES = "no live delete file of this snapshot applies";

  private final IcebergTable table;

  public ApplicableDeletes(IcebergTable table) {
    this.table = table;
  }

  /** The live delete files of the snapshot that apply to the data entry, in manifest order. */
  public List<AppliedDelete> of(Snapshot snapshot, ManifestEntry dataEntry) {
    List<AppliedDelete> applied = new ArrayList<>();
    for (ManifestEntry delete : liveDeletes(snapshot)) {
      applies(dataEntry, delete).ifPresent(applied::add);
    }
    return applied;
  }

  /**
   * The snapshot's live delete entries by {@link LiveFile#key()}, as {@link LiveFiles} keys them (a
   * later entry of a key replaces an earlier one), with their column statistics. Manifests are read
   * a few at a time, data manifests without statistics, and only the delete entries are kept.
   */
  private Collection<ManifestEntry> liveDeletes(Snapshot snapshot) {
    List<ManifestFile> manifests = table.manifestList(snapshot).manifests();
    Map<String, ManifestEntry> live = new LinkedHashMap<>();
    for (int from = 0; from < manifests.size(); from += LiveFiles.BATCH) {
      List<ManifestFile> some =
          manifests.subList(from, Math.min(manifests.size(), from + LiveFiles.BATCH));
      for (Manifest manifest : table.manifests(some, ManifestStats.DELETE_MANIFESTS)) {
        for (ManifestEntry entry : withDeleteStats(manifest).entries()) {
          String key = LiveFile.keyOf(entry);
          if (entry.status().isLive()
              && (entry.file().content().isDelete() || live.containsKey(key))) {
            live.put(key, entry);
          }
        }
      }
    }
    return live.values().stream().filter(entry -> entry.file().content().isDelete()).toList();
  }

  /** A data manifest that holds a delete file (damage) is read again with its statistics. */
  private Manifest withDeleteStats(Manifest manifest) {
    for (ManifestEntry entry : manifest.entries()) {
      if (entry.file().content().isDelete() && !entry.file().statsRead()) {
        return table.manifest(manifest.file(), ManifestStats.ALL);
      }
    }
    return manifest;
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
      String referenced = DeleteMatching.referencedDataFile(delete);
      if (referenced != null) {
        return referenced.equals(data.path())
            ? Optional.of(
                new AppliedDelete(deleteEntry, "references this file; " + sequences + " (>=)"))
            : Optional.empty();
      }
      return DeleteMatching.samePartition(data, delete)
          ? Optional.of(
              new AppliedDelete(deleteEntry, "same spec and partition; " + sequences + " (>=)"))
          : Optional.empty();
    }
    if (deleteSequence <= dataSequence || !DeleteMatching.canContainEqualityDeletes(data, delete)) {
      return Optional.empty();
    }
    if (isUnpartitioned(delete.specId())) {
      return Optional.of(
          new AppliedDelete(
              deleteEntry, "global (unpartitioned) equality delete; " + sequences + " (>)"));
    }
    return DeleteMatching.samePartition(data, delete)
        ? Optional.of(
            new AppliedDelete(deleteEntry, "same spec and partition; " + sequences + " (>)"))
        : Optional.empty();
  }

  private boolean isUnpartitioned(int specId) {
    return table.metadata().spec(specId).map(PartitionSpec::isUnpartitioned).orElse(false);
  }

  /** The heading of the deletes that apply to a data file in a snapshot. */
  public static String heading(long snapshotId) {
    return "Delete files that apply (snapshot " + snapshotId + ")";
  }

  /**
   * A delete file that applies to a data file.
   *
   * @param delete the delete file's live entry, with its effective sequence numbers
   * @param reason why it applies, naming the rule and the sequence numbers compared
   */
  public record AppliedDelete(ManifestEntry delete, String reason) {}
}
