package io.tablescope.app.gui.settings;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.io.Environment;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Where settings live for each way the environment can name it. */
class SettingsFolderTest {
  private static final String USER_HOME = "/java/user-home";

  private static Path folder(Map<String, String> variables) {
    return SettingsFolder.of(Environment.of(variables, USER_HOME));
  }

  @Test
  void anAbsoluteXdgConfigHomeComesFirst() {
    assertThat(folder(Map.of("XDG_CONFIG_HOME", "/xdg", "HOME", "/home/ana")))
        .isEqualTo(Path.of("/xdg/tablescope"));
  }

  @Test
  void aRelativeOrBlankXdgConfigHomeIsIgnored() {
    assertThat(folder(Map.of("XDG_CONFIG_HOME", "relative/config", "HOME", "/home/ana")))
        .isEqualTo(Path.of("/home/ana/.config/tablescope"));
    assertThat(folder(Map.of("XDG_CONFIG_HOME", " ", "HOME", "/home/ana")))
        .isEqualTo(Path.of("/home/ana/.config/tablescope"));
  }

  @Test
  void homeComesBeforeJavasUserHome() {
    assertThat(folder(Map.of("HOME", "/x"))).isEqualTo(Path.of("/x/.config/tablescope"));
  }

  @Test
  void withoutHomeJavasUserHomeIsUsed() {
    assertThat(folder(Map.of())).isEqualTo(Path.of(USER_HOME, ".config", "tablescope"));
    assertThat(folder(Map.of("HOME", ""))).isEqualTo(Path.of(USER_HOME, ".config", "tablescope"));
    assertThat(folder(Map.of("HOME", "not/absolute")))
        .isEqualTo(Path.of(USER_HOME, ".config", "tablescope"));
  }

  @Test
  void theEnvironmentsHomeIsWherePyicebergAndAwsLook() {
    assertThat(Environment.of(Map.of("HOME", "/x"), USER_HOME).home()).isEqualTo(Path.of("/x"));
    assertThat(Environment.of(Map.of(), USER_HOME).home()).isEqualTo(Path.of(USER_HOME));
  }
}
