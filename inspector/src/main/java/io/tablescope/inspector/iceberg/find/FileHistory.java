package io.tablescope.inspector.iceberg.find;

import io.tablescope.format.ContentKind;
import io.tablescope.format.iceberg.manifest.EntryStatus;
import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.iceberg.health.CommitPressure;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The life of one data or delete file across every snapshot of a table: each snapshot, in commit
 * order, that added it, kept it, or removed it, and the snapshots in which it is live.
 *
 * @param path the file's recorded path
 * @param kind the file's content, as its first entry says
 * @param events one per snapshot whose manifests name the file, in commit order
 * @param liveIn the ids of the snapshots in which the file is live, in commit order
 */
public record FileHistory(
    String path, ContentKind kind, List<FileEvent> events, List<Long> liveIn) {
  public FileHistory {
    Objects.requireNonNull(path, "path");
    Objects.requireNonNull(kind, "kind");
    events = List.copyOf(events);
    liveIn = List.copyOf(liveIn);
  }

  /**
   * What a snapshot did to the file, by Iceberg's rules for a snapshot's added and removed files;
   * when a snapshot's entries say several things, the later constant wins.
   */
  public enum Change {
    /** Live, from an EXISTING entry or an ADDED entry of an earlier snapshot. */
    KEPT("kept"),
    /** An ADDED entry written by this snapshot. */
    ADDED("added"),
    /** A DELETED entry written by this snapshot. */
    REMOVED("removed");

    private final String word;

    Change(String word) {
      this.word = word;
    }

    /** The change in one lower-case word, as the CLI and the app say it. */
    public String word() {
      return word;
    }
  }

  /**
   * One snapshot's entry for the file.
   *
   * @param writer who wrote the snapshot, as {@link CommitPressure#writerOf} says it
   * @param status the status of the entry that says so
   * @param manifest the manifest holding that entry
   * @param sequenceNumber the entry's effective data sequence number, or null
   * @param fileSequenceNumber the entry's effective file sequence number, or null
   */
  public record FileEvent(
      long snapshotId,
      String operation,
      long timestampMillis,
      String writer,
      Change change,
      EntryStatus status,
      String manifest,
      Long sequenceNumber,
      Long fileSequenceNumber) {
    public FileEvent {
      Objects.requireNonNull(writer, "writer");
      Objects.requireNonNull(change, "change");
      Objects.requireNonNull(status, "status");
      Objects.requireNonNull(manifest, "manifest");
    }
  }

  /**
   * The history of the file with this recorded path.
   *
   * @throws IllegalArgumentException when no manifest of the table names the path
   */
  public static FileHistory of(WholeTable whole, String path) {
    List<FileEvent> events = new ArrayList<>();
    List<Long> liveIn = new ArrayList<>();
    ContentKind kind = null;
    for (Snapshot snapshot : whole.snapshots()) {
      FileEvent event = null;
      boolean live = false;
      for (Manifest manifest : whole.manifestsOf(snapshot)) {
        for (ManifestEntry entry : manifest.entries()) {
          if (!entry.file().path().equals(path)) {
            continue;
          }
          kind = kind == null ? entry.file().kind() : kind;
          live |= entry.status().isLive();
          Change change = changeIn(snapshot, entry);
          if (change != null && (event == null || change.compareTo(event.change()) > 0)) {
            event = event(snapshot, entry, change, manifest.file().path());
          }
        }
      }
      if (event != null) {
        events.add(event);
      }
      if (live) {
        liveIn.add(snapshot.snapshotId());
      }
    }
    if (kind == null) {
      throw new IllegalArgumentException("No manifest of the table names " + path);
    }
    return new FileHistory(path, kind, events, liveIn);
  }

  /** A DELETED entry of an earlier snapshot, carried in a reused manifest, says nothing here. */
  private static Change changeIn(Snapshot snapshot, ManifestEntry entry) {
    boolean bySnapshot = Objects.equals(entry.snapshotId(), snapshot.snapshotId());
    return switch (entry.status()) {
      case ADDED -> bySnapshot ? Change.ADDED : Change.KEPT;
      case EXISTING -> Change.KEPT;
      case DELETED -> bySnapshot ? Change.REMOVED : null;
    };
  }

  private static FileEvent event(
      Snapshot snapshot, ManifestEntry entry, Change change, String manifest) {
    return new FileEvent(
        snapshot.snapshotId(),
        snapshot.operation(),
        snapshot.timestampMillis(),
        CommitPressure.writerOf(snapshot),
        change,
        entry.status(),
        manifest,
        entry.sequenceNumber(),
        entry.fileSequenceNumber());
  }
}
