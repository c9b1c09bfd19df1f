package io.tablescope.format.metadata;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.Problem;
import io.tablescope.format.io.LocalFileAccess;
import io.tablescope.format.testing.MetadataAssertions;
import io.tablescope.format.testing.SharedFixtures;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Iceberg's own metadata test files: where iceberg-core reads a file, Tablescope reads the same
 * values; where iceberg-core rejects it, Tablescope's first problem is iceberg-core's message.
 */
class IcebergFixtureMetadataTest {

  static Stream<Path> fixtures() throws IOException {
    return Files.list(SharedFixtures.icebergCoreMetadata())
        .filter(path -> path.toString().endsWith(".json"))
        .sorted();
  }

  @ParameterizedTest
  @MethodSource("fixtures")
  void readsAsIcebergCoreDoes(Path file) throws IOException {
    String json = Files.readString(file);
    TableMetadata mine = new TableMetadataParser().read(new LocalFileAccess(), file.toString());

    org.apache.iceberg.TableMetadata expected;
    try {
      expected = org.apache.iceberg.TableMetadataParser.fromJson(json);
    } catch (IllegalArgumentException rejected) {
      assertThat(mine.problems()).as("problems of %s", file.getFileName()).isNotEmpty();
      Problem first = mine.problems().get(0);
      assertThat(first.message()).isEqualTo(rejected.getMessage());
      assertThat(first.path()).isEqualTo(file.toString());
      return;
    }
    MetadataAssertions.assertSameMetadata(expected, mine);
  }
}
