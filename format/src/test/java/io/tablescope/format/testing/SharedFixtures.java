package io.tablescope.format.testing;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * Finds the project's shared fixtures, which live beside the checkout ({@code ../shared}), from
 * whichever module folder the tests run in.
 */
public final class SharedFixtures {
  private SharedFixtures() {}

  /** The folder of Iceberg's own metadata test files. */
  public static Path icebergCoreMetadata() {
    Path folder = Paths.get("").toAbsolutePath();
    while (folder != null) {
      Path candidate = folder.resolve("shared/fixtures/iceberg-core-metadata");
      if (Files.isDirectory(candidate)) {
        return candidate;
      }
      folder = folder.getParent();
    }
    throw new IllegalStateException(
        "shared/fixtures/iceberg-core-metadata not found beside the checkout of "
            + Paths.get("").toAbsolutePath());
  }
}
