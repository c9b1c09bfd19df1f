package io.tablescope.format.delta.action;

import java.util.Objects;

/**
 * An action whose key this reader does not know, kept as written.
 *
 * @param key the action's JSON key
 * @param json the action's body as JSON text
 */
public record UnknownAction(String key, String json) implements Action {
  public UnknownAction {
    Objects.requireNonNull(key, "key");
    Objects.requireNonNull(json, "json");
  }
}
