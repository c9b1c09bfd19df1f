package io.tablescope.app.gui.shell;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import com.sun.javafx.scene.input.DragboardHelper;
import com.sun.javafx.tk.TKClipboard;
import io.tablescope.app.gui.iceberg.session.OpenedIceberg;
import io.tablescope.inspector.iceberg.IcebergTable;
import java.nio.file.Path;
import java.security.AccessControlContext;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javafx.event.Event;
import javafx.event.EventType;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.image.Image;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.DataFormat;
import javafx.scene.input.DragEvent;
import javafx.scene.input.Dragboard;
import javafx.scene.input.PickResult;
import javafx.scene.input.TransferMode;
import javafx.stage.Stage;
import javafx.util.Pair;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A folder dropped on the window opens. Headless Monocle starts no drag-and-drop gesture from the
 * robot's mouse (a drag between windows never reaches DRAG_DROPPED), so the test fires the events a
 * file manager's drop delivers, DRAG_OVER then DRAG_DROPPED, at a node of the window, with a
 * dragboard holding the folder.
 */
@ExtendWith(ApplicationExtension.class)
class DropTest {
  private static final Path ORDERS = Path.of("demo-warehouse/sales/orders").toAbsolutePath();

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
  void droppingAFolderOnTheWindowOpensTheTableInIt(FxRobot robot) throws Exception {
    Node target = robot.lookup("#mainTabs").query();
    robot.interact(
        () -> {
          Dragboard dragboard = DragboardHelper.createDragboard(new DroppedFiles());
          ClipboardContent content = new ClipboardContent();
          content.putFiles(List.of(ORDERS.toFile()));
          dragboard.setContent(content);
          Event.fireEvent(target, drag(DragEvent.DRAG_OVER, dragboard, target));
          Event.fireEvent(target, drag(DragEvent.DRAG_DROPPED, dragboard, target));
        });

    waitUntil(() -> ORDERS.toString().equals(fixture.viewModel.tableLocationProperty().get()));
    assertThat(OpenedIceberg.of(fixture.viewModel).metadata())
        .isEqualTo(IcebergTable.open(ORDERS.toString(), Runnable::run).metadata());
  }

  private static DragEvent drag(EventType<DragEvent> type, Dragboard dragboard, Node target) {
    Bounds local = target.getBoundsInLocal();
    Bounds screen = target.localToScreen(local);
    return new DragEvent(
        type,
        dragboard,
        local.getCenterX(),
        local.getCenterY(),
        screen.getCenterX(),
        screen.getCenterY(),
        TransferMode.COPY,
        null,
        target,
        new PickResult(target, screen.getCenterX(), screen.getCenterY()));
  }

  /** What a file manager's drag carries: content offered for copying. */
  private static final class DroppedFiles implements TKClipboard {
    private final Map<DataFormat, Object> content = new HashMap<>();

    @Override
    public void setSecurityContext(AccessControlContext context) {}

    @Override
    public Set<DataFormat> getContentTypes() {
      return content.keySet();
    }

    @Override
    @SafeVarargs
    public final boolean putContent(Pair<DataFormat, Object>... pairs) {
      content.clear();
      for (Pair<DataFormat, Object> pair : pairs) {
        content.put(pair.getKey(), pair.getValue());
      }
      return true;
    }

    @Override
    public Object getContent(DataFormat format) {
      return content.get(format);
    }

    @Override
    public boolean hasContent(DataFormat format) {
      return content.containsKey(format);
    }

    @Override
    public Set<TransferMode> getTransferModes() {
      return Set.of(TransferMode.COPY);
    }

    @Override
    public void setDragView(Image image) {}

    @Override
    public void setDragViewOffsetX(double offset) {}

    @Override
    public void setDragViewOffsetY(double offset) {}

    @Override
    public Image getDragView() {
      return null;
    }

    @Override
    public double getDragViewOffsetX() {
      return 0;
    }

    @Override
    public double getDragViewOffsetY() {
      return 0;
    }
  }
}
