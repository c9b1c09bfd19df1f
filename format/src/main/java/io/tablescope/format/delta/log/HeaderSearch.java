package io.tablescope.format.delta.log;

import io.tablescope.format.delta.action.Action;
import io.tablescope.format.delta.action.Metadata;
import io.tablescope.format.delta.action.Protocol;
import io.tablescope.format.io.FileAccess;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;

/** The newest protocol and metadata met, reading back from a version. */
final class HeaderSearch {
  private final FileAccess files;
  private Protocol protocol;
  private Metadata metadata;

  HeaderSearch(FileAccess files) {
    this.files = files;
  }

  /**
   * Reads the commits newest first, parsing no add or remove line, until both are met.
   *
   * @return whether both were met
   */
  boolean readCommits(NavigableMap<Long, String> commits) {
    for (Map.Entry<Long, String> commit : commits.descendingMap().entrySet()) {
      List<Action> read =
          CommitReader.read(files, commit.getValue(), commit.getKey(), HeaderSearch::notAFile)
              .actions();
      for (int i = read.size() - 1; i >= 0; i--) {
        meet(read.get(i));
      }
      if (protocol != null && metadata != null) {
        return true;
      }
    }
    return false;
  }

  /** Keeps the action if it is the first protocol or the first metadata met. */
  void meet(Action action) {
    if (action instanceof Protocol newest && protocol == null) {
      protocol = newest;
    } else if (action instanceof Metadata newest && metadata == null) {
      metadata = newest;
    }
  }

  /** What was met; either may be null. */
  LogHeader header() {
    return new LogHeader(protocol, metadata);
  }

  /** Whether a line may be other than an add or a remove, as writers begin those lines. */
  private static boolean notAFile(String line) {
    return !line.startsWith("{\"add\"") && !line.startsWith("{\"remove\"");
  }
}
