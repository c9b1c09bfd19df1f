package io.tablescope.inspector.hudi.replay;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.io.Storage;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A pending write's markers, direct and the timeline server's, and the bound on their nesting. */
class MarkersTest {
  @TempDir Path table;

  @Test
  void directAndTimelineServerMarkersNameFileGroups() throws Exception {
    Path instant = table.resolve(".hoodie/.temp/20260101000000500");
    Files.createDirectories(instant.resolve("a/b"));
    Files.createFile(instant.resolve("a/b/f1-0_0-1-2_20260101000000500.parquet.marker.CREATE"));
    Files.createFile(
        instant.resolve("a/b/.f1-0_0-1-2_20260101000000500.parquet.marker.CREATE.crc"));
    Files.writeString(
        instant.resolve("MARKERS0"),
        "p0/.f0-0_20260101000000100.log.1_0-0-0.marker.APPEND\np0/junk\n");
    Files.writeString(instant.resolve("MARKERS.type"), "TIMELINE_SERVER_BASED");

    Markers.Read read = Markers.read(Storage.local(), table.toString(), "20260101000000500");

    assertThat(read.fileGroups())
        .containsExactly(new FileGroupId("a/b", "f1-0"), new FileGroupId("p0", "f0-0"));
    assertThat(read.markers()).isEqualTo(2);
    assertThat(read.problems()).isEmpty();
  }

  @Test
  void foldersNestedPastTheBoundAreAProblem() throws Exception {
    Path deep = table.resolve(".hoodie/.temp/20260101000000500");
    for (int i = 0; i <= Markers.MAX_DEPTH + 1; i++) {
      deep = deep.resolve("d");
    }
    Files.createDirectories(deep);

    Markers.Read read = Markers.read(Storage.local(), table.toString(), "20260101000000500");

    assertThat(read.problems()).singleElement().asString().contains("nested deeper than 32");
  }
}
