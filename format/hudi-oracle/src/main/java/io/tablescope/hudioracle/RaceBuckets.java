package io.tablescope.hudioracle;

import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import org.apache.hudi.client.WriteStatus;
import org.apache.hudi.common.model.HoodieRecord;
import org.apache.hudi.common.model.HoodieRecordPayload;
import org.apache.hudi.index.bucket.BucketIdentifier;
import org.apache.hudi.index.bucket.HoodieSimpleBucketIndex;

/**
 * The races' bucket index: a simple bucket index of two buckets, hashed on the record key. Hudi
 * 1.0.1's Java engine has no bucket index of its own (Spark's and Flink's have): the index class is
 * named, and writes that make file groups are bulk inserts of one bucket, their file ids named by
 * {@link BucketFileIdPrefix}.
 */
final class RaceBuckets {
  private static final int BUCKETS = 2;

  private RaceBuckets() {}

  /** The writers' settings; writer A writes bucket 0, and writer B names its own. */
  static void index(Properties p) {
    p.setProperty("hoodie.index.type", "BUCKET");
    p.setProperty("hoodie.index.class", HoodieSimpleBucketIndex.class.getName());
    p.setProperty("hoodie.index.bucket.engine", "SIMPLE");
    p.setProperty("hoodie.bucket.index.num.buckets", String.valueOf(BUCKETS));
    p.setProperty("hoodie.bucket.index.hash.field", "id");
    p.setProperty("hoodie.fileid.prefix.provider.class", BucketFileIdPrefix.class.getName());
    p.setProperty(BucketFileIdPrefix.BUCKET, "0");
  }

  /**
   * Bulk-inserts the records of the writer's bucket (its {@link BucketFileIdPrefix#BUCKET} setting)
   * into a new file group of that bucket.
   */
  static List<WriteStatus> insert(
      OracleWriteClient client, String instant, List<HoodieRecord<HoodieRecordPayload>> records) {
    int bucket = Integer.parseInt(client.getConfig().getString(BucketFileIdPrefix.BUCKET));
    return client.bulkInsert(inBucket(records, records.get(0).getPartitionPath(), bucket), instant);
  }

  /** Writer B's (or the setup's) bulk insert into a new file group of the bucket given. */
  static String insertOther(
      OracleTable t, List<HoodieRecord<HoodieRecordPayload>> records, int bucket) throws Exception {
    try (OracleWriteClient b =
        new OracleWriteClient(
            t.context,
            t.config(p -> p.setProperty(BucketFileIdPrefix.BUCKET, String.valueOf(bucket))))) {
      String instant = b.startCommit();
      insert(b, instant, records);
      return instant;
    }
  }

  /** The records of one partition that hash to one bucket. */
  static List<HoodieRecord<HoodieRecordPayload>> inBucket(
      List<HoodieRecord<HoodieRecordPayload>> records, String partition, int bucket) {
    List<HoodieRecord<HoodieRecordPayload>> out = new ArrayList<>();
    for (HoodieRecord<HoodieRecordPayload> r : records) {
      if (r.getPartitionPath().equals(partition)
          && BucketIdentifier.getBucketId(r.getRecordKey(), "id", BUCKETS) == bucket) {
        out.add(r);
      }
    }
    return out;
  }

  /** Hudi's {@code partition_bucket} of each {@code partition/fileId}. */
  static Set<String> buckets(Set<String> groups) {
    Set<String> out = new TreeSet<>();
    groups.forEach(group -> out.add(bucket(group)));
    return out;
  }

  /** Hudi's {@code partition_bucket} for a {@code partition/fileId}. */
  static String bucket(String group) {
    int slash = group.lastIndexOf('/');
    return BucketIdentifier.partitionBucketIdStr(
        group.substring(0, slash), BucketIdentifier.bucketIdFromFileId(group.substring(slash + 1)));
  }
}
