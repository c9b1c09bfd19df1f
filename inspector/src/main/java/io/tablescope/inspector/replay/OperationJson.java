package io.tablescope.inspector.replay;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Iterator;
import java.util.Set;

/** The JSON object of an operation file, with only the fields a format's file may hold. */
public final class OperationJson {
  private OperationJson() {}

  /**
   * Parses the text into one JSON object; text that is not JSON, anything but an object, and a
   * field outside {@code fields} are {@link IllegalArgumentException}s naming the problem.
   */
  public static JsonNode object(String json, Set<String> fields) {
    JsonNode root;
    try {
      root = new ObjectMapper().readTree(json);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException("not JSON: " + e.getOriginalMessage());
    }
    if (root == null || !root.isObject()) {
      throw new IllegalArgumentException("the operation file must hold one JSON object");
    }
    for (Iterator<String> names = root.fieldNames(); names.hasNext(); ) {
      String name = names.next();
      if (!fields.contains(name)) {
        throw new IllegalArgumentException(
            "unknown field '" + name + "'; the fields are " + fields.stream().sorted().toList());
      }
    }
    return root;
  }
}
