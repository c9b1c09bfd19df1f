package io.tablescope.inspector.iceberg.entry;

import io.tablescope.format.io.FileAccess;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.NewestReadable;
import io.tablescope.inspector.iceberg.UnreadableMetadataException;
import io.tablescope.inspector.table.OpenedTable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.stream.Collectors;

/**
 * An Iceberg table opened for a browser: a damaged newest metadata file does not hide the table,
 * which is shown at the newest file that reads with the damaged one named; a file that cannot be
 * read points at the table's other metadata files.
 */
final class IcebergBrowsing {
  private IcebergBrowsing() {}

  static OpenedTable browse(
      FileAccess files, String location, String howFound, String metadataFile, Executor executor)
      throws IOException {
    try {
      return opened(read(files, location, howFound, metadataFile, executor));
    } catch (UnreadableMetadataException e) {
      throw new IOException(failureMessage(e, metadataFile != null), e);
    }
  }

  private static NewestReadable read(
      FileAccess files, String location, String howFound, String metadataFile, Executor executor)
      throws IOException {
    if (metadataFile != null) {
      return new NewestReadable(
          IcebergTable.open(files, location, metadataFile, executor), List.of());
    }
    if (howFound != null) {
      return new NewestReadable(
          IcebergTable.openPointedAt(files, location, howFound, executor), List.of());
    }
    return NewestReadable.open(files, location, executor);
  }

  private static OpenedTable opened(NewestReadable readable) {
    IcebergTable table = readable.table();
    List<String> problems = new ArrayList<>();
    readable.skipped().forEach(skipped -> problems.add(skippedProblem(skipped)));
    table.problems().forEach(problem -> problems.add(problem.toString()));
    return new OpenedTable(
        table,
        problems,
        status(readable),
        table.located().metadataFiles(),
        table.located().metadataFile());
  }

  private static String skippedProblem(UnreadableMetadataException skipped) {
    return skipped.getMessage()
        + " — showing an older metadata file, the newest that can be read; choose another in the"
        + " version list";
  }

  /**
   * The status line, e.g. {@code Format v2 · 12 snapshots · 3 refs · v14.metadata.json (version
   * hint)}, with where the table was recorded when it was moved.
   */
  private static String status(NewestReadable readable) {
    IcebergTable table = readable.table();
    var metadata = table.metadata();
    String relocated =
        table.relocation().isRelocated() ? " · recorded at " + metadata.location() : "";
    String outside =
        table.outsidePrefixes().isEmpty()
            ? ""
            : " · paths under "
                + String.join(", ", table.outsidePrefixes())
                + " read by their metadata/ or data/ folder";
    return "Format v"
        + metadata.formatVersion()
        + " · "
        + metadata.snapshots().size()
        + " snapshots · "
        + metadata.refs().size()
        + " refs · "
        + FileAccess.fileName(table.located().metadataFile())
        + " ("
        + (readable.skipped().isEmpty()
            ? table.located().howFound()
            : "the newest readable; "
                + readable.skipped().stream()
                    .map(skipped -> FileAccess.fileName(skipped.metadataFile()))
                    .collect(Collectors.joining(", "))
                + " cannot be read")
        + ")"
        + relocated
        + outside;
  }

  /** The error for a metadata file that cannot be read, pointing at the table's other files. */
  private static String failureMessage(UnreadableMetadataException failure, boolean chosen) {
    List<String> others = failure.otherMetadataFiles();
    if (others.isEmpty()) {
      return failure.getMessage();
    }
    if (chosen) {
      return failure.getMessage() + "\nChoose another metadata file in the version list.";
    }
    return failure.getMessage()
        + "\nOther metadata files of this table: "
        + others.stream().limit(3).map(FileAccess::fileName).collect(Collectors.joining(", "))
        + (others.size() > 3 ? " and " + (others.size() - 3) + " more" : "")
        + ". Open the table's folder to read the newest that can be read.";
  }
}
