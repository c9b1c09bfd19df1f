package io.tablescope.app.demo.lake;

import io.delta.standalone.DeltaLog;
import io.delta.standalone.Operation;
import io.delta.standalone.OptimisticTransaction;
import io.delta.standalone.actions.Action;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A losing writer's attempt kept the way a user would have it: the commit file it would have
 * written ({@code _proposals/<name>.json}, produced by delta-standalone committing the same actions
 * to a copy of the table at the read version) and a replay operation file ({@code
 * _proposals/<name>.op.json}) naming it. Delta ignores folders starting with {@code _}.
 */
final class Proposals {
  static final String FOLDER = "_proposals";

  private static final Pattern LOG_FILE = Pattern.compile("(\\d{20})\\..*");

  private Proposals() {}

  /** The proposal's commit file for {@code name}. */
  static Path commitFile(Path table, String name) {
    return table.resolve(FOLDER).resolve(name + ".json");
  }

  /** The proposal's operation file for {@code name}. */
  static Path operationFile(Path table, String name) {
    return table.resolve(FOLDER).resolve(name + ".op.json");
  }

  /**
   * Writes the proposal {@code name}: the loser's actions committed by delta-standalone to a copy
   * of the table at {@code readVersion} after the same read, and the operation file.
   */
  static void write(
      Path table,
      String name,
      long readVersion,
      TableRead read,
      List<? extends Action> actions,
      Operation op,
      String engineInfo)
      throws IOException {
    Path copy = Files.createTempDirectory("tablescope-proposal");
    try {
      copyAtVersion(table, readVersion, copy);
      OptimisticTransaction txn =
          DeltaLog.forTable(new org.apache.hadoop.conf.Configuration(), copy.toString())
              .startTransaction();
      read.applyTo(txn);
      long version = txn.commit(actions, op, engineInfo).getVersion();
      Files.createDirectories(table.resolve(FOLDER));
      Files.copy(
          copy.resolve("_delta_log").resolve(String.format("%020d.json", version)),
          commitFile(table, name),
          StandardCopyOption.REPLACE_EXISTING);
    } finally {
      deleteRecursively(copy);
    }
    Map<String, Object> operation = new LinkedHashMap<>();
    operation.put("read-version", readVersion);
    operation.put("isolation", "Serializable");
    operation.put("read-predicate", read.predicate());
    operation.put("commit-file", name + ".json");
    Files.writeString(
        operationFile(table, name),
        Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(operation) + "\n");
  }

  /**
   * Copies the table as it was at {@code version}: data files, and the log's commits and
   * checkpoints up to that version; no proposals, no {@code _last_checkpoint} (the reader lists).
   */
  static void copyAtVersion(Path table, long version, Path target) throws IOException {
    try (Stream<Path> paths = Files.walk(table)) {
      for (Path path : paths.filter(Files::isRegularFile).toList()) {
        Path relative = table.relativize(path);
        if (relative.startsWith(FOLDER) || !keep(relative, version)) {
          continue;
        }
        Path destination = target.resolve(relative.toString());
        Files.createDirectories(destination.getParent());
        Files.copy(path, destination, StandardCopyOption.REPLACE_EXISTING);
      }
    }
  }

  private static boolean keep(Path relative, long version) {
    if (!relative.startsWith("_delta_log")) {
      return true;
    }
    Matcher matcher = LOG_FILE.matcher(relative.getFileName().toString());
    return matcher.matches() && Long.parseLong(matcher.group(1)) <= version;
  }

  static void deleteRecursively(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> paths = Files.walk(dir)) {
      for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(path);
      }
    }
  }
}
