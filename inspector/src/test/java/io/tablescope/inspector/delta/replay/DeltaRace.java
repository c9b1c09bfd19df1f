package io.tablescope.inspector.delta.replay;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.delta.standalone.DeltaLog;
import io.delta.standalone.Operation;
import io.delta.standalone.OptimisticTransaction;
import io.delta.standalone.actions.Action;
import io.delta.standalone.actions.AddFile;
import io.delta.standalone.actions.Metadata;
import io.delta.standalone.actions.Protocol;
import io.delta.standalone.actions.RemoveFile;
import io.delta.standalone.actions.SetTransaction;
import io.delta.standalone.exceptions.DeltaConcurrentModificationException;
import io.delta.standalone.types.IntegerType;
import io.delta.standalone.types.LongType;
import io.delta.standalone.types.StructType;
import io.tablescope.format.io.LocalFileAccess;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;

/**
 * A race between real delta-standalone transactions, and the same losing commit as an operation
 * file for Tablescope: the oracle's exception and Tablescope's replay of the same commits.
 */
final class DeltaRace {
  private static final ObjectMapper JSON = new ObjectMapper();

  private final Path root;
  private final DeltaTableWriter writer;
  private int fileCounter;

  private DeltaRace(Path root, DeltaTableWriter writer) {
    this.root = root;
    this.writer = writer;
  }

  /** A table partitioned by {@code color} holding one file in red and one in blue. */
  static DeltaRace partitioned(Path root) {
    DeltaRace race = new DeltaRace(root, DeltaTableWriter.create(root, List.of("color"), Map.of()));
    race.writer.append("red", "blue");
    return race;
  }

  /** An unpartitioned table holding two files. */
  static DeltaRace unpartitioned(Path root) {
    DeltaRace race = new DeltaRace(root, DeltaTableWriter.create(root, List.of(), Map.of()));
    race.writer.appendFiles(2);
    return race;
  }

  /**
   * A table partitioned by an integer column {@code n} holding one file in {@code n=5}: its
   * partition values compare as numbers, not text.
   */
  static DeltaRace integerPartitioned(Path root) {
    DeltaLog log = DeltaLog.forTable(new Configuration(), root.toString());
    StructType schema = new StructType().add("id", new LongType()).add("n", new IntegerType());
    OptimisticTransaction create = log.startTransaction();
    create.updateMetadata(Metadata.builder().schema(schema).partitionColumns(List.of("n")).build());
    commit(create, List.of(), "CREATE_TABLE");
    DeltaRace race = new DeltaRace(root, DeltaTableWriter.open(root));
    commit(race.start(), List.of(race.newFile(Map.of("n", "5"), true)), "WRITE");
    return race;
  }

  DeltaTableWriter writer() {
    return writer;
  }

  DeltaLog log() {
    return writer.log();
  }

  OptimisticTransaction start() {
    return log().startTransaction();
  }

  /** A new data file in a color. */
  AddFile newFile(String color, boolean dataChange) {
    return newFile(Map.of("color", color), dataChange);
  }

  /** A new data file with these partition values. */
  AddFile newFile(Map<String, String> values, boolean dataChange) {
    fileCounter++;
    String folder = "";
    for (Map.Entry<String, String> value : values.entrySet()) {
      folder += value.getKey() + "=" + value.getValue() + "/";
    }
    return new AddFile(
        folder + "race%20" + fileCounter + "-" + System.nanoTime() + ".parquet",
        values,
        200 + fileCounter,
        System.currentTimeMillis(),
        dataChange,
        null,
        null);
  }

  /** The live file of a partition (or any live file for null), as a remove. */
  RemoveFile removeOne(String color, boolean dataChange) {
    for (AddFile add : log().update().getAllFiles()) {
      if (color == null || color.equals(add.getPartitionValues().get("color"))) {
        return add.remove(System.currentTimeMillis(), dataChange);
      }
    }
    throw new IllegalStateException("no live file in " + color);
  }

