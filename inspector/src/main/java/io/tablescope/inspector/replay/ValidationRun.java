package io.tablescope.inspector.replay;

import io.tablescope.format.manifest.ContentFile;
import io.tablescope.format.manifest.EntryStatus;
import io.tablescope.format.manifest.FileContent;
import io.tablescope.format.manifest.Manifest;
import io.tablescope.format.manifest.ManifestEntry;
import io.tablescope.format.manifest.ManifestFile;
import io.tablescope.format.metadata.Snapshot;
import io.tablescope.inspector.DeleteMatching;
import io.tablescope.inspector.IcebergTable;
import io.tablescope.inspector.Lineage;
import io.tablescope.inspector.LiveFile;
import io.tablescope.inspector.replay.ReplayResult.CheckResult;
import io.tablescope.inspector.replay.ReplayResult.Failure;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * One evaluation of a proposal against one branch head: the checks of its operation, in Iceberg's
 * order, each recorded as passed or failed with what it examined.
 */
final class ValidationRun {
  private static final Set<String> ADDED_FILES_OPERATIONS = Set.of("append", "overwrite");
  private static final Set<String> DATA_FILES_EXIST_OPERATIONS =
      Set.of("overwrite", "replace", "delete");
  private static final Set<String> DATA_FILES_EXIST_SKIP_DELETE_OPERATIONS =
      Set.of("overwrite", "replace");
  private static final Set<String> ADDED_DELETE_FILES_OPERATIONS = Set.of("overwrite", "delete");
  private static final Set<String> ADDED_DVS_OPERATIONS = Set.of("overwrite", "delete", "replace");
  private static final String VALIDATION_EXCEPTION = "ValidationException";
  private static final String ILLEGAL_ARGUMENT = "IllegalArgumentException";

  private final IcebergTable table;
  private final Proposal proposal;
  private final Snapshot parent;
  private final Map<String, Manifest> cache;
  private final Lineage lineage;
  private final FileFilter fileFilter;
  private final Long start;
  private final long startSequenceNumber;
  private final List<Failure> failures = new ArrayList<>();
  private final List<CheckResult> checks = new ArrayList<>();
  private boolean historyBroken;

  ValidationRun(
      IcebergTable table, Proposal proposal, Snapshot parent, Map<String, Manifest> cache) {
    this.table = table;
    this.proposal = proposal;
    this.parent = parent;
    this.cache = cache;
    this.lineage = new Lineage(table);
    this.fileFilter = new FileFilter(table.metadata());
    this.start = proposal.baseSnapshotId();
    this.startSequenceNumber =
        start == null ? 0 : table.snapshot(start).map(Snapshot::sequenceNumber).orElse(0L);
  }

  List<Failure> failures() {
    return failures;
  }

  List<CheckResult> checks() {
    return checks;
  }

  void runAll() {
    switch (proposal.operation()) {
      case OVERWRITE:
        overwrite();
        break;
      case ROW_DELTA:
        rowDelta();
        break;
      case REPLACE_PARTITIONS:
        replacePartitions();
        break;
      case REWRITE:
        rewrite();
        break;
      case DELETE:
        if (proposal.has(Validation.FILES_EXIST)) {
          requiredDeletes();
        }
        break;
      case APPEND:
        record("append", true, "appends run no conflict checks");
        break;
      default:
        throw new IllegalStateException(proposal.operation().name());
    }
  }

  // The operations, each in Iceberg's order (iceberg-validation.md §5).

  private void overwrite() {
    ConflictFilter filter = proposal.conflictFilter();
    if (proposal.has(Validation.NO_CONFLICTING_DATA)) {
      addedDataFiles(filter, null);
    }
    if (proposal.has(Validation.NO_CONFLICTING_DELETES) && !proposal.removedDataFiles().isEmpty()) {
      newDeletesForDataFiles(filter, proposal.removedDataFiles(), false);
    }
    if (proposal.has(Validation.NO_CONFLICTING_DATA)
        || proposal.has(Validation.NO_CONFLICTING_DELETES)) {
      requiredDeletes();
    }
  }

