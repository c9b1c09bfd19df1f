package io.tablescope.format.testing.delta;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;

/**
 * Writes a long Delta log by hand, fast: every commit adds one file and, once the table holds
 * {@code liveFiles}, removes the oldest; a classic checkpoint every {@code interval} versions and
 * {@code _last_checkpoint} pointing at the newest. Checkpoints hold the live files only (the
 * tombstones have expired), as after a real writer's retention period.
 */
public final class LargeDeltaLog {
  private LargeDeltaLog() {}

  /** Writes versions 0 to {@code commits - 1}. */
  public static void write(Path root, int commits, int interval, int liveFiles) {
    HandWrittenLog log = new HandWrittenLog(root);
    Map<String, String> columns = new java.util.LinkedHashMap<>();
    columns.put("id", null);
    ObjectNode protocol = HandWrittenLog.protocol(1, 2, null, null);
    ObjectNode metadata =
        HandWrittenLog.metadata("large", HandWrittenLog.schema(columns), List.of(), Map.of());
    Deque<ObjectNode> live = new ArrayDeque<>();
    long lastCheckpoint = -1;
    for (int version = 0; version < commits; version++) {
      List<ObjectNode> actions = new ArrayList<>();
      actions.add(HandWrittenLog.commitInfo("WRITE", null));
      if (version == 0) {
        actions.add(protocol);
        actions.add(metadata);
      }
      ObjectNode add = HandWrittenLog.add("f" + version + ".parquet", Map.of(), version, null);
      actions.add(add);
      live.addLast(add);
      if (live.size() > liveFiles) {
        String path = live.removeFirst().get("add").get("path").asText();
        actions.add(HandWrittenLog.remove(path, Map.of(), null));
      }
      log.commit(version, 1_700_000_000_000L + version * 1000L, actions);
      if (version > 0 && version % interval == 0) {
        List<ObjectNode> rows = new ArrayList<>(List.of(protocol, metadata));
        rows.addAll(live);
        HandWrittenCheckpoint.write(
            log.logDir().resolve(HandWrittenLog.padded(version) + ".checkpoint.parquet"), rows);
        lastCheckpoint = version;
      }
    }
    if (lastCheckpoint >= 0) {
      log.write(
          "_last_checkpoint",
          "{\"version\":" + lastCheckpoint + ",\"size\":" + (liveFiles + 2) + "}");
    }
  }
}