  static long commit(OptimisticTransaction txn, List<? extends Action> actions, String operation) {
    return txn.commit(actions, new Operation(Operation.Name.valueOf(operation)), "race")
        .getVersion();
  }

  /** Commits the loser; the exception Delta raised, or null when it committed. */
  static DeltaConcurrentModificationException lose(
      OptimisticTransaction txn, List<? extends Action> actions) {
    try {
      commit(txn, actions, "WRITE");
      return null;
    } catch (DeltaConcurrentModificationException e) {
      return e;
    }
  }

  /** Writes the operation file for the loser's commit beside the table. */
  Path operationFile(
      long readVersion, String isolation, String readPredicate, List<? extends Action> actions)
      throws IOException {
    ObjectNode op = JSON.createObjectNode();
    op.put("read-version", readVersion);
    if (isolation != null) {
      op.put("isolation", isolation);
    }
    op.put("read-predicate", readPredicate);
    ArrayNode list = op.putArray("actions");
    actions.forEach(action -> list.add(json(action)));
    Path file = root.resolveSibling(root.getFileName() + "-op.json");
    Files.writeString(file, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(op));
    return file;
  }

  /**
   * Writes the loser's actions as a commit file in a folder beside the table, as a losing writer
   * may leave one, and an operation file naming it relative to itself.
   */
  Path operationFileWithCommitFile(
      long readVersion, String readPredicate, List<? extends Action> actions) throws IOException {
    Path folder = Files.createDirectories(root.resolveSibling(root.getFileName() + "-lost"));
    List<String> lines = new ArrayList<>();
    for (Action action : actions) {
      lines.add(JSON.writeValueAsString(json(action)));
    }
    Files.write(folder.resolve("00000000000000000002.json"), lines);
    ObjectNode op = JSON.createObjectNode();
    op.put("read-version", readVersion);
    op.put("read-predicate", readPredicate);
    op.put("commit-file", "00000000000000000002.json");
    Path file = folder.resolve("op.json");
    Files.writeString(file, JSON.writeValueAsString(op));
    return file;
  }

  /** Tablescope's replay of an operation file against the table. */
  DeltaReplayResult replay(Path operationFile) {
    LocalFileAccess files = new LocalFileAccess();
    return DeltaReplayer.replay(
        files, root.toString(), DeltaOperationFile.parse(files, operationFile.toString()));
  }

  /** A standalone action as the commit file line's body, under its key. */
  static ObjectNode json(Action action) {
    ObjectNode line = JSON.createObjectNode();
    if (action instanceof AddFile add) {
      ObjectNode body = line.putObject("add");
      body.put("path", add.getPath());
      body.set("partitionValues", JSON.valueToTree(add.getPartitionValues()));
      body.put("size", add.getSize());
      body.put("modificationTime", add.getModificationTime());
      body.put("dataChange", add.isDataChange());
    } else if (action instanceof RemoveFile remove) {
      ObjectNode body = line.putObject("remove");
      body.put("path", remove.getPath());
      remove.getDeletionTimestamp().ifPresent(time -> body.put("deletionTimestamp", time));
      body.put("dataChange", remove.isDataChange());
      body.put("extendedFileMetadata", remove.isExtendedFileMetadata());
      body.set("partitionValues", JSON.valueToTree(remove.getPartitionValues()));
      remove.getSize().ifPresent(size -> body.put("size", size));
    } else if (action instanceof SetTransaction txn) {
      ObjectNode body = line.putObject("txn");
      body.put("appId", txn.getAppId());
      body.put("version", txn.getVersion());
    } else if (action instanceof Protocol protocol) {
      ObjectNode body = line.putObject("protocol");
      body.put("minReaderVersion", protocol.getMinReaderVersion());
      body.put("minWriterVersion", protocol.getMinWriterVersion());
    } else {
      throw new IllegalArgumentException("no JSON for " + action);
    }
    return line;
  }

  static List<Action> actions(Action... actions) {
    return new ArrayList<>(List.of(actions));
  }
}
