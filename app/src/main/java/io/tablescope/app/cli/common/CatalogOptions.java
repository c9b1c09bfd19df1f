package io.tablescope.app.cli.common;

import io.tablescope.format.catalog.config.CatalogConfig;
import io.tablescope.format.catalog.config.CatalogConfigs;
import io.tablescope.format.catalog.rest.RestCatalog;
import io.tablescope.format.io.Environment;
import java.io.IOException;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.Option;

/**
 * The catalogs a command can name: those configured for pyiceberg ({@code ~/.pyiceberg.yaml} and
 * the {@code PYICEBERG_CATALOG__NAME__KEY} variables), and one given on the command line with
 * {@code --catalog-uri} and {@code --catalog-property}, named by the first part of the name it is
 * used with.
 */
public final class CatalogOptions {
  @Option(
      names = "--catalog-uri",
      paramLabel = "URI",
      description =
          "The REST catalog named by the first part of CATALOG.NAMESPACE.TABLE (or of ls's"
              + " argument), at this uri; it need not be configured, and overrides its configured"
              + " uri.")
  String uri;

  @Option(
      names = "--catalog-property",
      paramLabel = "KEY=VALUE",
      description =
          "A property of that catalog (warehouse, scope, oauth2-server-uri, rest-page-size,"
              + " rest.client.socket-timeout-ms, ...). Secrets (credential, token, keys) are not"
              + " taken here, where other users can see them: set PYICEBERG_CATALOG__<NAME>__CREDENTIAL"
              + " or __TOKEN in the environment.")
  Map<String, String> properties = new LinkedHashMap<>();

  /** The configured catalogs. */
  public static CatalogConfigs configured(Environment environment) throws IOException {
    return CatalogConfigs.load(environment);
  }

  /**
   * The catalog a name's first part names: a configured one, with what the command line gives over
   * it; empty when neither configures a catalog of that name.
   */
  public Optional<CatalogConfig> catalog(String name, Environment environment) throws IOException {
    Optional<CatalogConfig> configured = configured(environment).find(name);
    if (uri == null && properties.isEmpty()) {
      return configured;
    }
    for (String key : properties.keySet()) {
      if (CatalogConfig.isSecret(key)) {
        throw new IOException(
            "--catalog-property "
                + key
                + ": secrets are not taken on the command line; set PYICEBERG_CATALOG__"
                + name.toUpperCase(Locale.ROOT).replace('-', '_')
                + "__"
                + key.toUpperCase(Locale.ROOT).replace('.', '_').replace("-", "_")
                + " in the environment");
      }
    }
    if (uri == null && configured.isEmpty()) {
      return Optional.empty();
    }
    Map<String, String> merged = new HashMap<>();
    configured.ifPresent(config -> merged.putAll(config.properties()));
    merged.putAll(properties);
    if (uri != null) {
      merged.put("uri", uri);
    }
    return Optional.of(CatalogConfig.of(name.toLowerCase(Locale.ROOT), merged));
  }

  /** Connects to a catalog with the timeouts its properties set. */
  public static RestCatalog connect(CatalogConfig config) throws IOException {
    return RestCatalog.connect(config);
  }

  /** A dotted name's parts: {@code prod.sales.orders} is {@code [prod, sales, orders]}. */
  public static List<String> parts(String name) {
    return List.of(name.split("\\.", -1));
  }
}
