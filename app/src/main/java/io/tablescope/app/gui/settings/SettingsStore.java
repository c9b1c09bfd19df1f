package io.tablescope.app.gui.settings;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Iterator;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/**
 * The settings file, {@code settings.json} in the {@link SettingsFolder}: read once when the app
 * starts and written when it closes, so two app runs never change each other's session while both
 * run (the last to close leaves its session for the next start). A file that is too big, not JSON
 * or not shaped as settings is ignored with a message, never a failure to start. Settings kept by
 * earlier versions in {@code java.util.prefs} are copied in once, while there is no file yet.
 */
public final class SettingsStore {
  public static final String FILE_NAME = "settings.json";

  /** Far more than any real settings; a bigger file is not read into memory. */
  static final long MAX_BYTES = 1 << 20;

  /** Deeper than the settings ever nest; deeper nodes are dropped. */
  static final int MAX_DEPTH = 8;

  private static final String VALUES = "values";
  private static final String CHILDREN = "children";

  private final Path file;
  private final Consumer<String> log;

  /**
   * @param folder the folder the file is in, made when first written
   * @param log receives why a file was ignored or could not be written
   */
  public SettingsStore(Path folder, Consumer<String> log) {
    this.file = folder.resolve(FILE_NAME);
    this.log = log;
  }

  /** A store that logs through the platform logger. */
  public static SettingsStore logged(Path folder) {
    System.Logger logger = System.getLogger(SettingsStore.class.getName());
    return new SettingsStore(folder, message -> logger.log(System.Logger.Level.WARNING, message));
  }

  public Path file() {
    return file;
  }

  /**
   * Reads the settings; without a file, those of {@code legacy} are copied in and written at once,
   * so they are migrated one time only.
   *
   * @param legacy the node earlier versions kept their settings in, asked for only when there is no
   *     file yet; it gives null for none
   */
  public Settings load(Supplier<Preferences> legacy) {
    Settings settings = new Settings();
    if (!Files.exists(file)) {
      Preferences earlier = legacy.get();
      if (earlier != null && migrate(earlier, settings)) {
        save(settings);
      }
      return settings;
    }
    try {
      long size = Files.size(file);
      if (size > MAX_BYTES) {
        log.accept(file + " is ignored: " + size + " bytes, more than settings ever take.");
        return settings;
      }
      JsonNode root = new ObjectMapper().readTree(file.toFile());
      if (root == null || !root.isObject()) {
        log.accept(file + " is ignored: not a JSON object.");
        return settings;
      }
      read((ObjectNode) root, settings, 0);
    } catch (JacksonException e) {
      log.accept(file + " is ignored: not valid JSON: " + e.getOriginalMessage());
      return new Settings();
    } catch (IOException | RuntimeException e) {
      log.accept(file + " is ignored: cannot be read: " + e.getMessage());
      return new Settings();
    }
    return settings;
  }

  /** Writes the settings, replacing the file at once; a failure is logged, the app goes on. */
  public void save(Settings settings) {
    try {
      Files.createDirectories(file.getParent());
      Path written = Files.createTempFile(file.getParent(), FILE_NAME, ".tmp");
      ObjectMapper mapper = new ObjectMapper();
      mapper.writerWithDefaultPrettyPrinter().writeValue(written.toFile(), write(settings, mapper));
      Files.move(
          written, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      log.accept("Cannot write " + file + ": " + e.getMessage());
    }
  }

  private static void read(ObjectNode json, Settings settings, int depth) {
    if (json.get(VALUES) instanceof ObjectNode values) {
      for (Iterator<Map.Entry<String, JsonNode>> it = values.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> value = it.next();
        if (value.getValue().isValueNode()) {
          settings.put(value.getKey(), value.getValue().asText());
        }
      }
    }
    if (depth < MAX_DEPTH && json.get(CHILDREN) instanceof ObjectNode children) {
      for (Iterator<Map.Entry<String, JsonNode>> it = children.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> child = it.next();
        if (child.getValue() instanceof ObjectNode node) {
          read(node, settings.node(child.getKey()), depth + 1);
        }
      }
    }
  }

  private static ObjectNode write(Settings settings, ObjectMapper mapper) {
    ObjectNode json = mapper.createObjectNode();
    ObjectNode values = json.putObject(VALUES);
    for (String key : settings.keys()) {
      values.put(key, settings.get(key, ""));
    }
    ObjectNode children = json.putObject(CHILDREN);
    for (String name : settings.childrenNames()) {
      children.set(name, write(settings.node(name), mapper));
    }
    return json;
  }

  /** Copies a {@code java.util.prefs} tree; whether there was anything to copy. */
  private boolean migrate(Preferences legacy, Settings settings) {
    try {
      return copy(legacy, settings, 0);
    } catch (BackingStoreException | IllegalStateException e) {
      log.accept("Earlier settings are not migrated: " + e.getMessage());
      return false;
    }
  }

  private static boolean copy(Preferences from, Settings to, int depth)
      throws BackingStoreException {
    boolean any = false;
    for (String key : from.keys()) {
      to.put(key, from.get(key, ""));
      any = true;
    }
    if (depth < MAX_DEPTH) {
      for (String child : from.childrenNames()) {
        any |= copy(from.node(child), to.node(child), depth + 1);
      }
    }
    return any;
  }
}