  private void rowDelta() {
    if (parent == null) {
      record("validate", true, "the branch has no snapshot yet: nothing to check against");
      return;
    }
    if (start != null && !lineage.isAncestor(parent, start)) {
      fail(
          "ancestry of validateFromSnapshot",
          ILLEGAL_ARGUMENT,
          "Snapshot " + start + " is not an ancestor of " + parent.snapshotId(),
          null,
          List.of(),
          "The operation read snapshot "
              + start
              + ", which is not in the history of the branch head "
              + parent.snapshotId()
              + " (it was rolled back, or belongs to another branch). Re-run the operation from the branch head.");
    } else {
      record(
          "ancestry of validateFromSnapshot",
          true,
          "snapshot " + start + " is an ancestor of " + parent.snapshotId());
    }
    ConflictFilter filter = proposal.conflictFilter();
    if (proposal.has(Validation.DATA_FILES_EXIST) && !proposal.referencedDataFiles().isEmpty()) {
      dataFilesExist(filter, !proposal.has(Validation.DELETED_FILES));
    }
    if (proposal.has(Validation.NO_CONFLICTING_DATA_FILES)) {
      addedDataFiles(filter, null);
    }
    if (proposal.has(Validation.NO_CONFLICTING_DELETE_FILES)) {
      if (!proposal.removedDataFiles().isEmpty()) {
        newDeletesForDataFiles(filter, proposal.removedDataFiles(), false);
      }
      newDeleteFiles(filter, null);
    }
    removedFilesReferencedByDeletes();
    if (proposal.addedDeleteFiles().stream().anyMatch(ContentFile::isDeletionVector)) {
      addedDeletionVectors(filter);
    }
    positionDeletesNeedVectors();
    if (proposal.has(Validation.DELETED_FILES)) {
      requiredDeletes();
    }
  }

  /** V7: the operation removes a data file that its own new deletes reference. */
  private void removedFilesReferencedByDeletes() {
    String check = "validateNoConflictingFileAndPositionDeletes";
    Set<String> referenced =
        proposal.has(Validation.DATA_FILES_EXIST)
            ? new LinkedHashSet<>(proposal.referencedDataFiles())
            : Set.of();
    List<String> both =
        proposal.removedDataFiles().stream()
            .map(ContentFile::path)
            .filter(referenced::contains)
            .toList();
    if (both.isEmpty()) {
      record(check, true, "no removed data file is referenced by the operation's new deletes");
      return;
    }
    fail(
        check,
        VALIDATION_EXCEPTION,
        "Cannot delete data files " + list(both) + " that are referenced by new delete files",
        null,
        both,
        "The operation both removes "
            + both.get(0)
            + " and adds deletes that point into it: the deletes would refer to a file"
            + " that the same commit drops. Remove the file or delete rows from it, not both.");
  }

  /** A4: a table upgraded to format v3 takes position deletes only as deletion vectors. */
  private void positionDeletesNeedVectors() {
    String check = "format version of position deletes";
    int formatVersion = table.metadata().formatVersion();
    List<String> legacy =
        proposal.addedDeleteFiles().stream()
            .filter(
                file -> file.content() == FileContent.POSITION_DELETES && !file.isDeletionVector())
            .map(ContentFile::path)
            .toList();
    if (formatVersion < 3 || legacy.isEmpty()) {
      record(
          check,
          true,
          "format v"
              + formatVersion
              + ", "
              + legacy.size()
              + " position delete files that are not vectors");
      return;
    }
    fail(
        check,
        ILLEGAL_ARGUMENT,
        "Must use DVs for position deletes in V" + formatVersion + ": " + legacy.get(0),
        null,
        legacy,
        "The table is at format v"
            + formatVersion
            + " now (it was upgraded after the operation planned its writes), and v3 tables"
            + " take position deletes only as deletion vectors. Re-run the operation so it writes deletion vectors.");
  }

