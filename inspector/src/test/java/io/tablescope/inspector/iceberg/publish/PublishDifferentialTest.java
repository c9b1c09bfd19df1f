package io.tablescope.inspector.iceberg.publish;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablescope.format.testing.TableFiles;
import io.tablescope.format.testing.TestTables;
import io.tablescope.inspector.iceberg.IcebergTable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableProperties;
import org.apache.iceberg.data.Record;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Publishing a branch, previewed, against iceberg-core's own {@code fastForwardBranch} and {@code
 * cherrypick} run on a copy of each table: the same verdict, the same exception class and message,
 * the same per-snapshot outcome and the same data files on the target afterwards.
 */
class PublishDifferentialTest {
  private static final String LOCATION = "s3://bucket/db/events";
  private static final Schema SCHEMA =
      new Schema(
          Types.NestedField.required(1, "id", Types.LongType.get()),
          Types.NestedField.optional(2, "color", Types.StringType.get()));

  @TempDir Path folder;

  private Table table;
  private DataFile red;

  private void create() {
    table =
        TestTables.create(
            folder.resolve("table"),
            LOCATION,
            SCHEMA,
            PartitionSpec.builderFor(SCHEMA).identity("color").build(),
            2,
            Map.of(TableProperties.WRITE_AUDIT_PUBLISH_ENABLED, "true"));
    red = file("red", 1);
    table.newAppend().appendFile(red).commit();
  }

  private DataFile file(String color, long id) {
    List<Record> rows = List.of(TableFiles.row(SCHEMA, id, color));
    return TableFiles.writeData(table, rows);
  }

  private void branchAtMain(String name) {
    table.manageSnapshots().createBranch(name, table.currentSnapshot().snapshotId()).commit();
  }

  @Test
  void aBranchAheadOfMainFastForwards() throws IOException {
    create();
    branchAtMain("audit");
    table.newAppend().appendFile(file("blue", 2)).toBranch("audit").commit();
    table.newAppend().appendFile(file("green", 3)).toBranch("audit").commit();

    PublishPreview preview = compare("audit", "main");

    assertThat(preview.verdict()).isEqualTo(PublishVerdict.FAST_FORWARD);
    assertThat(preview.snapshots()).hasSize(2);
  }

  @Test
  void appendsOnBothSidesCherryPickEveryAppend() throws IOException {
    create();
    branchAtMain("audit");
    table.newAppend().appendFile(file("blue", 2)).toBranch("audit").commit();
    table.newAppend().appendFile(file("green", 3)).toBranch("audit").commit();
    table.newAppend().appendFile(file("red", 4)).commit();

    PublishPreview preview = compare("audit", "main");

    assertThat(preview.verdict()).isEqualTo(PublishVerdict.CHERRY_PICK);
    assertThat(preview.fastForwardMessage())
        .isEqualTo("Cannot fast-forward: main is not an ancestor of audit");
    assertThat(preview.targetSnapshotIds()).containsExactly(table.currentSnapshot().snapshotId());
    assertThat(preview.replays()).hasSize(2);
  }

  @Test
  void aStagedWapSnapshotIsPublishedAndItsWapIdOnlyOnce() throws IOException {
    create();
    table.newAppend().appendFile(file("blue", 2)).set("wap.id", "w1").stageOnly().commit();
    long staged = latest();
    table.manageSnapshots().createBranch("audit", staged).commit();
    table.newAppend().appendFile(file("red", 3)).commit();

    assertThat(compare("audit", "main").verdict()).isEqualTo(PublishVerdict.CHERRY_PICK);

    // The same wap id staged again after the first was published.
    table.manageSnapshots().cherrypick(staged).commit();
    table.newAppend().appendFile(file("green", 4)).set("wap.id", "w1").stageOnly().commit();
    table.manageSnapshots().createBranch("audit-again", latest()).commit();
    table.newAppend().appendFile(file("red", 5)).commit();

    PublishPreview again = compare("audit-again", "main");
    assertThat(again.verdict()).isEqualTo(PublishVerdict.REFUSED);
    assertThat(again.exception().simpleName()).isEqualTo("DuplicateWAPCommitException");
  }

