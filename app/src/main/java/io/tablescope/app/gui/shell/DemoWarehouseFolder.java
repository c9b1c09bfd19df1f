package io.tablescope.app.gui.shell;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Finds the demo warehouse: {@code app/demo-warehouse} (or {@code demo-warehouse}) under the
 * working folder when run from a checkout, otherwise the copy bundled in the jar, unpacked into a
 * fresh temporary folder.
 */
public final class DemoWarehouseFolder {
  /** Where the build puts the demo warehouse among the app's resources. */
  static final String RESOURCE = "/io/tablescope/app/demo-warehouse";

  private DemoWarehouseFolder() {}

  /** The demo warehouse folder for a working folder. */
  public static Path locate(Path workingFolder) throws IOException {
    for (Path candidate :
        new Path[] {
          workingFolder.resolve("app/demo-warehouse"), workingFolder.resolve("demo-warehouse")
        }) {
      if (Files.isDirectory(candidate)) {
        return candidate;
      }
    }
    return unpackBundled();
  }

  /** Copies the bundled warehouse out of the jar (or class folder) into a temporary folder. */
  static Path unpackBundled() throws IOException {
    URL url = DemoWarehouseFolder.class.getResource(RESOURCE);
    if (url == null) {
      throw new IOException("The demo warehouse is not bundled (" + RESOURCE + ")");
    }
    Path target = Files.createTempDirectory("tablescope-demo-");
    URI uri;
    try {
      uri = url.toURI();
    } catch (URISyntaxException e) {
      throw new IOException("Cannot locate the bundled demo warehouse: " + url, e);
    }
    if (uri.getScheme().equals("jar")) {
      try (FileSystem jar = FileSystems.newFileSystem(uri, Map.of())) {
        copyTree(jar.getPath(RESOURCE), target);
      }
    } else {
      copyTree(Path.of(uri), target);
    }
    return target;
  }

  /** Copies a folder and everything in it; the source may be inside a jar. */
  static void copyTree(Path source, Path target) throws IOException {
    try (Stream<Path> paths = Files.walk(source)) {
      for (Path path : (Iterable<Path>) paths::iterator) {
        Path destination = target.resolve(source.relativize(path).toString());
        if (Files.isDirectory(path)) {
          Files.createDirectories(destination);
        } else {
          try (InputStream in = Files.newInputStream(path)) {
            Files.copy(in, destination, StandardCopyOption.REPLACE_EXISTING);
          }
        }
      }
    }
  }
}
