package io.tablescope.format.hudi.log;

import io.tablescope.format.Problem;
import java.util.List;
import java.util.Objects;

/**
 * The blocks of one Hudi log file in file order, and the problems met reading them: damage is a
 * corrupt block where Hudi's reader would see one, and the blocks around it are kept.
 *
 * @param location the log file
 * @param blocks its blocks, corrupt ones included, in file order
 * @param problems what could not be read, each naming the block and byte it is at
 */
public record LogBlocks(String location, List<LogBlock> blocks, List<Problem> problems) {

  public LogBlocks {
    Objects.requireNonNull(location, "location");
    blocks = List.copyOf(blocks);
    problems = List.copyOf(problems);
  }

  /** The blocks of one type, in file order. */
  public List<LogBlock> blocksOf(LogBlockType type) {
    return blocks.stream().filter(block -> block.type() == type).toList();
  }
}
