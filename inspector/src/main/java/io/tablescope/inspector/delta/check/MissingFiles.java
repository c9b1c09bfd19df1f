package io.tablescope.inspector.delta.check;

import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.delta.action.DeletionVectorDescriptor;
import io.tablescope.format.delta.action.DeletionVectorFile;
import io.tablescope.format.delta.action.FileKey;
import io.tablescope.format.delta.log.DeltaLog;
import io.tablescope.format.delta.log.DeltaSnapshot;
import io.tablescope.inspector.delta.DeltaFiles;
import io.tablescope.inspector.delta.check.DeltaFinding.Severity;
import io.tablescope.inspector.table.AnalysisProgress;
import io.tablescope.inspector.table.FileExistence;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What Databricks' {@code FSCK REPAIR TABLE} would report, as a dry run: the live files of the
 * latest version, and their deletion vector files, that storage does not hold. A read of such a
 * file fails. Each is reported with the version whose commit added it. Existence is answered from
 * one listing per folder ({@link FileExistence}).
 */
final class MissingFiles {
  private final List<DeltaFinding> findings = new ArrayList<>();
  private int files;
  private int vectors;

  static MissingFiles check(DeltaLog log, FileExistence storage, AnalysisProgress progress) {
    MissingFiles missing = new MissingFiles();
    missing.look(log, storage, progress);
    return missing;
  }

  private void look(DeltaLog log, FileExistence storage, AnalysisProgress progress) {
    DeltaSnapshot latest = log.latest();
    String root = log.tableRoot();
    // What is missing, by the add that names it: the path for a data file, the DV file else.
    Map<FileKey, String> missingData = new LinkedHashMap<>();
    Map<FileKey, String> missingVectors = new LinkedHashMap<>();
    Map<String, Boolean> vectorFiles = new LinkedHashMap<>();
    int done = 0;
    for (AddFile add : latest.files().values()) {
      if (done++ % 1000 == 0) {
        progress.checkCancelled();
        progress.update(
            (double) done / latest.files().size(),
            "Looking for file " + done + " of " + latest.files().size() + "…");
      }
      files++;
      if (!storage.exists(DeltaFiles.location(root, add.decodedPath()))) {
        missingData.put(add.fileKey(), add.decodedPath());
      }
      DeletionVectorDescriptor vector = add.deletionVector();
      String vectorPath = vector == null ? null : vectorPath(add, latest.version());
      if (vectorPath != null) {
        boolean present =
            vectorFiles.computeIfAbsent(
                vectorPath, path -> storage.exists(DeltaFiles.location(root, path)));
        if (!present) {
          missingVectors.put(add.fileKey(), vectorPath);
        }
      }
    }
    vectors = vectorFiles.size();
    Map<FileKey, Long> addedIn = AddingVersions.find(log, latest, missingData, missingVectors);
    missingData.forEach(
        (key, path) ->
            findings.add(
                new DeltaFinding(
                    "missing-file",
                    addedIn.get(key),
                    path,
                    "a live data file storage does not hold"
                        + AddingVersions.describe(addedIn.get(key), latest)
                        + "; a read of it fails",
                    Severity.ERROR)));
    missingVectors.forEach(
        (key, path) ->
            findings.add(
                new DeltaFinding(
                    "missing-deletion-vector",
                    addedIn.get(key),
                    path,
                    "the deletion vector file of "
                        + key.path()
                        + " is not in storage"
                        + AddingVersions.describe(addedIn.get(key), latest)
                        + "; a read of the file fails",
                    Severity.ERROR)));
  }

  /** The vector's file, or null for an inline one; one that cannot be resolved is a finding. */
  private String vectorPath(AddFile add, long version) {
    try {
      return DeletionVectorFile.path(add.deletionVector());
    } catch (IllegalArgumentException e) {
      findings.add(
          new DeltaFinding(
              "missing-deletion-vector",
              version,
              add.decodedPath(),
              "its deletion vector names no file: " + e.getMessage(),
              Severity.ERROR));
      return null;
    }
  }

  List<DeltaFinding> findings() {
    return findings;
  }

  int files() {
    return files;
  }

  int vectors() {
    return vectors;
  }
}
