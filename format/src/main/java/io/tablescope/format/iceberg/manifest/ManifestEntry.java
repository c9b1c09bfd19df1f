package io.tablescope.format.iceberg.manifest;

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
 * @param formatV1 whether the manifest has format v1's layout, whose entries (like v1 manifest
 *     lists) hold no sequence numbers: both are 0 by the spec, neither written nor inherited
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
    ContentFile file,
    boolean formatV1) {
  /** How Tablescope says that a v1 entry's sequence numbers are not data but the spec's 0. */
  public static final String V1_SEQUENCE_NUMBERS = "v1: no sequence numbers (0)";

  public ManifestEntry {
    Objects.requireNonNull(status, "status");
    Objects.requireNonNull(file, "file");
  }

  /** Whether the data sequence number was taken from the manifest list, not written. */
  public boolean sequenceNumberInherited() {
    return !formatV1 && rawSequenceNumber == null && sequenceNumber != null;
  }

  /** Whether the file sequence number was taken from the manifest list, not written. */
  public boolean fileSequenceNumberInherited() {
    return !formatV1 && rawFileSequenceNumber == null && fileSequenceNumber != null;
  }

  /** The names of the values that were inherited rather than written, in the JSON's words. */
  public List<String> inherited() {
    List<String> names = new ArrayList<>(4);
    if (rawSnapshotId == null && snapshotId != null) {
      names.add("snapshot-id");
    }
    if (sequenceNumberInherited()) {
      names.add("sequence-number");
    }
    if (fileSequenceNumberInherited()) {
      names.add("file-sequence-number");
    }
    if (file.rawFirstRowId() == null && file.firstRowId() != null) {
      names.add("first-row-id");
    }
    return names;
  }
}
