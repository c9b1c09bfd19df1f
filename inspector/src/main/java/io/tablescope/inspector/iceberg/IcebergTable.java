package io.tablescope.inspector.iceberg;

import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.location.LocatedTable;
import io.tablescope.format.iceberg.location.Relocation;
import io.tablescope.format.iceberg.location.TableLocator;
import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestCounts;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.manifest.ManifestList;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.iceberg.metadata.SnapshotRef;
import io.tablescope.format.iceberg.metadata.TableMetadata;
import io.tablescope.format.iceberg.metadata.TableMetadataParser;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.Storage;
import io.tablescope.inspector.table.AnalysisProgress;
import io.tablescope.inspector.table.Capability;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.CommitChanges;
import io.tablescope.inspector.table.CommitLine;
import io.tablescope.inspector.table.Ref;
import io.tablescope.inspector.table.Table;
import io.tablescope.inspector.table.TableFiles;
import io.tablescope.inspector.table.TableFormat;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Executor;

/**
 * An Iceberg table opened read-only, without engine or catalog: its metadata, read at once, its
 * snapshots and refs as the format-neutral model's commits, and its manifest lists and manifests,
 * read on demand and in parallel by its {@link TableReads}. Missing or damaged files come back as
 * values carrying a {@link Problem}, never as exceptions, so the rest stays browsable.
 */
public final class IcebergTable implements Table {
  private final LocatedTable located;
  private final TableMetadata metadata;
  private final Map<Long, Snapshot> snapshotsById;
  private final TableReads reads;

  /**
   * How many manifests {@link #manifestsInOrder} reads beyond the one its caller visits: enough to
   * keep the reader threads busy while one manifest is written out, few enough that a handful of
   * manifests is all that is held.
   */
  public static final int READ_AHEAD = 2;

  /**
   * Every capability but a metadata table's listing (Iceberg's manifests are its listing):
   * Iceberg's metadata is what each of them was built on. The format's entry declares these too.
   */
  public static final Set<Capability> CAPABILITIES =
      Collections.unmodifiableSet(EnumSet.complementOf(EnumSet.of(Capability.METADATA_TABLE)));

  private List<Commit> commits;

  private IcebergTable(LocatedTable located, TableMetadata metadata, Executor executor) {
    this.located = located;
    this.metadata = metadata;
    Map<Long, Snapshot> byId = new HashMap<>();
    metadata.snapshots().forEach(snapshot -> byId.put(snapshot.snapshotId(), snapshot));
    this.snapshotsById = byId;
    this.reads = new TableReads(located, metadata, executor);
  }

  private IcebergTable(IcebergTable table, FileAccess files, long maxCacheWeight) {
    this.located =
        new LocatedTable(
            table.located.metadataFile(),
            table.located.tableRoot(),
            table.located.howFound(),
            files,
            table.located.metadataFiles(),
            table.located.problems(),
            table.located.namedByUser());
    this.metadata = table.metadata;
    this.snapshotsById = table.snapshotsById;
    this.reads = table.reads.through(files, maxCacheWeight);
  }

  /** The same table read through other files, with an empty cache of another bound. */
  IcebergTable withFiles(FileAccess files, long maxCacheWeight) {
    return new IcebergTable(this, files, maxCacheWeight);
  }

  /**
   * Opens the table at a local path or Hadoop URI (table folder, metadata folder or metadata file).
   * Fails only when no metadata can be read at all.
   *
   * @param executor runs the parallel reads of manifests
   */
  public static IcebergTable open(String path, Executor executor) throws IOException {
    return open(Storage.local(), path, null, executor);
  }

  /** Opens the table at a local path or Hadoop URI, reading a chosen metadata file of it. */
  public static IcebergTable open(String path, String metadataFile, Executor executor)
      throws IOException {
    return open(Storage.local(), path, metadataFile, executor);
  }

  /**
   * Opens the table at a path or URI read through the given storage, reading a chosen metadata file
   * of it.
   *
   * @param metadataFile a file name in the table's metadata folder or a path; null for the file
   *     Iceberg would read
   */
  public static IcebergTable open(
      FileAccess storage, String path, String metadataFile, Executor executor) throws IOException {
    return read(new TableLocator(storage).locate(path, metadataFile), executor);
  }

