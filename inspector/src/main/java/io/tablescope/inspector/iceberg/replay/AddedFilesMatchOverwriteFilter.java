package io.tablescope.inspector.iceberg.replay;

import io.tablescope.format.iceberg.manifest.ContentFile;
import java.util.List;

/**
 * A5, OverwriteFiles {@code validateAddedFilesMatchOverwriteFilter}: every added file must hold
 * only rows that the row filter matches, proven by its partition (strict projection) or its column
 * statistics (strict metrics). Without a row filter the filter is {@code false}, which no file
 * matches. It looks at the operation alone, not at history, and runs first. Iceberg projects the
 * filter onto the partition spec case-sensitively even under {@code caseSensitive(false)}, so a
 * column written in another case fails here whatever the operation says.
 */
final class AddedFilesMatchOverwriteFilter {
  private AddedFilesMatchOverwriteFilter() {}

  static void validate(ValidationRun run) {
    Check check = Check.ADDED_FILES_MATCH_OVERWRITE_FILTER;
    Proposal proposal = run.proposal();
    FilterExpression rowFilter = proposal.rowFilterExpression();
    ConflictFilter caseSensitive = caseSensitive(run, proposal.rowFilter());
    if (caseSensitive != null && caseSensitive.bindingFailure() != null) {
      run.failToBind(check, caseSensitive, List.of());
      return;
    }
    List<String> outside =
        proposal.addedDataFiles().stream()
            .filter(file -> !run.rowFilter().addedFileMatches(file, rowFilter))
            .map(ContentFile::path)
            .toList();
    if (outside.isEmpty()) {
      run.pass(
          check,
          "the "
              + proposal.addedDataFiles().size()
              + " added files hold only rows matching "
              + rowFilter);
      return;
    }
    run.fail(
        check,
        IcebergException.VALIDATION_EXCEPTION,
        Messages.addedFileDoesNotMatchFilter(rowFilter.toString(), outside.get(0)),
        List.of(),
        outside,
        outside.get(0)
            + " may hold rows outside the row filter "
            + rowFilter
            + ": neither its partition nor its column bounds prove that every row matches."
            + " An overwrite that checks this must write only rows of the range it replaces.");
  }

  /** The row filter bound case-sensitively, as Iceberg's partition projection binds it. */
  private static ConflictFilter caseSensitive(ValidationRun run, ConflictFilter rowFilter) {
    if (rowFilter == null) {
      return null;
    }
    return run.table()
        .metadata()
        .currentSchema()
        .map(schema -> new FilterParser(schema, true, "row-filter").filter(rowFilter.text()))
        .orElse(null);
  }
}
