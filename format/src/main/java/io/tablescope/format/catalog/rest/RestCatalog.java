package io.tablescope.format.catalog.rest;

import com.fasterxml.jackson.databind.JsonNode;
import io.tablescope.format.catalog.config.CatalogConfig;
import java.net.MalformedURLException;
import java.net.URI;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * A connection to an Iceberg REST catalog, speaking the protocol's read side: the catalog's
 * configuration, its namespaces and tables, and loading a table with the credentials it vends.
 *
 * <p>{@link #connect} authenticates (a {@code token} property as a bearer token, else OAuth2 client
 * credentials from {@code credential}, {@code oauth2-server-uri} and {@code scope}) and reads
 * {@code GET /v1/config}: the catalog's defaults, then the user's properties, then its overrides,
 * as Iceberg merges them; the merged {@code uri} and {@code prefix} address every later request.
 * Lists follow {@code next-page-token}; {@code rest-page-size} asks for pages of that size.
 *
 * <p>Tokens are held in memory only. Every failure is a {@link RestCatalogException} of one line.
 * Safe to use from several threads.
 */
public final class RestCatalog {
  /** The unit separator, URL-encoded: what joins a namespace's levels unless the catalog says. */
  private static final String DEFAULT_SEPARATOR = "%1F";

  private final String name;
  private final RestHttp http;
  private final Map<String, String> properties;
  private final Authentication authentication;
  private final String base;
  private final String separator;

  private RestCatalog(
      String name, RestHttp http, Map<String, String> properties, Authentication authentication) {
    this.name = name;
    this.http = http;
    this.properties = Map.copyOf(properties);
    this.authentication = authentication;
    String uri = properties.get("uri");
    String prefix = properties.get("prefix");
    this.base = trimSlash(uri) + "/v1/" + (prefix == null || prefix.isBlank() ? "" : prefix + "/");
    this.separator = properties.getOrDefault("namespace-separator", DEFAULT_SEPARATOR);
  }

  /**
   * Connects to the catalog with the timeouts its own properties set ({@code
   * rest.client.connection-timeout-ms}, {@code rest.client.socket-timeout-ms}), else the defaults.
   *
   * @throws RestCatalogException when a timeout property is not a positive number, or as {@link
   *     #connect(CatalogConfig, RestClientSettings)}
   */
  public static RestCatalog connect(CatalogConfig config) throws RestCatalogException {
    RestClientSettings settings;
    try {
      settings = RestClientSettings.defaults().withTimeoutsOf(config.properties());
    } catch (IllegalArgumentException e) {
      throw new RestCatalogException("catalog " + config.name() + ": " + e.getMessage(), 0);
    }
    return connect(config, settings);
  }

  /**
   * Connects to the catalog and reads its configuration.
   *
   * @throws RestCatalogException when the catalog is not a REST catalog, cannot be reached, or
   *     refuses the credentials
   */
  public static RestCatalog connect(CatalogConfig config, RestClientSettings settings)
      throws RestCatalogException {
    String unsupported = config.unsupportedReason();
    if (unsupported != null) {
      throw new RestCatalogException("catalog " + config.name() + ": " + unsupported, 0);
    }
    try {
      URI.create(config.uri()).toURL();
    } catch (IllegalArgumentException | MalformedURLException e) {
      throw new RestCatalogException(
          "catalog " + config.name() + ": not a valid uri: " + config.displayUri(), 0);
    }
    RestHttp http = new RestHttp(config.name(), settings);
    Authentication authentication = Authentication.of(http, config, settings);
    StringBuilder configUri = new StringBuilder(trimSlash(config.uri()) + "/v1/config");
    if (config.warehouse() != null) {
      configUri.append("?warehouse=").append(RestHttp.encode(config.warehouse()));
    }
    JsonNode answer =
        authentication.get(
            http, URI.create(configUri.toString()), Map.of(), headers(config.properties()));
    Map<String, String> merged = new HashMap<>(StorageCredentials.strings(answer.path("defaults")));
    merged.putAll(config.properties());
    merged.putAll(StorageCredentials.strings(answer.path("overrides")));
    merged.putIfAbsent("uri", config.uri());
    return new RestCatalog(config.name(), http, merged, authentication);
  }

  /** The catalog's name, as configured. */
  public String name() {
    return name;
  }

  /** The namespaces directly inside a namespace (the root for the top level). */
  public List<Namespace> namespaces(Namespace parent) throws RestCatalogException {
    String query = parent.isRoot() ? "" : "parent=" + encode(parent);
    List<Namespace> namespaces = new ArrayList<>();
    for (JsonNode page : pages(base + "namespaces", query)) {
      for (JsonNode levels : array(page, "namespaces")) {
        List<String> parts = new ArrayList<>();
        levels.forEach(level -> parts.add(level.asText()));
        namespaces.add(new Namespace(parts));
      }
    }
    return namespaces;
  }

  /** The tables of a namespace. */
  public List<TableIdentifier> tables(Namespace namespace) throws RestCatalogException {
    List<TableIdentifier> tables = new ArrayList<>();
    for (JsonNode page : pages(base + "namespaces/" + encode(namespace) + "/tables", "")) {
      for (JsonNode identifier : array(page, "identifiers")) {
        List<String> parts = new ArrayList<>();
        identifier.path("namespace").forEach(level -> parts.add(level.asText()));
        tables.add(new TableIdentifier(new Namespace(parts), identifier.path("name").asText(null)));
      }
    }
    return tables;
  }

