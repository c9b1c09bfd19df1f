package io.tablescope.inspector.hudi;

import java.util.List;

/**
 * Why an incremental read's range is not what Hudi's reader returns for it: commits it skips, or
 * files it names that are no longer there to read.
 *
 * @param items the instants or files concerned
 */
public record IncrementalWarning(Kind kind, String message, List<String> items) {
  public IncrementalWarning {
    items = List.copyOf(items);
  }

  /** What keeps the range from reading as its commits wrote it. */
  public enum Kind {
    /** Commits in the range that archival moved off the timeline the reader reads. */
    BEGIN_ARCHIVED("begin-archived"),
    /** Files the range's commits wrote that a clean has since deleted. */
    FILES_CLEANED("files-cleaned"),
    /** Files the range's commits wrote that are gone with no clean or rollback deleting them. */
    FILES_MISSING("files-missing");

    private final String label;

    Kind(String label) {
      this.label = label;
    }

    /** The kind as the JSON output names it. */
    public String label() {
      return label;
    }
  }
}
