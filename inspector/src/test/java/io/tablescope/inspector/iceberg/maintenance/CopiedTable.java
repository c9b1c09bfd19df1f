package io.tablescope.inspector.iceberg.maintenance;

import io.tablescope.format.testing.TestTables;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.Stream;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.Table;

/**
 * A copy of a table's folder, loaded with iceberg-core at the original's recorded location, so that
 * iceberg-core's maintenance can run on it while the original stays as it was.
 */
final class CopiedTable {
  private CopiedTable() {}

  static Table copy(Path original, Path copy) {
    try (Stream<Path> paths = Files.walk(original)) {
      for (Path path : (Iterable<Path>) paths::iterator) {
        Path target = copy.resolve(original.relativize(path).toString());
        if (Files.isDirectory(path)) {
          Files.createDirectories(target);
        } else {
          Files.copy(path, target);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return TestTables.load(copy, original.toAbsolutePath().normalize().toString());
  }

  static Set<Long> snapshotIds(Table table) {
    Set<Long> ids = new HashSet<>();
    for (Snapshot snapshot : table.snapshots()) {
      ids.add(snapshot.snapshotId());
    }
    return ids;
  }

  /** Waits until the clock has moved on, so that commits before and after differ in time. */
  static long tick() {
    long start = System.currentTimeMillis();
    while (System.currentTimeMillis() < start + 3) {
      Thread.onSpinWait();
    }
    return System.currentTimeMillis();
  }
}
