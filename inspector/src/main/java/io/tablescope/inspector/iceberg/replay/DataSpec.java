package io.tablescope.inspector.iceberg.replay;

import io.tablescope.format.iceberg.manifest.ContentFile;
import java.util.List;

/**
 * Iceberg's {@code dataSpec()}: the one partition spec of the added data files. A dynamic overwrite
 * and {@code validateAddedFilesMatchOverwriteFilter} cannot do without it, so no added file, or
 * files of several specs, fail the commit before any other check.
 */
final class DataSpec {
  private DataSpec() {}

  /** Whether the added data files have one spec; records the failure when not. */
  static boolean validate(ValidationRun run) {
    Check check = Check.DATA_SPEC;
    List<ContentFile> added = run.proposal().addedDataFiles();
    long specs = added.stream().mapToInt(ContentFile::specId).distinct().count();
    if (specs == 1) {
      run.pass(check, "the added data files are written with spec " + added.get(0).specId());
      return true;
    }
    run.fail(
        check,
        IcebergException.ILLEGAL_STATE_EXCEPTION,
        specs == 0 ? Messages.noDataFilesAdded() : Messages.severalDataSpecs(),
        List.of(),
        added.stream().map(ContentFile::path).toList(),
        specs == 0
            ? "The operation adds no data file, so Iceberg cannot tell which partition spec it"
                + " writes: "
                + (run.proposal().operation() == OperationType.REPLACE_PARTITIONS
                    ? "a dynamic overwrite replaces the partitions of the files it adds."
                    : "validateAddedFilesMatchOverwriteFilter projects the row filter onto it.")
            : "The added data files are written with several partition specs; Iceberg needs one.");
    return false;
  }
}
