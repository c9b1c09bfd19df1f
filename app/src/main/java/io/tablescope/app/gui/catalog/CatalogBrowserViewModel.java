package io.tablescope.app.gui.catalog;

import io.tablescope.app.gui.catalog.CatalogNode.CatalogRoot;
import io.tablescope.app.gui.catalog.CatalogNode.NamespaceNode;
import io.tablescope.app.gui.catalog.CatalogNode.TableNode;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.task.ProgressListener;
import io.tablescope.format.catalog.config.CatalogConfig;
import io.tablescope.format.catalog.config.CatalogConfigs;
import io.tablescope.format.catalog.rest.LoadedTable;
import io.tablescope.format.catalog.rest.Namespace;
import io.tablescope.format.catalog.rest.RestCatalog;
import io.tablescope.format.catalog.rest.TableIdentifier;
import io.tablescope.format.io.Environment;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.s3.S3FileAccess;
import io.tablescope.format.io.s3.S3Settings;
import io.tablescope.format.io.s3.S3Timeouts;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The catalog browser's state: the catalogs on offer (those configured for pyiceberg, those
 * connected to before, and those connected to in this session), the connected ones as trees of
 * namespaces and tables read lazily, and opening a table with the credentials its catalog vends.
 * Every request runs in the background; what a catalog refuses is shown as one message.
 *
 * <p>Secrets typed into the connect dialog live in this object only, for the session.
 */
public final class CatalogBrowserViewModel {
  private final MainViewModel main;
  private final Environment environment;
  private final CatalogConnections connections;
  private final Map<String, CatalogConfig> offered = new TreeMap<>();
  private final Map<String, CatalogConfig> configured = new TreeMap<>();
  private final Map<String, RestCatalog> connected = new ConcurrentHashMap<>();
  private final ObservableList<CatalogConfig> catalogs = FXCollections.observableArrayList();
  private final ObservableList<CatalogNode> roots = FXCollections.observableArrayList();
  private final StringProperty status = new SimpleStringProperty("");

  /**
   * @param environment where the pyiceberg configuration is read from, and what vended S3 settings
   *     leave unset
   * @param connections the connections remembered from earlier sessions
   */
  public CatalogBrowserViewModel(
      MainViewModel main, Environment environment, CatalogConnections connections) {
    this.main = main;
    this.environment = environment;
    this.connections = connections;
    connections.list().forEach(config -> offered.put(config.name(), config));
    try {
      CatalogConfigs.load(environment).catalogs().forEach(c -> configured.put(c.name(), c));
    } catch (IOException e) {
      status.set(e.getMessage());
    }
    offered.putAll(configured);
    catalogs.setAll(offered.values());
    main.openCatalogTablesWith(this::openByName);
  }

  /** The catalogs a user can connect to, by name. */
  public ObservableList<CatalogConfig> catalogs() {
    return catalogs;
  }

  /** The connected catalogs, the browser's top rows. */
  public ObservableList<CatalogNode> roots() {
    return roots;
  }

  /** What the browser is doing, or why the last request failed. */
  public StringProperty statusProperty() {
    return status;
  }

  /**
   * Connects to a catalog in the background and shows it as a top row; it is offered and remembered
   * (without its secrets) from then on.
   */
  public void connect(CatalogConfig config) {
    status.set("Connecting to " + config.name() + " …");
    main.tasks()
        .run(
            progress -> connectTo(config),
            catalog -> {
              offered.put(config.name(), config);
              catalogs.setAll(offered.values());
              connections.remember(config);
              showConnected(config);
              status.set("Connected to " + config.name() + ".");
            },
            this::failed,
            ProgressListener.IGNORE);
  }

  /**
   * Forgets a remembered connection and closes it if it is open; a catalog the pyiceberg
   * configuration names stays on offer.
   */
  public void forget(String name) {
    connections.forget(name);
    connected.remove(name);
    roots.removeIf(root -> root.catalog().equals(name));
    offered.remove(name);
    if (configured.containsKey(name)) {
      offered.put(name, configured.get(name));
    }
    catalogs.setAll(offered.values());
    status.set("Forgot " + name + ".");
  }

