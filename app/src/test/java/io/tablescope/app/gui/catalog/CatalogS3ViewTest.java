package io.tablescope.app.gui.catalog;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.shell.GuiFixture;
import io.tablescope.app.testing.VendingCatalog;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.table.Commit;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import javafx.scene.control.Labeled;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The app opens a catalog's table whose files are in S3 with the credentials the catalog vends
 * ({@link VendingCatalog}): the user has no AWS settings, and nothing secret is shown or kept.
 */
@ExtendWith(ApplicationExtension.class)
class CatalogS3ViewTest {
  private static final Path ORDERS = Path.of("demo-warehouse/sales/orders");

  @TempDir static Path folder;
  private static VendingCatalog catalog;

  private GuiFixture fixture;
  private MainViewModel viewModel;

  @BeforeAll
  static void serve() throws IOException {
    catalog = VendingCatalog.start(ORDERS);
  }

  @AfterAll
  static void stop() throws IOException {
    catalog.close();
  }

  @Start
  void start(Stage stage) throws IOException {
    Path home = Files.createDirectories(folder.resolve("home-" + UUID.randomUUID()));
    fixture = GuiFixture.withCatalogs(catalog.catalogUser(home));
    viewModel = fixture.viewModel;
    fixture.show(stage);
  }

  @AfterEach
  void close() {
    fixture.close();
  }

  @Test
  void aCatalogTableInS3OpensWithTheVendedCredentials(FxRobot robot) throws Exception {
    List<Long> expected =
        IcebergTable.open(ORDERS.toString(), Runnable::run).commits().stream()
            .map(Commit::id)
            .toList();

    robot.interact(() -> viewModel.open(VendingCatalog.TABLE));

    waitUntil(() -> viewModel.tableProperty().get() != null);
    assertThat(viewModel.tableProperty().get().commits().stream().map(Commit::id))
        .containsExactlyElementsOf(expected);
    assertThat(viewModel.tableProperty().get().location()).startsWith(VendingCatalog.URI);
    assertThat(robot.lookup("#tableLocation").queryAs(Labeled.class).getText())
        .isEqualTo(VendingCatalog.TABLE);
    assertThat(viewModel.statusProperty().get()).contains("(named by catalog prod)");
    List<String> kept = new ArrayList<>(viewModel.recent());
    for (String key : fixture.preferences.keys()) {
      kept.add(fixture.preferences.get(key, ""));
    }
    assertThat(kept).noneMatch(text -> catalog.secrets().stream().anyMatch(text::contains));
  }
}
