package io.tablescope.inspector.iceberg.publish;

import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.EntryStatus;
import io.tablescope.format.iceberg.manifest.FileContent;
import io.tablescope.format.iceberg.manifest.ManifestContent;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.manifest.PartitionValue;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.iceberg.CommitFiles;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.Lineage;
import io.tablescope.inspector.iceberg.LiveFile;
import io.tablescope.inspector.iceberg.LiveFiles;
import io.tablescope.inspector.iceberg.replay.IcebergException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Cherry-picks snapshots one after the other onto main as iceberg-core's {@code
 * CherryPickOperation} does, without writing: each pick sees the state the previous ones left (a
 * re-applied snapshot is a new head that records its source snapshot and published WAP id). The
 * first refusal ends the sequence, as the exception ends Iceberg's.
 */
final class CherryPicks {
  private static final String STAGED_WAP_ID = "wap.id";
  private static final String PUBLISHED_WAP_ID = "published-wap-id";
  private static final String SOURCE_SNAPSHOT_ID = "source-snapshot-id";
  private static final String REPLACE_PARTITIONS = "replace-partitions";

  private final IcebergTable table;
  private final Lineage lineage;
  private final String target;

  /** The target's ancestry, newest first; picked snapshots are not in the table. */
  private final List<Ancestor> ancestors = new ArrayList<>();

  /** The target's head as a snapshot of the table, or null once a re-applied pick is the head. */
  private Snapshot realHead;

  private final Set<String> dataFiles;
  private final List<PublishStep> steps = new ArrayList<>();
  private PublishStep refusal;

  CherryPicks(IcebergTable table, String target, Snapshot head) {
    this.table = table;
    this.lineage = new Lineage(table);
    this.target = target;
    this.realHead = head;
    if (head != null) {
      lineage.ancestorsOf(head).forEach(snapshot -> ancestors.add(Ancestor.of(snapshot)));
    }
    this.dataFiles = head == null ? new LinkedHashSet<>() : liveDataFiles(table, head);
  }

  /** Picks the snapshots in order, until one is refused. */
  CherryPicks pickAll(List<Snapshot> snapshots) {
    for (Snapshot snapshot : snapshots) {
      if (refusal != null) {
        steps.add(
            new PublishStep(
                snapshot.snapshotId(),
                snapshot.operation(),
                PublishAction.NOT_REACHED,
                null,
                "Iceberg stops at snapshot " + refusal.snapshotId()));
        continue;
      }
      PublishStep step = pick(snapshot);
      steps.add(step);
      if (step.action() == PublishAction.REFUSED) {
        refusal = step;
      }
    }
    return this;
  }

  List<PublishStep> steps() {
    return steps;
  }

  /** The first refused step, or null when every pick succeeds. */
  PublishStep refusal() {
    return refusal;
  }

  /** The target's live data files after the picks. */
  List<String> dataFiles() {
    return List.copyOf(dataFiles);
  }

  private PublishStep pick(Snapshot snapshot) {
    String operation = snapshot.operation();
    CommitFiles files = CommitFiles.of(table, snapshot);
    if ("append".equals(operation)) {
      PublishStep duplicate = duplicateWapId(snapshot);
      if (duplicate != null) {
        return duplicate;
      }
      if (isFastForward(snapshot)) {
        return fastForward(snapshot);
      }
      PublishStep ancestor = alreadyAncestor(snapshot);
      if (ancestor != null) {
        return ancestor;
      }
      return reapply(snapshot, files, PublishAction.APPEND);
    }
    if ("overwrite".equals(operation)
        && Boolean.parseBoolean(snapshot.summary().get(REPLACE_PARTITIONS))) {
      if (snapshot.parentId() != null && !isAncestor(snapshot.parentId())) {
        return refused(
            snapshot,
            IcebergException.VALIDATION_EXCEPTION,
            "Cannot cherry-pick overwrite not based on an ancestor of the current state: "
                + snapshot.snapshotId());
      }
      PublishStep duplicate = duplicateWapId(snapshot);
      if (duplicate != null) {
        return duplicate;
      }
      if (isFastForward(snapshot)) {
        return fastForward(snapshot);
      }
      PublishStep ancestor = alreadyAncestor(snapshot);
      if (ancestor != null) {
        return ancestor;
      }
      PublishStep changed = changedPartition(snapshot, files);
      if (changed != null) {
        return changed;
      }
      PublishStep missing = missingDeletes(snapshot, files);
      if (missing != null) {
        return missing;
      }
      return reapply(snapshot, files, PublishAction.DYNAMIC_OVERWRITE);
    }
    if (isFastForward(snapshot)) {
      return fastForward(snapshot);
    }
    return refused(
        snapshot,
        IcebergException.VALIDATION_EXCEPTION,
        "Cannot cherry-pick snapshot "
            + snapshot.snapshotId()
            + ": not append, dynamic overwrite, or fast-forward");
  }

