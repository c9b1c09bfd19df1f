package io.tablescope.format.catalog.rest;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.regex.Pattern;
import org.apache.iceberg.catalog.Catalog;
import org.apache.iceberg.catalog.Namespace;
import org.apache.iceberg.catalog.SupportsNamespaces;
import org.apache.iceberg.catalog.TableIdentifier;
import org.apache.iceberg.exceptions.NoSuchNamespaceException;
import org.apache.iceberg.exceptions.NoSuchTableException;
import org.apache.iceberg.rest.CatalogHandlers;
import org.apache.iceberg.rest.RESTCatalogProperties;
import org.apache.iceberg.rest.RESTSerializers;
import org.apache.iceberg.rest.credentials.Credential;
import org.apache.iceberg.rest.credentials.ImmutableCredential;
import org.apache.iceberg.rest.responses.ConfigResponse;
import org.apache.iceberg.rest.responses.ErrorResponse;
import org.apache.iceberg.rest.responses.LoadTableResponse;

/**
 * A real Iceberg REST catalog on loopback for tests: the JDK's HTTP server routing the protocol's
 * read requests to iceberg-core's {@link CatalogHandlers} over a catalog holding real tables,
 * serialised with iceberg-core's REST serializers.
 *
 * <p>Beyond the protocol it can check a bearer token, serve an OAuth2 client-credentials token
 * endpoint whose tokens expire by a given clock, add vended credentials to load results, and be
 * told to answer every catalog request with an error status, garbage, or nothing at all.
 */
public final class RestCatalogServer implements AutoCloseable {
  /** The path of the token endpoint given as {@code oauth2-server-uri}. */
  public static final String TOKEN_PATH = "/auth/token";

  /** How the server answers the catalog requests. */
  public enum Mode {
    NORMAL,
    GARBAGE,
    SILENT
  }

  private final Catalog catalog;
  private final HttpServer server;
  private final ExecutorService executor = Executors.newCachedThreadPool(daemon());
  private final ObjectMapper mapper = restMapper();
  private final CountDownLatch closing = new CountDownLatch(1);
  private final List<String> requests = new CopyOnWriteArrayList<>();
  private final List<Map<String, String>> tokenRequests = new CopyOnWriteArrayList<>();
  private final Map<String, Instant> issuedTokens = new ConcurrentHashMap<>();
  private final Map<String, String> overrides = new ConcurrentHashMap<>();
  private final Map<String, String> vendedConfig = new ConcurrentHashMap<>();
  private final List<Credential> storageCredentials = new CopyOnWriteArrayList<>();
  private volatile Mode mode = Mode.NORMAL;
  private volatile int failWith;
  private volatile String requiredToken;
  private volatile String clientId;
  private volatile String clientSecret;
  private volatile long expiresInSeconds = 3600;
  private volatile Clock clock = Clock.systemUTC();

  private RestCatalogServer(Catalog catalog) throws IOException {
    this.catalog = catalog;
    this.server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.setExecutor(executor);
    server.createContext("/", this::handle);
    server.start();
  }

  /** Starts a server over a catalog that supports namespaces. */
  public static <C extends Catalog & SupportsNamespaces> RestCatalogServer start(C catalog)
      throws IOException {
    return new RestCatalogServer(catalog);
  }

  /** The catalog's uri, e.g. {@code http://127.0.0.1:41234}. */
  public String uri() {
    return "http://127.0.0.1:" + server.getAddress().getPort();
  }

  /** Every catalog request received, as {@code METHOD path?query}, token requests apart. */
  public List<String> requests() {
    return List.copyOf(requests);
  }

  /** The forms of the token requests received. */
  public List<Map<String, String>> tokenRequests() {
    return List.copyOf(tokenRequests);
  }

  /** Requires this bearer token on every catalog request. */
  public RestCatalogServer requireToken(String token) {
    this.requiredToken = token;
    return this;
  }

  /**
   * Serves OAuth2 client credentials at {@link #TOKEN_PATH} and {@code /v1/oauth/tokens}, and
   * requires one of the tokens it issued, unexpired by the clock, on every catalog request.
   */
  public RestCatalogServer requireClientCredentials(
      String id, String secret, long expiresIn, Clock tokenClock) {
    this.clientId = id;
    this.clientSecret = secret;
    this.expiresInSeconds = expiresIn;
    this.clock = tokenClock;
    return this;
  }