  /** Reads a row's children in the background: a namespace's namespaces, then its tables. */
  public void loadChildren(CatalogNode node, Consumer<List<CatalogNode>> attach) {
    main.tasks()
        .run(
            progress -> children(node),
            attach,
            failure -> {
              failed(failure);
              attach.accept(List.of());
            },
            ProgressListener.IGNORE);
  }

  private List<CatalogNode> children(CatalogNode node) throws IOException {
    RestCatalog catalog = connected.get(node.catalog());
    if (catalog == null) {
      throw new IOException("catalog " + node.catalog() + ": not connected");
    }
    Namespace namespace =
        node instanceof NamespaceNode inside ? inside.namespace() : Namespace.root();
    List<CatalogNode> children = new ArrayList<>();
    for (Namespace child : catalog.namespaces(namespace)) {
      children.add(new NamespaceNode(node.catalog(), child));
    }
    if (!namespace.isRoot()) {
      for (TableIdentifier table : catalog.tables(namespace)) {
        children.add(new TableNode(node.catalog(), table));
      }
    }
    return children;
  }

  /** Loads a table from its catalog in the background and opens it. */
  public void open(TableNode table) {
    status.set("Loading " + table.fullName() + " …");
    main.tasks()
        .run(
            progress -> connected(table.catalog()).loadTable(table.table()),
            loaded -> show(table.fullName(), loaded),
            this::failed,
            ProgressListener.IGNORE);
  }

  /**
   * Opens {@code CATALOG.NAMESPACE.TABLE} when its first part names a catalog on offer, connecting
   * to it first if need be.
   *
   * @return whether the name was a table of a catalog on offer (and is being opened)
   */
  boolean openByName(String name) {
    String[] parts = name.split("\\.", -1);
    CatalogConfig config = offered.get(parts[0]);
    if (config == null || parts.length < 3 || name.contains("/") || name.contains(":")) {
      return false;
    }
    TableIdentifier table =
        new TableIdentifier(
            new Namespace(List.of(parts).subList(1, parts.length - 1)), parts[parts.length - 1]);
    status.set("Loading " + name + " …");
    main.tasks()
        .run(
            progress -> {
              RestCatalog catalog = connected.get(config.name());
              return (catalog == null ? connectTo(config) : catalog).loadTable(table);
            },
            loaded -> {
              showConnected(config);
              show(name, loaded);
            },
            this::failed,
            ProgressListener.IGNORE);
    return true;
  }

  /** Shows a connected catalog as a top row, anew (collapsed) when it was shown already. */
  private void showConnected(CatalogConfig config) {
    roots.removeIf(root -> root.catalog().equals(config.name()));
    roots.add(new CatalogRoot(config.name(), config.displayUri()));
  }

  private void show(String name, LoadedTable loaded) {
    status.set("");
    main.openCatalogTable(
        name, loaded.metadataLocation(), loaded.storage(main.storage(), this::s3Access));
  }

  /** Reads S3 with the settings a catalog vended; what they leave unset, as the user's tools do. */
  private FileAccess s3Access(S3Settings vended) {
    return S3FileAccess.withSettings(vended, environment, S3Timeouts.defaults());
  }

  private RestCatalog connected(String name) throws IOException {
    RestCatalog catalog = connected.get(name);
    if (catalog == null) {
      throw new IOException("catalog " + name + ": not connected");
    }
    return catalog;
  }

  private RestCatalog connectTo(CatalogConfig config) throws IOException {
    RestCatalog catalog = RestCatalog.connect(config);
    connected.put(config.name(), catalog);
    return catalog;
  }

  private void failed(Throwable failure) {
    String message =
        failure.getMessage() == null ? failure.getClass().getSimpleName() : failure.getMessage();
    status.set(message);
    main.errorProperty().set(message);
  }
}