  @Test
  void aBranchAlreadyCherryPickedIsRefusedAsAnAncestor() throws IOException {
    create();
    branchAtMain("audit");
    table.newAppend().appendFile(file("blue", 2)).toBranch("audit").commit();
    table.newAppend().appendFile(file("red", 3)).commit();
    table.manageSnapshots().cherrypick(table.snapshot("audit").snapshotId()).commit();

    PublishPreview preview = compare("audit", "main");

    assertThat(preview.exception().simpleName()).isEqualTo("CherrypickAncestorCommitException");
  }

  @Test
  void aDynamicOverwriteOfAPartitionMainAddedToIsRefused() throws IOException {
    create();
    branchAtMain("audit");
    table.newReplacePartitions().addFile(file("red", 2)).toBranch("audit").commit();
    table.newAppend().appendFile(file("red", 3)).commit();

    PublishPreview preview = compare("audit", "main");

    assertThat(preview.message())
        .isEqualTo(
            "Cannot cherry-pick replace partitions with changed partition: "
                + "PartitionData{color=red}");
  }

  @Test
  void aDynamicOverwriteOfAPartitionMainOverwroteIsRefused() throws IOException {
    create();
    branchAtMain("audit");
    table.newReplacePartitions().addFile(file("red", 2)).toBranch("audit").commit();
    table.newOverwrite().deleteFile(red).addFile(file("red", 3)).commit();

    assertThat(compare("audit", "main").verdict()).isEqualTo(PublishVerdict.REFUSED);
  }

  @Test
  void aDynamicOverwriteWhoseReplacedFileMainDeletedIsRefused() throws IOException {
    create();
    branchAtMain("audit");
    table.newReplacePartitions().addFile(file("red", 2)).toBranch("audit").commit();
    table.newDelete().deleteFile(red).commit();

    assertThat(compare("audit", "main").message()).startsWith("Missing required files to delete");
  }

  @Test
  void aDynamicOverwriteOfAnotherPartitionIsReapplied() throws IOException {
    create();
    branchAtMain("audit");
    table.newReplacePartitions().addFile(file("red", 2)).toBranch("audit").commit();
    table.newAppend().appendFile(file("blue", 3)).commit();

    PublishPreview preview = compare("audit", "main");

    assertThat(preview.snapshots().get(0).action()).isEqualTo(PublishAction.DYNAMIC_OVERWRITE);
  }

  @Test
  void aDynamicOverwriteAfterAnAppendOnTheBranchIsNotBasedOnAnAncestor() throws IOException {
    create();
    branchAtMain("audit");
    table.newAppend().appendFile(file("blue", 2)).toBranch("audit").commit();
    table.newReplacePartitions().addFile(file("green", 3)).toBranch("audit").commit();
    table.newAppend().appendFile(file("red", 4)).commit();

    PublishPreview preview = compare("audit", "main");

    assertThat(preview.snapshots())
        .extracting(PublishStep::action)
        .containsExactly(PublishAction.APPEND, PublishAction.REFUSED);
  }

  @Test
  void aBranchHoldingADeleteOrAnOverwriteIsRefused() throws IOException {
    create();
    branchAtMain("audit");
    table.newDelete().deleteFile(red).toBranch("audit").commit();
    table.newAppend().appendFile(file("blue", 5)).toBranch("audit").commit();
    table.newAppend().appendFile(file("red", 2)).commit();

    PublishPreview preview = compare("audit", "main");

    assertThat(preview.snapshots())
        .extracting(PublishStep::action)
        .containsExactly(PublishAction.REFUSED, PublishAction.NOT_REACHED);

    branchAtMain("rewrite");
    table.newOverwrite().deleteFile(red).addFile(file("red", 6)).toBranch("rewrite").commit();
    table.newAppend().appendFile(file("blue", 7)).commit();
    assertThat(compare("rewrite", "main").exception().simpleName())
        .isEqualTo("ValidationException");
  }