  /** Iceberg fast-forwards a pick whose parent is the head (or, on an empty table, none). */
  private boolean isFastForward(Snapshot snapshot) {
    if (ancestors.isEmpty()) {
      return snapshot.parentId() == null;
    }
    return realHead != null
        && snapshot.parentId() != null
        && realHead.snapshotId() == snapshot.parentId();
  }

  private boolean isAncestor(long snapshotId) {
    return ancestors.stream().anyMatch(ancestor -> Objects.equals(ancestor.id(), snapshotId));
  }

  /** {@code WapUtil.validateWapPublish}: a staged WAP id already published on the target. */
  private PublishStep duplicateWapId(Snapshot snapshot) {
    String wapId = snapshot.summary().get(STAGED_WAP_ID);
    if (wapId == null || wapId.isEmpty()) {
      return null;
    }
    boolean published =
        ancestors.stream()
            .anyMatch(
                ancestor ->
                    wapId.equals(ancestor.stagedWapId())
                        || wapId.equals(ancestor.publishedWapId()));
    return published
        ? refused(
            snapshot,
            IcebergException.DUPLICATE_WAP_COMMIT_EXCEPTION,
            "Duplicate request to cherry pick wap id that was published already: " + wapId)
        : null;
  }

  /** The snapshot, or a snapshot picked from it, is already in the target's history. */
  private PublishStep alreadyAncestor(Snapshot snapshot) {
    if (isAncestor(snapshot.snapshotId())) {
      return refused(
          snapshot,
          IcebergException.CHERRYPICK_ANCESTOR_COMMIT_EXCEPTION,
          "Cannot cherrypick snapshot " + snapshot.snapshotId() + ": already an ancestor");
    }
    String source = String.valueOf(snapshot.snapshotId());
    for (Ancestor ancestor : ancestors) {
      if (source.equals(ancestor.sourceSnapshotId()) && ancestor.id() != null) {
        return refused(
            snapshot,
            IcebergException.CHERRYPICK_ANCESTOR_COMMIT_EXCEPTION,
            "Cannot cherrypick snapshot "
                + snapshot.snapshotId()
                + ": already picked to create ancestor "
                + ancestor.id());
      }
    }
    return null;
  }

  /**
   * A data file added on the target, after the overwrite's parent, to a partition the overwrite
   * replaces. The overwrite's parent is an ancestor here, so every snapshot between is in the
   * table.
   */
  private PublishStep changedPartition(Snapshot snapshot, CommitFiles files) {
    if (realHead == null || ancestors.isEmpty()) {
      return null;
    }
    Set<String> replaced =
        files.added().stream()
            .filter(entry -> entry.file().content() == FileContent.DATA)
            .map(entry -> partitionKey(entry.file()))
            .collect(Collectors.toSet());
    for (Snapshot newer : lineage.between(realHead, snapshot.parentId())) {
      for (ManifestFile manifest : table.manifestList(newer).manifests()) {
        if (manifest.content() != ManifestContent.DATA
            || !Objects.equals(manifest.addedSnapshotId(), newer.snapshotId())) {
          continue;
        }
        for (ManifestEntry entry : table.manifest(manifest).entries()) {
          if (entry.status() == EntryStatus.ADDED
              && replaced.contains(partitionKey(entry.file()))) {
            return refused(
                snapshot,
                IcebergException.VALIDATION_EXCEPTION,
                "Cannot cherry-pick replace partitions with changed partition: "
                    + partitionData(entry.file().partition()));
          }
        }
      }
    }
    return null;
  }

