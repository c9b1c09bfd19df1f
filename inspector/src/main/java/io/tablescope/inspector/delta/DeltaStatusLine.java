package io.tablescope.inspector.delta;

import io.tablescope.format.delta.action.Protocol;
import io.tablescope.format.delta.checkpoint.Checkpoint;
import io.tablescope.format.delta.log.DeltaSnapshot;
import io.tablescope.format.delta.log.DeltaVersion;
import io.tablescope.format.io.FileAccess;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The one line a browser says about a Delta table, e.g. {@code Delta Lake · 12 versions (0–11) ·
 * version 11 · from checkpoint 10 (…checkpoint.parquet) + 1 commit file · protocol reader 3, writer
 * 7 (deletionVectors)}.
 */
final class DeltaStatusLine {
  private DeltaStatusLine() {}

  static String of(DeltaTable table) {
    List<DeltaVersion> versions = table.log().versions();
    DeltaSnapshot latest = table.log().latest();
    List<String> parts = new ArrayList<>();
    parts.add(table.format().displayName());
    parts.add(
        versions.size()
            + (versions.size() == 1 ? " version (" : " versions (")
            + versions.get(0).version()
            + "–"
            + latest.version()
            + ")");
    parts.add("version " + latest.version());
    parts.add(replayed(latest));
    Protocol protocol = latest.protocol();
    if (protocol != null) {
      parts.add(protocol(protocol));
    }
    if (latest.metadata() != null && latest.metadata().columnMappingMode() != null) {
      String mode = latest.metadata().columnMappingMode().toLowerCase(Locale.ROOT);
      if (!mode.equals("none")) {
        parts.add("column mapping " + mode);
      }
    }
    return String.join(" · ", parts);
  }

  /** Where the latest version's state was read from: a checkpoint and the commits after it. */
  private static String replayed(DeltaSnapshot latest) {
    Checkpoint checkpoint = latest.checkpoint();
    int replayed = latest.replayedFiles().size();
    return (checkpoint == null
            ? "no checkpoint used"
            : "from checkpoint "
                + checkpoint.version()
                + " ("
                + FileAccess.fileName(checkpoint.location())
                + (checkpoint.locations().size() > 1
                    ? ", " + checkpoint.locations().size() + " files"
                    : "")
                + ")")
        + " + "
        + replayed
        + (replayed == 1 ? " commit file" : " commit files");
  }

  private static String protocol(Protocol protocol) {
    List<String> features = new ArrayList<>();
    if (protocol.readerFeatures() != null) {
      features.addAll(protocol.readerFeatures());
    }
    if (protocol.writerFeatures() != null) {
      protocol.writerFeatures().stream().filter(f -> !features.contains(f)).forEach(features::add);
    }
    return "protocol reader "
        + protocol.minReaderVersion()
        + ", writer "
        + protocol.minWriterVersion()
        + (features.isEmpty() ? "" : " (" + String.join(", ", features) + ")");
  }
}
