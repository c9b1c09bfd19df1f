package io.tablescope.inspector.iceberg.health;

import io.tablescope.format.Problem;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.FileEntry;
import io.tablescope.format.location.FolderListing;
import io.tablescope.format.location.Unreadable;
import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** One listing of the folder holding a table's current metadata file, by file name. */
final class MetadataFolder {
  private MetadataFolder() {}

  /**
   * Lists the folder; what cannot be listed is a problem, the rest still counts.
   *
   * @param uncounted what an entry that cannot be read is not counted among, for its problem
   */
  static Map<String, FileEntry> list(
      FileAccess files, String currentMetadataFile, String uncounted, List<Problem> problems) {
    String folder = FileAccess.parent(currentMetadataFile);
    Map<String, FileEntry> byName = new HashMap<>();
    try {
      FolderListing listing = FolderListing.of(files, folder);
      for (FileEntry entry : listing.entries()) {
        byName.put(FileAccess.fileName(entry.location()), entry);
      }
      for (Problem unreadable : listing.problems()) {
        problems.add(
            new Problem(
                unreadable.kind(),
                unreadable.path(),
                unreadable.message() + "; not counted among the " + uncounted));
      }
    } catch (IOException | RuntimeException e) {
      problems.add(
          new Problem(
              Problem.Kind.MISSING,
              folder,
              "Cannot list the metadata folder: " + Unreadable.why(e)));
    }
    return byName;
  }
}
