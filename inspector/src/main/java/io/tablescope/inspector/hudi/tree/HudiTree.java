package io.tablescope.inspector.hudi.tree;

import io.tablescope.format.hudi.instant.CommitMetadata;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.hudi.view.FileGroup;
import io.tablescope.inspector.hudi.view.FileSlice;
import io.tablescope.inspector.hudi.view.LogFile;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The children of a Hudi instant's tree: the instant's write stats, then each partition's file
 * groups with every committed slice as of the instant, the one a snapshot read opens marked, down
 * to its base and log files.
 */
final class HudiTree {
  private final HudiTable table;

  HudiTree(HudiTable table) {
    this.table = table;
  }

  List<HudiNode> children(HudiNode node, String filter) {
    if (node instanceof HudiNode.Instant instant) {
      return partitions(instant.instant(), filter);
    }
    if (node instanceof HudiNode.Partition partition) {
      return partition.groups().stream()
          .map(
              group ->
                  (HudiNode)
                      new HudiNode.Group(group, readSlice(group, partition.at()), partition.at()))
          .toList();
    }
    if (node instanceof HudiNode.Group group) {
      return slices(group);
    }
    if (node instanceof HudiNode.Slice slice) {
      return files(slice);
    }
    if (node instanceof HudiNode.Log log) {
      return table.blockReads(log.slice(), log.at()).stream()
          .filter(read -> read.log().endsWith("/" + log.file().path()))
          .map(read -> (HudiNode) new HudiNode.Block(read))
          .toList();
    }
    if (node instanceof HudiNode.WriteStats stats) {
      return stats.metadata().writeStats().stream()
          .map(stat -> (HudiNode) new HudiNode.Stat(stat))
          .toList();
    }
    return List.of();
  }

  boolean isLeaf(HudiNode node) {
    return node instanceof HudiNode.Base
        || node instanceof HudiNode.Block
        || node instanceof HudiNode.Stat
        || node instanceof HudiNode.Damage;
  }

  private List<HudiNode> partitions(HoodieInstant instant, String filter) {
    List<HudiNode> children = new ArrayList<>();
    CommitMetadata metadata = table.commitMetadata(instant);
    if (!metadata.partitionToWriteStats().isEmpty()) {
      children.add(new HudiNode.WriteStats(metadata));
    }
    String at = instant.requestedTime();
    Map<String, List<FileGroup>> byPartition = new LinkedHashMap<>();
    Set<String> opened =
        table.snapshot(at).stream()
            .map(slice -> slice.partition() + "/" + slice.fileId())
            .collect(Collectors.toSet());
    for (FileGroup group : table.view().fileGroups()) {
      if (!opened.contains(group.partition() + "/" + group.fileId())) {
        continue;
      }
      // A filter may also be a file's path, which holds its group's id: Find leads to it so.
      if (!filter.isEmpty()
          && !group.partition().contains(filter)
          && !group.fileId().contains(filter)
          && !filter.contains(group.fileId())) {
        continue;
      }
      byPartition.computeIfAbsent(group.partition(), p -> new ArrayList<>()).add(group);
    }
    byPartition.forEach(
        (partition, groups) -> children.add(new HudiNode.Partition(partition, groups, at)));
    table.problems().forEach(problem -> children.add(new HudiNode.Damage(problem)));
    return children;
  }

  private FileSlice readSlice(FileGroup group, String at) {
    return table.snapshot(at).stream()
        .filter(slice -> slice.partition().equals(group.partition()))
        .filter(slice -> slice.fileId().equals(group.fileId()))
        .findFirst()
        .orElse(null);
  }

  private List<HudiNode> slices(HudiNode.Group group) {
    List<HudiNode> children = new ArrayList<>();
    for (FileSlice slice : group.group().slices()) {
      if (!table.view().committed(slice) || slice.baseInstantTime().compareTo(group.at()) > 0) {
        continue;
      }
      boolean read =
          group.read() != null
              && (group.read().baseInstantTime().equals(slice.baseInstantTime())
                  || slice.logFiles().stream().anyMatch(group.read().logFiles()::contains));
      children.add(
          new HudiNode.Slice(slice, read, read ? group.read().logFiles() : List.of(), group.at()));
    }
    return children;
  }

  private List<HudiNode> files(HudiNode.Slice slice) {
    List<HudiNode> children = new ArrayList<>();
    if (slice.slice().baseFile() != null) {
      children.add(
          new HudiNode.Base(
              slice.slice().baseFile(), table.writeStatOf(slice.slice().baseFile().path())));
    }
    for (LogFile log : slice.slice().logFiles()) {
      children.add(
          new HudiNode.Log(log, slice.logsRead().contains(log), slice.slice(), slice.at()));
    }
    return children;
  }
}
