package io.tablescope.format.iceberg.location;

import io.tablescope.format.Problem;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.LocalFileAccess;
import io.tablescope.format.location.TableNotFoundException;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Finds the metadata file of a table from what a user points at: a table folder, its {@code
 * metadata/} folder, or one metadata file. In a folder, the version comes from file names as
 * iceberg-core reads them ({@link MetadataFileNames}): {@code version-hint.text} names a version
 * and, as Hadoop tables do, newer consecutive {@code vN} files after it are read on to; without a
 * usable hint the newest file is taken. A hint that is not a number or names a missing file, and
 * names that carry no version, are problems on the result, not failures.
 */
public final class TableLocator {
  private static final String METADATA_FOLDER = "metadata";
  private static final String VERSION_HINT = "version-hint.text";

  private final FileAccess files;

  /** A locator reading through the given access (local, Hadoop or object storage). */
  public TableLocator(FileAccess files) {
    this.files = files;
  }

  /** Locates the table at a path or URI, reading its newest metadata. */
  public LocatedTable locate(String path) throws IOException {
    return locate(path, null);
  }

  /**
   * Why nothing is at a location: absent, or the store's own error (denied, unreachable) when
   * asking for the location fails otherwise, which the existence checks cannot tell apart.
   */
  private String whyNotFound(String location) {
    try {
      files.length(location);
    } catch (NoSuchFileException | FileNotFoundException e) {
      return location + ": no such file or folder";
    } catch (IOException e) {
      return FileAccess.describe(location, e);
    }
    return location + ": neither a regular file nor a folder (Tablescope reads only those)";
  }

  /**
   * Locates the table at a path and reads a chosen metadata file of it.
   *
   * @param metadataFile a file name in the table's metadata folder, or a path to a metadata file;
   *     null for the file Iceberg would read
   */
  public LocatedTable locate(String path, String metadataFile) throws IOException {
    String location = absolute(path);
    String metadataFolder;
    String direct = null;
    if (files.isFile(location)) {
      requireJson(location);
      metadataFolder = FileAccess.parent(location);
      direct = location;
    } else if (!files.isDirectory(location)) {
      throw new TableNotFoundException(whyNotFound(location));
    } else if (files.isDirectory(FileAccess.child(location, METADATA_FOLDER))) {
      metadataFolder = FileAccess.child(location, METADATA_FOLDER);
    } else if (FileAccess.fileName(location).equals(METADATA_FOLDER)
        || !metadataFiles(files, location).isEmpty()) {
      metadataFolder = location;
    } else {
      throw new TableNotFoundException(
          location + ": no Iceberg table here (no metadata/ folder and no *.metadata.json file)");
    }
    List<String> candidates = metadataFiles(files, metadataFolder);
    String root = rootOf(metadataFolder);
    if (metadataFile != null) {
      String chosen = chosen(metadataFolder, metadataFile);
      return new LocatedTable(
          chosen, root, "chosen by the user", files, candidates, List.of(), true);
    }
    if (direct != null) {
      return new LocatedTable(direct, root, "opened directly", files, candidates, List.of(), true);
    }
    return inFolder(files, metadataFolder, root, candidates);
  }

  /**
   * Locates the table whose metadata file something other than its folder names, such as the
   * current metadata a catalog points at: read as a file opened directly, and said to be found as
   * given.
   *
   * @param howFound how the file was named, for the user: e.g. "named by catalog prod"
   */
  public LocatedTable pointedAt(String metadataFile, String howFound) throws IOException {
    LocatedTable direct = locate(metadataFile, null);
    return new LocatedTable(
        direct.metadataFile(),
        direct.tableRoot(),
        howFound,
        direct.files(),
        direct.metadataFiles(),
        direct.problems(),
        true);
  }

  private static String absolute(String path) {
    String location =
        path.length() > 1 && path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
    if (LocalFileAccess.isLocal(location) && !location.startsWith("file:")) {
      // Relocation compares the opened folder with absolute recorded locations.
      location = Paths.get(location).toAbsolutePath().normalize().toString();
    }
    return location;
  }

  private static void requireJson(String location) throws TableNotFoundException {
    String name = FileAccess.fileName(location);
    // A file the user names is read whatever it is called, as long as it is JSON.
    if (!name.endsWith(".json") && !name.endsWith(".json.gz")) {
      throw new TableNotFoundException(
          location + ": not a table metadata file (expected a .json file)");
    }
  }

