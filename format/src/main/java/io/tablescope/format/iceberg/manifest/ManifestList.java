package io.tablescope.format.iceberg.manifest;

import io.tablescope.format.Problem;
import java.util.List;
import java.util.Objects;

/**
 * A manifest list as read: the manifests it could read, and what went wrong, if anything. A
 * truncated list keeps the manifests before the damage.
 */
public record ManifestList(String path, List<ManifestFile> manifests, List<Problem> problems) {
  public ManifestList {
    Objects.requireNonNull(path, "path");
    manifests = List.copyOf(manifests);
    problems = List.copyOf(problems);
  }
}
