package io.tablescope.app.gui.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * settings.json written and read back, earlier java.util.prefs settings migrated once, and files
 * too big, malformed or oddly shaped ignored with a message.
 */
class SettingsStoreTest {
  @TempDir Path folder;
  private final List<String> logged = new ArrayList<>();

  private SettingsStore store() {
    return new SettingsStore(folder.resolve("tablescope"), logged::add);
  }

  @Test
  void whatIsSavedIsReadBack() {
    Settings settings = new Settings();
    settings.put("recent-0", "/data/orders");
    settings.putBoolean("dark-mode", true);
    settings.node("tabs").put("tab-0", "prod.sales.orders");
    settings.node("tabs").putInt("selected", 0);
    settings.node("catalogs").node("prod").put("uri", "https://catalog.example.com");
    settings.node("window").putDouble("width", 1366.0);

    store().save(settings);
    Settings read = store().load(() -> null);

    assertThat(read.get("recent-0", null)).isEqualTo("/data/orders");
    assertThat(read.getBoolean("dark-mode", false)).isTrue();
    assertThat(read.node("tabs").get("tab-0", null)).isEqualTo("prod.sales.orders");
    assertThat(read.node("catalogs").childrenNames()).containsExactly("prod");
    assertThat(read.node("catalogs").node("prod").get("uri", null))
        .isEqualTo("https://catalog.example.com");
    assertThat(read.node("window").getDouble("width", 0)).isEqualTo(1366.0);
    assertThat(Files.exists(folder.resolve("tablescope/settings.json"))).isTrue();
    assertThat(logged).isEmpty();
  }

  @Test
  void earlierPreferencesAreMigratedOnceOnly() throws BackingStoreException {
    Preferences legacy = Preferences.userRoot().node("io/tablescope/test/" + UUID.randomUUID());
    try {
      legacy.put("recent-0", "/data/orders");
      legacy.node("tabs").put("tab-0", "/data/orders");
      legacy.node("catalogs").node("prod").put("uri", "https://catalog.example.com");

      Settings first = store().load(() -> legacy);
      legacy.put("recent-0", "/data/later");
      Settings second = store().load(() -> legacy);

      assertThat(first.get("recent-0", null)).isEqualTo("/data/orders");
      assertThat(first.node("catalogs").node("prod").get("uri", null))
          .isEqualTo("https://catalog.example.com");
      assertThat(second.get("recent-0", null)).isEqualTo("/data/orders");
      assertThat(second.node("tabs").get("tab-0", null)).isEqualTo("/data/orders");
    } finally {
      legacy.removeNode();
    }
  }

  @Test
  void aFileBiggerThanSettingsEverTakeIsIgnoredWithAMessage() throws IOException {
    Path file = Files.createDirectories(folder.resolve("tablescope")).resolve("settings.json");
    String huge = "{\"values\": {\"recent-0\": \"" + "x".repeat(2 << 20) + "\"}}";
    Files.writeString(file, huge);

    Settings read = store().load(() -> null);

    assertThat(read.keys()).isEmpty();
    assertThat(logged).singleElement().asString().contains(file.toString(), "ignored");
  }

  @Test
  void malformedOrOddlyShapedFilesAreIgnoredWithAMessage() throws IOException {
    Path file = Files.createDirectories(folder.resolve("tablescope")).resolve("settings.json");
    for (String content :
        List.of("{\"values\": {\"recent-0\": ", "[1, 2, 3]", "\"text\"", "", "\u0000\u0001")) {
      logged.clear();
      Files.writeString(file, content);

      Settings read = store().load(() -> null);

      assertThat(read.keys()).as(content).isEmpty();
      assertThat(logged).as(content).singleElement().asString().contains("ignored");
    }
  }

  @Test
  void valuesOfTheWrongShapeAndDeepNodesAreDropped() throws IOException {
    Path file = Files.createDirectories(folder.resolve("tablescope")).resolve("settings.json");
    StringBuilder deep = new StringBuilder();
    for (int i = 0; i < 50; i++) {
      deep.append("{\"values\": {\"k\": \"v\"}, \"children\": {\"n\": ");
    }
    deep.append("{}").append("}}".repeat(50));
    Files.writeString(
        file,
        "{\"values\": {\"recent-0\": \"/data/orders\", \"nested\": {\"a\": 1}, \"list\": [1]},"
            + " \"children\": {\"tabs\": \"not a node\", \"deep\": "
            + deep
            + "}}");

    Settings read = store().load(() -> null);

    assertThat(read.keys()).containsExactly("recent-0");
    assertThat(read.nodeExists("tabs")).isFalse();
    Settings node = read.node("deep");
    int depth = 0;
    while (node.nodeExists("n")) {
      node = node.node("n");
      depth++;
    }
    assertThat(depth).isLessThan(SettingsStore.MAX_DEPTH);
    assertThat(logged).isEmpty();
  }

  @Test
  void aFolderThatCannotBeWrittenIsLoggedNotThrown() throws IOException {
    Path blocked = Files.writeString(folder.resolve("blocked"), "a file, not a folder");
    SettingsStore store = new SettingsStore(blocked.resolve("tablescope"), logged::add);

    store.save(new Settings());

    assertThat(logged).singleElement().asString().startsWith("Cannot write ");
  }
}
