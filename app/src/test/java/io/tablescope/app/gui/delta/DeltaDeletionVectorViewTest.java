package io.tablescope.app.gui.delta;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static io.tablescope.app.gui.shell.TreeRows.cellText;
import static io.tablescope.app.gui.shell.TreeRows.rowOf;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.shell.GuiFixture;
import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.delta.action.DeletionVectorDescriptor;
import io.tablescope.format.testing.delta.HandWrittenLog;
import io.tablescope.format.testing.delta.HandWrittenTables;
import io.tablescope.inspector.delta.DeltaNode;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import javafx.scene.control.Labeled;
import javafx.scene.control.TreeTableRow;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * An add whose deletion vector is stored by UUID, in the window: the Tree's Deletion vector column
 * and the Details give the vector's file, where Delta Kernel reads it.
 */
@ExtendWith(ApplicationExtension.class)
class DeltaDeletionVectorViewTest {
  @TempDir Path root;
  private final GuiFixture fixture = new GuiFixture();

  @Start
  void start(Stage stage) {
    fixture.showOnLaptop(stage);
  }

  @AfterEach
  void close() {
    fixture.close();
  }

  @Test
  void aVectorStoredByUuidShowsTheFileItIsReadFrom(FxRobot robot) throws Exception {
    HandWrittenTables.featureTable(root);

    robot.interact(() -> fixture.viewModel.open(root.toString()));
    waitUntil(() -> fixture.view().historyViewModel().graphProperty().get() != null);
    robot.interact(
        () ->
            fixture
                .viewModel
                .selectedCommitProperty()
                .set(fixture.viewModel.tableProperty().get().commit(1).orElseThrow()));
    robot.clickOn("#treeTab");
    String commitOne = HandWrittenLog.padded(1) + ".json";
    Predicate<DeltaNode> commit =
        node -> node.kind() == DeltaNode.Kind.COMMIT && node.file().endsWith(commitOne);
    waitUntil(() -> rowOf(robot, DeltaNode.class, commit).isPresent());
    robot.clickOn(rowOf(robot, DeltaNode.class, commit).orElseThrow());
    robot.type(KeyCode.RIGHT);

    Predicate<DeltaNode> add = node -> node.action() instanceof AddFile;
    waitUntil(() -> rowOf(robot, DeltaNode.class, add).isPresent());
    TreeTableRow<?> row = rowOf(robot, DeltaNode.class, add).orElseThrow();
    DeletionVectorDescriptor vector =
        ((AddFile) ((DeltaNode) row.getItem()).action()).deletionVector();
    String kernel =
        new io.delta.kernel.internal.actions.DeletionVectorDescriptor(
                vector.storageType(),
                vector.pathOrInlineDv(),
                Optional.ofNullable(vector.offset()),
                vector.sizeInBytes(),
                vector.cardinality())
            .getAbsolutePath(root.toString());
    String file = kernel.startsWith("file:") ? URI.create(kernel).getPath() : kernel;
    String relative = root.relativize(Path.of(file)).toString();
    assertThat(relative).matches("ab/deletion_vector_[0-9a-f-]{36}\\.bin");
    assertThat(cellText(row, "deltaVectorColumn"))
        .isEqualTo(vector.cardinality() + " rows (u) " + relative);
    robot.clickOn(row);

    waitUntil(() -> labels(robot).contains("Deletion vector"));
    List<String> details = labels(robot);
    List<String> vectorSection =
        details.subList(details.indexOf("Deletion vector"), details.size());
    assertThat(vectorSection.get(vectorSection.indexOf("file") + 1)).isEqualTo(relative);
    assertThat(vectorSection.get(vectorSection.indexOf("read from") + 1)).isEqualTo(file);
  }

  private static List<String> labels(FxRobot robot) {
    return robot.lookup("#details").lookup(".label").queryAllAs(Labeled.class).stream()
        .map(Labeled::getText)
        .toList();
  }
}
