package io.tablescope.app.gui.shell;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static io.tablescope.app.gui.shell.TreeRows.cellText;
import static io.tablescope.app.gui.shell.TreeRows.rowOf;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.testing.AvroBlocks;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import io.tablescope.format.testing.delta.HandWrittenLog;
import io.tablescope.inspector.delta.DeltaNode;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.tree.TreeNode.EntryNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.ManifestNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.ProblemNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import javafx.css.PseudoClass;
import javafx.scene.control.TreeTableRow;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.apache.avro.file.CodecFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Hostile files in the window: a decompression bomb and a named pipe where manifests should be, a
 * named pipe where a Delta commit should be. Each is a red node saying what is wrong, and the rest
 * of the table stays browsable.
 */
@ExtendWith(ApplicationExtension.class)
class HostileInputViewTest {
  private static final Path ORDERS = Path.of("demo-warehouse/sales/orders").toAbsolutePath();
  private static final PseudoClass PROBLEM = PseudoClass.getPseudoClass("problem");

  /** Past the most one Avro block may inflate to (64 MB, less in a small heap). */
  private static final int BOMB_BYTES = 256 << 20;

  @TempDir Path temp;
  private final GuiFixture fixture = new GuiFixture();

  @Start
  void start(Stage stage) {
    fixture.show(stage);
  }

  @AfterEach
  void close() {
    fixture.close();
  }

  @Test
  void aManifestThatInflatesWithoutEndIsARedNodeSayingSoAndTheOtherManifestReads(FxRobot robot)
      throws Exception {
    assertDamagedManifestIsRed(
        robot,
        file -> {
          byte[] deflated = AvroBlocks.rewritten(file, CodecFactory.deflateCodec(6));
          Files.write(file, AvroBlocks.withBlockData(deflated, 1, deflateBomb()));
        },
        "more than");
  }

  @Test
  void aManifestThatIsANamedPipeIsARedNodeSayingSoAndTheOtherManifestReads(FxRobot robot)
      throws Exception {
    assertDamagedManifestIsRed(
        robot,
        file -> {
          Files.delete(file);
          mkfifo(file);
        },
        "a named pipe (FIFO), not a regular file");
  }

  @Test
  void aPipeAsADeltaCommitIsARedNodeWithItsReasonAndTheOtherCommitsRead(FxRobot robot)
      throws Exception {
    Path root = temp.resolve("events");
    DeltaTableWriter writer = DeltaTableWriter.create(root, List.of("region"), Map.of());
    writer.append("EU");
    writer.append("US");
    Path piped = root.resolve("_delta_log/" + HandWrittenLog.padded(1) + ".json");
    Files.delete(piped);
    mkfifo(piped);
    String intact = HandWrittenLog.padded(2) + ".json";

    robot.interact(() -> fixture.viewModel.open(root.toString()));
    robot.clickOn("#treeTab");

    Predicate<DeltaNode> pipedCommit =
        node -> node.kind() == DeltaNode.Kind.COMMIT && node.file().equals(piped.toString());
    waitUntil(() -> rowOf(robot, DeltaNode.class, pipedCommit).isPresent());
    robot.clickOn(rowOf(robot, DeltaNode.class, pipedCommit).orElseThrow());
    robot.type(KeyCode.RIGHT);
    Predicate<DeltaNode> problem =
        node ->
            node.kind() == DeltaNode.Kind.ACTION
                && node.action() == null
                && node.file().equals(piped.toString());
    waitUntil(() -> rowOf(robot, DeltaNode.class, problem).isPresent());
    TreeTableRow<?> problemRow = rowOf(robot, DeltaNode.class, problem).orElseThrow();
    assertThat(problemRow.getPseudoClassStates()).contains(PROBLEM);
    assertThat(cellText(problemRow, "deltaNameColumn"))
        .contains("a named pipe (FIFO), not a regular file");

    Predicate<DeltaNode> intactCommit =
        node -> node.kind() == DeltaNode.Kind.COMMIT && node.file().endsWith(intact);
    waitUntil(() -> rowOf(robot, DeltaNode.class, intactCommit).isPresent());
    TreeTableRow<?> intactRow = rowOf(robot, DeltaNode.class, intactCommit).orElseThrow();
    assertThat(intactRow.getPseudoClassStates()).doesNotContain(PROBLEM);
    robot.clickOn(intactRow);
    robot.type(KeyCode.RIGHT);
    Predicate<DeltaNode> action =
        node -> node.kind() == DeltaNode.Kind.ACTION && node.file().endsWith(intact);
    waitUntil(() -> rowOf(robot, DeltaNode.class, action).isPresent());
  }

