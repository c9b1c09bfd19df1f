package io.tablescope.app.gui.catalog;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.settings.Settings;
import io.tablescope.app.gui.shell.GuiFixture;
import io.tablescope.format.catalog.config.CatalogConfig;
import io.tablescope.format.catalog.rest.CatalogWarehouse;
import io.tablescope.format.catalog.rest.RestCatalogServer;
import io.tablescope.format.catalog.rest.TestClock;
import io.tablescope.format.io.Environment;
import io.tablescope.inspector.table.Commit;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import javafx.scene.control.Labeled;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeView;
import javafx.stage.Stage;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.Table;
import org.apache.iceberg.catalog.TableIdentifier;
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
 * The catalog browser driven as a user would, against a real Iceberg REST catalog on loopback
 * (iceberg-core's handlers over tables iceberg-core wrote) that asks for OAuth2 client credentials:
 * connect, walk the namespaces, open a table, and find no secret anywhere the app keeps or shows
 * text.
 */
@ExtendWith(ApplicationExtension.class)
class CatalogBrowserViewTest {
  private static final String CLIENT_SECRET = "s3cr3t-of-the-gui-client";
  private static final TableIdentifier ORDERS = CatalogWarehouse.ORDERS;

  @TempDir static Path folder;
  private static CatalogWarehouse warehouse;
  private static RestCatalogServer server;

  private GuiFixture fixture;
  private MainViewModel viewModel;
  private Settings preferences;

  @BeforeAll
  static void serve() throws IOException {
    warehouse = CatalogWarehouse.write(folder.resolve("warehouse"));
    server =
        RestCatalogServer.start(warehouse.catalog())
            .requireClientCredentials("tablescope", CLIENT_SECRET, 3600, new TestClock());
  }

  @AfterAll
  static void stopServer() {
    server.close();
  }

  @Start
  void start(Stage stage) throws IOException {
    Path home = Files.createDirectories(folder.resolve("home-" + UUID.randomUUID()));
    Files.writeString(
        home.resolve(".pyiceberg.yaml"), "catalog:\n  prod:\n    uri: " + server.uri() + "\n");
    Environment environment =
        new Environment(
            Map.of("PYICEBERG_CATALOG__PROD__CREDENTIAL", "tablescope:" + CLIENT_SECRET), home);
    fixture = GuiFixture.withCatalogs(environment);
    viewModel = fixture.viewModel;
    preferences = fixture.preferences;
    fixture.show(stage);
  }

  @AfterEach
  void close() {
    fixture.close();
  }

  @Test
  void connectingWalkingAndOpeningATableShowsWhatIcebergCommitted(FxRobot robot) throws Exception {
    Table expected = warehouse.catalog().loadTable(ORDERS);
    List<Long> snapshots = new ArrayList<>();
    expected.snapshots().forEach((Snapshot snapshot) -> snapshots.add(snapshot.snapshotId()));

    assertThat(robot.lookup("#catalogBrowser").tryQuery()).isPresent();
    robot.clickOn("#catalogChoice").clickOn("prod · " + server.uri());
    robot.clickOn("#connectCatalogButton");
    robot.clickOn("#connectCatalog");
    waitUntil(() -> row(robot, "prod · " + server.uri()).isPresent());

    robot.doubleClickOn(row(robot, "prod · " + server.uri()).orElseThrow());
    waitUntil(() -> row(robot, "sales").isPresent() && row(robot, "hr").isPresent());
    robot.doubleClickOn(row(robot, "sales").orElseThrow());
    waitUntil(() -> row(robot, "eu").isPresent() && row(robot, "us").isPresent());
    robot.doubleClickOn(row(robot, "eu").orElseThrow());
    waitUntil(() -> row(robot, "orders").isPresent() && row(robot, "returns").isPresent());
    robot.doubleClickOn(row(robot, "orders").orElseThrow());

    waitUntil(() -> viewModel.tableProperty().get() != null);
    assertThat(viewModel.tableProperty().get().commits().stream().map(Commit::id))
        .containsExactlyElementsOf(snapshots);
    assertThat(viewModel.tableProperty().get().current().orElseThrow().id())
        .isEqualTo(expected.currentSnapshot().snapshotId());
    assertThat(robot.lookup("#tableLocation").queryAs(Labeled.class).getText())
        .isEqualTo("prod.sales.eu.orders");
    assertThat(viewModel.recent()).first().isEqualTo("prod.sales.eu.orders");
    assertThat(kept(preferences)).isNotEmpty().noneMatch(text -> text.contains(CLIENT_SECRET));
  }

  @Test
  void aRememberedConnectionIsOfferedAgainWithoutItsSecret(FxRobot robot) throws Exception {
    robot.clickOn("#catalogChoice").clickOn("prod · " + server.uri());
    robot.clickOn("#connectCatalogButton");
    robot.clickOn("#connectCatalog");
    waitUntil(() -> row(robot, "prod · " + server.uri()).isPresent());

    CatalogConnections remembered = new CatalogConnections(preferences.node("catalogs"));
    assertThat(remembered.list())
        .singleElement()
        .satisfies(
            config -> {
              assertThat(config.uri()).isEqualTo(server.uri());
              assertThat(config.property("credential")).isNull();
            });

    robot.clickOn("#catalogChoice").clickOn("prod · " + server.uri());
    robot.clickOn("#forgetCatalogButton");

    assertThat(remembered.list()).isEmpty();
    assertThat(row(robot, "prod · " + server.uri())).isEmpty();
    assertThat(robot.lookup("#catalogChoice").queryComboBox().getItems())
        .as("the pyiceberg configuration still names it")
        .extracting(config -> ((CatalogConfig) config).name())
        .containsExactly("prod");
  }

  @Test
  void aRecentCatalogTableReopensThroughItsCatalog(FxRobot robot) throws Exception {
    robot.interact(() -> viewModel.open("prod.sales.us.orders"));

    waitUntil(() -> viewModel.tableProperty().get() != null);
    Table expected = warehouse.catalog().loadTable(TableIdentifier.of("sales", "us", "orders"));
    assertThat(viewModel.tableProperty().get().current().orElseThrow().id())
        .isEqualTo(expected.currentSnapshot().snapshotId());
    assertThat(viewModel.tableLocationProperty().get()).isEqualTo("prod.sales.us.orders");
    waitUntil(() -> row(robot, "prod · " + server.uri()).isPresent());
  }

  @Test
  void aCatalogThatRefusesTheCredentialSaysSoInOneMessage(FxRobot robot) throws Exception {
    robot.clickOn("#newCatalogButton");
    robot.clickOn("#catalogName").write("wrong");
    robot.clickOn("#catalogUri").write(server.uri());
    robot.clickOn("#catalogAuthentication").clickOn("OAuth2 client credentials");
    robot.clickOn("#catalogClientId").write("tablescope");
    robot.clickOn("#catalogClientSecret").write("not-the-secret");
    robot.clickOn("#connectCatalog");

    waitUntil(() -> text(robot, "#catalogStatus").contains("wrong"));
    assertThat(text(robot, "#catalogStatus")).contains("401").doesNotContain("not-the-secret");
    assertThat(row(robot, "wrong · " + server.uri())).isEmpty();
  }

  private static String text(FxRobot robot, String query) {
    return robot.lookup(query).queryAs(Labeled.class).getText();
  }

  private static Optional<TreeCell<?>> row(FxRobot robot, String label) {
    TreeView<?> tree = robot.lookup("#catalogTree").queryAs(TreeView.class);
    return robot.from(tree).lookup(".tree-cell").queryAll().stream()
        .<TreeCell<?>>map(node -> (TreeCell<?>) node)
        .filter(cell -> label.equals(cell.getText()))
        .findFirst();
  }

  /** Every key and value kept in a preferences node and its children. */
  private static List<String> kept(Settings node) {
    List<String> texts = new ArrayList<>();
    for (String key : node.keys()) {
      texts.add(key + "=" + node.get(key, ""));
    }
    for (String child : node.childrenNames()) {
      texts.addAll(kept(node.node(child)));
    }
    return texts;
  }
}
