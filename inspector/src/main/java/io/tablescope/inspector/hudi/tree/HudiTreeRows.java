package io.tablescope.inspector.hudi.tree;

import io.tablescope.format.hudi.instant.WriteStat;
import io.tablescope.inspector.hudi.view.BlockRead;
import io.tablescope.inspector.hudi.view.FileGroup;
import io.tablescope.inspector.hudi.view.FileSlice;
import io.tablescope.inspector.table.NodeKind;
import io.tablescope.inspector.table.TreeCell;
import io.tablescope.inspector.table.TreeColumn;
import io.tablescope.inspector.table.TreeRow;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** What each row of a Hudi instant's tree shows. */
final class HudiTreeRows {
  static final String NAME = "hudiNameColumn";
  static final String INSTANT = "hudiInstantColumn";
  static final String STATE = "hudiReadColumn";
  static final String RECORDS = "hudiRecordsColumn";
  static final String SIZE = "hudiSizeColumn";

  static final List<TreeColumn> COLUMNS =
      List.of(
          TreeColumn.name(NAME, 470),
          TreeColumn.text(INSTANT, "Instant", 170),
          TreeColumn.text(STATE, "Read", 150),
          TreeColumn.number(RECORDS, "Records"),
          TreeColumn.size(SIZE, "Size"));

  private HudiTreeRows() {}

  static TreeRow of(HudiNode node) {
    Map<String, TreeCell> cells = new HashMap<>();
    if (node instanceof HudiNode.Instant root) {
      cells.put(INSTANT, TreeCell.of(root.instant().requestedTime()));
      cells.put(STATE, TreeCell.of(root.instant().state().name()));
      return row(
          NodeKind.COMMIT,
          root.instant().action() + " " + root.instant().requestedTime(),
          cells,
          "");
    }
    if (node instanceof HudiNode.WriteStats stats) {
      List<WriteStat> all = stats.metadata().writeStats();
      cells.put(RECORDS, number(all.stream().mapToLong(WriteStat::numWrites).sum()));
      cells.put(SIZE, number(all.stream().mapToLong(WriteStat::totalWriteBytes).sum()));
      return row(NodeKind.DATA_MANIFEST, "Write stats (" + all.size() + ")", cells, "");
    }
    if (node instanceof HudiNode.Stat stat) {
      cells.put(
          INSTANT,
          TreeCell.of(
              stat.stat().prevCommit() == null ? "new" : "after " + stat.stat().prevCommit()));
      cells.put(RECORDS, number(stat.stat().numWrites()));
      cells.put(SIZE, number(stat.stat().totalWriteBytes()));
      return row(
          NodeKind.RECORD,
          stat.stat().path() == null ? stat.stat().fileId() : stat.stat().path(),
          cells,
          stat.stat().path());
    }
    if (node instanceof HudiNode.Partition partition) {
      String name = partition.partition().isEmpty() ? "(no partition)" : partition.partition();
      return row(
          NodeKind.FILE_LIST,
          name
              + " · "
              + partition.groups().size()
              + (partition.groups().size() == 1 ? " file group" : " file groups"),
          cells,
          "");
    }
    if (node instanceof HudiNode.Group group) {
      FileGroup fileGroup = group.group();
      FileSlice read = group.read();
      if (read != null) {
        cells.put(INSTANT, TreeCell.of(read.baseInstantTime()));
        cells.put(SIZE, number(read.sizeInBytes()));
      }
      cells.put(
          STATE,
          TreeCell.of(
              fileGroup.replacedBy() != null ? "replaced by " + fileGroup.replacedBy() : ""));
      return row(NodeKind.FILE_LIST, "file group " + fileGroup.fileId(), cells, "");
    }
    if (node instanceof HudiNode.Slice slice) {
      cells.put(INSTANT, TreeCell.of(slice.slice().baseInstantTime()));
      cells.put(
          STATE,
          new TreeCell(
              slice.read() ? "read" : "older slice",
              null,
              slice.read() ? TreeCell.Tone.ADDED : TreeCell.Tone.INHERITED));
      cells.put(SIZE, number(slice.slice().sizeInBytes()));
      String name =
          "slice "
              + slice.slice().baseInstantTime()
              + (slice.slice().baseFile() == null ? " (no base file)" : "");
      return row(NodeKind.FILE_LIST, name, cells, "");
    }
    if (node instanceof HudiNode.Base base) {
      cells.put(INSTANT, TreeCell.of(base.file().instantTime()));
      if (base.stat() != null) {
        cells.put(RECORDS, number(base.stat().numWrites()));
      }
      cells.put(SIZE, number(base.file().sizeInBytes()));
      return row(NodeKind.DATA_FILE, base.file().name(), cells, base.file().path());
    }
    if (node instanceof HudiNode.Log log) {
      cells.put(INSTANT, TreeCell.of(log.file().instantTime()));
      cells.put(
          STATE,
          new TreeCell(
              log.read() ? "merged" : "not read at this instant",
              null,
              log.read() ? TreeCell.Tone.ADDED : TreeCell.Tone.DELETED));
      cells.put(SIZE, number(log.file().sizeInBytes()));
      return row(NodeKind.LOG_FILE, log.file().name(), cells, log.file().path());
    }
    if (node instanceof HudiNode.Block block) {
      BlockRead read = block.read();
      cells.put(
          INSTANT,
          TreeCell.of(read.block().instantTime() == null ? "" : read.block().instantTime()));
      cells.put(
          STATE,
          new TreeCell(
              read.read() ? "read" : "skipped",
              read.why().isEmpty() ? null : read.why(),
              read.read() ? TreeCell.Tone.ADDED : TreeCell.Tone.DELETED));
      cells.put(SIZE, number(read.block().length()));
      return new TreeRow(
          read.block().isCorrupt() ? NodeKind.PROBLEM : NodeKind.RECORD,
          read.block().type() + " at byte " + read.block().offset(),
          read.why().isEmpty() ? null : read.why(),
          cells,
          "",
          read.block().isCorrupt());
    }
    HudiNode.Damage damage = (HudiNode.Damage) node;
    return new TreeRow(
        NodeKind.PROBLEM,
        damage.problem().toString(),
        damage.problem().toString(),
        cells,
        damage.problem().path(),
        true);
  }

  private static TreeRow row(NodeKind kind, String name, Map<String, TreeCell> cells, String path) {
    return new TreeRow(kind, name, null, cells, path, false);
  }

  private static TreeCell number(long value) {
    return TreeCell.of(Long.toString(value));
  }
}
