package io.tablescope.app.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A named pipe, a device or a link that loops where a table's file is expected: opening a FIFO
 * blocks until something writes to it and {@code /dev/zero} never ends, so each is named as what it
 * is, never read, and the rest of the table stays readable.
 */
class SpecialFilesTest {
  private static final Path ORDERS = Path.of("demo-warehouse/sales/orders");
  private static final Path EVENTS = Path.of("demo-warehouse/lake/events");
  private static final String NOT_REGULAR =
      "not a regular file: Tablescope reads only regular files";

  @TempDir Path folder;

  @Test
  void aFifoAsTheNewestMetadataFileIsNamedAndPassedOverUnopened() throws Exception {
    Path table = copy(ORDERS);
    Path fifo = table.resolve("metadata/v11.metadata.json");
    mkfifo(fifo);
    FolderPrint before = FolderPrint.of(table);

    assertPassedOver(table, fifo, "a named pipe (FIFO), " + NOT_REGULAR);

    assertThat(FolderPrint.of(table)).isEqualTo(before);
  }

  @Test
  void aLinkToDevZeroAsTheNewestMetadataFileIsNamedAndPassedOverUnread() throws Exception {
    Path table = copy(ORDERS);
    Path zero = table.resolve("metadata/v11.metadata.json");
    Files.createSymbolicLink(zero, Path.of("/dev/zero"));

    assertPassedOver(table, zero, "a character device, " + NOT_REGULAR);
  }

  @Test
  void aTableThatIsADeviceIsNamedAsNeitherFileNorFolder() {
    HostileRun.of("summary", "/dev/zero")
        .failsNaming("/dev/zero", "neither a regular file nor a folder");
  }

  @Test
  void aMetadataFileThatIsALinkLoopIsNamedAndPassedOver() throws Exception {
    Path table = copy(ORDERS);
    Path loop = table.resolve("metadata/v11.metadata.json");
    Files.createSymbolicLink(loop, loop.getFileName());

    assertPassedOver(table, loop, "a symbolic link that loops or cannot be followed");
  }

  @Test
  void aFifoAndADeviceAsManifestsAreProblemsOnTheirNodesOfTheTree() throws Exception {
    Path table = copy(ORDERS);
    Path[] manifests =
        Pattern.compile("data manifest \\S*/metadata/(\\S+\\.avro)")
            .matcher(HostileRun.of("tree", table.toString()).exits(0).out())
            .results()
            .map(match -> table.resolve("metadata").resolve(match.group(1)))
            .distinct()
            .toArray(Path[]::new);
    assertThat(manifests).as("the current snapshot's manifests").hasSizeGreaterThan(1);
    Files.delete(manifests[0]);
    mkfifo(manifests[0]);
    Files.delete(manifests[1]);
    Files.createSymbolicLink(manifests[1], Path.of("/dev/zero"));
    FolderPrint before = FolderPrint.of(table);

    HostileRun tree = HostileRun.of("tree", table.toString()).exits(0);

    assertThat(tree.out())
        .containsPattern(manifests[0].getFileName() + ": .*a named pipe \\(FIFO\\), " + NOT_REGULAR)
        .containsPattern(manifests[1].getFileName() + ": .*a character device, " + NOT_REGULAR)
        .contains("manifest list");
    assertThat(FolderPrint.of(table)).isEqualTo(before);
  }

  @Test
  void aFifoAsADeltaCommitCheckpointPointerOrChecksumIsAProblemOnIt() throws Exception {
    for (String name :
        new String[] {
          "00000000000000000011.json", "_last_checkpoint", "00000000000000000011.crc"
        }) {
      Path table = copy(EVENTS);
      Path special = table.resolve("_delta_log").resolve(name);
      Files.deleteIfExists(special);
      if (name.endsWith(".crc")) {
        Files.createSymbolicLink(special, Path.of("/dev/zero"));
      } else {
        mkfifo(special);
      }
      FolderPrint before = FolderPrint.of(table);

      HostileRun summary = HostileRun.of("summary", table.toString()).exits(0);

      assertThat(summary.out()).as(name).containsPattern(name + ".*" + NOT_REGULAR);
      assertThat(FolderPrint.of(table)).isEqualTo(before);
      delete(table);
    }
  }

  @Test
  void aFifoAsAnOperationFileIsNamed() throws Exception {
    Path table = copy(ORDERS);
    Path fifo = folder.resolve("op.json");
    mkfifo(fifo);

    HostileRun.of("replay", table.toString(), "--op", fifo.toString())
        .failsNaming(fifo.toString(), "a named pipe (FIFO), " + NOT_REGULAR);
  }

  /** The table is read from the newest metadata file that is one, and the other is named. */
  private static void assertPassedOver(Path table, Path special, String why) {
    HostileRun summary = HostileRun.of("summary", table.toString()).exits(0).inWords();

    assertThat(summary.out())
        .contains(table.resolve("metadata/v10.metadata.json").toString())
        .contains(special + ": not a file that can be read: " + why + "; passed over");
  }

  private Path copy(Path source) throws IOException {
    Path target = Files.createTempDirectory(folder, source.getFileName().toString());
    try (Stream<Path> walk = Files.walk(source)) {
      for (Path path : (Iterable<Path>) walk::iterator) {
        Path copy = target.resolve(source.relativize(path).toString());
        if (Files.isDirectory(path)) {
          Files.createDirectories(copy);
        } else {
          Files.copy(path, copy);
        }
      }
    }
    return target;
  }

  private static void delete(Path folder) throws IOException {
    try (Stream<Path> walk = Files.walk(folder)) {
      for (Path path : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(path);
      }
    }
  }

  private static void mkfifo(Path path) throws IOException, InterruptedException {
    Process process = new ProcessBuilder("mkfifo", path.toString()).inheritIO().start();
    assertThat(process.waitFor()).as("mkfifo %s", path).isZero();
  }
}
