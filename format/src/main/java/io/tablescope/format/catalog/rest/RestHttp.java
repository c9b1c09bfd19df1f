package io.tablescope.format.catalog.rest;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.format.io.ReadLimits;
import io.tablescope.format.io.Secrets;
import io.tablescope.format.io.ServerUri;
import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
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
 * that stops half-way cannot hang a command; a body is held whole only up to {@link
 * ReadLimits#wholeFileLimit()}, so a server that never stops cannot take the heap. Every secret the
 * catalog was configured with or a request carried is blotted out of what the server answers.
 */
final class RestHttp {
  private final String catalog;
  private final HttpClient client;
  private final RestClientSettings settings;
  private final Secrets secrets;
  private final ObjectMapper mapper = new ObjectMapper();

  RestHttp(String catalog, RestClientSettings settings, Secrets secrets) {
    this.catalog = catalog;
    this.settings = settings;
    this.secrets = secrets;
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
    HttpRequest.Builder request = builder("GET", uri).GET();
    headers.forEach(request::header);
    String authorization = headers.get("Authorization");
    return send(
        request,
        "GET",
        uri,
        authorization == null
            ? secrets
            : secrets.and(authorization, authorization.substring(authorization.indexOf(' ') + 1)));
  }

  /** A POST of a form (an OAuth2 token request) answered with JSON. */
  JsonNode postForm(URI uri, Map<String, String> form) throws RestCatalogException {
    String body =
        form.entrySet().stream()
            .map(field -> encode(field.getKey()) + "=" + encode(field.getValue()))
            .collect(Collectors.joining("&"));
    HttpRequest.Builder request =
        builder("POST", uri)
            .header("Content-Type", "application/x-www-form-urlencoded")
            .POST(HttpRequest.BodyPublishers.ofString(body));
    return send(request, "POST", uri, secrets.and(form.get("client_secret")));
  }

  /** A request to a uri checked first: a uri no request can go to is named in words. */
  private HttpRequest.Builder builder(String method, URI uri) throws RestCatalogException {
    String shown = ServerUri.display(uri.toString());
    String problem =
        ServerUri.hasUserInfo(uri.toString())
            ? "holds a user name or password, never sent"
            : ServerUri.problem(uri.toString());
    if (problem == null) {
      try {
        return HttpRequest.newBuilder(uri);
      } catch (IllegalArgumentException e) {
        problem = "is not a uri a request can go to";
      }
    }
    throw new RestCatalogException(
        secrets.redact(catalogName() + ": " + method + " " + shown + ": the uri " + problem), 0);
  }

  /** A value encoded for a query or a path segment, as Iceberg's REST client encodes it. */
  static String encode(String value) {
    return URLEncoder.encode(value, StandardCharsets.UTF_8);
  }

  private JsonNode send(HttpRequest.Builder builder, String method, URI uri, Secrets secrets)
      throws RestCatalogException {
    String request = catalogName() + ": " + method + " " + withoutQuery(uri);
    HttpRequest httpRequest =
        builder.timeout(settings.requestTimeout()).header("Accept", "application/json").build();
    CompletableFuture<HttpResponse<byte[]>> pending =
        client.sendAsync(httpRequest, BoundedBody.handler(ReadLimits.wholeFileLimit()));
    HttpResponse<byte[]> response;
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
      throw new RestCatalogException(
          secrets.redact(request + ": " + cause(e.getCause())), e.getCause());
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
    throw new RestCatalogException(secrets.redact(request + ": " + describe(status, body)), status);
  }

  private String catalogName() {
    return "catalog " + catalog;
  }

  private String seconds() {
    long millis = settings.requestTimeout().toMillis();
    return millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms";
  }

  private String cause(Throwable cause) {
    for (Throwable inner = cause; inner != null; inner = inner.getCause()) {
      if (inner instanceof BoundedBody.TooLarge tooLarge) {
        return tooLarge.getMessage();
      }
    }
    if (cause instanceof HttpConnectTimeoutException) {
      return "cannot connect within " + settings.connectTimeout().toSeconds() + " s";
    }
    if (cause instanceof HttpTimeoutException) {
      // The client's own timer and the wait for the answer end together; either may come first.
      return "no answer within " + seconds();
    }
    if (cause instanceof ConnectException) {
      return "cannot connect (connection refused)";
    }
    if (cause instanceof IOException && cause.getMessage() != null) {
      return cause.getMessage().replace('\n', ' ');
    }
    return cause.getClass().getSimpleName();
  }

  private JsonNode parse(byte[] body) {
    try {
      return body == null || body.length == 0 ? null : mapper.readTree(body);
    } catch (IOException e) {
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
