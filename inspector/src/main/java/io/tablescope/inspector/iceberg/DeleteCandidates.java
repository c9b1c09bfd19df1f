package io.tablescope.inspector.iceberg;

import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.FileContent;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.metadata.PartitionSpec;
import io.tablescope.format.iceberg.metadata.TableMetadata;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The live delete entries of a snapshot indexed by what they can apply to, so that each data file
 * is weighed only against the deletes it could meet: those referencing it, those of its spec and
 * partition, and the global (unpartitioned) equality deletes. {@link ApplicableDeletes} then
 * decides. Each delete is kept with a key its caller chooses.
 */
public final class DeleteCandidates {
  private final TableMetadata metadata;
  private final Map<String, List<Map.Entry<String, ManifestEntry>>> byReferencedFile =
      new HashMap<>();
  private final Map<String, List<Map.Entry<String, ManifestEntry>>> byPartition = new HashMap<>();
  private final List<Map.Entry<String, ManifestEntry>> global = new ArrayList<>();

  public DeleteCandidates(TableMetadata metadata) {
    this.metadata = metadata;
  }

  public void add(String key, ManifestEntry entry) {
    ContentFile delete = entry.file();
    Map.Entry<String, ManifestEntry> keyed = Map.entry(key, entry);
    if (delete.content() == FileContent.POSITION_DELETES) {
      String referenced = DeleteMatching.referencedDataFile(delete);
      if (referenced != null) {
        byReferencedFile.computeIfAbsent(referenced, path -> new ArrayList<>()).add(keyed);
        return;
      }
    } else if (metadata.spec(delete.specId()).map(PartitionSpec::isUnpartitioned).orElse(false)) {
      // A global equality delete may apply to any data file.
      global.add(keyed);
      return;
    }
    byPartition.computeIfAbsent(partitionKey(delete), partition -> new ArrayList<>()).add(keyed);
  }

  /** The deletes that could apply to a data file, keyed as they were added. */
  public List<Map.Entry<String, ManifestEntry>> of(ContentFile data) {
    if (byReferencedFile.isEmpty() && byPartition.isEmpty() && global.isEmpty()) {
      return List.of();
    }
    List<Map.Entry<String, ManifestEntry>> candidates =
        new ArrayList<>(byReferencedFile.getOrDefault(data.path(), List.of()));
    candidates.addAll(byPartition.getOrDefault(partitionKey(data), List.of()));
    candidates.addAll(global);
    return candidates;
  }

  /** Spec and partition values as text: equal exactly when two files share spec and partition. */
  private static String partitionKey(ContentFile file) {
    return file.specId() + "|" + file.partitionText();
  }
}
