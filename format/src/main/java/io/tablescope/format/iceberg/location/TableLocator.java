package io.tablescope.format.iceberg.location;

import io.tablescope.format.Problem;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.LocalFileAccess;
import io.tablescope.format.location.TableNotFoundException;
import io.tablescope.format.location.Unreadable;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.UncheckedIOException;
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
 * usable hint the newest file is taken. A hint that cannot be read, is not a number or names a
 * missing file, a metadata file that is no readable file (a link loop, a folder), and names that
 * carry no version, are problems on the result, not failures.
 */
public final class TableLocator {
  private static final String METADATA_FOLDER = "metadata";
  private static final String VERSION_HINT = "version-hint.text";

  /** A version hint holds a number; a longer one is no hint, and is not read further. */
  private static final int HINT_BYTES = 100;

  private static final String NOT_A_FILE =
      "not a file that can be read (a folder, a special file, or a link that leads nowhere)";
  private static final String NEWEST_READ = "; the newest metadata file is read";

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
        || !metadataFiles(files.list(location)).isEmpty()) {
      metadataFolder = location;
    } else {
      throw new TableNotFoundException(
          location + ": no Iceberg table here (no metadata/ folder and no *.metadata.json file)");
    }
    List<String> listed = files.list(metadataFolder);
    List<String> candidates = metadataFiles(listed);
    String root = rootOf(metadataFolder);
    if (metadataFile != null) {
      String chosen = chosen(metadataFolder, metadataFile);
      return new LocatedTable(
          chosen, root, "chosen by the user", files, candidates, List.of(), true);
    }
    if (direct != null) {
      return new LocatedTable(direct, root, "opened directly", files, candidates, List.of(), true);
    }
    boolean hinted = listed.contains(FileAccess.child(metadataFolder, VERSION_HINT));
    return inFolder(files, metadataFolder, root, candidates, hinted);
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
      FileAccess files,
      String metadataFolder,
      String root,
      List<String> candidates,
      boolean hintListed)
      throws TableNotFoundException {
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
    if (hintListed) {
      String hint = FileAccess.child(metadataFolder, VERSION_HINT);
      Optional<LocatedTable> hinted = hinted(files, hint, root, candidates, problems);
      if (hinted.isPresent()) {
        return hinted.get();
      }
    }
    String newest =
        candidates.stream()
            .filter(file -> readable(files, file, problems))
            .findFirst()
            .orElseThrow(
                () ->
                    new TableNotFoundException(
                        metadataFolder
                            + ": none of its metadata files is a file that can be read"));
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
      FileAccess files, String hint, String root, List<String> candidates, List<Problem> problems) {
    Optional<String> read = hintText(files, hint, problems);
    if (read.isEmpty()) {
      return Optional.empty();
    }
    String text = read.get();
    int version;
    try {
      version = Integer.parseInt(text);
    } catch (NumberFormatException e) {
      problems.add(
          new Problem(
              Problem.Kind.INVALID,
              hint,
              "holds '" + text + "', not a version number" + NEWEST_READ));
      return Optional.empty();
    }
    Optional<String> file = hadoopFile(candidates, version);
    if (file.isPresent() && !readable(files, file.get(), problems)) {
      return Optional.empty();
    }
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
    int newest = version;
    while (hadoopFile(candidates, newest + 1)
        .filter(next -> readable(files, next, problems))
        .isPresent()) {
      newest++;
    }
    String howFound =
        newest == version
            ? "version-hint.text says " + version
            : "version-hint.text says "
                + version
                + "; read on to v"
                + newest
                + " as iceberg-core does";
    return Optional.of(
        new LocatedTable(
            hadoopFile(candidates, newest).orElseThrow(),
            root,
            howFound,
            files,
            candidates,
            problems,
            false));
  }

  /**
   * The text of a version hint, which is a number: at most {@link #HINT_BYTES} bytes are read.
   * Empty, with the problem added, when the hint is no file, cannot be read or is longer.
   */
  /**
   * Why a listed entry is not a file to read, in the store's words where it has them (a FIFO, a
   * device, a link that loops), without the location the problem names already.
   */
  private static String whyNotAFile(FileAccess files, String location) {
    try {
      files.readRange(location, 0, 0);
    } catch (IOException e) {
      String reason = FileAccess.describe(location, e).substring(location.length() + 2);
      return "not a file that can be read: " + reason;
    }
    return NOT_A_FILE;
  }

  private static Optional<String> hintText(FileAccess files, String hint, List<Problem> problems) {
    if (!files.isFile(hint)) {
      problems.add(new Problem(Problem.Kind.CORRUPT, hint, whyNotAFile(files, hint) + NEWEST_READ));
      return Optional.empty();
    }
    byte[] bytes;
    try {
      bytes = files.readRange(hint, 0, HINT_BYTES + 1);
    } catch (IOException | UncheckedIOException e) {
      problems.add(
          new Problem(
              Problem.Kind.CORRUPT, hint, "cannot be read: " + Unreadable.why(e) + NEWEST_READ));
      return Optional.empty();
    }
    if (bytes.length > HINT_BYTES) {
      problems.add(
          new Problem(
              Problem.Kind.INVALID,
              hint,
              "holds more than " + HINT_BYTES + " bytes, not a version number" + NEWEST_READ));
      return Optional.empty();
    }
    return Optional.of(new String(bytes, StandardCharsets.UTF_8).trim());
  }

  /** Whether a metadata file is a file that can be read; when not, the problem is added. */
  private static boolean readable(FileAccess files, String file, List<Problem> problems) {
    if (files.isFile(file)) {
      return true;
    }
    Problem problem =
        new Problem(
            Problem.Kind.CORRUPT,
            file,
            whyNotAFile(files, file) + "; passed over for an older one");
    if (!problems.contains(problem)) {
      problems.add(problem);
    }
    return false;
  }

  private static Optional<String> hadoopFile(List<String> candidates, int version) {
    return candidates.stream()
        .filter(file -> MetadataFileNames.hadoopVersion(file) == version)
        .findFirst();
  }

  private static List<String> metadataFiles(List<String> listed) {
    return listed.stream()
        .filter(file -> MetadataFileNames.isMetadataFileName(FileAccess.fileName(file)))
        .sorted(MetadataFileNames.NEWEST_FIRST)
        .toList();
  }
}