  private void replacePartitions() {
    boolean unpartitioned =
        proposal.addedDataFiles().isEmpty()
            || table
                .metadata()
                .spec(proposal.addedDataFiles().get(0).specId())
                .map(spec -> spec.isUnpartitioned())
                .orElse(true);
    List<ContentFile> partitions = unpartitioned ? null : proposal.addedDataFiles();
    ConflictFilter all =
        unpartitioned ? new ConflictFilter("true", new FilterExpression.Constant(true)) : null;
    if (proposal.has(Validation.NO_CONFLICTING_DATA)) {
      addedDataFiles(all, partitions);
    }
    if (proposal.has(Validation.NO_CONFLICTING_DELETES)) {
      deletedDataFiles(all, partitions);
      newDeleteFiles(all, partitions);
    }
  }

  private void rewrite() {
    if (!proposal.removedDataFiles().isEmpty()) {
      newDeletesForDataFiles(
          null, proposal.removedDataFiles(), proposal.keepsStartingSequenceNumber());
    }
    requiredDeletes();
    long added = proposal.addedDataFiles().stream().mapToLong(ContentFile::recordCount).sum();
    long replaced = proposal.removedDataFiles().stream().mapToLong(ContentFile::recordCount).sum();
    if (!proposal.removedDataFiles().isEmpty() && added > replaced) {
      fail(
          "REPLACE record count",
          ILLEGAL_ARGUMENT,
          "Invalid REPLACE operation: "
              + added
              + " added records > "
              + replaced
              + " replaced records",
          null,
          List.of(),
          "A compaction must not add rows: it writes "
              + added
              + " rows in place of "
              + replaced
              + ".");
    } else {
      record("REPLACE record count", true, added + " added records, " + replaced + " replaced");
    }
  }

  // The concurrent snapshots (iceberg-validation.md §1.4).

  /** A manifest written by a concurrent snapshot. */
  private record Owned(Snapshot snapshot, ManifestFile manifest) {}

  /**
   * The concurrent snapshots whose operation is one of {@code operations}, and their own manifests.
   */
  private record History(List<Snapshot> snapshots, List<Owned> manifests, Set<Long> ids) {}

  private History history(String check, Set<String> operations, boolean deleteManifests) {
    if (historyBroken) {
      return null;
    }
    List<Snapshot> walk = lineage.between(parent, start);
    Snapshot last = walk.isEmpty() ? null : walk.get(walk.size() - 1);
    if (last != null && !Objects.equals(last.parentId(), start)) {
      historyBroken = true;
      fail(
          check,
          VALIDATION_EXCEPTION,
          "Cannot determine history between starting snapshot "
              + start
              + " and the last known ancestor "
              + last.snapshotId(),
          last,
          List.of(),
          start == null
              ? "Without validateFromSnapshot the whole history is checked, but the history ends at "
                  + last.snapshotId()
                  + " (older snapshots were expired). Set the snapshot the operation read."
              : "Snapshot "
                  + start
                  + " is not an ancestor of the branch head: the walk back from "
                  + parent.snapshotId()
                  + " reached "
                  + last.snapshotId()
                  + " without meeting it.");
      return null;
    }
    List<Snapshot> snapshots = new ArrayList<>();
    List<Owned> manifests = new ArrayList<>();
    Set<Long> ids = new LinkedHashSet<>();
    for (Snapshot snapshot : walk) {
      if (snapshot.operation() != null && operations.contains(snapshot.operation())) {
        snapshots.add(snapshot);
        ids.add(snapshot.snapshotId());
        for (ManifestFile manifest : table.manifestList(snapshot).manifests()) {
          if (Replayer.ownManifest(manifest, snapshot)
              && Replayer.isDeletes(manifest) == deleteManifests) {
            manifests.add(new Owned(snapshot, manifest));
          }
        }
      }
    }
    return new History(snapshots, manifests, ids);
  }

