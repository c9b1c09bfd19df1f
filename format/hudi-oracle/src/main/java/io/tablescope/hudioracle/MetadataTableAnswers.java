package io.tablescope.hudioracle;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.hudi.client.common.HoodieJavaEngineContext;
import org.apache.hudi.common.config.HoodieMetadataConfig;
import org.apache.hudi.common.table.HoodieTableMetaClient;
import org.apache.hudi.metadata.FileSystemBackedTableMetadata;
import org.apache.hudi.metadata.HoodieBackedTableMetadata;
import org.apache.hudi.metadata.HoodieTableMetadata;
import org.apache.hudi.storage.StoragePath;
import org.apache.hudi.storage.StoragePathInfo;

/**
 * What Hudi's metadata table says of the table's files, as a reader with the metadata table on asks
 * it ({@link HoodieBackedTableMetadata}): the partitions, and each partition's files with their
 * sizes; beside it, what a reader with the metadata table off lists ({@link
 * FileSystemBackedTableMetadata}). Null when the table has no metadata table.
 */
final class MetadataTableAnswers {
  private MetadataTableAnswers() {}

  static Map<String, Object> answer(HoodieJavaEngineContext context, HoodieTableMetaClient client)
      throws Exception {
    if (!client.getStorage().exists(new StoragePath(client.getMetaPath(), "metadata"))) {
      return null;
    }
    HoodieMetadataConfig config = HoodieMetadataConfig.newBuilder().enable(true).build();
    String base = client.getBasePath().toString();
    try (HoodieBackedTableMetadata metadata =
        new HoodieBackedTableMetadata(context, client.getStorage(), config, base)) {
      Map<String, Object> out = new LinkedHashMap<>();
      out.put("syncedInstant", metadata.getSyncedInstantTime().orElse(null));
      out.put("partitions", sorted(metadata.getAllPartitionPaths()));
      out.put("files", files(client, metadata));
      FileSystemBackedTableMetadata storage =
          new FileSystemBackedTableMetadata(
              context, client.getTableConfig(), client.getStorage(), base);
      out.put("storageFiles", files(client, storage));
      return out;
    }
  }

  /** Each partition's files, with their sizes, by name. */
  private static Map<String, Object> files(
      HoodieTableMetaClient client, HoodieTableMetadata listing) throws Exception {
    Map<String, Object> files = new TreeMap<>();
    for (String partition : sorted(listing.getAllPartitionPaths())) {
      StoragePath path =
          partition.isEmpty()
              ? client.getBasePath()
              : new StoragePath(client.getBasePath(), partition);
      Map<String, Long> sizes = new TreeMap<>();
      for (StoragePathInfo file : listing.getAllFilesInPartition(path)) {
        sizes.put(file.getPath().getName(), file.getLength());
      }
      files.put(partition, sizes);
    }
    return files;
  }

  private static List<String> sorted(List<String> partitions) {
    List<String> sorted = new ArrayList<>(partitions);
    sorted.sort(Comparator.naturalOrder());
    return sorted;
  }
}
