package io.tablescope.app.cli.format;

import java.util.Objects;

/**
 * What {@code definition} asks.
 *
 * @param at the table as given and the commit named in it
 * @param history whether to read and compare every earlier metadata file
 */
public record DefinitionRequest(CommitRequest at, boolean history) {
  public DefinitionRequest {
    Objects.requireNonNull(at, "at");
  }
}
