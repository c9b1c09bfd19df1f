package io.tablescope.app.bench;

import io.tablescope.format.testing.MappedFileIO;
import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.apache.iceberg.Files;
import org.apache.iceberg.IcebergOracle;
import org.apache.iceberg.TableMetadata;
import org.apache.iceberg.TableMetadataParser;
import org.apache.iceberg.io.FileIO;

/**
 * iceberg-core's side of {@link StartupBenchmark}, run in a process of its own: parses a metadata
 * file, reads the current snapshot's manifest list and every entry of its manifests (in parallel,
 * one thread per core as iceberg-core's worker pool), and prints the entry count. Files are read
 * through java.nio, the table's recorded location mapped onto its folder, so neither side pays for
 * Hadoop.
 *
 * <p>Arguments: the metadata file, the table's folder.
 */
public final class IcebergCoreSummary {
  private IcebergCoreSummary() {}

  public static void main(String[] args) {
    Path metadataFile = Path.of(args[0]);
    TableMetadata metadata = TableMetadataParser.read(Files.localInput(metadataFile.toFile()));
    FileIO io = new MappedFileIO(metadata.location(), Path.of(args[1]));
    ExecutorService pool = Executors.newFixedThreadPool(Runtime.getRuntime().availableProcessors());
    try {
      long entries = IcebergOracle.countCurrentEntries(io, metadata, pool);
      System.out.println(
          "{\"snapshots\": " + metadata.snapshots().size() + ", \"entries\": " + entries + "}");
    } finally {
      pool.shutdownNow();
    }
  }
}