  /** The overwrite's removed data files must still be live on the target. */
  private PublishStep missingDeletes(Snapshot snapshot, CommitFiles files) {
    List<String> missing =
        files.deleted().stream()
            .filter(entry -> entry.file().content() == FileContent.DATA)
            .map(entry -> entry.file().path())
            .filter(path -> !dataFiles.contains(path))
            .toList();
    return missing.isEmpty()
        ? null
        : refused(
            snapshot,
            IcebergException.VALIDATION_EXCEPTION,
            "Missing required files to delete: " + String.join(",", missing));
  }

  private PublishStep fastForward(Snapshot snapshot) {
    realHead = snapshot;
    ancestors.add(0, Ancestor.of(snapshot));
    dataFiles.clear();
    dataFiles.addAll(liveDataFiles(table, snapshot));
    return new PublishStep(
        snapshot.snapshotId(),
        snapshot.operation(),
        PublishAction.FAST_FORWARD,
        null,
        target + " moves to snapshot " + snapshot.snapshotId() + ", its parent being the head");
  }

  private PublishStep reapply(Snapshot snapshot, CommitFiles files, PublishAction action) {
    String wapId = snapshot.summary().get(STAGED_WAP_ID);
    realHead = null;
    ancestors.add(
        0,
        new Ancestor(
            null, null, wapId == null || wapId.isEmpty() ? null : wapId, source(snapshot)));
    List<String> added = dataPaths(files.added());
    List<String> removed =
        action == PublishAction.DYNAMIC_OVERWRITE ? dataPaths(files.deleted()) : List.of();
    removed.forEach(dataFiles::remove);
    dataFiles.addAll(added);
    int deletes = files.added().size() - added.size();
    return new PublishStep(
        snapshot.snapshotId(),
        snapshot.operation(),
        action,
        null,
        "a new snapshot on "
            + target
            + " adds "
            + count(added.size(), "data file")
            + (removed.isEmpty() ? "" : " and removes " + count(removed.size(), "data file"))
            + (deletes == 0 ? "" : "; the " + count(deletes, "delete file") + " are not picked"));
  }

  private static String source(Snapshot snapshot) {
    return String.valueOf(snapshot.snapshotId());
  }

  private static PublishStep refused(
      Snapshot snapshot, IcebergException exception, String message) {
    return new PublishStep(
        snapshot.snapshotId(), snapshot.operation(), PublishAction.REFUSED, exception, message);
  }

  private static List<String> dataPaths(List<ManifestEntry> entries) {
    return entries.stream()
        .filter(entry -> entry.file().content() == FileContent.DATA)
        .map(entry -> entry.file().path())
        .toList();
  }

  static Set<String> liveDataFiles(IcebergTable table, Snapshot snapshot) {
    Set<String> paths = new LinkedHashSet<>();
    for (LiveFile file : LiveFiles.of(table, snapshot).files().values()) {
      if (file.file().content() == FileContent.DATA) {
        paths.add(file.path());
      }
    }
    return paths;
  }

  /** A file's spec and partition tuple, as Iceberg's {@code PartitionSet} tells them apart. */
  private static String partitionKey(ContentFile file) {
    StringBuilder key = new StringBuilder().append(file.specId());
    for (PartitionValue value : file.partition()) {
      Object raw = value.value().value();
      key.append('\u0000')
          .append(raw instanceof byte[] bytes ? HexFormat.of().formatHex(bytes) : raw);
    }
    return key.toString();
  }

  /** The partition as Iceberg's {@code PartitionData.toString()} prints it. */
  private static String partitionData(List<PartitionValue> partition) {
    return partition.stream()
        .map(value -> value.name() + "=" + value.value().value())
        .collect(Collectors.joining(", ", "PartitionData{", "}"));
  }

  private static String count(int count, String noun) {
    return count + " " + noun + (count == 1 ? "" : "s");
  }

  /**
   * One snapshot of the target's history as the cherry-pick's checks see it.
   *
   * @param id the snapshot id, or null for a pick not yet in the table
   */
  private record Ancestor(
      Long id, String stagedWapId, String publishedWapId, String sourceSnapshotId) {
    static Ancestor of(Snapshot snapshot) {
      return new Ancestor(
          snapshot.snapshotId(),
          snapshot.summary().get(STAGED_WAP_ID),
          snapshot.summary().get(PUBLISHED_WAP_ID),
          snapshot.summary().get(SOURCE_SNAPSHOT_ID));
    }
  }
}
