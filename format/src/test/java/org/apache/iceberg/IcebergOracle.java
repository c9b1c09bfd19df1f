package org.apache.iceberg;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.iceberg.io.CloseableIterable;

/**
 * iceberg-core's own reading of manifest entries, for tests that compare Tablescope with it. It
 * lives in iceberg-core's package because {@code ManifestReader.entries()} (every entry, DELETED
 * ones included, after inheritance) is package-private there.
 */
public final class IcebergOracle {
  private IcebergOracle() {}

  /** An entry as iceberg-core reads it: effective values after inheritance, the file copied. */
  public record OracleEntry(
      int status,
      Long snapshotId,
      Long dataSequenceNumber,
      Long fileSequenceNumber,
      ContentFile<?> file) {}

  /** Every entry of a manifest of the table, in file order. */
  public static List<OracleEntry> entries(Table table, ManifestFile manifest) {
    List<OracleEntry> entries = new ArrayList<>();
    try (ManifestReader<?> reader = open(table.io(), manifest, table.specs());
        CloseableIterable<? extends ManifestEntry<?>> all = reader.entries()) {
      for (ManifestEntry<?> entry : all) {
        entries.add(
            new OracleEntry(
                entry.status().id(),
                entry.snapshotId(),
                entry.dataSequenceNumber(),
                entry.fileSequenceNumber(),
                entry.file().copy()));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return entries;
  }

  private static ManifestReader<?> open(
      org.apache.iceberg.io.FileIO io,
      ManifestFile manifest,
      java.util.Map<Integer, PartitionSpec> specs) {
    return manifest.content() == ManifestContent.DATA
        ? ManifestFiles.read(manifest, io, specs)
        : ManifestFiles.readDeleteManifest(manifest, io, specs);
  }

  /**
   * Counts every entry of a manifest by status, as a benchmark baseline: {existing, added,
   * deleted}.
   */
  public static long[] countEntries(
      org.apache.iceberg.io.FileIO io,
      ManifestFile manifest,
      java.util.Map<Integer, PartitionSpec> specs) {
    long[] counts = new long[3];
    try (ManifestReader<?> reader = open(io, manifest, specs);
        CloseableIterable<? extends ManifestEntry<?>> all = reader.entries()) {
      for (ManifestEntry<?> entry : all) {
        counts[entry.status().id()]++;
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return counts;
  }

  /**
   * Counts every entry of the current snapshot's manifests, read in parallel on the given threads,
   * as a benchmark baseline: iceberg-core's way from parsed metadata to the entries.
   */
  public static long countCurrentEntries(
      org.apache.iceberg.io.FileIO io,
      TableMetadata metadata,
      java.util.concurrent.Executor readers) {
    java.util.List<java.util.concurrent.CompletableFuture<long[]>> counts =
        new java.util.ArrayList<>();
    for (ManifestFile manifest : metadata.currentSnapshot().allManifests(io)) {
      counts.add(
          java.util.concurrent.CompletableFuture.supplyAsync(
              () -> countEntries(io, manifest, metadata.specsById()), readers));
    }
    return counts.stream()
        .map(java.util.concurrent.CompletableFuture::join)
        .mapToLong(c -> c[0] + c[1] + c[2])
        .sum();
  }
}
