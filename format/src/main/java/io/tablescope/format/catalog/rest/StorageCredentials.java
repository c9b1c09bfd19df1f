package io.tablescope.format.catalog.rest;

import com.fasterxml.jackson.databind.JsonNode;
import io.tablescope.format.io.s3.S3Settings;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Reads the S3 credentials a load-table answer vends, as Iceberg's clients layer them: the
 * catalog's properties, then the answer's {@code config}, then each entry of {@code
 * storage-credentials} for its prefix. When the answer lists storage credentials, they alone apply;
 * otherwise the config serves the table's location.
 */
final class StorageCredentials {
  static final String ENDPOINT = "s3.endpoint";
  static final String REGION = "client.region";
  static final String ACCESS_KEY_ID = "s3.access-key-id";
  static final String SECRET_ACCESS_KEY = "s3.secret-access-key";
  static final String SESSION_TOKEN = "s3.session-token";
  static final String PATH_STYLE_ACCESS = "s3.path-style-access";

  private static final List<String> KEYS =
      List.of(ENDPOINT, REGION, ACCESS_KEY_ID, SECRET_ACCESS_KEY, SESSION_TOKEN, PATH_STYLE_ACCESS);

  private StorageCredentials() {}

  static List<VendedCredentials> read(
      Map<String, String> catalogProperties, JsonNode loadResult, String tableLocation) {
    Map<String, String> config = new HashMap<>(catalogProperties);
    config.putAll(strings(loadResult.path("config")));
    List<VendedCredentials> vended = new ArrayList<>();
    JsonNode storageCredentials = loadResult.path("storage-credentials");
    if (storageCredentials.isArray() && !storageCredentials.isEmpty()) {
      for (JsonNode credential : storageCredentials) {
        String prefix = credential.path("prefix").asText("");
        Map<String, String> layered = new HashMap<>(config);
        layered.putAll(strings(credential.path("config")));
        if (isS3(prefix) && hasS3Settings(layered)) {
          vended.add(new VendedCredentials(prefix, s3(layered)));
        }
      }
    } else if (tableLocation != null && isS3(tableLocation) && hasS3Settings(config)) {
      vended.add(new VendedCredentials(tableLocation, s3(config)));
    }
    return vended;
  }

  /** Whether a location is one an S3 access reads. */
  static boolean isS3(String location) {
    String lower = location.toLowerCase(Locale.ROOT);
    return lower.startsWith("s3://") || lower.startsWith("s3a://") || lower.startsWith("s3n://");
  }

  private static boolean hasS3Settings(Map<String, String> config) {
    return KEYS.stream().anyMatch(config::containsKey);
  }

  private static S3Settings s3(Map<String, String> config) {
    String pathStyle = config.get(PATH_STYLE_ACCESS);
    return new S3Settings(
        config.get(ENDPOINT),
        config.get(REGION),
        config.get(ACCESS_KEY_ID),
        config.get(SECRET_ACCESS_KEY),
        config.get(SESSION_TOKEN),
        pathStyle == null ? null : Boolean.valueOf(pathStyle.trim()),
        null);
  }

  /** A JSON object's fields that hold values, as strings; nothing for anything else. */
  static Map<String, String> strings(JsonNode object) {
    Map<String, String> strings = new HashMap<>();
    if (object.isObject()) {
      object
          .properties()
          .forEach(
              field -> {
                if (field.getValue().isValueNode() && !field.getValue().isNull()) {
                  strings.put(field.getKey(), field.getValue().asText());
                }
              });
    }
    return strings;
  }
}