  /**
   * Opens the table whose metadata file a catalog names.
   *
   * @param howFound how the file was named, for the user: e.g. "named by catalog prod"
   */
  public static IcebergTable openPointedAt(
      FileAccess storage, String metadataFile, String howFound, Executor executor)
      throws IOException {
    return read(new TableLocator(storage).pointedAt(metadataFile, howFound), executor);
  }

  private static IcebergTable read(LocatedTable located, Executor executor) throws IOException {
    TableMetadata metadata;
    try {
      metadata = new TableMetadataParser(executor).read(located.files(), located.metadataFile());
    } catch (IOException e) {
      throw new UnreadableMetadataException(
          located.metadataFile(), located.metadataFiles(), !located.namedByUser(), e);
    }
    return new IcebergTable(located, metadata, executor);
  }

  public LocatedTable located() {
    return located;
  }

  public TableMetadata metadata() {
    return metadata;
  }

  public Relocation relocation() {
    return reads.relocation();
  }

  /**
   * The prefixes of paths read so far that lie outside the recorded location and were therefore
   * read by their {@code metadata/} or {@code data/} folder (see {@link Relocation}), sorted; the
   * manifest lists' are known from the start.
   */
  public List<String> outsidePrefixes() {
    return reads.outsidePrefixes();
  }

  /**
   * What is wrong with the table's metadata and how it was found, such as a stale version hint or a
   * ref that names no snapshot.
   */
  public List<Problem> problems() {
    List<Problem> problems = new ArrayList<>(located.problems());
    problems.addAll(metadata.problems());
    problems.addAll(MetadataChecks.problems(metadata));
    return problems;
  }

  /** The snapshot with this id, if the metadata still has it. */
  public Optional<Snapshot> snapshot(long snapshotId) {
    return Optional.ofNullable(snapshotsById.get(snapshotId));
  }

  /** The refs (branches and tags) that point at a snapshot. */
  public List<SnapshotRef> snapshotRefsTo(long snapshotId) {
    return metadata.refs().values().stream().filter(ref -> ref.snapshotId() == snapshotId).toList();
  }

  /**
   * A snapshot named by id, branch or tag; a name that is both a ref and a number is taken as the
   * ref, as Iceberg's engines do.
   */
  public Snapshot resolve(String idOrRef) throws SnapshotNotFoundException {
    return SnapshotNames.resolve(metadata, this::snapshot, idOrRef);
  }

  /** Where a path recorded in metadata is read from, after relocation. */
  public String localPath(String recordedPath) {
    return reads.localPath(recordedPath);
  }

  /**
   * Whether the file a recorded path names exists where it is read from; each folder is listed once
   * for the table, so asking for every entry of a manifest costs one listing.
   */
  public boolean exists(String recordedPath) {
    return reads.exists(recordedPath);
  }

  /**
   * The manifests of a snapshot: its manifest list, or for a v1 snapshot written without one, its
   * inline manifest locations. A manifest list is read once while the table's cache holds it.
   */
  public ManifestList manifestList(Snapshot snapshot) {
    return reads.manifestList(snapshot);
  }

  /**
   * Every entry of a manifest, with the values its entries inherit from this manifest list entry,
   * and their column statistics. A manifest is read once while the table's cache holds it.
   */
  public Manifest manifest(ManifestFile manifest) {
    return manifest(manifest, ManifestStats.ALL);
  }

  /**
   * Every entry of a manifest, as {@link #manifest(ManifestFile)}, with its entries' column
   * statistics only if {@code stats} wants them for this manifest. A read with statistics already
   * held serves a request without; the reverse never happens.
   */
  public Manifest manifest(ManifestFile manifest, ManifestStats stats) {
    return reads.manifest(manifest, stats);
  }

  /** The entries of a manifest counted by content and status. */
  public ManifestCounts counts(ManifestFile manifest) {
    return reads.counts(manifest);
  }

  /** Reads many manifests in parallel; the results are in the order of the input. */
  public List<Manifest> manifests(List<ManifestFile> manifests) {
    return manifests(manifests, ManifestStats.ALL);
  }

  /**
   * Reads many manifests in parallel, with column statistics where {@code stats} wants them; the
   * results are in the order of the input.
   */
  public List<Manifest> manifests(List<ManifestFile> manifests, ManifestStats stats) {
    return reads.manifests(manifests, stats);
  }

