package io.tablescope.inspector.iceberg;

import io.tablescope.format.NegativeValues;
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
 * then read its files once per listing), in a format v1 table a delete manifest (v1 has no delete
 * files), and negative lengths, counts or sequence numbers.
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
    problems.addAll(negativeValues(list));
    return problems;
  }

  private static List<Problem> negativeValues(ManifestList list) {
    NegativeValues negatives = new NegativeValues(list.path());
    for (ManifestFile manifest : list.manifests()) {
      String where = manifest.path();
      negatives.check("manifest_length", manifest.length(), where);
      negatives.check("sequence_number", manifest.sequenceNumber(), where);
      negatives.check("min_sequence_number", manifest.minSequenceNumber(), where);
      negatives.check("added_files_count", manifest.addedFilesCount(), where);
      negatives.check("existing_files_count", manifest.existingFilesCount(), where);
      negatives.check("deleted_files_count", manifest.deletedFilesCount(), where);
      negatives.check("added_rows_count", manifest.addedRowsCount(), where);
      negatives.check("existing_rows_count", manifest.existingRowsCount(), where);
      negatives.check("deleted_rows_count", manifest.deletedRowsCount(), where);
    }
    return negatives.problems();
  }
}