  private String chosen(String metadataFolder, String metadataFile) throws IOException {
    String inFolder = FileAccess.child(metadataFolder, metadataFile);
    if (!metadataFile.contains("/") && files.isFile(inFolder)) {
      return inFolder;
    }
    String asGiven = absolute(metadataFile);
    if (files.isFile(asGiven)) {
      requireJson(asGiven);
      return asGiven;
    }
    throw new TableNotFoundException(
        metadataFile + ": no such metadata file (looked in " + metadataFolder + ")");
  }

  private static String rootOf(String folder) {
    return FileAccess.fileName(folder).equals(METADATA_FOLDER) ? FileAccess.parent(folder) : folder;
  }

  private static LocatedTable inFolder(
      FileAccess files, String metadataFolder, String root, List<String> candidates)
      throws IOException {
    if (candidates.isEmpty()) {
      throw new TableNotFoundException(
          metadataFolder + ": no *.metadata.json file in the metadata folder");
    }
    List<Problem> problems = new ArrayList<>();
    List<String> unordered =
        candidates.stream()
            .filter(file -> MetadataFileNames.version(file) == MetadataFileNames.NONE)
            .map(FileAccess::fileName)
            .toList();
    if (!unordered.isEmpty()) {
      problems.add(
          new Problem(
              Problem.Kind.UNSUPPORTED,
              metadataFolder,
              "no version in the name (neither vN.metadata.json nor N-….metadata.json), so not"
                  + " considered for the newest; choose one explicitly to read it: "
                  + String.join(", ", unordered)));
    }
    String hint = FileAccess.child(metadataFolder, VERSION_HINT);
    if (files.isFile(hint)) {
      Optional<LocatedTable> hinted = hinted(files, hint, root, candidates, problems);
      if (hinted.isPresent()) {
        return hinted.get();
      }
    }
    String newest = candidates.get(0);
    String howFound =
        MetadataFileNames.version(newest) == MetadataFileNames.NONE
            ? "no name carries a version; took the last by name in " + metadataFolder
            : "highest version in " + metadataFolder;
    return new LocatedTable(newest, root, howFound, files, candidates, problems, false);
  }

  /**
   * The file a version hint leads to, reading on through consecutive newer {@code vN} files as
   * iceberg-core's Hadoop tables do; empty, with the problem added, when the hint cannot be used.
   */
  private static Optional<LocatedTable> hinted(
      FileAccess files, String hint, String root, List<String> candidates, List<Problem> problems)
      throws IOException {
    String text = new String(files.readAllBytes(hint), StandardCharsets.UTF_8).trim();
    int version;
    try {
      version = Integer.parseInt(text);
    } catch (NumberFormatException e) {
      problems.add(
          new Problem(
              Problem.Kind.INVALID,
              hint,
              "holds '" + text + "', not a version number; the newest metadata file is read"));
      return Optional.empty();
    }
    Optional<String> file = hadoopFile(candidates, version);
    if (file.isEmpty()) {
      problems.add(
          new Problem(
              Problem.Kind.MISSING,
              hint,
              "says "
                  + version
                  + ", but there is no v"
                  + version
                  + " metadata file; the newest metadata file is read, as iceberg-core does"));
      return Optional.empty();
    }
    int read = version;
    while (hadoopFile(candidates, read + 1).isPresent()) {
      read++;
    }
    String howFound =
        read == version
            ? "version-hint.text says " + version
            : "version-hint.text says "
                + version
                + "; read on to v"
                + read
                + " as iceberg-core does";
    return Optional.of(
        new LocatedTable(
            hadoopFile(candidates, read).orElseThrow(),
            root,
            howFound,
            files,
            candidates,
            problems,
            false));
  }

  private static Optional<String> hadoopFile(List<String> candidates, int version) {
    return candidates.stream()
        .filter(file -> MetadataFileNames.hadoopVersion(file) == version)
        .findFirst();
  }

  private static List<String> metadataFiles(FileAccess files, String folder) throws IOException {
    return files.list(folder).stream()
        .filter(file -> MetadataFileNames.isMetadataFileName(FileAccess.fileName(file)))
        .sorted(MetadataFileNames.NEWEST_FIRST)
        .toList();
  }
}
