package io.tablescope.app.cli.format;

import io.tablescope.app.cli.common.CommitOptions;
import java.util.Objects;

/**
 * A command's table as the user named it, for messages, and the commit named in it.
 *
 * @param table the TABLE argument as given
 */
public record CommitRequest(String table, CommitOptions commit) {
  public CommitRequest {
    Objects.requireNonNull(table, "table");
    Objects.requireNonNull(commit, "commit");
  }
}
