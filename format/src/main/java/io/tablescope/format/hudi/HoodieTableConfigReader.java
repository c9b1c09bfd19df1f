package io.tablescope.format.hudi;

import io.tablescope.format.Problem;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.ReadLimits;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * Reads {@code .hoodie/hoodie.properties}, or its {@code .backup} as Hudi does while the file is
 * being rewritten, and says what in it a reader cannot follow.
 */
public final class HoodieTableConfigReader {
  public static final String META_FOLDER = ".hoodie";
  public static final String PROPERTIES_FILE = "hoodie.properties";
  private static final String BACKUP_SUFFIX = ".backup";

  /** A properties file of a few keys; a megabyte is far past any Hudi writes. */
  private static final int MAX_BYTES = 1 << 20;

  /** The most keys kept, so a hostile file cannot fill the heap with entries. */
  private static final int MAX_KEYS = 4096;

  private HoodieTableConfigReader() {}

  /** The table's configuration read, the file it came from and what is wrong with it. */
  public record Read(HoodieTableConfig config, String file, List<Problem> problems) {
    public Read {
      problems = List.copyOf(problems);
    }
  }

  /** The location of the table's properties file. */
  public static String propertiesFile(String tableRoot) {
    return FileAccess.child(FileAccess.child(tableRoot, META_FOLDER), PROPERTIES_FILE);
  }

  /**
   * Reads the table's properties.
   *
   * @throws IOException naming the file when neither it nor its backup can be read
   */
  public static Read read(FileAccess files, String tableRoot) throws IOException {
    String file = propertiesFile(tableRoot);
    String backup = file + BACKUP_SUFFIX;
    List<Problem> problems = new ArrayList<>();
    Map<String, String> properties;
    String read = file;
    try {
      properties = parse(files, file);
    } catch (IOException e) {
      if (!files.isFile(backup)) {
        throw new IOException(FileAccess.describe(file, e), e);
      }
      problems.add(
          new Problem(
              Problem.Kind.CORRUPT,
              file,
              FileAccess.describe(file, e)
                  + "; read "
                  + PROPERTIES_FILE
                  + BACKUP_SUFFIX
                  + " instead"));
      properties = parse(files, backup);
      read = backup;
    }
    HoodieTableConfig config = new HoodieTableConfig(properties);
    problems.addAll(check(config, read));
    return new Read(config, read, problems);
  }

  private static Map<String, String> parse(FileAccess files, String file) throws IOException {
    if (!files.isFile(file)) {
      throw new IOException(file + ": no such file");
    }
    long length = files.length(file);
    if (length > MAX_BYTES) {
      throw ReadLimits.tooLarge(file, length, MAX_BYTES);
    }
    byte[] bytes = files.readAllBytes(file);
    Properties properties = new Properties();
    try (InputStreamReader reader =
        new InputStreamReader(new ByteArrayInputStream(bytes), StandardCharsets.UTF_8)) {
      properties.load(reader);
    } catch (IllegalArgumentException e) {
      throw new IOException(file + ": not a properties file (" + e.getMessage() + ")", e);
    }
    if (properties.size() > MAX_KEYS) {
      throw new IOException(
          file
              + ": "
              + properties.size()
              + " keys, more than the "
              + MAX_KEYS
              + " Tablescope reads");
    }
    Map<String, String> map = new HashMap<>();
    properties.stringPropertyNames().forEach(key -> map.put(key, properties.getProperty(key)));
    return map;
  }

  private static List<Problem> check(HoodieTableConfig config, String file) {
    List<Problem> problems = new ArrayList<>();
    String version = config.get(HoodieTableConfig.TABLE_VERSION);
    if (version == null) {
      problems.add(
          new Problem(
              Problem.Kind.INVALID,
              file,
              "no " + HoodieTableConfig.TABLE_VERSION + "; read as a table of version 0"));
    } else if (!isNumber(version)) {
      problems.add(
          new Problem(
              Problem.Kind.INVALID,
              file,
              HoodieTableConfig.TABLE_VERSION + " is \"" + version + "\", not a number"));
    } else if (config.tableVersion() > HoodieTableConfig.NEWEST_VERSION) {
      problems.add(
          new Problem(
              Problem.Kind.UNSUPPORTED,
              file,
              "table version "
                  + config.tableVersion()
                  + " is newer than the newest Tablescope reads ("
                  + HoodieTableConfig.NEWEST_VERSION
                  + "); read by the rules of version "
                  + HoodieTableConfig.NEWEST_VERSION));
    }
    String layout = config.get(HoodieTableConfig.TIMELINE_LAYOUT_VERSION);
    if (layout != null && (!isNumber(layout) || Integer.parseInt(layout.trim()) > 2)) {
      problems.add(
          new Problem(
              Problem.Kind.UNSUPPORTED,
              file,
              HoodieTableConfig.TIMELINE_LAYOUT_VERSION
                  + " is "
                  + layout
                  + "; Tablescope reads layouts 1 and 2"));
    }
    String type = config.get(HoodieTableConfig.TABLE_TYPE);
    if (type != null
        && !type.equalsIgnoreCase("COPY_ON_WRITE")
        && !type.equalsIgnoreCase("MERGE_ON_READ")) {
      problems.add(
          new Problem(
              Problem.Kind.INVALID,
              file,
              HoodieTableConfig.TABLE_TYPE + " is \"" + type + "\"; read as COPY_ON_WRITE"));
    }
    return problems;
  }

  private static boolean isNumber(String text) {
    String trimmed = text.trim();
    return !trimmed.isEmpty()
        && trimmed.length() < 10
        && trimmed.chars().allMatch(Character::isDigit);
  }
}
