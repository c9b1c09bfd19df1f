package io.tablescope.app.gui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DemoWarehouseFolderTest {
  @TempDir Path elsewhere;

  @Test
  void fromTheModuleFolderTheCheckedInWarehouseIsUsed() throws IOException {
    assertThat(DemoWarehouseFolder.locate(Path.of("").toAbsolutePath()))
        .isEqualTo(Path.of("").toAbsolutePath().resolve("demo-warehouse"));
  }

  @Test
  void fromAnyOtherFolderTheBundledCopyIsUnpacked() throws IOException {
    Path unpacked = DemoWarehouseFolder.locate(elsewhere);

    assertThat(unpacked.resolve("sales/orders/metadata")).isDirectory();
    assertThat(Files.list(unpacked.resolve("sales/orders/metadata")).count())
        .isEqualTo(Files.list(Path.of("demo-warehouse/sales/orders/metadata")).count());
  }
}