  /**
   * Loads a table, asking the catalog to vend credentials for its files.
   *
   * @throws RestCatalogException naming the table when the catalog does not know it
   */
  public LoadedTable loadTable(TableIdentifier table) throws RestCatalogException {
    URI uri =
        URI.create(
            base
                + "namespaces/"
                + encode(table.namespace())
                + "/tables/"
                + RestHttp.encode(table.name()));
    JsonNode answer =
        authentication.get(
            http,
            uri,
            Map.of("X-Iceberg-Access-Delegation", "vended-credentials"),
            headers(properties));
    JsonNode metadataLocation = answer.get("metadata-location");
    if (metadataLocation == null || !metadataLocation.isTextual()) {
      throw new RestCatalogException(
          "catalog " + name + ": table " + table + " has no metadata-location in its answer", 200);
    }
    String tableLocation = answer.path("metadata").path("location").asText(null);
    return new LoadedTable(
        table,
        metadataLocation.asText(),
        tableLocation,
        StorageCredentials.read(properties, answer, tableLocation));
  }

  private List<JsonNode> pages(String path, String query) throws RestCatalogException {
    String pageSize = properties.get("rest-page-size");
    List<JsonNode> pages = new ArrayList<>();
    String token = pageSize == null ? null : "";
    do {
      StringBuilder uri = new StringBuilder(path);
      List<String> parameters = new ArrayList<>();
      if (!query.isEmpty()) {
        parameters.add(query);
      }
      if (token != null) {
        parameters.add("pageToken=" + RestHttp.encode(token));
        if (pageSize != null) {
          parameters.add("pageSize=" + RestHttp.encode(pageSize));
        }
      }
      if (!parameters.isEmpty()) {
        uri.append('?').append(String.join("&", parameters));
      }
      JsonNode page =
          authentication.get(http, URI.create(uri.toString()), Map.of(), headers(properties));
      pages.add(page);
      String next = page.path("next-page-token").asText(null);
      if (next != null && (next.isEmpty() || next.equals(token))) {
        next = null;
      }
      token = next;
    } while (token != null);
    return pages;
  }

  /** Headers the user configured as {@code header.NAME} properties, sent with every request. */
  private static Map<String, String> headers(Map<String, String> properties) {
    Map<String, String> headers = new LinkedHashMap<>();
    properties.forEach(
        (key, value) -> {
          if (key.startsWith("header.") && key.length() > "header.".length()) {
            headers.put(key.substring("header.".length()), value);
          }
        });
    return headers;
  }

  private JsonNode array(JsonNode page, String field) throws RestCatalogException {
    JsonNode array = page.get(field);
    if (array == null || !array.isArray()) {
      throw new RestCatalogException(
          "catalog " + name + ": not a REST catalog response (no " + field + " list)", 200);
    }
    return array;
  }

  /** A namespace's levels, each URL-encoded, joined with the (encoded) separator. */
  private String encode(Namespace namespace) {
    return namespace.levels().stream().map(RestHttp::encode).collect(Collectors.joining(separator));
  }

  private static String trimSlash(String uri) {
    return uri.endsWith("/") ? uri.substring(0, uri.length() - 1) : uri;
  }

  @Override
  public String toString() {
    return "RestCatalog[" + name + ", " + RestHttp.withoutQuery(URI.create(base)) + "]";
  }

  /** How requests are authenticated: no credentials, a fixed bearer token, or OAuth2. */
  private record Authentication(String token, OAuth2Session session) {
    static Authentication of(RestHttp http, CatalogConfig config, RestClientSettings settings) {
      String token = config.property("token");
      String credential = config.property("credential");
      if (token != null || credential == null) {
        return new Authentication(token, null);
      }
      String server = config.property("oauth2-server-uri");
      String catalogUri = trimSlash(config.uri());
      // A relative server uri is a path of the catalog's, as Iceberg's clients read it.
      URI endpoint =
          URI.create(
              server == null
                  ? catalogUri + "/v1/oauth/tokens"
                  : server.contains("://")
                      ? server
                      : catalogUri + "/" + (server.startsWith("/") ? server.substring(1) : server));
      String scope = Objects.requireNonNullElse(config.property("scope"), "catalog");
      return new Authentication(
          null, new OAuth2Session(http, endpoint, credential, scope, settings.clock()));
    }

    /** A GET with the current token; an OAuth2 token the catalog refuses is renewed once. */
    JsonNode get(RestHttp http, URI uri, Map<String, String> headers, Map<String, String> extra)
        throws RestCatalogException {
      String current = currentToken();
      try {
        return http.get(uri, withToken(current, headers, extra));
      } catch (RestCatalogException e) {
        if (e.status() != 401 || session == null) {
          throw e;
        }
        session.refused(current);
        return http.get(uri, withToken(currentToken(), headers, extra));
      }
    }

    private String currentToken() throws RestCatalogException {
      return session != null ? session.token() : token;
    }

    /** Never shows the token. */
    @Override
    public String toString() {
      return "Authentication["
          + (session != null ? "oauth2" : token != null ? "token" : "none")
          + "]";
    }

    private static Map<String, String> withToken(
        String token, Map<String, String> headers, Map<String, String> extra) {
      Map<String, String> all = new LinkedHashMap<>(extra);
      all.putAll(headers);
      if (token != null) {
        all.put("Authorization", "Bearer " + token);
      }
      return all;
    }
  }
}
