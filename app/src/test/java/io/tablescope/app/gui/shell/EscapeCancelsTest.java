package io.tablescope.app.gui.shell;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.io.Environment;
import io.tablescope.format.io.Storage;
import io.tablescope.format.io.s3.S3FileAccess;
import io.tablescope.format.io.s3.S3Settings;
import io.tablescope.format.io.s3.S3Timeouts;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.Map;
import javafx.scene.control.Labeled;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Escape stops waiting for a table that is still loading: here an S3 endpoint on loopback that
 * takes the connection and never answers.
 */
@ExtendWith(ApplicationExtension.class)
class EscapeCancelsTest {
  private static final String SECRET = "escape-test-secret-key";

  private final ServerSocket silent = silentServer();
  private final GuiFixture fixture =
      new GuiFixture(
          S3FileAccess.withSettings(
                  new S3Settings(
                      "http://127.0.0.1:" + silent.getLocalPort(),
                      "us-east-1",
                      "escape-test-key",
                      SECRET,
                      null,
                      true,
                      null),
                  new Environment(Map.of(), Path.of("no-home")),
                  S3Timeouts.defaults())
              .routedIn(Storage.local()));

  @Start
  void start(Stage stage) {
    fixture.show(stage);
  }

  @AfterEach
  void close() throws IOException {
    fixture.close();
    silent.close();
  }

  @Test
  void escapeCancelsATableStillLoading(FxRobot robot) throws Exception {
    robot.interact(() -> fixture.viewModel.open("s3://bucket/warehouse"));
    waitUntil(() -> fixture.viewModel.loadingProperty().get());
    robot.sleep(300);
    assertThat(fixture.viewModel.loadingProperty().get()).isTrue();

    robot.clickOn("#status").type(KeyCode.ESCAPE);

    assertThat(fixture.viewModel.loadingProperty().get()).isFalse();
    assertThat(robot.lookup("#status").queryAs(Labeled.class).getText())
        .isEqualTo("Cancelled.")
        .doesNotContain(SECRET);
    assertThat(fixture.viewModel.tableProperty().get()).isNull();
  }

  /** A loopback port whose connections the kernel accepts and nobody ever answers. */
  private static ServerSocket silentServer() {
    try {
      return new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
