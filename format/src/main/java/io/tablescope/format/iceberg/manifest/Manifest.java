package io.tablescope.format.iceberg.manifest;

import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.metadata.PartitionSpec;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A manifest as read: its list entry, its Avro header (schema, spec, format version), the entries
 * it could read, and what went wrong. A truncated manifest keeps the entries before the damage.
 *
 * @param spec the partition spec the manifest was written with, or null if unknown
 */
public record Manifest(
    ManifestFile file,
    Map<String, String> header,
    PartitionSpec spec,
    List<ManifestEntry> entries,
    List<Problem> problems) {
  public Manifest {
    Objects.requireNonNull(file, "file");
    header = Map.copyOf(header);
    entries = List.copyOf(entries);
    problems = List.copyOf(problems);
  }
}
