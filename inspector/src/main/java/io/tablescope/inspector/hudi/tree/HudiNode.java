package io.tablescope.inspector.hudi.tree;

import io.tablescope.format.Problem;
import io.tablescope.format.hudi.instant.CommitMetadata;
import io.tablescope.format.hudi.instant.WriteStat;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.inspector.hudi.view.BaseFile;
import io.tablescope.inspector.hudi.view.BlockRead;
import io.tablescope.inspector.hudi.view.FileGroup;
import io.tablescope.inspector.hudi.view.FileSlice;
import io.tablescope.inspector.hudi.view.LogFile;
import java.util.List;

/** A node of a Hudi instant's tree: the instant, down its partitions to the files a read opens. */
public sealed interface HudiNode {
  /** The instant at the root. */
  record Instant(HoodieInstant instant) implements HudiNode {}

  /** A partition's file groups as a read at the instant sees them. */
  record Partition(String partition, List<FileGroup> groups, String at) implements HudiNode {}

  /** A file group and the slice a read at the instant opens. */
  record Group(FileGroup group, FileSlice read, String at) implements HudiNode {}

  /**
   * A slice of a group.
   *
   * @param read whether the read at the instant opens it
   */
  record Slice(FileSlice slice, boolean read, List<LogFile> logsRead, String at)
      implements HudiNode {}

  /** A slice's base file, with the write that wrote it if the timeline still names it. */
  record Base(BaseFile file, WriteStat stat) implements HudiNode {}

  /**
   * A slice's log file; {@code read} says whether a read at the instant opens it, its blocks what
   * the read merges of it.
   */
  record Log(LogFile file, boolean read, FileSlice slice, String at) implements HudiNode {}

  /** A block of a log file, with what a read at the instant does with it. */
  record Block(BlockRead read) implements HudiNode {}

  /** What the instant's own metadata says it wrote. */
  record WriteStats(CommitMetadata metadata) implements HudiNode {}

  /** One write of the instant. */
  record Stat(WriteStat stat) implements HudiNode {}

  /** Something that could not be read. */
  record Damage(Problem problem) implements HudiNode {}
}
