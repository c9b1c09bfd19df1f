package io.tablescope.format.location;

import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.LocalFileAccess;
import java.io.IOException;
import java.nio.file.Paths;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the metadata file of a table from what a user points at: a table folder, its {@code
 * metadata/} folder, or one metadata file. In a folder, {@code version-hint.text} names the version
 * when present (as Hadoop tables write it); otherwise the highest-numbered {@code vN.metadata.json}
 * or {@code NNNNN-<uuid>.metadata.json} is taken.
 */
public final class TableLocator {
  private static final Pattern HADOOP_NAME =
      Pattern.compile("v(\\d+)(\\.gz)?\\.metadata\\.json(\\.gz)?");
  private static final Pattern CATALOG_NAME =
      Pattern.compile("(\\d+)-[0-9a-fA-F-]{36}(\\.gz)?\\.metadata\\.json(\\.gz)?");
  private static final String METADATA_FOLDER = "metadata";
  private static final String VERSION_HINT = "version-hint.text";

  /** Locates the table at a local path or Hadoop FileSystem URI. */
  public LocatedTable locate(String path) throws IOException {
    String location =
        path.length() > 1 && path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
    if (LocalFileAccess.isLocal(location) && !location.startsWith("file:")) {
      // Relocation compares the opened folder with absolute recorded locations.
      location = Paths.get(location).toAbsolutePath().normalize().toString();
    }
    FileAccess files = FileAccess.forLocation(location);
    if (files.isFile(location)) {
      String name = FileAccess.fileName(location);
      // A file the user names is read whatever it is called, as long as it is JSON.
      if (!name.endsWith(".json") && !name.endsWith(".json.gz")) {
        throw new TableNotFoundException(
            location + ": not a table metadata file (expected a .json file)");
      }
      return new LocatedTable(
          location, rootOf(FileAccess.parent(location)), "opened directly", files);
    }
    if (!files.isDirectory(location)) {
      throw new TableNotFoundException(location + ": no such file or folder");
    }
    String metadataFolder = FileAccess.child(location, METADATA_FOLDER);
    if (files.isDirectory(metadataFolder)) {
      return inFolder(files, metadataFolder, location);
    }
    if (FileAccess.fileName(location).equals(METADATA_FOLDER)
        || !metadataFiles(files, location).isEmpty()) {
      return inFolder(files, location, rootOf(location));
    }
    throw new TableNotFoundException(
        location + ": no Iceberg table here (no metadata/ folder and no *.metadata.json file)");
  }

  /** Whether a file name is one of the metadata file names this locator recognises. */
  public static boolean isMetadataFileName(String name) {
    return name.endsWith(".metadata.json") || name.endsWith(".metadata.json.gz");
  }

  private static String rootOf(String folder) {
    return FileAccess.fileName(folder).equals(METADATA_FOLDER) ? FileAccess.parent(folder) : folder;
  }

  private LocatedTable inFolder(FileAccess files, String metadataFolder, String root)
      throws IOException {
    String hint = FileAccess.child(metadataFolder, VERSION_HINT);
    List<String> candidates = metadataFiles(files, metadataFolder);
    if (files.isFile(hint)) {
      String text =
          new String(files.readAllBytes(hint), java.nio.charset.StandardCharsets.UTF_8).trim();
      Optional<String> hinted =
          candidates.stream().filter(file -> version(file) == parseVersion(text)).findFirst();
      if (hinted.isPresent()) {
        return new LocatedTable(hinted.get(), root, "version-hint.text says " + text, files);
      }
    }
    return candidates.stream()
        .max(
            Comparator.comparingLong(TableLocator::version)
                .thenComparing(Comparator.naturalOrder()))
        .map(file -> new LocatedTable(file, root, "highest version in " + metadataFolder, files))
        .orElseThrow(
            () ->
                new TableNotFoundException(
                    metadataFolder + ": no *.metadata.json file in the metadata folder"));
  }

  private static List<String> metadataFiles(FileAccess files, String folder) throws IOException {
    return files.list(folder).stream()
        .filter(file -> isMetadataFileName(FileAccess.fileName(file)))
        .toList();
  }

  private static long parseVersion(String text) {
    try {
      return Long.parseLong(text);
    } catch (NumberFormatException e) {
      return -1;
    }
  }

  /** The version number in a metadata file name, or -1 for a name with none. */
  static long version(String file) {
    String name = FileAccess.fileName(file);
    Matcher hadoop = HADOOP_NAME.matcher(name);
    if (hadoop.matches()) {
      return Long.parseLong(hadoop.group(1));
    }
    Matcher catalog = CATALOG_NAME.matcher(name);
    if (catalog.matches()) {
      return Long.parseLong(catalog.group(1));
    }
    return -1;
  }
}
