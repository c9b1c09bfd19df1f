package io.tablescope.icons;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class IconTest {
  @Test
  void everyIconHasPathDataThatStartsWithAMove() {
    for (Icon icon : Icon.values()) {
      assertThat(icon.pathData()).as(icon.name()).startsWith("M").doesNotContain("\n");
    }
  }
}
