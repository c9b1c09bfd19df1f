package io.tablescope.format.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Local and Hadoop file access answer alike on the same folder. */
class FileAccessTest {
  @TempDir Path folder;

  private FileAccess access(String kind) {
    return kind.equals("hadoop")
        ? new HadoopFileAccess(URI.create("file:///"))
        : new LocalFileAccess();
  }

  private String location(String kind, Path path) {
    return kind.equals("hadoop") ? path.toUri().toString() : path.toString();
  }

  @ParameterizedTest
  @ValueSource(strings = {"local", "hadoop"})
  void readsListsAndTellsFilesFromFolders(String kind) throws IOException {
    Files.writeString(folder.resolve("b.txt"), "bee");
    Files.writeString(folder.resolve("a.txt"), "ay");
    Files.createDirectory(folder.resolve("sub"));
    FileAccess files = access(kind);
    String a = location(kind, folder.resolve("a.txt"));

    assertThat(files.isFile(a)).isTrue();
    assertThat(files.isDirectory(a)).isFalse();
    assertThat(files.isDirectory(location(kind, folder.resolve("sub")))).isTrue();
    assertThat(files.isFile(location(kind, folder.resolve("missing")))).isFalse();
    assertThat(files.length(a)).isEqualTo(2);
    Files.setLastModifiedTime(folder.resolve("a.txt"), FileTime.fromMillis(1_700_000_000_000L));
    assertThat(files.modificationTime(a)).isEqualTo(1_700_000_000_000L);
    assertThat(new String(files.readAllBytes(a), StandardCharsets.UTF_8)).isEqualTo("ay");
    try (InputStream in = files.open(a)) {
      assertThat(in.readAllBytes()).hasSize(2);
    }
    List<String> names =
        files.list(location(kind, folder)).stream().map(FileAccess::fileName).toList();
    assertThat(names).containsExactly("a.txt", "b.txt", "sub");
  }

  @Test
  void choosesLocalAccessForPathsAndFileUris() {
    assertThat(Storage.local().accessFor("/tmp/t")).isInstanceOf(LocalFileAccess.class);
    assertThat(Storage.local().accessFor("file:/tmp/t")).isInstanceOf(LocalFileAccess.class);
    assertThat(LocalFileAccess.toPath("file:/tmp/t/x")).isEqualTo(Path.of("/tmp/t/x"));
    assertThat(LocalFileAccess.toPath("file:///tmp/t/x")).isEqualTo(Path.of("/tmp/t/x"));
    assertThat(LocalFileAccess.isLocal("hdfs://nn:8020/wh/t")).isFalse();
    assertThat(LocalFileAccess.isLocal("s3a://bucket/wh/t")).isFalse();
  }

  @Test
  void aLocationThatCannotBeALocalPathIsAnErrorNamingIt() {
    LocalFileAccess files = new LocalFileAccess();
    String damaged = folder.resolve("a.txt") + "\0\0";

    assertThat(files.isFile(damaged)).isFalse();
    assertThat(files.isDirectory(damaged)).isFalse();
    assertThatThrownBy(() -> files.readAllBytes(damaged))
        .isInstanceOf(IOException.class)
        .hasMessageStartingWith("Not a valid local path: " + damaged);
  }
}
