package io.tablescope.format.iceberg.location;

import io.tablescope.format.io.FileAccess;
import java.util.Comparator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Iceberg's rules for the version in a metadata file name. Hadoop tables name their files {@code
 * vN.metadata.json} (the version is what lies between {@code v} and the first dot); catalogs name
 * them {@code NNNNN-<anything>.metadata.json} (the version is the number before the first {@code
 * -}). Gzipped files ({@code .gz.metadata.json}, {@code .metadata.json.gz}) follow the same rules.
 * As in iceberg-core, a version is an {@code int}; a name with none has version {@link #NONE}.
 */
public final class MetadataFileNames {
  /** The version of a name that follows neither rule. */
  public static final int NONE = -1;

  private static final Pattern HADOOP_NAME = Pattern.compile("v([^.]*)\\..*");

  /** Newest first: the highest version, then the name; names without a version come last. */
  public static final Comparator<String> NEWEST_FIRST =
      Comparator.comparingInt(MetadataFileNames::version)
          .reversed()
          .thenComparing(FileAccess::fileName, Comparator.reverseOrder());

  private MetadataFileNames() {}

  /** Whether a file name is a table metadata file name. */
  public static boolean isMetadataFileName(String name) {
    return name.endsWith(".metadata.json") || name.endsWith(".metadata.json.gz");
  }

  /** The version in a metadata file's name (or location), or {@link #NONE}. */
  public static int version(String file) {
    String name = FileAccess.fileName(file);
    Matcher hadoop = HADOOP_NAME.matcher(name);
    if (hadoop.matches()) {
      int version = parse(hadoop.group(1));
      if (version != NONE) {
        return version;
      }
    }
    int dash = name.indexOf('-');
    return dash < 0 ? NONE : parse(name.substring(0, dash));
  }

  /** The version a Hadoop table's {@code vN} name has, or {@link #NONE} for any other name. */
  static int hadoopVersion(String file) {
    Matcher hadoop = HADOOP_NAME.matcher(FileAccess.fileName(file));
    return hadoop.matches() ? parse(hadoop.group(1)) : NONE;
  }

  private static int parse(String digits) {
    try {
      int version = Integer.parseInt(digits);
      return version < 0 ? NONE : version;
    } catch (NumberFormatException e) {
      return NONE;
    }
  }
}
