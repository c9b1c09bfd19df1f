package io.tablescope.app.hostile;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * What a folder holds, to prove a run changed nothing: each entry's kind, and a regular file's
 * digest and modification time. Links and special files are recorded, never followed or opened.
 */
record FolderPrint(Map<String, String> entries) {

  static FolderPrint of(Path folder) {
    Map<String, String> entries = new TreeMap<>();
    try (Stream<Path> walk = Files.walk(folder)) {
      walk.forEach(path -> entries.put(folder.relativize(path).toString(), describe(path)));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return new FolderPrint(entries);
  }

  private static String describe(Path path) {
    try {
      if (Files.isSymbolicLink(path)) {
        return "link to " + Files.readSymbolicLink(path);
      }
      if (Files.isDirectory(path, LinkOption.NOFOLLOW_LINKS)) {
        return "folder";
      }
      if (!Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS)) {
        return "special";
      }
      if (!Files.isReadable(path)) {
        return "unreadable " + Files.getLastModifiedTime(path, LinkOption.NOFOLLOW_LINKS);
      }
      byte[] digest = MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(path));
      return HexFormat.of().formatHex(digest)
          + " "
          + Files.getLastModifiedTime(path, LinkOption.NOFOLLOW_LINKS);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
