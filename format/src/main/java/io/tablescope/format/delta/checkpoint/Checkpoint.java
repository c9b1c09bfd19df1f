package io.tablescope.format.delta.checkpoint;

import java.util.List;
import java.util.Objects;

/**
 * A checkpoint of the Delta log: the whole table state at a version in one file, several parts, or
 * a V2 top file with sidecars.
 *
 * @param version the version whose state it holds
 * @param kind how it is named and split
 * @param locations its files: one, or every part in part order
 */
public record Checkpoint(long version, Kind kind, List<String> locations) {

  /** How a checkpoint is named. */
  public enum Kind {
    /** {@code N.checkpoint.parquet}: V1, or V2 when it holds a {@code checkpointMetadata} row. */
    CLASSIC,
    /** {@code N.checkpoint.o.p.parquet}: part {@code o} of {@code p}, always V1. */
    MULTI_PART,
    /** {@code N.checkpoint.<uuid>.json|parquet}: a V2 top file, maybe with sidecars. */
    UUID
  }

  public Checkpoint {
    Objects.requireNonNull(kind, "kind");
    locations = List.copyOf(locations);
    if (locations.isEmpty()) {
      throw new IllegalArgumentException("A checkpoint has at least one file");
    }
  }

  /** The first (or only) file, which names the checkpoint. */
  public String location() {
    return locations.get(0);
  }
}
