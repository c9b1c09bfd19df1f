package io.tablescope.inspector.iceberg;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestList;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.testing.EntryAssertions;
import io.tablescope.format.testing.MappedFileIO;
import io.tablescope.format.testing.MetadataAssertions;
import java.io.IOException;
import java.io.InputStream;
import java.net.JarURLConnection;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import org.apache.iceberg.BaseTable;
import org.apache.iceberg.IcebergOracle;
import org.apache.iceberg.ManifestFile;
import org.apache.iceberg.StaticTableOperations;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableMetadataParser;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Tables written by other engines, from public test data on Maven Central (where each comes from,
 * and its licence, is in {@code src/test/resources/corpus/README.md}). Every metadata file of every
 * table is opened by Tablescope and by iceberg-core, each relocated from its recorded {@code s3://}
 * location onto the unpacked folder, and every metadata field, manifest list entry and manifest
 * entry must agree; a file iceberg-core cannot read must be a problem naming it.
 */
class CorpusTest {
  /** The folder of Iceberg tables in Trino's test jar, one table per subfolder. */
  private static final String TRINO_TABLES = "iceberg/";

  @TempDir static Path folder;

  private static ExecutorService executor;

  @BeforeAll
  static void unpack() throws IOException {
    executor = Executors.newFixedThreadPool(2);
    try (JarFile jar = trinoTestJar()) {
      for (JarEntry entry : Collections.list(jar.entries())) {
        if (entry.getName().startsWith(TRINO_TABLES) && !entry.isDirectory()) {
          Path target = folder.resolve(entry.getName());
          Files.createDirectories(target.getParent());
          try (InputStream in = jar.getInputStream(entry)) {
            Files.copy(in, target);
          }
        }
      }
    }
  }

  @AfterAll
  static void stopReaders() {
    executor.shutdownNow();
  }

  /** Every metadata file of the corpus, as {@code <table>/metadata/<file>}. */
  static Stream<String> metadataFiles() throws IOException {
    List<String> names = new ArrayList<>();
    try (JarFile jar = trinoTestJar()) {
      for (JarEntry entry : Collections.list(jar.entries())) {
        String name = entry.getName();
        if (name.startsWith(TRINO_TABLES) && name.endsWith(".metadata.json")) {
          names.add(name.substring(TRINO_TABLES.length()));
        }
      }
    }
    assertThat(names).as("metadata files in Trino's test jar").isNotEmpty();
    return names.stream().sorted();
  }

  @ParameterizedTest
  @MethodSource("metadataFiles")
  void readsAsIcebergCoreDoes(String name) throws IOException {
    Path metadataFile = folder.resolve(TRINO_TABLES).resolve(name);
    Path tableRoot = metadataFile.getParent().getParent();
    org.apache.iceberg.TableMetadata recorded =
        TableMetadataParser.fromJson(Files.readString(metadataFile));
    MappedFileIO io = new MappedFileIO(recorded.location(), tableRoot);
    Table expected =
        new BaseTable(
            new StaticTableOperations(
                recorded.location() + "/metadata/" + metadataFile.getFileName(), io),
            tableRoot.getFileName().toString());

    IcebergTable table = IcebergTable.open(metadataFile.toString(), executor);

    assertThat(table.relocation().isRelocated()).isTrue();
    MetadataAssertions.assertSameMetadata(
        ((BaseTable) expected).operations().current(), table.metadata());
    for (org.apache.iceberg.Snapshot snapshot : expected.snapshots()) {
      Snapshot mine = table.snapshot(snapshot.snapshotId()).orElseThrow();
      ManifestList list = table.manifestList(mine);
      List<ManifestFile> manifests;
      try {
        manifests = snapshot.allManifests(io);
      } catch (RuntimeException refused) {
        assertNamedProblem(list.problems(), snapshot.manifestListLocation(), refused);
        continue;
      }
      assertThat(list.problems()).isEmpty();
      assertThat(list.manifests()).hasSameSizeAs(manifests);
      for (int i = 0; i < manifests.size(); i++) {
        Manifest read = table.manifest(list.manifests().get(i));
        try {
          IcebergOracle.entries(expected, manifests.get(i));
        } catch (RuntimeException refused) {
          assertNamedProblem(read.problems(), manifests.get(i).path(), refused);
          continue;
        }
        EntryAssertions.assertSameEntries(expected, manifests.get(i), read);
      }
    }
  }

  private static void assertNamedProblem(
      List<Problem> problems, String path, RuntimeException refused) {
    assertThat(problems)
        .as("problems where iceberg-core says: %s", refused.getMessage())
        .extracting(Problem::path)
        .contains(path);
  }

  private static JarFile trinoTestJar() throws IOException {
    for (URL url : Collections.list(CorpusTest.class.getClassLoader().getResources("iceberg"))) {
      if (url.getProtocol().equals("jar") && url.getPath().contains("trino-iceberg")) {
        JarURLConnection connection = (JarURLConnection) url.openConnection();
        connection.setUseCaches(false);
        return connection.getJarFile();
      }
    }
    throw new IllegalStateException("io.trino:trino-iceberg:tests is not on the test classpath");
  }
}
