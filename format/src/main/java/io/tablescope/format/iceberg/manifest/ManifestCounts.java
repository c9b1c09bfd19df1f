package io.tablescope.format.iceberg.manifest;

import io.tablescope.format.ContentKind;
import io.tablescope.format.Problem;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The entries of one manifest counted by kind (deletion vectors told apart from other position
 * deletes) and status, without reading the files' details.
 */
public record ManifestCounts(
    ManifestFile file, Map<ContentKind, StatusCounts> byContent, List<Problem> problems) {
  public ManifestCounts {
    Objects.requireNonNull(file, "file");
    byContent = Map.copyOf(byContent);
    problems = List.copyOf(problems);
  }

  /** The counts over every kind. */
  public StatusCounts total() {
    return byContent.values().stream().reduce(StatusCounts.ZERO, StatusCounts::plus);
  }
}