  /**
   * Reads manifests in the order given, with column statistics where {@code stats} wants them, for
   * a caller that visits each once and lets it go: a few are read ahead in parallel ({@link
   * #READ_AHEAD} beyond the one last returned), and none is kept in the table's cache, so memory is
   * bounded by a few manifests, not by the table.
   */
  public Iterator<Manifest> manifestsInOrder(List<ManifestFile> manifests, ManifestStats stats) {
    return reads.manifestsInOrder(manifests, stats, READ_AHEAD);
  }

  /** Reads the manifest lists of many snapshots in parallel; results in input order. */
  public List<ManifestList> manifestLists(List<Snapshot> snapshots) {
    return reads.manifestLists(snapshots);
  }

  /** Counts the entries of many manifests in parallel; results in input order. */
  public List<ManifestCounts> counts(List<ManifestFile> manifests) {
    return reads.counts(manifests);
  }

  /** The table's branches and tags by name, main first. */
  public Map<String, SnapshotRef> snapshotRefs() {
    Map<String, SnapshotRef> refs = new LinkedHashMap<>();
    SnapshotRef main = metadata.refs().get(SnapshotRef.MAIN_BRANCH);
    if (main != null) {
      refs.put(main.name(), main);
    }
    refs.putAll(metadata.refs());
    return refs;
  }

  /** The file access used to read this table, for reading data file footers. */
  public FileAccess files() {
    return located.files();
  }

  @Override
  public TableFormat format() {
    return TableFormat.ICEBERG;
  }

  /** Reads every distinct manifest the commits' manifest lists name, a batch at a time. */
  @Override
  public void readAhead(List<Commit> commits, AnalysisProgress progress) {
    ManifestReading.readAll(this, commits.stream().map(this::snapshotOf).toList(), progress);
  }

  /** The snapshot's id, sequence number and summary counts. */
  @Override
  public CommitLine line(Commit commit) {
    return IcebergCommitLine.of(commit);
  }

  @Override
  public Set<Capability> capabilities() {
    return CAPABILITIES;
  }

  @Override
  public String location() {
    return located.tableRoot();
  }

  /** Every snapshot as a commit, oldest first (by commit time, then sequence number). */
  @Override
  public synchronized List<Commit> commits() {
    if (commits == null) {
      commits =
          metadata.snapshots().stream()
              .sorted(
                  Comparator.comparingLong(Snapshot::timestampMillis)
                      .thenComparingLong(Snapshot::sequenceNumber))
              .map(IcebergFiles::commit)
              .toList();
    }
    return commits;
  }

  @Override
  public Optional<Commit> commit(long id) {
    return snapshot(id).map(IcebergFiles::commit);
  }

  @Override
  public Optional<Commit> current() {
    return metadata.currentSnapshot().map(IcebergFiles::commit);
  }

  @Override
  public List<Ref> refs() {
    return snapshotRefs().values().stream()
        .map(
            ref ->
                new Ref(
                    ref.name(),
                    ref.type() == SnapshotRef.Type.TAG ? Ref.Kind.TAG : Ref.Kind.BRANCH,
                    ref.snapshotId()))
        .toList();
  }

  @Override
  public Commit resolveCommit(String idOrRef) throws SnapshotNotFoundException {
    return IcebergFiles.commit(resolve(idOrRef));
  }

  /** A snapshot of this table as a commit. */
  public Commit commitOf(Snapshot snapshot) {
    return IcebergFiles.commit(snapshot);
  }

  /** The snapshot a commit of this table is. */
  public Snapshot snapshotOf(Commit commit) {
    return snapshot(commit.id())
        .orElseThrow(() -> new IllegalArgumentException("not a snapshot of this table: " + commit));
  }

  @Override
  public TableFiles liveFiles(Commit commit) {
    return IcebergFileSets.live(this, commit);
  }

  /** The live data files and the delete files that apply to at least one of them. */
  @Override
  public TableFiles readFiles(Commit commit) {
    return ScanFiles.of(this, commit);
  }

  @Override
  public CommitChanges changes(Commit commit) {
    return IcebergFileSets.changes(this, commit);
  }
}