  /**
   * Damages the current snapshot's first manifest, opens the table, and checks the manifest and the
   * problem beneath it are red with the reason while the second manifest's entries open.
   */
  private void assertDamagedManifestIsRed(FxRobot robot, Damage damage, String reason)
      throws Exception {
    Path copy = temp.resolve("orders");
    DemoWarehouseFolder.copyTree(ORDERS, copy);
    IcebergTable opened = IcebergTable.open(copy.toString(), Runnable::run);
    Snapshot current = opened.metadata().currentSnapshot().orElseThrow();
    List<ManifestFile> manifests = opened.manifestList(current).manifests();
    assertThat(manifests).as("manifests of the current snapshot").hasSizeGreaterThanOrEqualTo(2);
    ManifestFile damaged = manifests.get(0);
    ManifestFile intact = manifests.get(1);
    damage.apply(Path.of(opened.localPath(damaged.path())));

    robot.interact(() -> fixture.viewModel.open(copy.toString()));
    robot.clickOn("#treeTab");

    robot.clickOn(manifestRow(robot, damaged));
    robot.type(KeyCode.RIGHT);
    Predicate<ProblemNode> problem = node -> node.problem().path().equals(damaged.path());
    waitUntil(() -> rowOf(robot, ProblemNode.class, problem).isPresent());
    TreeTableRow<?> problemRow = rowOf(robot, ProblemNode.class, problem).orElseThrow();
    assertThat(problemRow.getPseudoClassStates()).contains(PROBLEM);
    assertThat(cellText(problemRow, "nameColumn")).contains(reason);

    TreeTableRow<?> intactRow = manifestRow(robot, intact);
    assertThat(intactRow.getPseudoClassStates()).doesNotContain(PROBLEM);
    robot.clickOn(intactRow);
    robot.type(KeyCode.RIGHT);
    Predicate<EntryNode> intactEntry = node -> node.manifest().path().equals(intact.path());
    waitUntil(() -> rowOf(robot, EntryNode.class, intactEntry).isPresent());
  }

  /** What a test does to a file of the table. */
  private interface Damage {
    void apply(Path file) throws Exception;
  }

  private static TreeTableRow<?> manifestRow(FxRobot robot, ManifestFile manifest)
      throws Exception {
    Predicate<ManifestNode> shown = node -> node.manifest().path().equals(manifest.path());
    waitUntil(() -> rowOf(robot, ManifestNode.class, shown).isPresent());
    return rowOf(robot, ManifestNode.class, shown).orElseThrow();
  }

  private static byte[] deflateBomb() throws IOException {
    ByteArrayOutputStream compressed = new ByteArrayOutputStream();
    byte[] zeros = new byte[1 << 20];
    try (OutputStream deflate =
        new DeflaterOutputStream(compressed, new Deflater(Deflater.BEST_COMPRESSION, true))) {
      for (int written = 0; written < BOMB_BYTES; written += zeros.length) {
        deflate.write(zeros);
      }
    }
    return compressed.toByteArray();
  }

  private static void mkfifo(Path path) throws IOException, InterruptedException {
    Process process = new ProcessBuilder("mkfifo", path.toString()).inheritIO().start();
    assertThat(process.waitFor()).as("mkfifo %s", path).isZero();
  }
}
