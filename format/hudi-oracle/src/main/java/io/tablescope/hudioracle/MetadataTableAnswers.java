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
import org.apache.hudi.metadata.HoodieBackedTableMetadata;
import org.apache.hudi.storage.StoragePath;
import org.apache.hudi.storage.StoragePathInfo;

/**
 * What Hudi's metadata table says of the table's files, as a reader with the metadata table on
 * asks it ({@link HoodieBackedTableMetadata}): the partitions, and each partition's files with
 * their sizes. Null when the table has no metadata table.
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
      List<String> partitions = new ArrayList<>(metadata.getAllPartitionPaths());
      partitions.sort(Comparator.naturalOrder());
      out.put("partitions", partitions);
      Map<String, Object> files = new TreeMap<>();
      for (String partition : partitions) {
        StoragePath path = partition.isEmpty() ? client.getBasePath() : new StoragePath(base, partition);
        Map<String, Long> sizes = new TreeMap<>();
        for (StoragePathInfo file : metadata.getAllFilesInPartition(path)) {
          sizes.put(file.getPath().getName(), file.getLength());
        }
        files.put(partition, sizes);
      }
      out.put("files", files);
      return out;
    }
  }
}
