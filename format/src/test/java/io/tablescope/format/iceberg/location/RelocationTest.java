package io.tablescope.format.iceberg.location;

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
  void pathsOutsideTheRecordedLocationAreMappedByTheirLastTableFolder() {
    Relocation relocation = Relocation.between("gs://bucket/t", "/home/me/t");

    assertThat(relocation.map("some/other/prefix/metadata/snap-1.avro"))
        .isEqualTo("/home/me/t/metadata/snap-1.avro");
    assertThat(relocation.outsidePrefix("some/other/prefix/metadata/snap-1.avro"))
        .contains("some/other/prefix");
    assertThat(relocation.map("s3://b/data/wh/t/data/region=EU/a.parquet"))
        .isEqualTo("/home/me/t/data/region=EU/a.parquet");
    assertThat(relocation.outsidePrefix("s3://b/data/wh/t/data/region=EU/a.parquet"))
        .contains("s3://b/data/wh/t");
    assertThat(relocation.map("metadata/snap-2.avro")).isEqualTo("/home/me/t/metadata/snap-2.avro");
    assertThat(relocation.outsidePrefix("gs://bucket/t/metadata/snap-1.avro")).isEmpty();
  }

  @Test
  void leavesPathsWithoutATableFolderAlone() {
    Relocation relocation = Relocation.between("s3://bucket/wh/db/t", "/home/me/t");

    assertThat(relocation.map("s3://other/x/a.parquet")).isEqualTo("s3://other/x/a.parquet");
    assertThat(relocation.outsidePrefix("s3://other/x/a.parquet")).isEmpty();
  }

  @Test
  void aTableReadWhereItWasWrittenTrustsItsPaths() {
    Relocation relocation = Relocation.between("/data/t", "/data/t");

    assertThat(relocation.map("/lake/elsewhere/data/a.parquet"))
        .isEqualTo("/lake/elsewhere/data/a.parquet");
    assertThat(relocation.outsidePrefix("/lake/elsewhere/data/a.parquet")).isEmpty();
  }

  @Test
  void relativeLocationsAreMappedOntoTheOpenedFolder() {
    Relocation dotted = Relocation.between("./orders", "/home/me/orders");

    assertThat(dotted.isRelocated()).isTrue();
    assertThat(dotted.map("orders/metadata/snap-1.avro"))
        .isEqualTo("/home/me/orders/metadata/snap-1.avro");
    assertThat(dotted.map("./orders//data/a.parquet")).isEqualTo("/home/me/orders/data/a.parquet");
    assertThat(dotted.outsidePrefix("orders/metadata/snap-1.avro")).isEmpty();

    Relocation bare = Relocation.between("orders", "/x/copy");
    assertThat(bare.map("./orders/metadata/snap-1.avro")).isEqualTo("/x/copy/metadata/snap-1.avro");

    Relocation uri = Relocation.between("file:relative/path", "/x/copy");
    assertThat(uri.map("file:relative/path/metadata/snap-1.avro"))
        .isEqualTo("/x/copy/metadata/snap-1.avro");
    assertThat(uri.map("relative/path/data/a.parquet")).isEqualTo("/x/copy/data/a.parquet");
  }

  @Test
  void fileUrisDuplicateSlashesAndDotSegmentsAreOneForm() {
    assertThat(Relocation.normalise("file:/a/b")).isEqualTo("/a/b");
    assertThat(Relocation.normalise("file://a/b")).isEqualTo("/a/b");
    assertThat(Relocation.normalise("file:///a//b/./c/")).isEqualTo("/a/b/c");
    assertThat(Relocation.normalise("file:a/b")).isEqualTo("a/b");
    assertThat(Relocation.normalise("./a")).isEqualTo("a");
    assertThat(Relocation.normalise("s3://bucket//wh/./t")).isEqualTo("s3://bucket/wh/t");
    assertThat(Relocation.between("file:/old//place/t", "/new/t").map("file:///old/place/t/x"))
        .isEqualTo("/new/t/x");
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
