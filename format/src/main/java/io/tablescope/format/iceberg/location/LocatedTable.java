package io.tablescope.format.iceberg.location;

import io.tablescope.format.Problem;
import io.tablescope.format.io.FileAccess;
import java.util.List;
import java.util.Objects;

/**
 * Where a table was found.
 *
 * @param metadataFile the metadata file to read
 * @param tableRoot the folder taken to be the table's root (the parent of {@code metadata/})
 * @param howFound how the metadata file was chosen, for the user: e.g. "version-hint.text says 3"
 * @param files how to read the table's files
 * @param metadataFiles every metadata file beside the chosen one, newest first by Iceberg's naming
 *     rules ({@link MetadataFileNames}), names without a version last
 * @param problems what was wrong while choosing, such as a {@code version-hint.text} that names a
 *     missing file; the table is still read
 * @param namedByUser whether the user named the metadata file (opened it directly or chose it)
 *     rather than Tablescope choosing it in the folder
 */
public record LocatedTable(
    String metadataFile,
    String tableRoot,
    String howFound,
    FileAccess files,
    List<String> metadataFiles,
    List<Problem> problems,
    boolean namedByUser) {
  public LocatedTable {
    Objects.requireNonNull(metadataFile, "metadataFile");
    Objects.requireNonNull(tableRoot, "tableRoot");
    Objects.requireNonNull(howFound, "howFound");
    Objects.requireNonNull(files, "files");
    metadataFiles = List.copyOf(metadataFiles);
    problems = List.copyOf(problems);
  }
}
