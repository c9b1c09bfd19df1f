package io.tablescope.format.catalog.config;

import io.tablescope.format.io.Secrets;
import io.tablescope.format.io.ServerUri;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * One configured catalog, as pyiceberg configures it: a name and its properties ({@code uri},
 * {@code type}, {@code warehouse}, {@code credential}, {@code token}, {@code s3.*}, ...).
 *
 * <p>Property values may be secrets: {@link #toString()} and {@link #redactedProperties()} never
 * show the value of a {@linkplain #isSecret secret key}.
 *
 * @param name the catalog's name, lower case as pyiceberg keys it
 * @param uri the catalog's endpoint; null when not configured
 * @param properties every property, {@code uri} included
 */
public record CatalogConfig(String name, String uri, Map<String, String> properties) {
  /** Shown instead of a secret value. */
  public static final String REDACTED = Secrets.REDACTED;

  public CatalogConfig {
    Objects.requireNonNull(name, "name");
    properties = Map.copyOf(properties);
  }

  /** A catalog from its properties; its uri is the {@code uri} property. */
  public static CatalogConfig of(String name, Map<String, String> properties) {
    return new CatalogConfig(name, properties.get("uri"), properties);
  }

  /**
   * Whether a property holds a secret: a credential, token, password, secret key or authorization
   * header (and, as AWS tools treat it, an access key id).
   */
  public static boolean isSecret(String key) {
    String lower = key.toLowerCase(Locale.ROOT);
    return lower.contains("credential")
        || lower.contains("token")
        || lower.contains("password")
        || lower.contains("secret")
        || lower.contains("access-key")
        || lower.contains("authorization");
  }

  /** A property's value, or null when it is unset or blank. */
  public String property(String key) {
    String value = properties.get(key);
    return value == null || value.isBlank() ? null : value;
  }

  /**
   * The catalog's type: the {@code type} property, else as pyiceberg infers it from the uri ({@code
   * http(s)://} is a REST catalog); null when neither says.
   */
  public String type() {
    String type = property("type");
    if (type != null) {
      return type.toLowerCase(Locale.ROOT);
    }
    String lower = uri == null ? "" : uri.toLowerCase(Locale.ROOT);
    if (lower.startsWith("http://") || lower.startsWith("https://")) {
      return "rest";
    }
    if (lower.startsWith("thrift://")) {
      return "hive";
    }
    return lower.startsWith("sqlite") || lower.startsWith("postgresql") ? "sql" : null;
  }

  /** Why Tablescope cannot serve this catalog, or null when it is a REST catalog with a uri. */
  public String unsupportedReason() {
    String type = type();
    if (type == null) {
      return uri == null ? "no uri configured" : "no type, and none inferred from " + displayUri();
    }
    if (!type.equals("rest")) {
      return "not supported: " + type;
    }
    if (uri == null) {
      return "no uri configured";
    }
    if (ServerUri.hasUserInfo(uri)) {
      return "its uri holds a user name or password, which Tablescope never takes from a uri: give"
          + " the catalog's credential (client-id:secret) or token property instead, as"
          + " PYICEBERG_CATALOG__"
          + name.toUpperCase(Locale.ROOT).replace('-', '_')
          + "__CREDENTIAL or __TOKEN or in "
          + CatalogConfigs.FILE_NAME;
    }
    String problem = ServerUri.problem(uri);
    return problem == null ? null : "its uri " + displayUri() + " " + problem;
  }

  /**
   * Every secret this catalog's properties hold, for blotting out of what a server answers: each
   * secret value, and the part of it a server may echo alone (the client secret after a
   * credential's {@code :}, the token after an authorization header's {@code Bearer }).
   */
  public Secrets secrets() {
    List<String> values = new ArrayList<>();
    properties.forEach(
        (key, value) -> {
          if (isSecret(key)) {
            values.add(value);
            values.add(value.substring(value.indexOf(':') + 1));
            values.add(value.substring(value.indexOf(' ') + 1).trim());
          }
        });
    return new Secrets(values);
  }

  /** How Tablescope authenticates to the catalog: {@code oauth2}, {@code token} or {@code none}. */
  public String authKind() {
    if (property("token") != null) {
      return "token";
    }
    return property("credential") != null ? "oauth2" : "none";
  }

  /**
   * The uri without what may carry a secret (a user name and password, a query), for showing; null
   * when there is none.
   */
  public String displayUri() {
    return uri == null ? null : ServerUri.display(uri);
  }

  /** The warehouse asked for, or null. */
  public String warehouse() {
    return property("warehouse");
  }

  /**
   * The properties, sorted by key, with every secret value replaced by {@value #REDACTED} and the
   * uri {@linkplain #displayUri() shown without its user information}.
   */
  public Map<String, String> redactedProperties() {
    Map<String, String> shown = new TreeMap<>();
    properties.forEach((key, value) -> shown.put(key, isSecret(key) ? REDACTED : value));
    if (uri != null && shown.containsKey("uri")) {
      shown.put("uri", displayUri());
    }
    return shown;
  }

  @Override
  public String toString() {
    return "CatalogConfig[name="
        + name
        + ", uri="
        + displayUri()
        + ", properties="
        + redactedProperties()
        + "]";
  }
}