  /** Adds an override to the {@code /v1/config} answer (e.g. {@code prefix}). */
  public RestCatalogServer override(String key, String value) {
    overrides.put(key, value);
    return this;
  }

  /** Adds a key to the {@code config} of every load-table answer. */
  public RestCatalogServer vendConfig(String key, String value) {
    vendedConfig.put(key, value);
    return this;
  }

  /** Adds an entry to the {@code storage-credentials} of every load-table answer. */
  public RestCatalogServer vendStorageCredential(String prefix, Map<String, String> config) {
    storageCredentials.add(ImmutableCredential.builder().prefix(prefix).config(config).build());
    return this;
  }

  /** Answers every catalog request with this status and a REST error body; 0 to stop. */
  public RestCatalogServer failWith(int status) {
    this.failWith = status;
    return this;
  }

  /** How the server answers from now on. */
  public RestCatalogServer mode(Mode newMode) {
    this.mode = newMode;
    return this;
  }

  @Override
  public void close() {
    closing.countDown();
    server.stop(0);
    executor.shutdownNow();
  }

  private void handle(HttpExchange exchange) throws IOException {
    try {
      answer(exchange);
    } catch (RuntimeException | IOException e) {
      error(exchange, 500, e.toString());
    } finally {
      exchange.close();
    }
  }

  private void answer(HttpExchange exchange) throws IOException {
    try {
      String path = exchange.getRequestURI().getRawPath();
      Map<String, String> query = query(exchange.getRequestURI().getRawQuery());
      if (path.equals(TOKEN_PATH) || path.equals("/v1/oauth/tokens")) {
        token(exchange);
        return;
      }
      String raw = exchange.getRequestURI().getRawQuery();
      requests.add(exchange.getRequestMethod() + " " + path + (raw == null ? "" : "?" + raw));
      if (mode == Mode.SILENT) {
        awaitClose();
        return;
      }
      if (mode == Mode.GARBAGE) {
        send(exchange, 200, "<html>Welcome to nginx!</html>");
        return;
      }
      if (failWith != 0) {
        error(exchange, failWith, "Told to fail with " + failWith);
        return;
      }
      if (!authorized(exchange)) {
        error(exchange, 401, "Not authorized: the token is missing, unknown or expired");
        return;
      }
      route(exchange, path, query);
    } catch (NoSuchTableException | NoSuchNamespaceException e) {
      error(exchange, 404, e.getMessage());
    }
  }

  private void route(HttpExchange exchange, String path, Map<String, String> query)
      throws IOException {
    if (path.equals("/v1/config")) {
      json(exchange, ConfigResponse.builder().withOverrides(new HashMap<>(overrides)).build());
      return;
    }
    String prefix = overrides.containsKey("prefix") ? "/v1/" + overrides.get("prefix") : "/v1";
    if (!path.startsWith(prefix + "/namespaces")) {
      error(exchange, 404, "No route for " + path);
      return;
    }
    String[] parts =
        Arrays.stream(path.substring(prefix.length() + 1).split("/"))
            .map(part -> URLDecoder.decode(part, StandardCharsets.UTF_8))
            .toArray(String[]::new);
    SupportsNamespaces namespaces = (SupportsNamespaces) catalog;
    if (parts.length == 1) {
      String parent = query.get("parent");
      Namespace namespace = parent == null ? Namespace.empty() : namespace(parent);
      String pageSize = query.get("pageSize");
      json(
          exchange,
          pageSize == null
              ? CatalogHandlers.listNamespaces(namespaces, namespace)
              : CatalogHandlers.listNamespaces(
                  namespaces, namespace, query.get("pageToken"), pageSize));
    } else if (parts.length == 3 && parts[2].equals("tables")) {
      String pageSize = query.get("pageSize");
      json(
          exchange,
          pageSize == null
              ? CatalogHandlers.listTables(catalog, namespace(parts[1]))
              : CatalogHandlers.listTables(
                  catalog, namespace(parts[1]), query.get("pageToken"), pageSize));
    } else if (parts.length == 4 && parts[2].equals("tables")) {
      TableIdentifier identifier = TableIdentifier.of(namespace(parts[1]), parts[3]);
      LoadTableResponse loaded =
          CatalogHandlers.loadTable(catalog, identifier, RESTCatalogProperties.SnapshotMode.ALL);
      boolean delegated =
          "vended-credentials"
              .equals(exchange.getRequestHeaders().getFirst("X-Iceberg-Access-Delegation"));
      LoadTableResponse.Builder answer =
          LoadTableResponse.builder().withTableMetadata(loaded.tableMetadata());
      if (delegated) {
        answer.addAllConfig(new HashMap<>(vendedConfig)).addAllCredentials(storageCredentials);
      }
      json(exchange, answer.build());
    } else {
      error(exchange, 404, "No route for " + path);
    }
  }

