package io.tablescope.inspector.iceberg.health;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ByteSizeTest {
  @Test
  void sizesBelowOneKibibyteAreBytesAndLargerOnesHaveOneDecimal() {
    assertThat(ByteSize.text(0)).isEqualTo("0 B");
    assertThat(ByteSize.text(1023)).isEqualTo("1023 B");
    assertThat(ByteSize.text(1536)).isEqualTo("1.5 KiB");
    assertThat(ByteSize.text(512L * 1024 * 1024)).isEqualTo("512.0 MiB");
    assertThat(ByteSize.text(3L * 1024 * 1024 * 1024)).isEqualTo("3.0 GiB");
  }
}
