package io.tablescope.app.demo.lake;

import com.fasterxml.jackson.databind.JsonNode;
import io.delta.standalone.Operation;
import io.delta.standalone.actions.Action;
import io.delta.standalone.actions.AddFile;
import io.delta.standalone.actions.RemoveFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A commit file turned back into what delta-standalone commits: its add and remove actions, its
 * operation and its engine. Only the fields the demo's proposals carry are read.
 */
record CommitFiles(List<Action> actions, Operation operation, String engineInfo) {
  private static final String STANDALONE_SUFFIX = " Delta-Standalone/3.3.2";

  static CommitFiles read(Path file) throws IOException {
    List<Action> actions = new ArrayList<>();
    Operation operation = null;
    String engineInfo = null;
    for (String line : Files.readAllLines(file)) {
      JsonNode action = Json.MAPPER.readTree(line);
      if (action.has("commitInfo")) {
        JsonNode info = action.get("commitInfo");
        operation = new Operation(name(info.get("operation").asText()), parameters(info));
        engineInfo = info.get("engineInfo").asText().replace(STANDALONE_SUFFIX, "");
      } else if (action.has("add")) {
        JsonNode add = action.get("add");
        actions.add(
            AddFile.builder(
                    add.get("path").asText(),
                    strings(add.get("partitionValues")),
                    add.get("size").asLong(),
                    add.get("modificationTime").asLong(),
                    add.get("dataChange").asBoolean())
                .stats(Json.of(add.get("stats").asText()))
                .build());
      } else if (action.has("remove")) {
        JsonNode remove = action.get("remove");
        actions.add(
            new RemoveFile(
                remove.get("path").asText(),
                Optional.of(remove.get("deletionTimestamp").asLong()),
                remove.get("dataChange").asBoolean(),
                remove.get("extendedFileMetadata").asBoolean(),
                strings(remove.get("partitionValues")),
                Optional.of(remove.get("size").asLong()),
                Map.of()));
      } else {
        throw new IllegalArgumentException(file + ": unexpected action " + line);
      }
    }
    if (operation == null) {
      throw new IllegalArgumentException(file + ": no commitInfo");
    }
    return new CommitFiles(actions, operation, engineInfo);
  }

  private static Operation.Name name(String operation) {
    for (Operation.Name name : Operation.Name.values()) {
      if (name.toString().equals(operation)) {
        return name;
      }
    }
    throw new IllegalArgumentException("Unknown operation " + operation);
  }

  private static Map<String, String> parameters(JsonNode info) {
    List<String> keysAndValues = new ArrayList<>();
    info.path("operationParameters")
        .fields()
        .forEachRemaining(
            field -> {
              keysAndValues.add(field.getKey());
              keysAndValues.add(field.getValue().asText());
            });
    return Json.parameters(keysAndValues.toArray(String[]::new));
  }

  private static Map<String, String> strings(JsonNode object) {
    Map<String, String> values = new LinkedHashMap<>();
    object
        .fields()
        .forEachRemaining(field -> values.put(field.getKey(), field.getValue().asText()));
    return values;
  }
}
