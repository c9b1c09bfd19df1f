package io.tablescope.inspector.hudi.tree;

import io.tablescope.format.hudi.instant.WriteStat;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.inspector.hudi.view.FileSlice;
import io.tablescope.inspector.table.DetailSection;
import io.tablescope.inspector.table.DetailSection.DetailRow;
import java.util.ArrayList;
import java.util.List;

/** What the details pane says about each node of a Hudi instant's tree: every field it has. */
final class HudiNodeDetails {
  private HudiNodeDetails() {}

  static List<DetailSection> of(HudiNode node) {
    if (node instanceof HudiNode.Instant root) {
      return List.of(instant(root.instant()));
    }
    if (node instanceof HudiNode.Stat stat) {
      return List.of(stat(stat.stat()));
    }
    if (node instanceof HudiNode.Base base) {
      List<DetailSection> sections = new ArrayList<>();
      sections.add(
          new DetailSection(
              "Base file",
              List.of(
                  DetailRow.copyable("Path", base.file().path()),
                  DetailRow.of("Instant", base.file().instantTime()),
                  DetailRow.of("Size in bytes", base.file().sizeInBytes()))));
      if (base.stat() != null) {
        sections.add(stat(base.stat()));
      }
      return sections;
    }
    if (node instanceof HudiNode.Log log) {
      return List.of(
          new DetailSection(
              "Log file",
              List.of(
                  DetailRow.copyable("Path", log.file().path()),
                  DetailRow.of("Instant in name", log.file().instantTime()),
                  DetailRow.of("Version", log.file().version()),
                  DetailRow.of("Write token", log.file().writeToken()),
                  DetailRow.of("CDC", log.file().cdc()),
                  DetailRow.of("Size in bytes", log.file().sizeInBytes()),
                  new DetailRow(
                      "Read at this instant",
                      log.read() ? "merged" : "left out",
                      false,
                      !log.read()))));
    }
    if (node instanceof HudiNode.Block block) {
      List<DetailRow> rows = new ArrayList<>();
      rows.add(DetailRow.of("Type", block.read().block().type()));
      rows.add(DetailRow.of("Offset", block.read().block().offset()));
      rows.add(DetailRow.of("Length in bytes", block.read().block().length()));
      rows.add(DetailRow.of("Log format version", block.read().block().logFormatVersion()));
      block
          .read()
          .block()
          .header()
          .forEach(
              (key, value) ->
                  rows.add(
                      DetailRow.of(
                          key, value.length() > 200 ? value.substring(0, 200) + "…" : value)));
      rows.add(
          new DetailRow(
              "Read at this instant",
              block.read().read()
                  ? "yes" + (block.read().why().isEmpty() ? "" : ": " + block.read().why())
                  : "no: " + block.read().why(),
              false,
              !block.read().read()));
      return List.of(new DetailSection("Log block", rows));
    }
    if (node instanceof HudiNode.Slice slice) {
      return List.of(slice(slice.slice(), slice.read()));
    }
    if (node instanceof HudiNode.Group group) {
      List<DetailRow> rows = new ArrayList<>();
      rows.add(DetailRow.copyable("File id", group.group().fileId()));
      rows.add(DetailRow.of("Partition", group.group().partition()));
      rows.add(DetailRow.of("Slices in storage", group.group().slices().size()));
      rows.add(DetailRow.of("Replaced by", group.group().replacedBy()));
      return List.of(new DetailSection("File group", rows));
    }
    if (node instanceof HudiNode.Damage damage) {
      return List.of(
          new DetailSection(
              "Problem",
              List.of(
                  DetailRow.copyable("File", damage.problem().path()),
                  new DetailRow("What is wrong", damage.problem().message(), false, true))));
    }
    return List.of();
  }

  private static DetailSection instant(HoodieInstant instant) {
    List<DetailRow> rows = new ArrayList<>();
    rows.add(DetailRow.copyable("Requested time", instant.requestedTime()));
    rows.add(DetailRow.of("Action", instant.action()));
    rows.add(DetailRow.of("State", instant.state()));
    rows.add(
        DetailRow.of(
            "Completion time",
            instant.completionTime() == null
                ? instant.isCompleted() ? "not kept by timeline layout 1" : "pending"
                : instant.completionTime()));
    instant.files().forEach((state, file) -> rows.add(DetailRow.copyable(state + " file", file)));
    return new DetailSection("Instant", rows);
  }

  private static DetailSection slice(FileSlice slice, boolean read) {
    List<DetailRow> rows = new ArrayList<>();
    rows.add(DetailRow.of("Base instant", slice.baseInstantTime()));
    rows.add(
        DetailRow.of("Base file", slice.baseFile() == null ? "none" : slice.baseFile().name()));
    rows.add(DetailRow.of("Log files", slice.logFiles().size()));
    rows.add(DetailRow.of("Read at this instant", read ? "yes" : "no, an older slice"));
    return new DetailSection("File slice", rows);
  }

  private static DetailSection stat(WriteStat stat) {
    return new DetailSection(
        "Write stat",
        List.of(
            DetailRow.copyable("Path", stat.path()),
            DetailRow.copyable("File id", stat.fileId()),
            DetailRow.of("Partition", stat.partitionPath()),
            DetailRow.of(
                "Previous commit",
                stat.prevCommit() == null ? "none (new file group)" : stat.prevCommit()),
            DetailRow.of("Writes", stat.numWrites()),
            DetailRow.of("Inserts", stat.numInserts()),
            DetailRow.of("Updates", stat.numUpdateWrites()),
            DetailRow.of("Deletes", stat.numDeletes()),
            DetailRow.of("Bytes written", stat.totalWriteBytes()),
            DetailRow.of("Write errors", stat.totalWriteErrors()),
            DetailRow.of("File size in bytes", stat.fileSizeInBytes()),
            DetailRow.of("Log records", stat.totalLogRecords()),
            DetailRow.of("Log blocks", stat.totalLogBlocks()),
            DetailRow.of("Corrupt log blocks", stat.totalCorruptLogBlock()),
            DetailRow.of("Rollback blocks", stat.totalRollbackBlocks())));
  }
}
