package io.tablescope.format.delta.action;

import java.util.Map;
import java.util.Objects;

/**
 * A {@code sidecar} action: a file under {@code _delta_log/_sidecars/} holding file actions of a V2
 * checkpoint.
 *
 * @param path the sidecar's path, relative to {@code _delta_log/_sidecars/} or absolute
 * @param sizeInBytes its size
 * @param modificationTime when it was written, in milliseconds since the epoch
 * @param tags the tags, or null when absent
 * @param otherFields fields this reader does not know, name to JSON text
 */
public record Sidecar(
    String path,
    long sizeInBytes,
    long modificationTime,
    Map<String, String> tags,
    Map<String, String> otherFields)
    implements Action {

  public Sidecar {
    Objects.requireNonNull(path, "path");
    tags = Maps.copy(tags);
    otherFields = Maps.copyOrEmpty(otherFields);
  }

  @Override
  public String key() {
    return "sidecar";
  }

  /** The path URL-decoded. */
  public String decodedPath() {
    return Paths.decode(path);
  }
}