  private String scope(History history) {
    return history.snapshots().size()
        + " of the snapshots after "
        + start
        + " ("
        + history.snapshots().stream()
            .map(s -> s.snapshotId() + " " + s.operation())
            .collect(Collectors.joining(", "))
        + "), "
        + history.manifests().size()
        + " manifests";
  }

  private boolean matches(ContentFile file, ConflictFilter filter, List<ContentFile> partitions) {
    return partitions == null
        ? fileFilter.match(file, filter).mightMatch()
        : partitions.stream().anyMatch(p -> DeleteMatching.samePartition(p, file));
  }

  private String scopeText(ConflictFilter filter, List<ContentFile> partitions) {
    return partitions == null
        ? "matching " + filterText(filter)
        : "matching partitions " + partitionSet(partitions);
  }

  private static String filterText(ConflictFilter filter) {
    return filter == null ? "true" : filter.toString();
  }

  private static String partitionSet(List<ContentFile> files) {
    Set<String> partitions = new LinkedHashSet<>();
    files.forEach(file -> partitions.add(file.partitionText()));
    return "[" + String.join(", ", partitions) + "]";
  }

  /**
   * The entries with a status that the concurrent snapshots wrote themselves (their own id on the
   * entry) and that pass a test, each with the snapshot that wrote it.
   */
  private Map<ManifestEntry, Snapshot> entries(
      History history, EntryStatus status, Predicate<ContentFile> test) {
    Map<ManifestEntry, Snapshot> found = new LinkedHashMap<>();
    for (Owned owned : history.manifests()) {
      for (ManifestEntry entry : Replayer.read(table, owned.manifest(), cache).entries()) {
        if (entry.status() == status
            && history.ids().contains(entry.snapshotId())
            && test.test(entry.file())) {
          found.put(entry, owned.snapshot());
        }
      }
    }
    return found;
  }

  // The history-based checks (iceberg-validation.md §3).

  /** V1: files added concurrently that can hold rows in scope. */
  private void addedDataFiles(ConflictFilter filter, List<ContentFile> partitions) {
    String check = "validateAddedDataFiles";
    History history = history(check, ADDED_FILES_OPERATIONS, false);
    if (history == null) {
      return;
    }
    Map<ManifestEntry, Snapshot> conflicts =
        entries(history, EntryStatus.ADDED, file -> matches(file, filter, partitions));
    String examined =
        "ADDED data files in " + scope(history) + ", " + scopeText(filter, partitions);
    if (conflicts.isEmpty()) {
      record(check, true, examined);
      return;
    }
    List<String> paths = conflicts.keySet().stream().map(entry -> entry.file().path()).toList();
    String message =
        partitions == null
            ? "Found conflicting files that can contain records matching "
                + filterText(filter)
                + ": "
                + list(paths)
            : "Found conflicting files that can contain records matching partitions "
                + partitionSet(partitions)
                + ": "
                + list(paths);
    Map.Entry<ManifestEntry, Snapshot> first = conflicts.entrySet().iterator().next();
    StringBuilder explanation = new StringBuilder();
    explanation
        .append("Snapshot ")
        .append(first.getValue().snapshotId())
        .append(" (")
        .append(first.getValue().operation())
        .append(") added ")
        .append(first.getKey().file().path())
        .append(" after the operation read ")
        .append(start)
        .append(": ");
    if (partitions != null) {
      explanation
          .append("it is in partition ")
          .append(first.getKey().file().partitionText())
          .append(", which this dynamic overwrite replaces.");
    } else if (filter == null || filter.isAlwaysTrue()) {
      explanation.append(
          "no conflict filter was set, so matching true means the whole table was in scope: a file added anywhere conflicts. "
              + "A conflict filter naming what the operation read (its partitions, its key range) would narrow the check.");
    } else {
      explanation.append(fileFilter.match(first.getKey().file(), filter).reason()).append('.');
    }
    explanation.append(" Under snapshot isolation this check is not run.");
    fail(check, VALIDATION_EXCEPTION, message, first.getValue(), paths, explanation.toString());
  }

