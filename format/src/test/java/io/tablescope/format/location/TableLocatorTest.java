package io.tablescope.format.location;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TableLocatorTest {
  @TempDir Path table;

  private Path metadata(String name) throws IOException {
    Path folder = Files.createDirectories(table.resolve("metadata"));
    return Files.writeString(folder.resolve(name), "{}");
  }

  @Test
  void versionHintNamesTheFile() throws IOException {
    metadata("v1.metadata.json");
    Path v2 = metadata("v2.metadata.json");
    metadata("v3.metadata.json");
    Files.writeString(table.resolve("metadata/version-hint.text"), "2\n");

    LocatedTable located = new TableLocator().locate(table.toString());

    assertThat(located.metadataFile()).isEqualTo(v2.toString());
    assertThat(located.tableRoot()).isEqualTo(table.toString());
    assertThat(located.howFound()).isEqualTo("version-hint.text says 2");
  }

  @Test
  void withoutAHintTheHighestVersionWinsAcrossNamingSchemes() throws IOException {
    metadata("v9.metadata.json");
    Path newest = metadata("00010-6b7bd4f5-4a4b-4b4a-9a5e-0c1c9d7f1e2a.metadata.json");
    metadata("00002-1b7bd4f5-4a4b-4b4a-9a5e-0c1c9d7f1e2a.metadata.json");

    assertThat(new TableLocator().locate(table.toString()).metadataFile())
        .isEqualTo(newest.toString());
  }

  @Test
  void aHintToAMissingVersionFallsBackToTheHighest() throws IOException {
    Path v2 = metadata("v2.metadata.json");
    Files.writeString(table.resolve("metadata/version-hint.text"), "7");

    LocatedTable located = new TableLocator().locate(table.toString());

    assertThat(located.metadataFile()).isEqualTo(v2.toString());
    assertThat(located.howFound()).startsWith("highest version in ");
  }

  @Test
  void theMetadataFolderAndAFileCanBeOpenedDirectly() throws IOException {
    Path v1 = metadata("v1.metadata.json");
    Path v2 = metadata("v2.metadata.json");

    assertThat(new TableLocator().locate(table.resolve("metadata").toString()).metadataFile())
        .isEqualTo(v2.toString());
    LocatedTable direct = new TableLocator().locate(v1.toString());
    assertThat(direct.metadataFile()).isEqualTo(v1.toString());
    assertThat(direct.tableRoot()).isEqualTo(table.toString());
  }

  @Test
  void aFolderWithoutMetadataIsNotATable() {
    assertThatThrownBy(() -> new TableLocator().locate(table.toString()))
        .isInstanceOf(TableNotFoundException.class)
        .hasMessage(
            table + ": no Iceberg table here (no metadata/ folder and no *.metadata.json file)");
  }

  @Test
  void anEmptyMetadataFolderSaysSo() throws IOException {
    Files.createDirectories(table.resolve("metadata"));

    assertThatThrownBy(() -> new TableLocator().locate(table.toString()))
        .hasMessage(table.resolve("metadata") + ": no *.metadata.json file in the metadata folder");
  }
}
