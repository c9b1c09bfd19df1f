package io.tablescope.inspector.hudi.view;

import io.tablescope.format.hudi.log.LogBlock;
import io.tablescope.format.hudi.log.LogBlockType;
import io.tablescope.format.hudi.log.LogBlocks;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * What a read of a file slice as of an instant does with one of its log blocks, by the rules of
 * Hudi's log record reader: a data or delete block written after the instant, by an instant that
 * never completed, rolled back by a command block, or folded into a log compaction's block is
 * skipped; a corrupt block is skipped for its damage.
 *
 * @param read whether the read merges the block's records (a command block: whether it applies)
 * @param why why it is skipped, or what it does; empty for a plain block read
 */
public record BlockRead(String log, LogBlock block, boolean read, String why) {

  /**
   * The fate of every block of a slice's logs as of an instant.
   *
   * @param logs the slice's logs' blocks, oldest log first
   * @param completed whether an instant completed (or is older than the active timeline)
   */
  public static List<BlockRead> of(
      List<LogBlocks> logs, String instant, Predicate<String> completed) {
    Set<String> rolledBack = new HashSet<>();
    Map<String, String> compactedInto = new HashMap<>();
    for (LogBlocks file : logs) {
      for (LogBlock block : file.blocks()) {
        if (block.type() == LogBlockType.COMMAND_BLOCK && block.targetInstantTime() != null) {
          rolledBack.add(block.targetInstantTime());
        }
        if (usable(block, instant, completed)) {
          block.compactedBlockTimes().forEach(time -> compactedInto.put(time, block.instantTime()));
        }
      }
    }
    List<BlockRead> reads = new ArrayList<>();
    for (LogBlocks file : logs) {
      for (LogBlock block : file.blocks()) {
        reads.add(fate(file.location(), block, instant, completed, rolledBack, compactedInto));
      }
    }
    return reads;
  }

  private static BlockRead fate(
      String log,
      LogBlock block,
      String instant,
      Predicate<String> completed,
      Set<String> rolledBack,
      Map<String, String> compactedInto) {
    if (block.isCorrupt()) {
      return new BlockRead(log, block, false, "corrupt: " + block.corruptReason());
    }
    if (block.type() == LogBlockType.COMMAND_BLOCK) {
      return new BlockRead(log, block, true, "rolls back " + block.targetInstantTime());
    }
    if (!block.type().isDataOrDeleteBlock()) {
      return new BlockRead(log, block, false, "a block Hudi's reader does not merge");
    }
    String written = block.instantTime();
    if (written == null) {
      return new BlockRead(log, block, false, "no INSTANT_TIME in its header");
    }
    if (written.compareTo(instant) > 0) {
      return new BlockRead(log, block, false, "written by " + written + ", after the instant read");
    }
    if (!completed.test(written)) {
      return new BlockRead(log, block, false, "written by " + written + ", which never completed");
    }
    if (rolledBack.contains(written)) {
      return new BlockRead(
          log, block, false, "rolled back: " + written + " is a command block's target");
    }
    if (compactedInto.containsKey(written)) {
      return new BlockRead(
          log,
          block,
          false,
          "folded into the log compaction block of " + compactedInto.get(written));
    }
    return new BlockRead(log, block, true, "");
  }

  private static boolean usable(LogBlock block, String instant, Predicate<String> completed) {
    return !block.isCorrupt()
        && block.instantTime() != null
        && block.instantTime().compareTo(instant) <= 0
        && completed.test(block.instantTime());
  }
}