  /** V2: files removed concurrently that held rows in scope. */
  private void deletedDataFiles(ConflictFilter filter, List<ContentFile> partitions) {
    String check = "validateDeletedDataFiles";
    History history = history(check, DATA_FILES_EXIST_OPERATIONS, false);
    if (history == null) {
      return;
    }
    Map<ManifestEntry, Snapshot> conflicts =
        entries(history, EntryStatus.DELETED, file -> matches(file, filter, partitions));
    String examined =
        "DELETED data files in " + scope(history) + ", " + scopeText(filter, partitions);
    if (conflicts.isEmpty()) {
      record(check, true, examined);
      return;
    }
    List<String> paths = conflicts.keySet().stream().map(entry -> entry.file().path()).toList();
    String message =
        partitions == null
            ? "Found conflicting deleted files that can contain records matching "
                + filterText(filter)
                + ": "
                + list(paths)
            : "Found conflicting deleted files that can apply to records matching "
                + partitionSet(partitions)
                + ": "
                + list(paths);
    Map.Entry<ManifestEntry, Snapshot> first = conflicts.entrySet().iterator().next();
    fail(
        check,
        VALIDATION_EXCEPTION,
        message,
        first.getValue(),
        paths,
        "Snapshot "
            + first.getValue().snapshotId()
            + " ("
            + first.getValue().operation()
            + ") removed "
            + first.getKey().file().path()
            + ", whose rows are in the range this operation replaces: replacing the range now would undo or duplicate that change.");
  }

  /** The delete-file index of each concurrent snapshot, newest first (1.12: one per snapshot). */
  private Map<Snapshot, DeleteIndex> deleteIndexes(
      History history, ConflictFilter filter, List<ContentFile> partitions) {
    Map<Snapshot, List<DeleteIndex.IndexedDelete>> bySnapshot = new LinkedHashMap<>();
    for (Owned owned : history.manifests()) {
      ManifestFile manifest = owned.manifest();
      boolean hasLiveFiles =
          !Objects.equals(manifest.addedFilesCount(), 0)
              || !Objects.equals(manifest.existingFilesCount(), 0);
      if (!hasLiveFiles) {
        continue;
      }
      for (ManifestEntry entry : Replayer.read(table, manifest, cache).entries()) {
        if (Replayer.isLiveStatus(entry)
            && entry.sequenceNumber() != null
            && entry.sequenceNumber() > startSequenceNumber
            && ((filter == null && partitions == null)
                || matches(entry.file(), filter, partitions))) {
          bySnapshot
              .computeIfAbsent(owned.snapshot(), ignored -> new ArrayList<>())
              .add(
                  new DeleteIndex.IndexedDelete(
                      entry.file(), entry.sequenceNumber(), owned.snapshot().snapshotId()));
        }
      }
    }
    Map<Snapshot, DeleteIndex> indexes = new LinkedHashMap<>();
    bySnapshot.forEach(
        (snapshot, deletes) -> indexes.put(snapshot, new DeleteIndex(table.metadata(), deletes)));
    return indexes;
  }

