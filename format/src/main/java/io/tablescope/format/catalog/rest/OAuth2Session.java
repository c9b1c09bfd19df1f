package io.tablescope.format.catalog.rest;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * An OAuth2 client-credentials session: fetches an access token on first use and again once a tenth
 * of its lifetime is left, or when the catalog refuses it. The token is held in memory only.
 */
final class OAuth2Session {
  private final RestHttp http;
  private final URI tokenEndpoint;
  private final String clientId;
  private final String clientSecret;
  private final String scope;
  private final Clock clock;
  private String token;
  private Instant refreshAt;

  /**
   * @param credential {@code client-id:client-secret}, or a secret alone
   */
  OAuth2Session(RestHttp http, URI tokenEndpoint, String credential, String scope, Clock clock) {
    this.http = http;
    this.tokenEndpoint = tokenEndpoint;
    int colon = credential.indexOf(':');
    this.clientId = colon < 0 ? null : credential.substring(0, colon);
    this.clientSecret = colon < 0 ? credential : credential.substring(colon + 1);
    this.scope = scope;
    this.clock = clock;
  }

  /** A token that is not about to expire. */
  synchronized String token() throws RestCatalogException {
    if (token == null || (refreshAt != null && !clock.instant().isBefore(refreshAt))) {
      fetch();
    }
    return token;
  }

  /** Forgets the token the catalog refused, so that the next use fetches another. */
  synchronized void refused(String refusedToken) {
    if (refusedToken.equals(token)) {
      token = null;
    }
  }

  private void fetch() throws RestCatalogException {
    Map<String, String> form = new LinkedHashMap<>();
    form.put("grant_type", "client_credentials");
    if (clientId != null) {
      form.put("client_id", clientId);
    }
    form.put("client_secret", clientSecret);
    form.put("scope", scope);
    Instant asked = clock.instant();
    JsonNode response = http.postForm(tokenEndpoint, form);
    JsonNode accessToken = response.get("access_token");
    if (accessToken == null || !accessToken.isTextual() || accessToken.asText().isBlank()) {
      throw new RestCatalogException(
          "catalog "
              + http.catalog()
              + ": POST "
              + RestHttp.withoutQuery(tokenEndpoint)
              + ": not an OAuth2 token response (no access_token)",
          200);
    }
    token = accessToken.asText();
    JsonNode expiresIn = response.get("expires_in");
    refreshAt =
        expiresIn != null && expiresIn.canConvertToLong() && expiresIn.asLong() > 0
            ? asked.plus(Duration.ofSeconds(expiresIn.asLong()).multipliedBy(9).dividedBy(10))
            : null;
  }
}
