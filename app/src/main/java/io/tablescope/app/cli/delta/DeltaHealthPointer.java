package io.tablescope.app.cli.delta;

import io.tablescope.app.cli.common.HealthReport.Finding;
import io.tablescope.app.cli.common.HealthReport.Section;
import io.tablescope.app.cli.common.Numbers;
import io.tablescope.inspector.delta.health.CheckpointPointer;
import java.util.ArrayList;
import java.util.List;

/** The {@code _last_checkpoint} section of a Delta health report, and what readers pay for it. */
final class DeltaHealthPointer {
  private DeltaHealthPointer() {}

  static Section section(CheckpointPointer pointer) {
    if (pointer.state() == CheckpointPointer.State.NONE) {
      return new Section("_last_checkpoint", List.of(), "no checkpoint, and no pointer to one");
    }
    List<String> details = new ArrayList<>();
    String headline =
        switch (pointer.state()) {
          case ABSENT ->
              "No _last_checkpoint though the log holds checkpoint "
                  + pointer.newestCheckpoint()
                  + ": readers list the whole log to find it";
          case CURRENT -> "Names checkpoint " + pointer.pointsAt() + ", the newest";
          case STALE -> {
            details.add(
                "readers list from "
                    + pointer.pointsAt()
                    + " and still start at "
                    + pointer.newestCheckpoint()
                    + "; the writer of "
                    + pointer.newestCheckpoint()
                    + " did not update the pointer");
            yield "Stale: names checkpoint "
                + pointer.pointsAt()
                + ", older than checkpoint "
                + pointer.newestCheckpoint()
                + " on disk";
          }
          case MISSING -> "Names checkpoint " + pointer.pointsAt() + ", which is not in the log";
          case PARTIAL ->
              "Names checkpoint "
                  + pointer.pointsAt()
                  + ", of which only some parts are in the log";
          case UNREADABLE -> "Cannot be read: readers find the checkpoint by listing the log";
          case NONE -> throw new IllegalStateException("handled above");
        };
    if (pointer.bad()) {
      details.add(readFrom(pointer));
    }
    return new Section(
        "_last_checkpoint", List.of(new Finding("_last_checkpoint", headline, details)), "");
  }

  private static String readFrom(CheckpointPointer pointer) {
    if (!pointer.readable()) {
      return "the table cannot be read: no protocol or metadata is reached from what is on disk";
    }
    String files = Numbers.count(pointer.replayedFiles(), "log file");
    return pointer.readFrom() == null
        ? "the state is read the long way, from the first commit: " + files
        : "the state is read from checkpoint " + pointer.readFrom() + " and " + files + " after it";
  }
}
