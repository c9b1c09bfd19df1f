package io.tablescope.app.gui.session;

import io.tablescope.format.delta.log.DeltaLog;
import io.tablescope.format.iceberg.location.LocatedTable;
import io.tablescope.format.iceberg.location.MetadataFileNames;
import io.tablescope.format.io.FileAccess;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.table.Table;
import java.io.IOException;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether a newer version of an opened table has appeared since it was read, found with one listing
 * of the folder its versions are written to: Iceberg's metadata folder (a metadata file not there
 * when the table was read) or Delta's {@code _delta_log} (a commit after the version read).
 */
final class NewerVersion {
  private static final Pattern DELTA_COMMIT = Pattern.compile("(\\d+)\\.json");

  private NewerVersion() {}

  /** The newest version written since the table was read, by its file name; empty when none. */
  static Optional<String> of(Table table) throws IOException {
    if (table instanceof IcebergTable iceberg) {
      return iceberg(iceberg.located());
    }
    if (table instanceof DeltaTable delta) {
      return delta(delta);
    }
    return Optional.empty();
  }

  private static Optional<String> iceberg(LocatedTable located) throws IOException {
    Set<String> known = new HashSet<>();
    known.add(FileAccess.fileName(located.metadataFile()));
    located.metadataFiles().forEach(file -> known.add(FileAccess.fileName(file)));
    return located.files().list(FileAccess.parent(located.metadataFile())).stream()
        .map(FileAccess::fileName)
        .filter(MetadataFileNames::isMetadataFileName)
        .filter(name -> !known.contains(name))
        .sorted(MetadataFileNames.NEWEST_FIRST)
        .findFirst();
  }

  private static Optional<String> delta(DeltaTable table) throws IOException {
    long read = table.log().latestVersion();
    String log = FileAccess.child(table.location(), DeltaLog.LOG_FOLDER);
    long newest = read;
    for (String file : table.files().list(log)) {
      Matcher commit = DELTA_COMMIT.matcher(FileAccess.fileName(file));
      if (commit.matches()) {
        newest = Math.max(newest, Long.parseLong(commit.group(1)));
      }
    }
    return newest > read ? Optional.of("version " + newest) : Optional.empty();
  }
}