  @Test
  void aTargetOtherThanMainOnlyFastForwards() throws IOException {
    create();
    branchAtMain("audit");
    branchAtMain("staging");
    table.newAppend().appendFile(file("blue", 2)).toBranch("audit").commit();
    table.newAppend().appendFile(file("green", 3)).toBranch("staging").commit();

    PublishPreview preview = compare("audit", "staging");

    assertThat(preview.message())
        .isEqualTo("Cannot fast-forward: staging is not an ancestor of audit");
  }

  @Test
  void anUnknownBranchOrATagIsRefusedInIcebergsWords() throws IOException {
    create();
    table.manageSnapshots().createTag("eod", table.currentSnapshot().snapshotId()).commit();
    IcebergTable opened = open();

    assertThatThrownBy(() -> Publisher.preview(opened, "nope", "main", () -> false))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            icebergMessage(() -> table.manageSnapshots().fastForwardBranch("main", "nope")));
    assertThatThrownBy(() -> Publisher.preview(opened, "eod", "main", () -> false))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(icebergMessage(() -> table.manageSnapshots().fastForwardBranch("eod", "main")));
    assertThatThrownBy(() -> Publisher.preview(opened, "main", "eod", () -> false))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(icebergMessage(() -> table.manageSnapshots().fastForwardBranch("eod", "main")));
  }

  private static String icebergMessage(Runnable call) {
    try {
      call.run();
    } catch (IllegalArgumentException e) {
      return e.getMessage();
    }
    throw new AssertionError("iceberg-core did not refuse");
  }

  /** The snapshot committed last, staged ones included. */
  private long latest() {
    table.refresh();
    long latest = -1;
    for (org.apache.iceberg.Snapshot snapshot : table.snapshots()) {
      latest = snapshot.snapshotId();
    }
    return latest;
  }

  private IcebergTable open() throws IOException {
    return IcebergTable.open(folder.resolve("table").toString(), Runnable::run);
  }

  /** Previews, then publishes on a copy with iceberg-core, and asserts both agree. */
  private PublishPreview compare(String branch, String target) throws IOException {
    table.refresh();
    PublishPreview preview = Publisher.preview(open(), branch, target, () -> false);
    Path copy = folder.resolve("copy-" + branch + "-" + System.nanoTime());
    PublishOracle oracle =
        PublishOracle.run(folder.resolve("table"), copy, LOCATION, branch, target);

    assertThat(preview.fastForwardMessage()).isEqualTo(oracle.fastForwardMessage());
    if (oracle.fastForwardMessage() == null) {
      assertThat(preview.verdict()).isEqualTo(PublishVerdict.FAST_FORWARD);
    } else if (oracle.exception() != null || !"main".equals(target)) {
      assertThat(preview.verdict()).isEqualTo(PublishVerdict.REFUSED);
      String exception =
          oracle.exception() == null ? "IllegalArgumentException" : oracle.exception();
      String message = oracle.exception() == null ? oracle.fastForwardMessage() : oracle.message();
      assertThat(preview.exception().simpleName()).isEqualTo(exception);
      assertThat(preview.message()).isEqualTo(message);
    } else {
      assertThat(preview.verdict()).isEqualTo(PublishVerdict.CHERRY_PICK);
    }
    if ("main".equals(target) && oracle.fastForwardMessage() != null) {
      List<String> actions =
          preview.snapshots().stream()
              .map(PublishStep::action)
              .filter(
                  action -> action != PublishAction.REFUSED && action != PublishAction.NOT_REACHED)
              .map(action -> action == PublishAction.FAST_FORWARD ? "fast-forward" : "re-applied")
              .toList();
      assertThat(actions).isEqualTo(oracle.actions());
    }
    assertThat(Set.copyOf(preview.resultingDataFiles())).isEqualTo(oracle.dataFiles());
    return preview;
  }
}
