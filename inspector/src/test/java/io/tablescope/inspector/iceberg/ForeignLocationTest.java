package io.tablescope.inspector.iceberg;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestList;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.testing.EntryAssertions;
import io.tablescope.format.testing.FileTableOperations;
import io.tablescope.format.testing.FixtureTables;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.apache.iceberg.HasTableOperations;
import org.apache.iceberg.Table;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Tables written by iceberg-core whose metadata is then rewritten the way other engines and tools
 * record locations (relative, {@code file:} forms, a second tool's prefix), copied to another
 * folder and opened there: every manifest list, manifest and entry reads as iceberg-core reads the
 * original, and paths outside the recorded location are named once.
 */
class ForeignLocationTest {
  @TempDir Path folder;

  static Stream<Arguments> rewrites() {
    UnaryOperator<String> unchanged = json -> json;
    UnaryOperator<String> withoutDot =
        json -> json.replace("\"./position_deletes/metadata/", "\"position_deletes/metadata/");
    UnaryOperator<String> tripleSlash =
        json ->
            json.replace(
                "\"file:/old//place/position_deletes/metadata/snap-",
                "\"file:///old/place/position_deletes/metadata/snap-");
    UnaryOperator<String> otherTool =
        json ->
            json.replace(
                    "\"s3://bucket/wh/position_deletes/metadata/snap-",
                    "\"some/other/prefix/metadata/snap-")
                .replace(
                    "\"location\":\"s3://bucket/wh/position_deletes\"",
                    "\"location\":\"gs://bucket/t\"");
    return Stream.of(
        Arguments.of(
            "location ./t, lists recorded as t/metadata/...",
            ".",
            withoutDot,
            "\"position_deletes/metadata/snap-",
            List.of()),
        Arguments.of(
            "location file:relative/t",
            "file:relative",
            unchanged,
            "\"location\":\"file:relative/position_deletes\"",
            List.of()),
        Arguments.of(
            "location file:/old//place/t, lists as file:///old/place/t/...",
            "file:/old//place",
            tripleSlash,
            "\"file:///old/place/position_deletes/metadata/snap-",
            List.of()),
        Arguments.of(
            "location gs://bucket/t, lists under some/other/prefix",
            "s3://bucket/wh",
            otherTool,
            "\"some/other/prefix/metadata/snap-",
            List.of("s3://bucket/wh/position_deletes", "some/other/prefix")));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("rewrites")
  void everyFileReadsAsIcebergCoreReadsTheOriginal(
      String name,
      String recordedRoot,
      UnaryOperator<String> rewrite,
      String written,
      List<String> outside)
      throws IOException {
    Table expected = new FixtureTables(folder.resolve("written"), recordedRoot).positionDeletes();
    FileTableOperations operations =
        (FileTableOperations) ((HasTableOperations) expected).operations();
    Path copy = folder.resolve("copy");
    copyTree(operations.io().localRoot(), copy);
    Path metadataFile =
        copy.resolve("metadata")
            .resolve(
                operations
                    .io()
                    .localPath(operations.current().metadataFileLocation())
                    .getFileName());
    String rewritten = rewrite.apply(Files.readString(metadataFile));
    assertThat(rewritten).contains(written);
    Files.writeString(metadataFile, rewritten);

    IcebergTable table = IcebergTable.open(copy.toString(), Runnable::run);

    assertThat(table.relocation().isRelocated()).isTrue();
    for (org.apache.iceberg.Snapshot snapshot : expected.snapshots()) {
      Snapshot mine = table.snapshot(snapshot.snapshotId()).orElseThrow();
      ManifestList list = table.manifestList(mine);
      assertThat(list.problems()).isEmpty();
      List<org.apache.iceberg.ManifestFile> manifests = snapshot.allManifests(expected.io());
      assertThat(list.manifests()).hasSameSizeAs(manifests);
      for (int i = 0; i < manifests.size(); i++) {
        Manifest read = table.manifest(list.manifests().get(i));
        assertThat(read.problems()).isEmpty();
        EntryAssertions.assertSameEntries(expected, manifests.get(i), read);
        for (ManifestEntry entry : read.entries()) {
          ContentFile file = entry.file();
          assertThat(table.exists(file.path())).as(file.path()).isTrue();
        }
      }
    }
    assertThat(table.outsidePrefixes()).containsExactlyElementsOf(outside);
  }

  private static void copyTree(Path from, Path to) {
    try (Stream<Path> paths = Files.walk(from)) {
      for (Path path : paths.toList()) {
        Path target = to.resolve(from.relativize(path).toString());
        if (Files.isDirectory(path)) {
          Files.createDirectories(target);
        } else {
          Files.copy(path, target);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