  /** V3: delete files added concurrently that can apply to rows in scope. */
  private void newDeleteFiles(ConflictFilter filter, List<ContentFile> partitions) {
    String check = "validateNoNewDeleteFiles";
    if (table.metadata().formatVersion() < 2 || parent == null) {
      record(check, true, "format v1 has no delete files");
      return;
    }
    History history = history(check, ADDED_DELETE_FILES_OPERATIONS, true);
    if (history == null) {
      return;
    }
    ConflictFilter scope =
        partitions == null && filter == null
            ? new ConflictFilter("true", new FilterExpression.Constant(true))
            : filter;
    Map<Snapshot, DeleteIndex> indexes = deleteIndexes(history, scope, partitions);
    String examined =
        "live delete files with data sequence number > "
            + startSequenceNumber
            + " in "
            + scope(history)
            + ", "
            + scopeText(scope, partitions);
    Set<String> locations = new LinkedHashSet<>();
    indexes
        .values()
        .forEach(index -> index.deletes().forEach(delete -> locations.add(delete.file().path())));
    if (locations.isEmpty()) {
      record(check, true, examined);
      return;
    }
    Map.Entry<Snapshot, DeleteIndex> first = indexes.entrySet().iterator().next();
    DeleteIndex.IndexedDelete delete = first.getValue().deletes().get(0);
    String scopeName = partitions == null ? filterText(scope) : partitionSet(partitions);
    fail(
        check,
        VALIDATION_EXCEPTION,
        "Found new conflicting delete files that can apply to records matching "
            + scopeName
            + ": "
            + list(new ArrayList<>(locations)),
        first.getKey(),
        new ArrayList<>(locations),
        "Snapshot "
            + first.getKey().snapshotId()
            + " ("
            + first.getKey().operation()
            + ") added "
            + delete.file().path()
            + " ("
            + delete.file().content().jsonName()
            + ", data sequence number "
            + delete.dataSequenceNumber()
            + " > "
            + startSequenceNumber
            + ", the sequence number of the snapshot the operation read), in "
            + delete.file().partitionText()
            + ": rows this operation rewrites may have been deleted meanwhile. The check asks only whether such delete files exist in scope,"
            + " not whether they touch the operation's rows; a narrower conflict filter narrows it.");
  }

  /** V4: new deletes that apply to a data file the operation replaces. */
  private void newDeletesForDataFiles(
      ConflictFilter filter, List<ContentFile> dataFiles, boolean ignoreEqualityDeletes) {
    String check = "validateNoNewDeletesForDataFiles";
    if (table.metadata().formatVersion() < 2 || parent == null) {
      record(check, true, "format v1 has no delete files");
      return;
    }
    History history = history(check, ADDED_DELETE_FILES_OPERATIONS, true);
    if (history == null) {
      return;
    }
    Map<Snapshot, DeleteIndex> indexes = deleteIndexes(history, filter, null);
    String examined =
        "deletes added in "
            + scope(history)
            + " against the "
            + dataFiles.size()
            + " replaced data files"
            + (ignoreEqualityDeletes
                ? ", equality deletes ignored (the rewrite keeps the starting sequence number)"
                : "");
    for (ContentFile data : dataFiles) {
      for (Map.Entry<Snapshot, DeleteIndex> index : indexes.entrySet()) {
        List<DeleteIndex.IndexedDelete> applying = index.getValue().forDataFile(data);
        if (ignoreEqualityDeletes) {
          applying =
              applying.stream()
                  .filter(d -> d.file().content() == FileContent.POSITION_DELETES)
                  .toList();
        }
        if (!applying.isEmpty()) {
          DeleteIndex.IndexedDelete delete = applying.get(0);
          String kind = ignoreEqualityDeletes ? "position delete" : "delete";
          List<String> files = new ArrayList<>(List.of(data.path()));
          applying.forEach(d -> files.add(d.file().path()));
          String avoid =
              proposal.operation() == OperationType.REWRITE
                  ? (delete.file().content() == FileContent.EQUALITY_DELETES
                      ? " A compaction that keeps the starting sequence number (use-starting-sequence-number=true, dataSequenceNumber) ignores equality deletes and would have committed."
                      : " Position deletes and deletion vectors name rows by position in the old file, so no compaction setting avoids this: re-run the compaction.")
                  : " Re-run the operation from the branch head so it reads the delete.";
          fail(
              check,
              VALIDATION_EXCEPTION,
              "Cannot commit, found new " + kind + " for replaced data file: " + dataFileText(data),
              index.getKey(),
              files,
              "Snapshot "
                  + index.getKey().snapshotId()
                  + " ("
                  + index.getKey().operation()
                  + ") added "
                  + delete.file().path()
                  + " ("
                  + (delete.file().isDeletionVector()
                      ? "deletion vector"
                      : delete.file().content().jsonName())
                  + ", data sequence number "
                  + delete.dataSequenceNumber()
                  + " > "
                  + startSequenceNumber
                  + ") which applies to "
                  + data.path()
                  + ", a file this operation replaces: committing would bring the deleted rows back."
                  + avoid);
          return;
        }
      }
    }
    record(check, true, examined);
  }