  private boolean authorized(HttpExchange exchange) {
    String header = exchange.getRequestHeaders().getFirst("Authorization");
    String token = header != null && header.startsWith("Bearer ") ? header.substring(7) : null;
    if (requiredToken != null) {
      return requiredToken.equals(token);
    }
    if (clientId != null) {
      Instant expiry = token == null ? null : issuedTokens.get(token);
      return expiry != null && clock.instant().isBefore(expiry);
    }
    return true;
  }

  private void token(HttpExchange exchange) throws IOException {
    Map<String, String> form =
        query(new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
    tokenRequests.add(form);
    if (!"client_credentials".equals(form.get("grant_type"))
        || clientId == null
        || !clientId.equals(form.get("client_id"))
        || !clientSecret.equals(form.get("client_secret"))) {
      send(
          exchange,
          401,
          "{\"error\": \"invalid_client\", \"error_description\": \"Unknown client or wrong"
              + " secret\"}");
      return;
    }
    String token = "issued-token-" + tokenRequests.size();
    issuedTokens.put(token, clock.instant().plusSeconds(expiresInSeconds));
    Map<String, Object> answer = new LinkedHashMap<>();
    answer.put("access_token", token);
    answer.put("token_type", "bearer");
    answer.put("issued_token_type", "urn:ietf:params:oauth:token-type:access_token");
    answer.put("expires_in", expiresInSeconds);
    send(exchange, 200, mapper.writeValueAsString(answer));
  }

  private void awaitClose() {
    try {
      closing.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private void error(HttpExchange exchange, int status, String message) throws IOException {
    ErrorResponse error =
        ErrorResponse.builder()
            .responseCode(status)
            .withType(status == 404 ? "NoSuchTableException" : "RESTException")
            .withMessage(message)
            .build();
    send(exchange, status, mapper.writeValueAsString(error));
  }

  private void json(HttpExchange exchange, Object body) throws IOException {
    send(exchange, 200, mapper.writeValueAsString(body));
  }

  private static void send(HttpExchange exchange, int status, String body) throws IOException {
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    exchange.getResponseHeaders().set("Content-Type", "application/json");
    exchange.sendResponseHeaders(status, bytes.length);
    try (OutputStream out = exchange.getResponseBody()) {
      out.write(bytes);
    }
  }

  private static Map<String, String> query(String raw) {
    Map<String, String> values = new HashMap<>();
    if (raw == null || raw.isEmpty()) {
      return values;
    }
    for (String pair : raw.split("&")) {
      int equals = pair.indexOf('=');
      String key = equals < 0 ? pair : pair.substring(0, equals);
      String value = equals < 0 ? "" : pair.substring(equals + 1);
      values.put(
          URLDecoder.decode(key, StandardCharsets.UTF_8),
          URLDecoder.decode(value, StandardCharsets.UTF_8));
    }
    return values;
  }

  private static ObjectMapper restMapper() {
    ObjectMapper mapper =
        new ObjectMapper()
            .setVisibility(PropertyAccessor.FIELD, JsonAutoDetect.Visibility.ANY)
            .setPropertyNamingStrategy(PropertyNamingStrategies.KEBAB_CASE)
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);
    RESTSerializers.registerAll(mapper);
    return mapper;
  }

  private static ThreadFactory daemon() {
    return runnable -> {
      Thread thread = new Thread(runnable, "rest-catalog-server");
      thread.setDaemon(true);
      return thread;
    };
  }

  /**
   * A namespace as the REST protocol writes it: its levels joined with the unit separator, or the
   * separator the config's overrides name.
   */
  private Namespace namespace(String decoded) {
    String separator =
        URLDecoder.decode(
            overrides.getOrDefault("namespace-separator", "%1F"), StandardCharsets.UTF_8);
    return Namespace.of(decoded.split(Pattern.quote(separator)));
  }
}
