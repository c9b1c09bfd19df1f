package io.tablescope.format.iceberg.manifest;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.iceberg.metadata.PartitionSpec;
import io.tablescope.format.iceberg.metadata.TableMetadata;
import io.tablescope.format.iceberg.metadata.TableMetadataParser;
import io.tablescope.format.io.LocalFileAccess;
import io.tablescope.format.testing.LargeTable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.iceberg.HasTableOperations;
import org.apache.iceberg.Table;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Entries of one manifest that repeat a partition tuple or a file format hold one instance of it,
 * read with or without statistics: a large table's entries then fit in a small heap.
 */
class SharedValuesTest {
  @TempDir Path folder;

  @Test
  void entriesInOnePartitionShareItsTupleAndFormat() throws IOException {
    // One manifest of 16 files in 8 categories (LargeTable partitions by category).
    Table table = LargeTable.withEntries(folder, 1, 16);
    String metadataFile =
        ((HasTableOperations) table).operations().current().metadataFileLocation();
    TableMetadata metadata = new TableMetadataParser().read(new LocalFileAccess(), metadataFile);
    Map<Integer, PartitionSpec> specs = new HashMap<>();
    metadata.partitionSpecs().forEach(spec -> specs.put(spec.specId(), spec));
    PartitionTypes types = new PartitionTypes(metadata);
    String listPath = metadata.currentSnapshot().orElseThrow().manifestList();
    ManifestFile manifest =
        new ManifestListReader(specs, types)
            .read(listPath, Files.readAllBytes(Path.of(listPath)))
            .manifests()
            .get(0);
    byte[] bytes = Files.readAllBytes(Path.of(manifest.path()));
    ManifestReader reader = new ManifestReader(specs, types);

    for (Manifest read :
        List.of(reader.read(manifest, bytes), reader.readWithoutStats(manifest, bytes))) {
      List<ContentFile> files = read.entries().stream().map(ManifestEntry::file).toList();
      assertThat(files).hasSize(16);
      Map<List<PartitionValue>, List<ContentFile>> byPartition =
          files.stream().collect(Collectors.groupingBy(ContentFile::partition));
      assertThat(byPartition).hasSize(8);
      for (List<ContentFile> sameTuple : byPartition.values()) {
        assertThat(sameTuple).hasSize(2);
        assertThat(sameTuple.get(1).partition()).isSameAs(sameTuple.get(0).partition());
      }
      assertThat(files)
          .allSatisfy(file -> assertThat(file.format()).isSameAs(files.get(0).format()));
    }
  }
}
