package io.tablescope.app.gui.shell;

import io.tablescope.app.gui.common.Clipped;
import io.tablescope.app.gui.common.Styles;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.format.iceberg.location.MetadataFileNames;
import io.tablescope.format.io.FileAccess;
import java.io.File;
import java.util.List;
import javafx.beans.InvalidationListener;
import javafx.beans.binding.Bindings;
import javafx.beans.property.BooleanProperty;
import javafx.collections.MapChangeListener;
import javafx.collections.ObservableMap;
import javafx.css.PseudoClass;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.stage.Window;

/**
 * The bar above the views that says what to open: a folder, a metadata file, a URI, a recent table,
 * the catalog browser, a table of the opened warehouse or another metadata version of the opened
 * table; and where the opened table is.
 */
final class OpenBar extends HBox {
  private final MainViewModel viewModel;
  private OpenDialogs dialogs = OpenDialogs.system();

  /**
   * @param catalogsShown whether the catalog browser is shown, pressed from here
   * @param hasCatalogs whether the window has a catalog browser; without one its button is hidden
   * @param darkMode the theme the Dark button switches; null for a bar without the button
   */
  OpenBar(
      MainViewModel viewModel,
      BooleanProperty catalogsShown,
      boolean hasCatalogs,
      DarkMode darkMode) {
    super(8);
    this.viewModel = viewModel;
    Button openFolder = new Button("Open folder…");
    openFolder.setId("openFolder");
    openFolder.setOnAction(event -> chooseFolder());
    Button openFile = new Button("Open metadata file…");
    openFile.setId("openFile");
    openFile.setOnAction(event -> chooseFile());
    TextField uri = new TextField();
    uri.setId("openUri");
    uri.setPromptText("s3://bucket/table, hdfs://…, or a path; Enter opens");
    uri.setPrefColumnCount(24);
    uri.setOnAction(
        event -> {
          String location = uri.getText().strip();
          if (!location.isEmpty()) {
            viewModel.open(location);
          }
        });
    MenuButton recent = new MenuButton("Recent");
    recent.setId("recent");
    recent.setOnShowing(event -> fillRecent(recent));

    ToggleButton catalogsButton = new ToggleButton("Catalogs");
    catalogsButton.setId("catalogsToggle");
    catalogsButton.selectedProperty().bindBidirectional(catalogsShown);
    catalogsButton.setVisible(hasCatalogs);
    catalogsButton.setManaged(hasCatalogs);

    Label location = new Label();
    location.setId("tableLocation");
    location.getStyleClass().add(Styles.MUTED);
    location.textProperty().bind(viewModel.tableLocationProperty());
    Region spacer = new Region();
    HBox.setHgrow(spacer, Priority.ALWAYS);
    ComboBox<String> versions = metadataChoice();
    getChildren()
        .addAll(
            openFolder,
            openFile,
            uri,
            recent,
            catalogsButton,
            versions,
            spacer,
            location,
            darkMode == null ? new Region() : darkMode.toggle());
    showTableChoiceBefore(versions);
    // The buttons and pickers keep their labels; the location field and the table's location give
    // way.
    for (Region control : List.of(openFolder, openFile, recent, catalogsButton)) {
      control.setMinWidth(Region.USE_PREF_SIZE);
    }
    uri.setMinWidth(120);
    location.setMinWidth(0);
    HBox.setHgrow(uri, Priority.SOMETIMES);
    setAlignment(Pos.CENTER_LEFT);
    setPadding(new Insets(8, 10, 8, 10));
    getStyleClass().add("open-bar");
  }

  /**
   * The choice of a warehouse's tables, in the bar only while a warehouse's tables are listed: out
   * of the scene, a table opened by itself never styles it, which made the first frame later.
   */
  private void showTableChoiceBefore(ComboBox<String> versions) {
    ComboBox<String> tables = tableChoice();
    InvalidationListener placed =
        observable -> {
          boolean listed = !viewModel.warehouseTables().isEmpty();
          if (listed && !getChildren().contains(tables)) {
            getChildren().add(getChildren().indexOf(versions), tables);
          } else if (!listed) {
            getChildren().remove(tables);
          }
        };
    viewModel.warehouseTables().addListener(placed);
    placed.invalidated(viewModel.warehouseTables());
  }

