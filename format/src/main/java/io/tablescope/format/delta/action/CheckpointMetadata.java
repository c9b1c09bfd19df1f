package io.tablescope.format.delta.action;

import java.util.Map;

/**
 * A {@code checkpointMetadata} action: the one row every V2 checkpoint holds.
 *
 * @param version the checkpoint's version
 * @param tags the tags, or null when absent
 * @param otherFields fields this reader does not know, name to JSON text
 */
public record CheckpointMetadata(
    long version, Map<String, String> tags, Map<String, String> otherFields) implements Action {

  public CheckpointMetadata {
    tags = Maps.copy(tags);
    otherFields = Maps.copyOrEmpty(otherFields);
  }

  @Override
  public String key() {
    return "checkpointMetadata";
  }
}
