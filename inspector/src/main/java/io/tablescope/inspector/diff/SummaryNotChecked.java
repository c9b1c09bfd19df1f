package io.tablescope.inspector.diff;

import java.util.Objects;

/**
 * A snapshot summary that was not checked against the manifests, because they could not all be
 * read: a count over what was read would report a mismatch that is only the damage.
 *
 * @param reason why, e.g. "1 manifest could not be read"
 */
public record SummaryNotChecked(long commitId, String reason) {
  public SummaryNotChecked {
    Objects.requireNonNull(reason, "reason");
  }
}
