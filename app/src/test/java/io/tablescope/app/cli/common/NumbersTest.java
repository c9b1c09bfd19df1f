package io.tablescope.app.cli.common;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class NumbersTest {
  @Test
  void countsGroupTheirDigitsAndTheirNounAgrees() {
    assertThat(Numbers.count(200_000_000L, "row")).isEqualTo("200,000,000 rows");
    assertThat(Numbers.count(1, "row")).isEqualTo("1 row");
    assertThat(Numbers.count(2, "row")).isEqualTo("2 rows");
    assertThat(Numbers.count(0, "file")).isEqualTo("0 files");
    assertThat(Numbers.count(1, "file")).isEqualTo("1 file");
    assertThat(Numbers.count(3, "entry", "entries")).isEqualTo("3 entries");
    assertThat(Numbers.grouped(-1_234_567L)).isEqualTo("-1,234,567");
  }

  @Test
  void sizesReadInBinaryUnitsAndToTheByte() {
    assertThat(Numbers.size(24_287)).isEqualTo("23.7 KiB");
    assertThat(Numbers.bytes(24_287)).isEqualTo("24,287 bytes");
    assertThat(Numbers.size(1)).isEqualTo("1 byte");
    assertThat(Numbers.size(1023)).isEqualTo("1,023 bytes");
    assertThat(Numbers.size(1024)).isEqualTo("1.0 KiB");
    assertThat(Numbers.size(5L * 1024 * 1024 * 1024)).isEqualTo("5.0 GiB");
  }

  @Test
  void numbersAsTextAreFormattedAndOtherTextKept() {
    assertThat(Numbers.grouped("24287")).isEqualTo("24,287");
    assertThat(Numbers.size("24287")).isEqualTo("23.7 KiB");
    assertThat(Numbers.bytes("24287")).isEqualTo("24,287 bytes");
    assertThat(Numbers.grouped("min 3")).isEqualTo("min 3");
    assertThat(Numbers.grouped("")).isEmpty();
    assertThat(Numbers.grouped("-")).isEqualTo("-");
    assertThat(Numbers.grouped("99999999999999999999")).isEqualTo("99999999999999999999");
  }
}
