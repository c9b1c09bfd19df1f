package io.tablescope.inspector.iceberg;

import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.manifest.ManifestContent;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.manifest.ManifestList;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What is wrong with a manifest list that reads cleanly: a manifest listed more than once (engines
 * then read its files once per listing) and, in a format v1 table, a delete manifest (v1 has no
 * delete files).
 */
public final class ManifestListChecks {
  private ManifestListChecks() {}

  /** The problems of a manifest list of a table of this format version; empty when none. */
  public static List<Problem> problems(ManifestList list, int formatVersion) {
    List<Problem> problems = new ArrayList<>();
    Map<String, Integer> listings = new LinkedHashMap<>();
    list.manifests().forEach(manifest -> listings.merge(manifest.path(), 1, Integer::sum));
    listings.forEach(
        (path, times) -> {
          if (times > 1) {
            problems.add(
                new Problem(
                    Problem.Kind.INVALID,
                    list.path(),
                    "lists manifest "
                        + path
                        + " "
                        + times
                        + " times; engines read its files once for each listing"));
          }
        });
    if (formatVersion == 1) {
      for (ManifestFile manifest : list.manifests()) {
        if (manifest.content() == ManifestContent.DELETES) {
          problems.add(
              new Problem(
                  Problem.Kind.INVALID,
                  list.path(),
                  "lists delete manifest "
                      + manifest.path()
                      + " in a format v1 table, which has no delete files"));
        }
      }
    }
    return problems;
  }
}
