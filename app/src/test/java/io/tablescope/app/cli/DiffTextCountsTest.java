package io.tablescope.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The diff's text counts rows as people read them; its JSON keeps the raw numbers. */
class DiffTextCountsTest {
  @Test
  void rowsGroupTheirDigitsAndAgreeWithTheirCount() {
    assertThat(DiffText.rows(200_000_000L, 0)).isEqualTo("200,000,000 rows");
    assertThat(DiffText.rows(1, 0)).isEqualTo("1 row");
    assertThat(DiffText.rows(0, 1)).isEqualTo("1 row deleted");
    assertThat(DiffText.rows(2, 24_287)).isEqualTo("2 rows, 24,287 rows deleted");
  }
}
