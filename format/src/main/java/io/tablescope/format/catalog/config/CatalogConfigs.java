package io.tablescope.format.catalog.config;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.tablescope.format.io.Environment;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The catalogs a user has configured for pyiceberg, read as pyiceberg reads them: the file {@code
 * .pyiceberg.yaml} in {@code $PYICEBERG_HOME}, else in the home folder (keys lower-cased), then the
 * environment variables {@code PYICEBERG_CATALOG__<NAME>__<KEY>}, which take precedence property by
 * property. In a variable's name, case does not matter, {@code __} separates the levels (at most
 * three: {@code catalog}, the name, the key), and inside the key {@code __} stands for {@code .}
 * and {@code _} for {@code -}: {@code PYICEBERG_CATALOG__PROD__S3__ACCESS_KEY_ID} is {@code
 * s3.access-key-id} of catalog {@code prod}. {@code default-catalog} names the default catalog,
 * else it is {@code default}.
 *
 * <p>Unlike pyiceberg, the current folder is not searched: a table command's meaning does not
 * depend on where it runs.
 *
 * @param file the configuration file read; null when there is none
 * @param catalogs the catalogs, sorted by name
 * @param defaultCatalog the name of the default catalog
 */
public record CatalogConfigs(Path file, List<CatalogConfig> catalogs, String defaultCatalog) {
  /** The file pyiceberg reads. */
  public static final String FILE_NAME = ".pyiceberg.yaml";

  private static final String PREFIX = "pyiceberg_";

  public CatalogConfigs {
    catalogs = List.copyOf(catalogs);
  }

  /**
   * The catalogs configured in an environment.
   *
   * @throws CatalogConfigException naming the file when it is not valid YAML of pyiceberg's shape
   */
  public static CatalogConfigs load(Environment environment) throws CatalogConfigException {
    Path file = configurationFile(environment);
    Map<String, Map<String, String>> catalogs = new TreeMap<>();
    String defaultCatalog = file == null ? null : readFile(file, catalogs);
    for (Map.Entry<String, String> variable : new TreeMap<>(environment.variables()).entrySet()) {
      String name = variable.getKey().toLowerCase(Locale.ROOT);
      if (!name.startsWith(PREFIX)) {
        continue;
      }
      String[] parts = name.substring(PREFIX.length()).split("__", 3);
      for (int i = 0; i < parts.length; i++) {
        parts[i] = parts[i].replace("__", ".").replace('_', '-');
      }
      if (parts.length == 3 && parts[0].equals("catalog")) {
        catalogs
            .computeIfAbsent(parts[1], key -> new TreeMap<>())
            .put(parts[2], variable.getValue());
      } else if (parts.length == 1 && parts[0].equals("default-catalog")) {
        defaultCatalog = variable.getValue();
      }
    }
    return new CatalogConfigs(
        file,
        catalogs.entrySet().stream()
            .map(catalog -> CatalogConfig.of(catalog.getKey(), catalog.getValue()))
            .toList(),
        defaultCatalog == null ? "default" : defaultCatalog.toLowerCase(Locale.ROOT));
  }

  /** The catalog of a name, matched without regard to case as pyiceberg does. */
  public Optional<CatalogConfig> find(String name) {
    String lower = name.toLowerCase(Locale.ROOT);
    return catalogs.stream().filter(catalog -> catalog.name().equals(lower)).findFirst();
  }

  private static Path configurationFile(Environment environment) {
    String home = environment.get("PYICEBERG_HOME");
    if (home != null && Files.isRegularFile(Path.of(home, FILE_NAME))) {
      return Path.of(home, FILE_NAME);
    }
    Path inHome = environment.home().resolve(FILE_NAME);
    return Files.isRegularFile(inHome) ? inHome : null;
  }

  /** Reads the file's catalogs into the map; returns its default catalog, or null. */
  private static String readFile(Path file, Map<String, Map<String, String>> catalogs)
      throws CatalogConfigException {
    JsonNode root;
    try {
      root = new ObjectMapper(new YAMLFactory()).readTree(file.toFile());
    } catch (JacksonException e) {
      throw new CatalogConfigException(
          file + ": not valid YAML: " + e.getOriginalMessage().replace('\n', ' '), e);
    } catch (IOException e) {
      throw new CatalogConfigException(file + ": cannot be read: " + e.getMessage(), e);
    }
    if (root == null || root.isMissingNode() || root.isNull()) {
      return null;
    }
    if (!root.isObject()) {
      throw new CatalogConfigException(file + ": expected a mapping at the top");
    }
    JsonNode section = lowerCaseField(root, "catalog");
    if (section != null && !section.isNull()) {
      if (!section.isObject()) {
        throw new CatalogConfigException(file + ": 'catalog' must map names to properties");
      }
      for (Map.Entry<String, JsonNode> catalog : section.properties()) {
        if (!catalog.getValue().isObject()) {
          throw new CatalogConfigException(
              file + ": catalog." + catalog.getKey() + " must map keys to values");
        }
        Map<String, String> properties = new LinkedHashMap<>();
        flatten("", catalog.getValue(), properties);
        catalogs.put(catalog.getKey().toLowerCase(Locale.ROOT), new TreeMap<>(properties));
      }
    }
    JsonNode defaultCatalog = lowerCaseField(root, "default-catalog");
    return defaultCatalog == null || !defaultCatalog.isValueNode() ? null : defaultCatalog.asText();
  }

  private static JsonNode lowerCaseField(JsonNode object, String name) {
    for (Map.Entry<String, JsonNode> field : object.properties()) {
      if (field.getKey().toLowerCase(Locale.ROOT).equals(name)) {
        return field.getValue();
      }
    }
    return null;
  }

  /** A nested mapping's keys are joined with dots: {@code s3: {endpoint: ...}} is s3.endpoint. */
  private static void flatten(String prefix, JsonNode node, Map<String, String> properties) {
    for (Map.Entry<String, JsonNode> field : node.properties()) {
      String key = prefix + field.getKey().toLowerCase(Locale.ROOT);
      JsonNode value = field.getValue();
      if (value.isObject()) {
        flatten(key + ".", value, properties);
      } else if (!value.isNull() && !value.isArray()) {
        properties.put(key, value.asText());
      }
    }
  }
}
