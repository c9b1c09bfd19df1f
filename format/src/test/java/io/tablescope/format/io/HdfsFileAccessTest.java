package io.tablescope.format.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.tablescope.format.testing.MiniHdfs;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Storage reads a real HDFS (a MiniDFSCluster on loopback) as it reads the local disk. */
class HdfsFileAccessTest {
  @TempDir static Path temp;
  private static MiniHdfs hdfs;

  @BeforeAll
  static void startHdfs() throws IOException {
    hdfs = MiniHdfs.start(temp.resolve("hdfs"));
  }

  @AfterAll
  static void stopHdfs() throws IOException {
    hdfs.close();
  }

  @Test
  void readsListsAndDatesFilesAsTheLocalCopy() throws IOException {
    Path local = temp.resolve("local");
    Files.createDirectories(local.resolve("sub"));
    Files.writeString(local.resolve("b.txt"), "bee");
    Files.writeString(local.resolve("a.txt"), "ay");
    Files.writeString(local.resolve("sub/c.txt"), "sea");
    Files.setLastModifiedTime(local.resolve("a.txt"), FileTime.fromMillis(1_700_000_000_123L));
    String remote = hdfs.copy(local, "/read/folder");
    Storage storage = Storage.local();

    assertThat(storage.list(remote).stream().map(FileAccess::fileName).toList())
        .isEqualTo(storage.list(local.toString()).stream().map(FileAccess::fileName).toList())
        .containsExactly("a.txt", "b.txt", "sub");
    assertThat(storage.isFile(remote + "/a.txt")).isTrue();
    assertThat(storage.isDirectory(remote + "/sub")).isTrue();
    assertThat(storage.isFile(remote + "/missing")).isFalse();
    assertThat(storage.length(remote + "/b.txt")).isEqualTo(3);
    assertThat(storage.modificationTime(remote + "/a.txt")).isEqualTo(1_700_000_000_123L);
    assertThat(new String(storage.readAllBytes(remote + "/sub/c.txt"), StandardCharsets.UTF_8))
        .isEqualTo("sea");
    assertThat(storage.listEntries(remote))
        .extracting(entry -> FileAccess.fileName(entry.location()), FileEntry::directory)
        .containsExactly(tuple("a.txt", false), tuple("b.txt", false), tuple("sub", true));
    assertThat(files(storage.listEntries(remote)))
        .isEqualTo(files(storage.listEntries(local.toString())));
  }

  /** Name, length and time of each file (a folder's time is the store's own). */
  private static List<String> files(List<FileEntry> entries) {
    return entries.stream()
        .filter(entry -> !entry.directory())
        .map(
            entry ->
                FileAccess.fileName(entry.location())
                    + " "
                    + entry.length()
                    + " "
                    + entry.modificationTime())
        .toList();
  }
}
