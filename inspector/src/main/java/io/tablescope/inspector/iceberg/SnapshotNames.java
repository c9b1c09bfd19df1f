package io.tablescope.inspector.iceberg;

import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.iceberg.metadata.SnapshotRef;
import io.tablescope.format.iceberg.metadata.TableMetadata;
import java.util.Optional;
import java.util.function.LongFunction;

/**
 * Finds the snapshot a user names: a branch or tag first, as Iceberg's engines read a name that is
 * both, else a snapshot id; what cannot be found is an error saying what the table has instead.
 */
final class SnapshotNames {
  private SnapshotNames() {}

  static Snapshot resolve(
      TableMetadata metadata, LongFunction<Optional<Snapshot>> snapshots, String idOrRef)
      throws SnapshotNotFoundException {
    SnapshotRef ref = metadata.refs().get(idOrRef);
    if (ref != null) {
      return snapshots
          .apply(ref.snapshotId())
          .orElseThrow(
              () ->
                  new SnapshotNotFoundException(
                      ref.type().jsonName()
                          + " "
                          + idOrRef
                          + " points at snapshot "
                          + ref.snapshotId()
                          + ", which is not in "
                          + metadata.metadataFile()));
    }
    try {
      long id = Long.parseLong(idOrRef);
      return snapshots
          .apply(id)
          .orElseThrow(
              () ->
                  new SnapshotNotFoundException(
                      "snapshot "
                          + id
                          + " is not in "
                          + metadata.metadataFile()
                          + " (expired, or from another table?)"));
    } catch (NumberFormatException e) {
      throw new SnapshotNotFoundException(
          "no snapshot, branch or tag named '"
              + idOrRef
              + "'; refs are "
              + metadata.refs().keySet());
    }
  }
}
