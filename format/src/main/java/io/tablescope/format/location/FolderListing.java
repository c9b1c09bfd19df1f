package io.tablescope.format.location;

import io.tablescope.format.Problem;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.FileEntry;
import io.tablescope.format.io.LocalFileAccess;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

/**
 * A folder's entries as far as they can be read. One entry the store cannot describe (a link loop,
 * a link that leads nowhere) fails a whole listing with sizes and times; each entry is then asked
 * for on its own, and those that cannot be are problems naming them, beside the rest.
 *
 * @param entries the entries that could be described, sorted by location
 * @param problems one for each entry that could not be
 */
public record FolderListing(List<FileEntry> entries, List<Problem> problems) {
  public FolderListing {
    entries = List.copyOf(entries);
    problems = List.copyOf(problems);
  }

  /**
   * Lists a folder.
   *
   * @throws IOException when the folder itself cannot be listed
   */
  public static FolderListing of(FileAccess files, String folder) throws IOException {
    try {
      return new FolderListing(files.listEntries(folder), List.of());
    } catch (IOException | UncheckedIOException e) {
      // Perhaps one bad entry: the listing of names below says whether the folder itself fails.
    }
    List<FileEntry> entries = new ArrayList<>();
    List<Problem> problems = new ArrayList<>();
    for (String location : files.list(folder)) {
      try {
        boolean directory = files.isDirectory(location);
        entries.add(
            new FileEntry(
                location,
                directory,
                directory ? 0 : files.length(location),
                files.modificationTime(location)));
      } catch (IOException | UncheckedIOException e) {
        problems.add(
            new Problem(Problem.Kind.CORRUPT, location, "cannot be read: " + Unreadable.why(e)));
      }
    }
    return new FolderListing(entries, problems);
  }

  /**
   * Whether a location is a symbolic link on the local disk, which a walk of a table's folders does
   * not follow: it may lead out of the table or back into a folder above it.
   */
  public static boolean isLink(String location) {
    if (!LocalFileAccess.isLocal(location)) {
      return false;
    }
    try {
      return Files.isSymbolicLink(LocalFileAccess.toPath(location));
    } catch (IllegalArgumentException e) {
      return false;
    }
  }
}
