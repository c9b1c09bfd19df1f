package io.tablescope.inspector.iceberg.replay;

import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.FileContent;
import java.util.List;

/** A4: a table at format v3 takes position deletes only as deletion vectors. */
final class PositionDeletesAsVectors {
  private PositionDeletesAsVectors() {}

  static void validate(ValidationRun run) {
    Check check = Check.POSITION_DELETES_AS_DVS;
    int formatVersion = run.table().metadata().formatVersion();
    List<String> legacy =
        run.proposal().addedDeleteFiles().stream()
            .filter(
                file -> file.content() == FileContent.POSITION_DELETES && !file.isDeletionVector())
            .map(ContentFile::path)
            .toList();
    if (formatVersion < 3 || legacy.isEmpty()) {
      run.pass(
          check,
          "format v"
              + formatVersion
              + ", "
              + legacy.size()
              + " position delete files that are not vectors");
      return;
    }
    run.fail(
        check,
        IcebergException.ILLEGAL_ARGUMENT_EXCEPTION,
        Messages.mustUseDvs(formatVersion, legacy.get(0)),
        List.of(),
        legacy,
        "The table is at format v"
            + formatVersion
            + " now (it was upgraded after the operation planned its writes), and v3 tables"
            + " take position deletes only as deletion vectors. Re-run the operation so it writes deletion vectors.");
  }
}
