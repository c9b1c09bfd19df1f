package io.tablescope.format.location;

import io.tablescope.format.io.FileAccess;
import java.util.Objects;

/**
 * Where a table was found.
 *
 * @param metadataFile the metadata file to read
 * @param tableRoot the folder taken to be the table's root (the parent of {@code metadata/})
 * @param howFound how the metadata file was chosen, for the user: e.g. "version-hint.text says 3"
 * @param files how to read the table's files
 */
public record LocatedTable(
    String metadataFile, String tableRoot, String howFound, FileAccess files) {
  public LocatedTable {
    Objects.requireNonNull(metadataFile, "metadataFile");
    Objects.requireNonNull(tableRoot, "tableRoot");
    Objects.requireNonNull(howFound, "howFound");
    Objects.requireNonNull(files, "files");
  }
}
