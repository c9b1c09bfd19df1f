package io.tablescope.inspector.iceberg.replay;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Compares Tablescope's message with iceberg-core's as iceberg-validation.md §6 recommends: exact
 * where the message is deterministic; the template and the set of paths for file lists, whose order
 * is the manifest read order; the set of partitions for a PartitionSet, printed in hash order; the
 * prefix, {@code file_path=} and {@code partition=} for a {@code GenericDataFile{...}}, whose
 * bounds print as object identities; the template and the referenced data file for "Found
 * concurrently added DV", because iceberg-core reads the concurrent delete manifests in parallel
 * and names whichever DV it meets first when there are several.
 */
final class MessageComparison {
  private static final String DATA_FILE = "GenericDataFile{";
  private static final Pattern PARTITION_DATA = Pattern.compile("partition=PartitionData\\{[^}]*}");
  private static final Pattern FILE_PATH = Pattern.compile("file_path=([^,]+),");
  private static final Pattern FILE_LIST = Pattern.compile("(.*): \\[([^\\[\\]]*)]");
  private static final Pattern PARTITION_SET =
      Pattern.compile("(.* matching (?:partitions )?)\\[(.*)]");
  private static final String MISSING = "Missing required files to delete: ";
  private static final Pattern DV =
      Pattern.compile("Found concurrently added DV for (.+): DV\\{location=.*");
  private static final Pattern REFERENCED =
      Pattern.compile("Cannot delete data files \\[(.*)] that are referenced by new delete files");
  private static final List<String> HISTORY_CHECKS =
      List.of(
          "Found conflicting files",
          "Found conflicting deleted files",
          "Found new conflicting delete files",
          "Cannot commit, found new",
          "Cannot commit, missing data files",
          "Found concurrently added DV");

  private MessageComparison() {}

  /** Whether {@code actual} says what iceberg-core's {@code expected} says. */
  static boolean matches(String expected, String actual) {
    if (actual == null) {
      return false;
    }
    int dataFile = expected.indexOf(DATA_FILE);
    if (dataFile >= 0) {
      String prefix = expected.substring(0, dataFile + DATA_FILE.length());
      Matcher partition = PARTITION_DATA.matcher(expected);
      return actual.startsWith(prefix)
          && namedPaths(expected).stream().allMatch(path -> actual.contains("file_path=" + path))
          && partition.find()
          && actual.contains(partition.group());
    }
    Matcher expectedDv = DV.matcher(expected);
    if (expectedDv.matches()) {
      Matcher actualDv = DV.matcher(actual);
      return actualDv.matches()
          && actualDv.group(1).equals(expectedDv.group(1))
          && actual.endsWith(", referencedDataFile=" + expectedDv.group(1) + "}");
    }
    if (expected.startsWith(MISSING)) {
      return actual.startsWith(MISSING)
          && split(expected.substring(MISSING.length()), ",")
              .equals(split(actual.substring(MISSING.length()), ","));
    }
    Matcher expectedList = FILE_LIST.matcher(expected);
    Matcher actualList = FILE_LIST.matcher(actual);
    if (expectedList.matches()) {
      return actualList.matches()
          && sameHead(expectedList.group(1), actualList.group(1))
          && split(expectedList.group(2), ", ").equals(split(actualList.group(2), ", "));
    }
    return expected.equals(actual);
  }

  /** The file paths iceberg-core's message names. */
  static Set<String> namedPaths(String message) {
    if (message.contains(DATA_FILE)) {
      Matcher path = FILE_PATH.matcher(message);
      return path.find() ? Set.of(path.group(1)) : Set.of();
    }
    if (message.startsWith(MISSING)) {
      return split(message.substring(MISSING.length()), ",");
    }
    Matcher dv = DV.matcher(message);
    if (dv.matches()) {
      return Set.of(dv.group(1));
    }
    Matcher referenced = REFERENCED.matcher(message);
    if (referenced.matches()) {
      return split(referenced.group(1), ", ");
    }
    Matcher list = FILE_LIST.matcher(message);
    return list.matches() ? split(list.group(2), ", ") : Set.of();
  }

  /** Whether the message comes from a history check, so a concurrent snapshot caused it. */
  static boolean isHistoryCheck(String message) {
    return HISTORY_CHECKS.stream().anyMatch(message::startsWith);
  }

  private static boolean sameHead(String expected, String actual) {
    Matcher expectedSet = PARTITION_SET.matcher(expected);
    Matcher actualSet = PARTITION_SET.matcher(actual);
    if (expectedSet.matches()) {
      return actualSet.matches()
          && expectedSet.group(1).equals(actualSet.group(1))
          && split(expectedSet.group(2), ", ").equals(split(actualSet.group(2), ", "));
    }
    return expected.equals(actual);
  }

  private static Set<String> split(String list, String separator) {
    return Arrays.stream(list.split(Pattern.quote(separator)))
        .filter(item -> !item.isEmpty())
        .collect(Collectors.toSet());
  }
}
