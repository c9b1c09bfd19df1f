package io.tablescope.inspector.hudi;

import io.tablescope.format.Problem;
import io.tablescope.format.hudi.HoodieTableConfig;
import io.tablescope.format.hudi.HoodieTableConfigReader;
import io.tablescope.format.hudi.timeline.ActiveTimeline;
import io.tablescope.format.hudi.timeline.ArchiveLogReader;
import io.tablescope.format.hudi.timeline.ArchivedInstant;
import io.tablescope.format.hudi.timeline.ArchivedTimeline;
import io.tablescope.format.hudi.timeline.ArchivedTimelineReader;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.format.hudi.timeline.InstantState;
import io.tablescope.format.io.FileAccess;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A table's archived timeline, read the first time it is asked for: timeline layout 2's LSM
 * history, or layout 1's archive log files.
 */
final class HudiArchive {
  private final FileAccess files;
  private final String location;
  private final HoodieTableConfig config;
  private final ActiveTimeline timeline;
  private volatile Read read;

  /** The archived timeline read, its instants as the active timeline's are kept, by time. */
  private record Read(
      ArchivedTimeline timeline,
      Map<String, ArchivedInstant> byTime,
      List<HoodieInstant> instants) {}

  HudiArchive(
      FileAccess files, String location, HoodieTableConfig config, ActiveTimeline timeline) {
    this.files = files;
    this.location = location;
    this.config = config;
    this.timeline = timeline;
  }

  /** The archived instants, oldest first, each completed. */
  List<HoodieInstant> instants() {
    return read().instants();
  }

  /** The archived instants by requested time. */
  Map<String, ArchivedInstant> byTime() {
    return read().byTime();
  }

  /** What kept the archive from being read, once it has been; nothing before. */
  List<Problem> problemsIfRead() {
    Read done = read;
    return done == null ? List.of() : done.timeline().problems();
  }

  private Read read() {
    Read done = read;
    if (done == null) {
      synchronized (this) {
        done = read;
        if (done == null) {
          done = readArchive();
          read = done;
        }
      }
    }
    return done;
  }

  /** Layout 1's archive folder: {@code hoodie.archivelog.folder} under {@code .hoodie/}. */
  private String archiveFolder() {
    String folder = config.get("hoodie.archivelog.folder");
    return FileAccess.child(
        FileAccess.child(location, HoodieTableConfigReader.META_FOLDER),
        folder == null || folder.isBlank() ? "archived" : folder);
  }

  private Read readArchive() {
    ArchivedTimeline archived =
        timeline.keepsCompletionTimes()
            ? new ArchivedTimelineReader().read(files, timeline.folder())
            : new ArchiveLogReader().read(files, archiveFolder());
    Map<String, ArchivedInstant> byTime = new HashMap<>();
    List<HoodieInstant> all = new ArrayList<>();
    for (ArchivedInstant instant : archived.instants()) {
      byTime.put(instant.requestedTime(), instant);
      all.add(
          new HoodieInstant(
              instant.requestedTime(),
              instant.action(),
              InstantState.COMPLETED,
              instant.completionTime(),
              Map.of(InstantState.COMPLETED, instant.file()),
              0));
    }
    return new Read(archived, Map.copyOf(byTime), List.copyOf(all));
  }
}
