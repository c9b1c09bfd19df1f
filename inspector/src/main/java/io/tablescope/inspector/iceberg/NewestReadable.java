package io.tablescope.inspector.iceberg;

import io.tablescope.format.io.FileAccess;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.Executor;

/**
 * A table opened at the newest of its metadata files that can be read, for a browser that should
 * still show the table when the file Iceberg would read is damaged. Only a file Tablescope chose is
 * passed over; a file the user named that cannot be read stays an error.
 *
 * @param table the table, read from the newest readable metadata file
 * @param skipped the newer metadata files that could not be read, newest first; empty when the file
 *     Iceberg would read was read
 */
public record NewestReadable(IcebergTable table, List<UnreadableMetadataException> skipped) {
  public NewestReadable {
    Objects.requireNonNull(table, "table");
    skipped = List.copyOf(skipped);
  }

  /**
   * Opens the table at a path, passing over metadata files that cannot be read to the newest that
   * can.
   *
   * @throws UnreadableMetadataException when the user named the unreadable file, or no metadata
   *     file of the table can be read (then the newest one's problem)
   */
  public static NewestReadable open(FileAccess storage, String path, Executor executor)
      throws IOException {
    try {
      return new NewestReadable(IcebergTable.open(storage, path, null, executor), List.of());
    } catch (UnreadableMetadataException newest) {
      if (!newest.chosenByTablescope()) {
        throw newest;
      }
      List<UnreadableMetadataException> skipped = new ArrayList<>(List.of(newest));
      for (String older : newest.olderMetadataFiles()) {
        try {
          return new NewestReadable(IcebergTable.open(storage, path, older, executor), skipped);
        } catch (UnreadableMetadataException unreadable) {
          skipped.add(unreadable);
        }
      }
      throw newest;
    }
  }
}
