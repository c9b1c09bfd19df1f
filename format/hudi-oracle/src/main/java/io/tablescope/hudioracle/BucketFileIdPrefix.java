package io.tablescope.hudioracle;

import org.apache.hudi.common.config.TypedProperties;
import org.apache.hudi.index.bucket.BucketIdentifier;
import org.apache.hudi.table.FileIdPrefixProvider;

/**
 * Names a bulk insert's new file group as a bucket index names a bucket's ({@code
 * BucketIdentifier.newBucketFileIdPrefix}), for the bucket the writer's {@link #BUCKET} setting
 * gives: Hudi 1.0.1's Java engine has no bucket index partitioner to do it.
 */
public final class BucketFileIdPrefix extends FileIdPrefixProvider {
  /** The writer's setting naming the bucket its bulk inserts write. */
  static final String BUCKET = "tablescope.oracle.bucket";

  public BucketFileIdPrefix(TypedProperties props) {
    super(props);
  }

  @Override
  public String createFilePrefix(String partitionPath) {
    return BucketIdentifier.newBucketFileIdPrefix(
        Integer.parseInt(getProps().getString(BUCKET)), false);
  }
}