  /** V5: data files the operation's deletes reference were removed concurrently. */
  private void dataFilesExist(ConflictFilter filter, boolean skipDeletes) {
    String check = "validateDataFilesExist";
    History history =
        history(
            check,
            skipDeletes ? DATA_FILES_EXIST_SKIP_DELETE_OPERATIONS : DATA_FILES_EXIST_OPERATIONS,
            false);
    if (history == null) {
      return;
    }
    Set<String> required = new LinkedHashSet<>(proposal.referencedDataFiles());
    Map<String, Snapshot> missing = new LinkedHashMap<>();
    entries(
            history,
            EntryStatus.DELETED,
            file -> required.contains(file.path()) && fileFilter.match(file, filter).mightMatch())
        .forEach((entry, snapshot) -> missing.putIfAbsent(entry.file().path(), snapshot));
    String examined =
        "DELETED entries for the "
            + required.size()
            + " referenced data files in "
            + scope(history);
    if (missing.isEmpty()) {
      record(check, true, examined);
      return;
    }
    Map.Entry<String, Snapshot> first = missing.entrySet().iterator().next();
    fail(
        check,
        VALIDATION_EXCEPTION,
        "Cannot commit, missing data files: " + list(new ArrayList<>(missing.keySet())),
        first.getValue(),
        new ArrayList<>(missing.keySet()),
        "Snapshot "
            + first.getValue().snapshotId()
            + " ("
            + first.getValue().operation()
            + ") removed "
            + first.getKey()
            + ", which this operation's deletes point at: they would delete rows of a file that no longer exists, while the rows live on in the file that replaced it."
            + (skipDeletes
                ? ""
                : " An UPDATE or MERGE (validateDeletedFiles) also counts files removed by a delete snapshot; a plain DELETE tolerates those."));
  }

  /** V6: a deletion vector added concurrently for a file this operation adds a vector for. */
  private void addedDeletionVectors(ConflictFilter filter) {
    String check = "validateAddedDVs";
    History history = history(check, ADDED_DVS_OPERATIONS, true);
    if (history == null) {
      return;
    }
    Set<String> targets = new LinkedHashSet<>();
    proposal.addedDeleteFiles().stream()
        .filter(ContentFile::isDeletionVector)
        .forEach(file -> targets.add(file.referencedDataFile()));
    for (Owned owned : history.manifests()) {
      for (ManifestEntry entry : Replayer.read(table, owned.manifest(), cache).entries()) {
        ContentFile file = entry.file();
        if (Replayer.isLiveStatus(entry)
            && history.ids().contains(entry.snapshotId())
            && file.isDeletionVector()
            && targets.contains(file.referencedDataFile())
            && fileFilter.match(file, filter).mightMatch()) {
          String description =
              "DV{location="
                  + file.path()
                  + ", offset="
                  + file.contentOffset()
                  + ", length="
                  + file.contentSizeInBytes()
                  + ", referencedDataFile="
                  + file.referencedDataFile()
                  + "}";
          fail(
              check,
              VALIDATION_EXCEPTION,
              "Found concurrently added DV for " + file.referencedDataFile() + ": " + description,
              owned.snapshot(),
              List.of(file.referencedDataFile(), file.path()),
              "Snapshot "
                  + owned.snapshot().snapshotId()
                  + " ("
                  + owned.snapshot().operation()
                  + ") added a deletion vector for "
                  + file.referencedDataFile()
                  + ", and a data file may have only one: this operation's vector, built from an older one, would drop its deletes."
                  + " Re-run from the branch head so the vectors are merged.");
          return;
        }
      }
    }
    record(
        check,
        true,
        "deletion vectors added in "
            + scope(history)
            + " for the "
            + targets.size()
            + " files this operation adds vectors for");
  }