  private ComboBox<String> tableChoice() {
    ComboBox<String> tables = new ComboBox<>(viewModel.warehouseTables());
    tables.setId("tableChoice");
    tables.setPromptText("Tables in this warehouse");
    tables.setPrefWidth(220);
    tables.setMinWidth(Region.USE_PREF_SIZE);
    tables.setButtonCell(new TableNameCell());
    tables.setCellFactory(list -> new TableNameCell());
    viewModel
        .tableLocationProperty()
        .addListener((observable, old, location) -> tables.setValue(location));
    tables.setOnAction(
        event -> {
          String chosen = tables.getValue();
          if (chosen != null && !chosen.equals(viewModel.tableLocationProperty().get())) {
            viewModel.openTable(chosen);
          }
        });
    return tables;
  }

  private ComboBox<String> metadataChoice() {
    ComboBox<String> versions = new ComboBox<>(viewModel.metadataFiles());
    versions.setId("metadataChoice");
    versions.setPromptText("Metadata version");
    versions.setPrefWidth(260);
    versions.setMinWidth(Region.USE_PREF_SIZE);
    versions.visibleProperty().bind(Bindings.isNotEmpty(viewModel.metadataFiles()));
    versions.managedProperty().bind(versions.visibleProperty());
    ObservableMap<String, String> unreadable = viewModel.unreadableMetadata();
    versions.setButtonCell(new MetadataFileCell(unreadable));
    versions.setCellFactory(list -> new MetadataFileCell(unreadable));
    // A version found unreadable is marked at once: new cells redraw the list.
    unreadable.addListener(
        (MapChangeListener<String, String>)
            change -> versions.setCellFactory(list -> new MetadataFileCell(unreadable)));
    viewModel
        .metadataFileProperty()
        .addListener((observable, old, file) -> versions.setValue(file));
    versions.setOnAction(
        event -> {
          String chosen = versions.getValue();
          if (chosen != null && !chosen.equals(viewModel.metadataFileProperty().get())) {
            viewModel.openMetadata(chosen);
          }
        });
    return versions;
  }

  private void fillRecent(MenuButton recent) {
    recent.getItems().clear();
    for (String location : viewModel.recent()) {
      MenuItem item = new MenuItem(location);
      item.setOnAction(event -> viewModel.open(location));
      recent.getItems().add(item);
    }
    if (recent.getItems().isEmpty()) {
      MenuItem none = new MenuItem("No recent tables");
      none.setDisable(true);
      recent.getItems().add(none);
    }
  }

  void chooseFolder() {
    File folder = dialogs.chooseFolder(window());
    if (folder != null) {
      viewModel.open(folder.getAbsolutePath());
    }
  }

  void chooseFile() {
    File file = dialogs.chooseMetadataFile(window());
    if (file != null) {
      viewModel.open(file.getAbsolutePath());
    }
  }

  /** Asks with these dialogs instead of the native ones (tests answer without a dialog). */
  void useDialogs(OpenDialogs dialogs) {
    this.dialogs = dialogs;
  }

  private Window window() {
    return getScene() == null ? null : getScene().getWindow();
  }

  /**
   * Shows a metadata file by its name and the version Iceberg reads in it; one that could not be
   * read is marked so, in red, with why in its tooltip.
   */
  private static final class MetadataFileCell extends ListCell<String> {
    private static final PseudoClass UNREADABLE = PseudoClass.getPseudoClass(Styles.PROBLEM);
    private final ObservableMap<String, String> unreadable;

    MetadataFileCell(ObservableMap<String, String> unreadable) {
      this.unreadable = unreadable;
    }

    @Override
    protected void updateItem(String file, boolean empty) {
      super.updateItem(file, empty);
      String reason = empty || file == null ? null : unreadable.get(file);
      Clipped.middle(this, empty || file == null ? null : label(file, reason != null));
      if (reason != null) {
        getTooltip().setText(reason);
      }
      pseudoClassStateChanged(UNREADABLE, reason != null);
    }

    static String label(String file, boolean unreadable) {
      int version = MetadataFileNames.version(file);
      return (version == MetadataFileNames.NONE ? "no version" : "v" + version)
          + (unreadable ? " · unreadable" : "")
          + " · "
          + FileAccess.fileName(file);
    }
  }

  /** Shows a warehouse table by its last two path elements, e.g. {@code sales/orders}. */
  private static final class TableNameCell extends ListCell<String> {
    @Override
    protected void updateItem(String location, boolean empty) {
      super.updateItem(location, empty);
      Clipped.show(
          this,
          empty || location == null ? null : shortName(location),
          OverrunStyle.CENTER_ELLIPSIS,
          location);
    }

    private static String shortName(String location) {
      return FileAccess.fileName(FileAccess.parent(location)) + "/" + FileAccess.fileName(location);
    }
  }
}
