package io.tablescope.inspector.table;

import io.tablescope.format.io.FileAccess;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.stream.Collectors;

/**
 * Whether a table's files exist, answered from one listing of each folder rather than one request
 * per file: on an object store, a manifest of 10,000 entries in one folder costs one listing, not
 * 10,000 HEADs. Listings are kept for the life of the table, as its files are; a folder that cannot
 * be listed (but is not absent) is asked file by file. A sub-folder of the name counts as present,
 * as a listing cannot tell it from a file.
 */
public final class FileExistence {
  private final FileAccess files;
  private final ConcurrentMap<String, Optional<Set<String>>> listings = new ConcurrentHashMap<>();

  public FileExistence(FileAccess files) {
    this.files = files;
  }

  /** Whether a file exists at a location (a location as it is read, after relocation). */
  public boolean exists(String location) {
    Optional<Set<String>> listed =
        listings.computeIfAbsent(FileAccess.parent(location), this::listing);
    return listed
        .map(names -> names.contains(FileAccess.fileName(location)))
        .orElseGet(() -> files.isFile(location));
  }

  private Optional<Set<String>> listing(String folder) {
    try {
      return Optional.of(
          files.list(folder).stream().map(FileAccess::fileName).collect(Collectors.toSet()));
    } catch (NoSuchFileException | FileNotFoundException e) {
      return Optional.of(Set.of());
    } catch (IOException | RuntimeException e) {
      // Not listable (denied, not a folder store): each file is asked for itself.
      return Optional.empty();
    }
  }
}
