package io.tablescope.format.iceberg.location;

import org.apache.iceberg.BaseMetastoreTableOperations;
import org.apache.iceberg.TableMetadata;
import org.apache.iceberg.io.FileIO;

/**
 * iceberg-core's catalog rule for the version in a metadata file name, as {@code
 * BaseMetastoreTableOperations} applies it when a catalog points at a metadata location.
 */
final class MetastoreVersion extends BaseMetastoreTableOperations {
  private MetastoreVersion() {}

  /** The version iceberg-core's catalogs give a metadata location; {@code any} is not read. */
  static int of(String location, TableMetadata any) {
    MetastoreVersion operations = new MetastoreVersion();
    operations.refreshFromMetadataLocation(location, failure -> false, 0, ignored -> any);
    return operations.currentVersion();
  }

  @Override
  protected String tableName() {
    return "oracle";
  }

  @Override
  public FileIO io() {
    throw new UnsupportedOperationException("the oracle reads no file");
  }
}
