package io.tablescope.format.location;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class RelocationTest {

  @Test
  void mapsPathsUnderTheRecordedLocationOntoTheOpenedFolder() {
    Relocation relocation = Relocation.between("s3://bucket/wh/db/t/", "/home/me/t");

    assertThat(relocation.isRelocated()).isTrue();
    assertThat(relocation.map("s3://bucket/wh/db/t/metadata/snap-1.avro"))
        .isEqualTo("/home/me/t/metadata/snap-1.avro");
    assertThat(relocation.map("s3://bucket/wh/db/t")).isEqualTo("/home/me/t");
  }

  @Test
  void leavesOtherPathsAlone() {
    Relocation relocation = Relocation.between("s3://bucket/wh/db/t", "/home/me/t");

    assertThat(relocation.map("s3://bucket/wh/db/t2/data/a.parquet"))
        .isEqualTo("s3://bucket/wh/db/t2/data/a.parquet");
    assertThat(relocation.map("s3://other/data/a.parquet")).isEqualTo("s3://other/data/a.parquet");
  }

  @Test
  void localLocationsInAnyFormAreTheSameLocation() {
    assertThat(Relocation.between("file:/data/t", "/data/t").isRelocated()).isFalse();
    assertThat(Relocation.between("file:///data/t/", "/data/t").isRelocated()).isFalse();
    assertThat(Relocation.between("/data/t", "/data/t").map("/data/t/x")).isEqualTo("/data/t/x");
  }

  @Test
  void aLocalTableCopiedElsewhereMapsItsFileUris() {
    Relocation relocation = Relocation.between("file:/old/place/t", "/new/t");

    assertThat(relocation.map("file:/old/place/t/data/a.parquet"))
        .isEqualTo("/new/t/data/a.parquet");
    assertThat(relocation.map("file:///old/place/t/data/a.parquet"))
        .isEqualTo("/new/t/data/a.parquet");
  }
}
