package io.tablescope.format.iceberg.location;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablescope.format.Problem;
import io.tablescope.format.io.Storage;
import io.tablescope.format.location.TableNotFoundException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.iceberg.HasTableOperations;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableMetadata;
import org.apache.iceberg.hadoop.HadoopTables;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TableLocatorTest {
  private static final Schema SCHEMA =
      new Schema(Types.NestedField.required(1, "id", Types.LongType.get()));

  @TempDir Path table;

  private Path metadata(String name) throws IOException {
    Path folder = Files.createDirectories(table.resolve("metadata"));
    return Files.writeString(folder.resolve(name), "{}");
  }

  /** A Hadoop table written by iceberg-core with metadata v1 to v3 and its version hint. */
  private Table hadoopTable() {
    HadoopTables tables = new HadoopTables(new Configuration());
    Table written =
        tables.create(SCHEMA, PartitionSpec.unpartitioned(), Map.of(), table.toString());
    written.updateProperties().set("a", "1").commit();
    written.updateProperties().set("b", "2").commit();
    return written;
  }

  private String icebergReads() {
    Table loaded = new HadoopTables(new Configuration()).load(table.toString());
    return ((HasTableOperations) loaded).operations().current().metadataFileLocation();
  }

  private void hint(String text) throws IOException {
    Files.writeString(table.resolve("metadata/version-hint.text"), text);
  }

  private static String local(String location) {
    return location.startsWith("file:")
        ? Path.of(java.net.URI.create(location)).toString()
        : location;
  }

  @Test
  void versionHintNamesTheFile() throws IOException {
    hadoopTable();

    LocatedTable located = new TableLocator(Storage.local()).locate(table.toString());

    assertThat(located.metadataFile()).isEqualTo(local(icebergReads()));
    assertThat(located.metadataFile()).endsWith("v3.metadata.json");
    assertThat(located.tableRoot()).isEqualTo(table.toString());
    assertThat(located.howFound()).isEqualTo("version-hint.text says 3");
    assertThat(located.problems()).isEmpty();
  }

  @Test
  void aStaleHintIsReadOnToTheNewestConsecutiveVersionAsIcebergDoes() throws IOException {
    hadoopTable();
    hint("1");

    LocatedTable located = new TableLocator(Storage.local()).locate(table.toString());

    assertThat(located.metadataFile())
        .isEqualTo(local(icebergReads()))
        .endsWith("v3.metadata.json");
    assertThat(located.howFound())
        .isEqualTo("version-hint.text says 1; read on to v3 as iceberg-core does");
  }

  @Test
  void aHintThatIsNotANumberIsAProblemAndTheNewestIsRead() throws IOException {
    hadoopTable();
    hint("three");

    LocatedTable located = new TableLocator(Storage.local()).locate(table.toString());

    assertThat(located.metadataFile()).isEqualTo(local(icebergReads()));
    assertThat(located.howFound()).startsWith("highest version in ");
    assertThat(located.problems())
        .singleElement()
        .satisfies(
            problem -> {
              assertThat(problem.path()).endsWith("metadata/version-hint.text");
              assertThat(problem.message())
                  .isEqualTo(
                      "holds 'three', not a version number; the newest metadata file is read");
            });
  }

  @Test
  void aHintToAMissingFileIsAProblemAndTheNewestIsReadAsIcebergDoes() throws IOException {
    hadoopTable();
    hint("7");

    LocatedTable located = new TableLocator(Storage.local()).locate(table.toString());

    assertThat(located.metadataFile())
        .isEqualTo(local(icebergReads()))
        .endsWith("v3.metadata.json");
    assertThat(located.problems())
        .extracting(Problem::message)
        .containsExactly(
            "says 7, but there is no v7 metadata file; the newest metadata file is read, as"
                + " iceberg-core does");
  }

  @Test
  void aHintThatIsALinkLoopIsAProblemAndTheNewestIsRead() throws IOException {
    hadoopTable();
    Path hint = table.resolve("metadata/version-hint.text");
    Files.delete(hint);
    Files.createSymbolicLink(hint, hint.getFileName());

    LocatedTable located = new TableLocator(Storage.local()).locate(table.toString());

    assertThat(located.metadataFile()).endsWith("v3.metadata.json");
    assertThat(located.problems())
        .singleElement()
        .satisfies(
            problem -> {
              assertThat(problem.path()).isEqualTo(hint.toString());
              assertThat(problem.message())
                  .isEqualTo(
                      "not a file that can be read: a symbolic link that loops or cannot be"
                          + " followed; the newest metadata file is read");
            });
  }

  @Test
  void aHintLongerThanAnyNumberIsNotReadWhole() throws IOException {
    hadoopTable();
    hint("3".repeat(10_000));

    LocatedTable located = new TableLocator(Storage.local()).locate(table.toString());

    assertThat(located.metadataFile()).endsWith("v3.metadata.json");
    assertThat(located.problems())
        .extracting(Problem::message)
        .containsExactly(
            "holds more than 100 bytes, not a version number; the newest metadata file is read");
  }

  @Test
  void aNewestMetadataFileThatIsAFolderIsPassedOverForTheOneBefore() throws IOException {
    hadoopTable();
    Files.delete(table.resolve("metadata/version-hint.text"));
    Path v4 = Files.createDirectory(table.resolve("metadata/v4.metadata.json"));
    Path v5 = table.resolve("metadata/v5.metadata.json");
    Files.createSymbolicLink(v5, Path.of("nowhere"));

    LocatedTable located = new TableLocator(Storage.local()).locate(table.toString());

    assertThat(located.metadataFile()).endsWith("v3.metadata.json");
    assertThat(located.problems())
        .extracting(Problem::path, Problem::message)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(
                v5.toString(),
                "not a file that can be read: a link to nothing; passed over for an older one"),
            org.assertj.core.groups.Tuple.tuple(
                v4.toString(),
                "not a file that can be read: a folder, not a file; passed over for an older one"));
  }

  @Test
  void withoutAHintTheHighestVersionWinsAsIcebergFindsIt() throws IOException {
    hadoopTable();
    Files.delete(table.resolve("metadata/version-hint.text"));

    assertThat(new TableLocator(Storage.local()).locate(table.toString()).metadataFile())
        .isEqualTo(local(icebergReads()));
  }

  @Test
  void theVersionIsTheNumberBeforeTheFirstDashAsIcebergCatalogsReadIt() throws IOException {
    metadata("00003-6b7bd4f5-4a4b-4b4a-9a5e-0c1c9d7f1e2a.metadata.json");
    Path newest = metadata("00004-anything.metadata.json");
    TableMetadata any =
        TableMetadata.newTableMetadata(SCHEMA, PartitionSpec.unpartitioned(), "/t", Map.of());

    LocatedTable located = new TableLocator(Storage.local()).locate(table.toString());

    assertThat(located.metadataFile()).isEqualTo(newest.toString());
    for (String name :
        List.of(
            "00003-6b7bd4f5-4a4b-4b4a-9a5e-0c1c9d7f1e2a.metadata.json",
            "00004-anything.metadata.json",
            "00012-x.gz.metadata.json",
            "00007-x.metadata.json.gz",
            "abc-1.metadata.json",
            "99999999999-x.metadata.json")) {
      assertThat(MetadataFileNames.version("/t/metadata/" + name))
          .as(name)
          .isEqualTo(MetastoreVersion.of("/t/metadata/" + name, any));
    }
    assertThat(MetadataFileNames.version("v12.gz.metadata.json")).isEqualTo(12);
    assertThat(MetadataFileNames.version("v5.metadata.json.gz")).isEqualTo(5);
  }

  @Test
  void namesWithoutAVersionAreListedAndNotTakenForTheNewest() throws IOException {
    Path versioned = metadata("00001-a.metadata.json");
    metadata("current.metadata.json");

    LocatedTable located = new TableLocator(Storage.local()).locate(table.toString());

    assertThat(located.metadataFile()).isEqualTo(versioned.toString());
    assertThat(located.metadataFiles())
        .extracting(file -> Path.of(file).getFileName().toString())
        .containsExactly("00001-a.metadata.json", "current.metadata.json");
    assertThat(located.problems())
        .singleElement()
        .satisfies(
            problem -> {
              assertThat(problem.kind()).isEqualTo(Problem.Kind.UNSUPPORTED);
              assertThat(problem.message())
                  .startsWith("no version in the name")
                  .endsWith(": current.metadata.json");
            });
  }

  @Test
  void anyMetadataFileOfTheFolderCanBeChosenByNameOrPath() throws IOException {
    Path v1 = metadata("v1.metadata.json");
    Path v2 = metadata("v2.metadata.json");
    metadata("v3.metadata.json");

    LocatedTable byName =
        new TableLocator(Storage.local()).locate(table.toString(), "v1.metadata.json");
    LocatedTable byPath = new TableLocator(Storage.local()).locate(table.toString(), v2.toString());

    assertThat(byName.metadataFile()).isEqualTo(v1.toString());
    assertThat(byName.howFound()).isEqualTo("chosen by the user");
    assertThat(byName.metadataFiles())
        .extracting(file -> Path.of(file).getFileName().toString())
        .containsExactly("v3.metadata.json", "v2.metadata.json", "v1.metadata.json");
    assertThat(byPath.metadataFile()).isEqualTo(v2.toString());
    assertThatThrownBy(
            () -> new TableLocator(Storage.local()).locate(table.toString(), "v9.metadata.json"))
        .isInstanceOf(TableNotFoundException.class)
        .hasMessage(
            "v9.metadata.json: no such metadata file (looked in "
                + table.resolve("metadata")
                + ")");
  }

  @Test
  void theMetadataFolderAndAFileCanBeOpenedDirectly() throws IOException {
    Path v1 = metadata("v1.metadata.json");
    Path v2 = metadata("v2.metadata.json");

    assertThat(
            new TableLocator(Storage.local())
                .locate(table.resolve("metadata").toString())
                .metadataFile())
        .isEqualTo(v2.toString());
    LocatedTable direct = new TableLocator(Storage.local()).locate(v1.toString());
    assertThat(direct.metadataFile()).isEqualTo(v1.toString());
    assertThat(direct.tableRoot()).isEqualTo(table.toString());
    assertThat(direct.metadataFiles()).containsExactly(v2.toString(), v1.toString());
  }

  @Test
  void aFolderWithoutMetadataIsNotATable() {
    assertThatThrownBy(() -> new TableLocator(Storage.local()).locate(table.toString()))
        .isInstanceOf(TableNotFoundException.class)
        .hasMessage(
            table + ": no Iceberg table here (no metadata/ folder and no *.metadata.json file)");
  }

  @Test
  void anEmptyMetadataFolderSaysSo() throws IOException {
    Files.createDirectories(table.resolve("metadata"));

    assertThatThrownBy(() -> new TableLocator(Storage.local()).locate(table.toString()))
        .hasMessage(table.resolve("metadata") + ": no *.metadata.json file in the metadata folder");
  }
}
