package io.tablescope.format.catalog.rest;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Collectors;

/**
 * Sends one catalog's requests and turns every failure into one line naming the catalog, the
 * request and the cause. The request timeout bounds the whole exchange, body included, so a server
 * that stops half-way cannot hang a command.
 */
final class RestHttp {
  private final String catalog;
  private final HttpClient client;
  private final RestClientSettings settings;
  private final ObjectMapper mapper = new ObjectMapper();

  RestHttp(String catalog, RestClientSettings settings) {
    this.catalog = catalog;
    this.settings = settings;
    // The JDK's default TLS context verifies certificates and host names; it is never replaced.
    this.client =
        HttpClient.newBuilder()
            .connectTimeout(settings.connectTimeout())
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();
  }

  String catalog() {
    return catalog;
  }

  /** A GET answered with JSON. */
  JsonNode get(URI uri, Map<String, String> headers) throws RestCatalogException {
    HttpRequest.Builder request = HttpRequest.newBuilder(uri).GET();
    headers.forEach(request::header);
    return send(request, "GET", uri);
  }

  /** A POST of a form (an OAuth2 token request) answered with JSON. */
  JsonNode postForm(URI uri, Map<String, String> form) throws RestCatalogException {
    String body =
        form.entrySet().stream()
            .map(field -> encode(field.getKey()) + "=" + encode(field.getValue()))
            .collect(Collectors.joining("&"));
    HttpRequest.Builder request =
        HttpRequest.newBuilder(uri)
            .header("Content-Type", "application/x-www-form-urlencoded")
            .POST(HttpRequest.BodyPublishers.ofString(body));
    return send(request, "POST", uri);
  }

  /** A value encoded for a query or a path segment, as Iceberg's REST client encodes it. */
  static String encode(String value) {
    return URLEncoder.encode(value, StandardCharsets.UTF_8);
  }

  private JsonNode send(HttpRequest.Builder builder, String method, URI uri)
      throws RestCatalogException {
    String request = catalogName() + ": " + method + " " + withoutQuery(uri);
    HttpRequest httpRequest =
        builder.timeout(settings.requestTimeout()).header("Accept", "application/json").build();
    CompletableFuture<HttpResponse<String>> pending =
        client.sendAsync(httpRequest, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    HttpResponse<String> response;
    try {
      response = pending.get(settings.requestTimeout().toMillis(), TimeUnit.MILLISECONDS);
    } catch (TimeoutException e) {
      pending.cancel(true);
      throw new RestCatalogException(request + ": no answer within " + seconds(), e);
    } catch (InterruptedException e) {
      pending.cancel(true);
      Thread.currentThread().interrupt();
      throw new RestCatalogException(request + ": interrupted", e);
    } catch (ExecutionException e) {
      throw new RestCatalogException(request + ": " + cause(e.getCause()), e.getCause());
    }
    int status = response.statusCode();
    JsonNode body = parse(response.body());
    if (status / 100 == 2) {
      if (body == null || !body.isObject()) {
        throw new RestCatalogException(
            request + ": not a REST catalog response (HTTP " + status + ")", status);
      }
      return body;
    }
    throw new RestCatalogException(request + ": " + describe(status, body), status);
  }

  private String catalogName() {
    return "catalog " + catalog;
  }

  private String seconds() {
    long millis = settings.requestTimeout().toMillis();
    return millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms";
  }

  private String cause(Throwable cause) {
    if (cause instanceof HttpConnectTimeoutException) {
      return "cannot connect within " + settings.connectTimeout().toSeconds() + " s";
    }
    if (cause instanceof ConnectException) {
      return "cannot connect (connection refused)";
    }
    if (cause instanceof IOException && cause.getMessage() != null) {
      return cause.getMessage().replace('\n', ' ');
    }
    return cause.getClass().getSimpleName();
  }

  private JsonNode parse(String body) {
    try {
      return body == null || body.isBlank() ? null : mapper.readTree(body);
    } catch (JacksonException e) {
      return null;
    }
  }

  /**
   * An error status, with the server's message when the body is the REST protocol's error ({@code
   * {"error": {"message": ...}}}) or OAuth2's ({@code {"error": ..., "error_description": ...}}).
   */
  static String describe(int status, JsonNode body) {
    String line = status + " " + reason(status);
    if (body == null || !body.isObject() || !body.has("error")) {
      return line + " (not a REST catalog response)";
    }
    JsonNode error = body.get("error");
    String message =
        error.isObject()
            ? error.path("message").asText("")
            : body.path("error_description").asText(error.asText(""));
    return message.isBlank() ? line : line + ": " + message.replace('\n', ' ');
  }

  private static String reason(int status) {
    return switch (status) {
      case 400 -> "Bad Request";
      case 401 -> "Unauthorized (wrong or missing credentials)";
      case 403 -> "Forbidden (these credentials may not do this)";
      case 404 -> "Not Found";
      case 419 -> "Authentication Timeout";
      case 500 -> "Internal Server Error";
      case 502 -> "Bad Gateway";
      case 503 -> "Service Unavailable";
      case 504 -> "Gateway Timeout";
      default -> "HTTP error";
    };
  }

  /** The URL shown in messages: a query can carry a page token or a warehouse, never shown. */
  static String withoutQuery(URI uri) {
    String port = uri.getPort() < 0 ? "" : ":" + uri.getPort();
    return uri.getScheme() + "://" + uri.getHost() + port + uri.getRawPath();
  }
}
