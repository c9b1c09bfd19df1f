package io.tablescope.format.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import org.junit.jupiter.api.Test;

class StorageTest {

  @Test
  void routesByLongestPrefixThenSchemeThenLocal() {
    FileAccess bucket = new Named("bucket");
    FileAccess table = new Named("table");
    FileAccess otherTable = new Named("other");
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
    FileAccess table = new Named("table");
    Storage storage =
        Storage.local().withScheme("s3", new Named("bucket")).withPrefix("s3://b/t", table);

    assertThat(storage.accessFor("s3://b/t/x")).isSameAs(table);
    assertThat(storage.accessFor("s3://b/t2/x")).isNotSameAs(table);
  }

  @Test
  void withReturnsANewStorageAndLeavesTheOriginalAlone() {
    Storage plain = Storage.local();
    Storage routed = plain.withScheme("s3", new Named("bucket"));

    assertThat(routed.accessFor("s3://b/x")).isInstanceOf(Named.class);
    assertThat(plain.accessFor("/x")).isInstanceOf(LocalFileAccess.class);
    assertThat(plain).isNotSameAs(routed);
  }

  /** An access that answers nothing; routing is compared by identity. */
  private record Named(String name) implements FileAccess {
    @Override
    public boolean isFile(String location) {
      return false;
    }

    @Override
    public boolean isDirectory(String location) {
      return false;
    }

    @Override
    public long length(String location) throws IOException {
      throw new IOException(name);
    }

    @Override
    public long modificationTime(String location) throws IOException {
      throw new IOException(name);
    }

    @Override
    public byte[] readAllBytes(String location) throws IOException {
      throw new IOException(name);
    }

    @Override
    public InputStream open(String location) throws IOException {
      throw new IOException(name);
    }

    @Override
    public List<String> list(String directory) throws IOException {
      throw new IOException(name);
    }
  }
}