  // The check of the branch head's live files (iceberg-validation.md §4, A1).

  private void requiredDeletes() {
    String check = "validateRequiredDeletes";
    Map<String, LiveFile> live = Replayer.live(table, parent, cache);
    List<String> missingData =
        proposal.removedDataFiles().stream()
            .map(ContentFile::path)
            .filter(path -> !live.containsKey(path))
            .toList();
    List<String> missingDeletes = new ArrayList<>();
    for (ContentFile delete : proposal.removedDeleteFiles()) {
      String key =
          delete.isDeletionVector() ? delete.path() + "#" + delete.contentOffset() : delete.path();
      if (!live.containsKey(key)) {
        missingDeletes.add(delete.path());
      }
    }
    List<String> missing = missingData.isEmpty() ? missingDeletes : missingData;
    String examined =
        "the "
            + (proposal.removedDataFiles().size() + proposal.removedDeleteFiles().size())
            + " files to delete are live in the branch head "
            + (parent == null ? "(none)" : parent.snapshotId());
    if (missing.isEmpty()) {
      record(check, true, examined);
      return;
    }
    Snapshot remover = remover(missing.get(0));
    fail(
        check,
        VALIDATION_EXCEPTION,
        "Missing required files to delete: " + String.join(",", missing),
        remover,
        missing,
        missing.get(0)
            + " is no longer live in the branch head"
            + (remover == null
                ? ""
                : ": snapshot "
                    + remover.snapshotId()
                    + " ("
                    + remover.operation()
                    + ") removed it")
            + ". This check runs on the final state, whatever the isolation level;"
            + " a concurrent compaction (replace) is only caught here.");
  }

  /** The snapshot after the base that removed a file, if the history says. */
  private Snapshot remover(String path) {
    for (Snapshot snapshot : lineage.between(parent, start)) {
      for (ManifestFile manifest : table.manifestList(snapshot).manifests()) {
        if (!Replayer.ownManifest(manifest, snapshot)) {
          continue;
        }
        for (ManifestEntry entry : Replayer.read(table, manifest, cache).entries()) {
          if (entry.status() == EntryStatus.DELETED && entry.file().path().equals(path)) {
            return snapshot;
          }
        }
      }
    }
    return null;
  }

  // Recording.

  private void record(String check, boolean passed, String examined) {
    checks.add(new CheckResult(check, passed, examined));
  }

  private void fail(
      String check,
      String exception,
      String message,
      Snapshot cause,
      List<String> files,
      String explanation) {
    checks.add(new CheckResult(check, false, message));
    failures.add(
        new Failure(
            check,
            exception,
            message,
            cause == null ? null : cause.snapshotId(),
            cause == null ? null : cause.operation(),
            cause == null ? null : cause.timestampMillis(),
            cause == null ? null : writer(cause),
            files,
            explanation));
  }

  private static String writer(Snapshot snapshot) {
    if (snapshot.summary().containsKey("spark.app.id")) {
      return "Spark application " + snapshot.summary().get("spark.app.id");
    }
    if (snapshot.summary().containsKey("flink.job-id")) {
      return "Flink job " + snapshot.summary().get("flink.job-id");
    }
    return null;
  }

  private static String list(List<String> paths) {
    return "[" + String.join(", ", paths) + "]";
  }

  /** A data file as Iceberg's {@code GenericDataFile.toString()} begins. */
  private static String dataFileText(ContentFile file) {
    return "GenericDataFile{content=data, file_path="
        + file.path()
        + ", file_format="
        + file.format()
        + ", spec_id="
        + file.specId()
        + ", partition=PartitionData{"
        + file.partitionText().replace('/', ',')
        + "}, record_count="
        + file.recordCount()
        + ", file_size_in_bytes="
        + file.fileSizeInBytes()
        + ", ...}";
  }
}
