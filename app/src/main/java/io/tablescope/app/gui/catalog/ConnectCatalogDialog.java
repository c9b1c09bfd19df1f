package io.tablescope.app.gui.catalog;

import io.tablescope.format.catalog.config.CatalogConfig;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import javafx.geometry.Insets;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Region;

/**
 * Asks for an Iceberg REST catalog to connect to: its name, uri, warehouse, and how to authenticate
 * (none, a bearer token, or OAuth2 client credentials with a scope). Secrets are typed into
 * password fields; a catalog from the pyiceberg configuration keeps its configured secret when the
 * field is left empty.
 */
final class ConnectCatalogDialog extends Dialog<CatalogConfig> {
  static final String NONE = "None";
  static final String TOKEN = "Bearer token";
  static final String OAUTH2 = "OAuth2 client credentials";

  private final TextField name = field("catalogName", "prod");
  private final TextField uri = field("catalogUri", "https://catalog.example.com/api/catalog");
  private final TextField warehouse = field("catalogWarehouse", "optional");
  private final ChoiceBox<String> authentication = new ChoiceBox<>();
  private final PasswordField token = new PasswordField();
  private final TextField clientId = field("catalogClientId", "client id");
  private final PasswordField clientSecret = new PasswordField();
  private final TextField scope = field("catalogScope", "catalog");
  private final TextField tokenServer = field("catalogTokenServer", "default: the catalog's own");

  /**
   * @param known a catalog to start from (its secrets are kept unless retyped); null for none
   */
  ConnectCatalogDialog(CatalogConfig known) {
    setTitle("Connect to catalog");
    setHeaderText("An Iceberg REST catalog (Polaris, Lakekeeper, Nessie, Gravitino, Unity, …)");
    authentication.getItems().setAll(NONE, TOKEN, OAUTH2);
    authentication.setId("catalogAuthentication");
    token.setId("catalogToken");
    clientSecret.setId("catalogClientSecret");

    GridPane grid = new GridPane();
    grid.setHgap(8);
    grid.setVgap(8);
    grid.setPadding(new Insets(12));
    int row = 0;
    grid.addRow(row++, label("Name"), name);
    grid.addRow(row++, label("URI"), uri);
    grid.addRow(row++, label("Warehouse"), warehouse);
    grid.addRow(row++, label("Authentication"), authentication);
    grid.addRow(row++, label("Token"), token);
    grid.addRow(row++, label("Client id"), clientId);
    grid.addRow(row++, label("Client secret"), clientSecret);
    grid.addRow(row++, label("Scope"), scope);
    grid.addRow(row, label("Token endpoint"), tokenServer);
    uri.setPrefColumnCount(36);
    authentication
        .valueProperty()
        .addListener((observable, was, chosen) -> showAuthenticationFields(chosen));
    fill(known);
    getDialogPane().setContent(grid);

    ButtonType connect = new ButtonType("Connect", ButtonBar.ButtonData.OK_DONE);
    getDialogPane().getButtonTypes().setAll(connect, ButtonType.CANCEL);
    getDialogPane().lookupButton(connect).setId("connectCatalog");
    getDialogPane()
        .lookupButton(connect)
        .disableProperty()
        .bind(name.textProperty().isEmpty().or(uri.textProperty().isEmpty()));
    setResultConverter(button -> button == connect ? config(known) : null);
  }

  /** A field's label, never clipped: the grid gives its column the widest label's width. */
  private static Label label(String text) {
    Label label = new Label(text);
    label.setMinWidth(Region.USE_PREF_SIZE);
    return label;
  }

  private void fill(CatalogConfig known) {
    if (known == null) {
      authentication.setValue(NONE);
      return;
    }
    name.setText(known.name());
    uri.setText(known.uri() == null ? "" : known.uri());
    warehouse.setText(text(known.warehouse()));
    scope.setText(text(known.property("scope")));
    tokenServer.setText(text(known.property("oauth2-server-uri")));
    String credential = known.property("credential");
    if (credential != null && credential.contains(":")) {
      clientId.setText(credential.substring(0, credential.indexOf(':')));
    }
    String kind = known.authKind();
    authentication.setValue(kind.equals("token") ? TOKEN : kind.equals("oauth2") ? OAUTH2 : NONE);
    String configured = "configured; type to replace";
    token.setPromptText(known.property("token") == null ? "" : configured);
    clientSecret.setPromptText(credential == null ? "" : configured);
  }

  private void showAuthenticationFields(String chosen) {
    boolean withToken = TOKEN.equals(chosen);
    boolean withClient = OAUTH2.equals(chosen);
    token.setDisable(!withToken);
    clientId.setDisable(!withClient);
    clientSecret.setDisable(!withClient);
    scope.setDisable(!withClient);
    tokenServer.setDisable(!withClient);
  }

  /** The catalog as typed: the known catalog's properties, with what the fields say over them. */
  private CatalogConfig config(CatalogConfig known) {
    Map<String, String> properties = new LinkedHashMap<>();
    if (known != null && known.name().equals(name.getText().trim())) {
      properties.putAll(known.properties());
    }
    properties.put("uri", uri.getText().trim());
    properties.putIfAbsent("type", "rest");
    put(properties, "warehouse", warehouse.getText());
    String chosen = authentication.getValue();
    if (TOKEN.equals(chosen)) {
      properties.remove("credential");
      if (!token.getText().isEmpty()) {
        properties.put("token", token.getText());
      }
    } else if (OAUTH2.equals(chosen)) {
      properties.remove("token");
      String configuredSecret = secretOf(properties.get("credential"));
      String secret = clientSecret.getText().isEmpty() ? configuredSecret : clientSecret.getText();
      put(properties, "credential", clientId.getText().trim() + ":" + secret);
      put(properties, "scope", scope.getText());
      put(properties, "oauth2-server-uri", tokenServer.getText());
    } else {
      properties.remove("token");
      properties.remove("credential");
    }
    return CatalogConfig.of(name.getText().trim().toLowerCase(Locale.ROOT), properties);
  }

  private static String secretOf(String credential) {
    return credential == null || !credential.contains(":")
        ? ""
        : credential.substring(credential.indexOf(':') + 1);
  }

  private static void put(Map<String, String> properties, String key, String value) {
    if (value == null || value.isBlank()) {
      properties.remove(key);
    } else {
      properties.put(key, value.trim());
    }
  }

  private static String text(String value) {
    return value == null ? "" : value;
  }

  private static TextField field(String id, String prompt) {
    TextField field = new TextField();
    field.setId(id);
    field.setPromptText(prompt);
    return field;
  }
}
