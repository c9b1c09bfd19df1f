package io.tablescope.format.manifest;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * An entry of a manifest: a file with its status and the snapshot and sequence numbers that track
 * it. Effective values apply the spec's inheritance (an ADDED entry written with nulls takes the
 * manifest's snapshot id and sequence number); the raw values are kept beside them.
 *
 * @param position the entry's position in the manifest, from 0
 * @param snapshotId effective snapshot id
 * @param sequenceNumber effective data sequence number; null when it is missing and cannot be
 *     inherited (a malformed v2 EXISTING or DELETED entry)
 * @param fileSequenceNumber effective file sequence number, null likewise
 */
public record ManifestEntry(
    long position,
    EntryStatus status,
    Long snapshotId,
    Long sequenceNumber,
    Long fileSequenceNumber,
    Long rawSnapshotId,
    Long rawSequenceNumber,
    Long rawFileSequenceNumber,
    ContentFile file) {
  public ManifestEntry {
    Objects.requireNonNull(status, "status");
    Objects.requireNonNull(file, "file");
  }

  /** The names of the values that were inherited rather than written, in the JSON's words. */
  public List<String> inherited() {
    List<String> names = new ArrayList<>(4);
    if (rawSnapshotId == null && snapshotId != null) {
      names.add("snapshot-id");
    }
    if (rawSequenceNumber == null && sequenceNumber != null) {
      names.add("sequence-number");
    }
    if (rawFileSequenceNumber == null && fileSequenceNumber != null) {
      names.add("file-sequence-number");
    }
    if (file.rawFirstRowId() == null && file.firstRowId() != null) {
      names.add("first-row-id");
    }
    return names;
  }
}
