package io.tablescope.format.catalog.rest;

import com.fasterxml.jackson.databind.JsonNode;
import io.tablescope.format.catalog.config.CatalogConfig;
import io.tablescope.format.io.ReadLimits;
import io.tablescope.format.io.ServerUri;
import java.net.URI;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
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
    RestHttp http = new RestHttp(config.name(), settings, config.secrets());
    Authentication authentication = Authentication.of(http, config, settings);
    StringBuilder configUri = new StringBuilder(trimSlash(config.uri()) + "/v1/config");
    if (config.warehouse() != null) {
      configUri.append("?warehouse=").append(RestHttp.encode(config.warehouse()));
    }
    JsonNode answer =
        authentication.get(
            http, uri(config.name(), configUri.toString()), Map.of(), headers(config.properties()));
    Map<String, String> merged = new HashMap<>(StorageCredentials.strings(answer.path("defaults")));
    merged.putAll(config.properties());
    merged.putAll(StorageCredentials.strings(answer.path("overrides")));
    merged.putIfAbsent("uri", config.uri());
    return new RestCatalog(config.name(), http, merged, authentication);
  }

  /** A request's uri; one that is not a uri at all (a server's prefix) is named in words. */
  private static URI uri(String catalog, String uri) throws RestCatalogException {
    try {
      return URI.create(uri);
    } catch (IllegalArgumentException e) {
      throw new RestCatalogException(
          "catalog " + catalog + ": " + ServerUri.display(uri) + " is not a valid uri", 0);
    }
  }

  /** The catalog's name, as configured. */
  public String name() {
    return name;
  }

  /** The namespaces directly inside a namespace (the root for the top level). */
  public List<Namespace> namespaces(Namespace parent) throws RestCatalogException {
    String query = parent.isRoot() ? "" : "parent=" + encode(parent);
    return list(
        base + "namespaces",
        query,
        "namespaces",
        levels -> {
          List<String> parts = new ArrayList<>();
          levels.forEach(level -> parts.add(level.asText()));
          return new Namespace(parts);
        });
  }

  /** The tables of a namespace. */
  public List<TableIdentifier> tables(Namespace namespace) throws RestCatalogException {
    return list(
        base + "namespaces/" + encode(namespace) + "/tables",
        "",
        "identifiers",
        identifier -> {
          List<String> parts = new ArrayList<>();
          identifier.path("namespace").forEach(level -> parts.add(level.asText()));
          return new TableIdentifier(new Namespace(parts), identifier.path("name").asText(null));
        });
  }

  /**
   * Loads a table, asking the catalog to vend credentials for its files.
   *
   * @throws RestCatalogException naming the table when the catalog does not know it
   */
  public LoadedTable loadTable(TableIdentifier table) throws RestCatalogException {
    URI uri =
        uri(
            name,
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

  /**
   * A listing's entries, page by page as {@code next-page-token} leads. A listing ends: a token
   * given before, more than {@link ReadLimits#MAX_PAGES} pages, or entries whose names pass {@link
   * ReadLimits#wholeFileLimit()} characters are a server that never ends, named with its URL.
   */
  private <T> List<T> list(String path, String query, String field, Function<JsonNode, T> entry)
      throws RestCatalogException {
    String pageSize = properties.get("rest-page-size");
    List<T> entries = new ArrayList<>();
    Set<String> tokens = new HashSet<>();
    long characters = 0;
    String token = pageSize == null ? null : "";
    for (int pages = 1; ; pages++) {
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
      URI request = uri(name, uri.toString());
      JsonNode page = authentication.get(http, request, Map.of(), headers(properties));
      for (JsonNode item : array(page, field)) {
        T value = entry.apply(item);
        characters += value.toString().length();
        if (characters > ReadLimits.wholeFileLimit()) {
          throw endless(
              request,
              "names more than "
                  + ReadLimits.wholeFileLimit()
                  + " characters, the most Tablescope holds of one listing");
        }
        entries.add(value);
      }
      String next = page.path("next-page-token").asText(null);
      if (next == null || next.isEmpty()) {
        return entries;
      }
      if (next.equals(token) || !tokens.add(next)) {
        throw endless(request, "gave a page token it had given before, so it would never end");
      }
      if (pages == ReadLimits.MAX_PAGES) {
        throw endless(
            request,
            "has more than " + ReadLimits.MAX_PAGES + " pages, the most Tablescope reads of one");
      }
      token = next;
    }
  }

  private RestCatalogException endless(URI request, String why) {
    return new RestCatalogException(
        "catalog " + name + ": GET " + RestHttp.withoutQuery(request) + ": the listing " + why,
        200);
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
    return "RestCatalog[" + name + ", " + ServerUri.display(base) + "]";
  }

  /** How requests are authenticated: no credentials, a fixed bearer token, or OAuth2. */
  private record Authentication(String token, OAuth2Session session) {
    static Authentication of(RestHttp http, CatalogConfig config, RestClientSettings settings)
        throws RestCatalogException {
      String token = config.property("token");
      String credential = config.property("credential");
      if (token != null || credential == null) {
        return new Authentication(token, null);
      }
      String server = config.property("oauth2-server-uri");
      String catalogUri = trimSlash(config.uri());
      // A relative server uri is a path of the catalog's, as Iceberg's clients read it.
      URI endpoint =
          uri(
              config.name(),
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
