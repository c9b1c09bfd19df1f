package io.tablescope.format.testing.delta;

import io.delta.kernel.Scan;
import io.delta.kernel.Snapshot;
import io.delta.kernel.Table;
import io.delta.kernel.data.FilteredColumnarBatch;
import io.delta.kernel.data.Row;
import io.delta.kernel.defaults.engine.DefaultEngine;
import io.delta.kernel.engine.Engine;
import io.delta.kernel.internal.InternalScanFileUtils;
import io.delta.kernel.internal.SnapshotImpl;
import io.delta.kernel.internal.actions.DeletionVectorDescriptor;
import io.delta.kernel.internal.actions.Metadata;
import io.delta.kernel.internal.actions.Protocol;
import io.delta.kernel.internal.util.VectorUtils;
import io.delta.kernel.utils.CloseableIterator;
import io.tablescope.format.delta.action.FileKey;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.apache.hadoop.conf.Configuration;

/**
 * Delta Kernel 4.0.0 as the oracle: the state it reads at a version, in Tablescope's terms (files
 * by path relative to the table root, URL-decoded, and deletion vector id as the protocol defines
 * it).
 */
public final class KernelOracle {
  private final Engine engine = DefaultEngine.create(new Configuration());

  /** What Kernel reads at one version. */
  public record KernelState(
      long version,
      Set<FileKey> files,
      int minReaderVersion,
      int minWriterVersion,
      Set<String> readerFeatures,
      Set<String> writerFeatures,
      String metadataId,
      String schemaString,
      List<String> partitionColumns,
      Map<String, String> configuration) {}

  /** The latest version Kernel sees. */
  public long latestVersion(Path root) {
    return Table.forPath(engine, root.toString()).getLatestSnapshot(engine).getVersion();
  }

  /** Kernel's state of the table at a version; throws what Kernel throws. */
  public KernelState stateAt(Path root, long version) {
    Snapshot snapshot =
        Table.forPath(engine, root.toString()).getSnapshotAsOfVersion(engine, version);
    SnapshotImpl impl = (SnapshotImpl) snapshot;
    Protocol protocol = impl.getProtocol();
    Metadata metadata = impl.getMetadata();
    return new KernelState(
        snapshot.getVersion(),
        files(root, snapshot),
        protocol.getMinReaderVersion(),
        protocol.getMinWriterVersion(),
        new TreeSet<>(protocol.getReaderFeatures()),
        new TreeSet<>(protocol.getWriterFeatures()),
        metadata.getId(),
        metadata.getSchemaString(),
        VectorUtils.toJavaList(metadata.getPartitionColumns()),
        metadata.getConfiguration());
  }

  /** Kernel's commit time of a version. */
  public long timestamp(Path root, long version) {
    return Table.forPath(engine, root.toString())
        .getSnapshotAsOfVersion(engine, version)
        .getTimestamp(engine);
  }

  /** Kernel's latest txn version for an application, if any. */
  public Optional<Long> transactionVersion(Path root, long version, String appId) {
    SnapshotImpl snapshot =
        (SnapshotImpl)
            Table.forPath(engine, root.toString()).getSnapshotAsOfVersion(engine, version);
    return snapshot.getLatestTransactionVersion(engine, appId);
  }

  /** Kernel's configuration of a domain, if active. */
  public Optional<String> domainMetadata(Path root, long version, String domain) {
    return Table.forPath(engine, root.toString())
        .getSnapshotAsOfVersion(engine, version)
        .getDomainMetadata(domain);
  }

  private Set<FileKey> files(Path root, Snapshot snapshot) {
    String rootPath = URI.create(root.toUri().toString()).getPath().replaceAll("/$", "");
    Scan scan = snapshot.getScanBuilder().build();
    Set<FileKey> files = new HashSet<>();
    try (CloseableIterator<FilteredColumnarBatch> batches = scan.getScanFiles(engine)) {
      while (batches.hasNext()) {
        try (CloseableIterator<Row> rows = batches.next().getRows()) {
          while (rows.hasNext()) {
            Row row = rows.next();
            String path = InternalScanFileUtils.getAddFileStatus(row).getPath();
            String decoded =
                path.startsWith("file:") ? URI.create(path.replace(" ", "%20")).getPath() : path;
            String relative =
                decoded.startsWith(rootPath + "/")
                    ? decoded.substring(rootPath.length() + 1)
                    : decoded;
            DeletionVectorDescriptor dv =
                InternalScanFileUtils.getDeletionVectorDescriptorFromRow(row);
            files.add(new FileKey(relative, dv == null ? null : uniqueId(dv)));
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return files;
  }

  /** The protocol's DV id (Kernel 4.0.0's own getUniqueId() prints the offset as Optional[n]). */
  private static String uniqueId(DeletionVectorDescriptor dv) {
    return dv.getStorageType()
        + dv.getPathOrInlineDv()
        + dv.getOffset().map(offset -> "@" + offset).orElse("");
  }
}
