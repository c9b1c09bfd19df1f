package io.tablescope.format.io;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.testing.UnreadAccess;
import org.junit.jupiter.api.Test;

class StorageTest {

  @Test
  void routesByLongestPrefixThenSchemeThenLocal() {
    FileAccess bucket = new UnreadAccess("bucket");
    FileAccess table = new UnreadAccess("table");
    FileAccess otherTable = new UnreadAccess("other");
    Storage storage =
        Storage.local()
            .withScheme("s3", bucket)
            .withPrefix("s3://b/wh", otherTable)
            .withPrefix("s3://b/wh/db/t", table);

    assertThat(storage.accessFor("s3://b/wh/db/t/metadata/v1.metadata.json")).isSameAs(table);
    assertThat(storage.accessFor("s3://b/wh/db/t")).isSameAs(table);
    assertThat(storage.accessFor("s3://b/wh/db/t2/data/a.parquet")).isSameAs(otherTable);
    assertThat(storage.accessFor("s3://b/other/x")).isSameAs(bucket);
    assertThat(storage.accessFor("S3://b/other/x")).isSameAs(bucket);
    assertThat(storage.accessFor("/tmp/x")).isInstanceOf(LocalFileAccess.class);
    assertThat(storage.accessFor("file:/tmp/x")).isInstanceOf(LocalFileAccess.class);
  }

  @Test
  void aPrefixCoversItsFolderOnlyNotSiblingsSharingItsName() {
    FileAccess table = new UnreadAccess("table");
    Storage storage =
        Storage.local().withScheme("s3", new UnreadAccess("bucket")).withPrefix("s3://b/t", table);

    assertThat(storage.accessFor("s3://b/t/x")).isSameAs(table);
    assertThat(storage.accessFor("s3://b/t2/x")).isNotSameAs(table);
  }

  @Test
  void withReturnsANewStorageAndLeavesTheOriginalAlone() {
    Storage plain = Storage.local();
    Storage routed = plain.withScheme("s3", new UnreadAccess("bucket"));

    assertThat(routed.accessFor("s3://b/x")).isInstanceOf(UnreadAccess.class);
    assertThat(plain.accessFor("/x")).isInstanceOf(LocalFileAccess.class);
    assertThat(plain).isNotSameAs(routed);
  }
}
