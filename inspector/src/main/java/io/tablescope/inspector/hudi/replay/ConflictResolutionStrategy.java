package io.tablescope.inspector.hudi.replay;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The conflict resolution strategies Hudi 1.0.1 ships, one class each: which instants a committing
 * write is checked against, and what counts as touching the same data. All three resolve an overlap
 * the same way (Simple's {@code resolveConflict}), which {@link HudiReplayer} applies.
 */
public sealed interface ConflictResolutionStrategy {
  /** Where a writer's configuration (or a table's, copied into it) names the strategy. */
  String KEY = "hoodie.write.lock.conflict.resolution.strategy";

  /** The index type Hudi infers the strategy from when none is named. */
  String INDEX_TYPE = "hoodie.index.type";

  /** Hudi's class name. */
  String className();

  /**
   * The instants Hudi examines, in its order: Simple's unless a strategy says otherwise.
   *
   * @param start the timeline and the write's start, as {@link ConflictCandidates} takes them
   */
  default List<ConflictCandidates.Candidate> candidates(ConflictCandidates.Start start) {
    return ConflictCandidates.of(start);
  }

  /**
   * The proposal's file groups that Hudi's {@code hasConflict} sees the other touching too: the
   * file groups in common unless a strategy says otherwise.
   */
  default SortedSet<FileGroupId> overlap(
      SortedSet<FileGroupId> writes, SortedSet<FileGroupId> other) {
    SortedSet<FileGroupId> overlap = new TreeSet<>(writes);
    overlap.retainAll(other);
    return overlap;
  }

  /**
   * Whether a clustering's commit is checked against the writes that completed meanwhile ({@code
   * isPreCommitRequired}): then a clustering loses to a write instead of failing it.
   */
  default boolean isPreCommitRequired() {
    return false;
  }

  /** The overlap counted as Hudi compares it: {@code 2 file groups}. */
  default String counted(SortedSet<FileGroupId> overlap) {
    return overlap.size() + (overlap.size() == 1 ? " file group" : " file groups");
  }

  /** The class name without its package. */
  default String simpleName() {
    return className().substring(className().lastIndexOf('.') + 1);
  }

  /** Hudi's default. */
  ConflictResolutionStrategy SIMPLE = new SimpleConcurrentFileWrites();

  /** Hudi's inference where {@code hoodie.index.type} is {@code BUCKET}. */
  ConflictResolutionStrategy BUCKET_INDEX = new BucketIndexConcurrentFileWrites();

  ConflictResolutionStrategy PREFER_WRITER = new PreferWriter();

  /** Every strategy, the default first. */
  List<ConflictResolutionStrategy> ALL = List.of(SIMPLE, BUCKET_INDEX, PREFER_WRITER);

  /** A strategy by Hudi's class name, with or without its package. */
  static ConflictResolutionStrategy named(String name) {
    return ALL.stream()
        .filter(s -> s.className().equals(name) || s.simpleName().equals(name))
        .findFirst()
        .orElseThrow(
            () ->
                new IllegalArgumentException(
                    "strategy must be one of "
                        + ALL.stream().map(ConflictResolutionStrategy::simpleName).toList()
                        + ", not '"
                        + name
                        + "'"));
  }

  /**
   * The strategy as {@code HoodieLockConfig} chooses it: the one named, else the bucket index's for
   * a table with {@code hoodie.index.type=BUCKET}, else Simple's.
   *
   * @param named the operation file's, or null
   * @param properties the table's {@code hoodie.properties}
   */
  static ConflictResolutionStrategy of(String named, Map<String, String> properties) {
    if (named != null) {
      return named(named);
    }
    String configured = properties.get(KEY);
    if (configured != null && ALL.stream().anyMatch(s -> s.className().equals(configured))) {
      return named(configured);
    }
    return "BUCKET".equalsIgnoreCase(properties.get(INDEX_TYPE)) ? BUCKET_INDEX : SIMPLE;
  }

  /**
   * {@code SimpleConcurrentFileWritesConflictResolutionStrategy}: writes completed since the
   * writer's last, and plans requested after it started; a conflict is a file group in common.
   */
  record SimpleConcurrentFileWrites() implements ConflictResolutionStrategy {
    @Override
    public String className() {
      return "org.apache.hudi.client.transaction.SimpleConcurrentFileWritesConflictResolutionStrategy";
    }
  }

  /**
   * {@code BucketIndexConcurrentFileWritesConflictResolutionStrategy}: Simple's instants, but a
   * conflict is a bucket in common (a partition and the bucket number that prefixes a file id), so
   * two writers that each made a new file group for one bucket conflict too.
   */
  record BucketIndexConcurrentFileWrites() implements ConflictResolutionStrategy {
    @Override
    public String className() {
      return "org.apache.hudi.client.transaction.BucketIndexConcurrentFileWritesConflictResolutionStrategy";
    }

    @Override
    public SortedSet<FileGroupId> overlap(
        SortedSet<FileGroupId> writes, SortedSet<FileGroupId> other) {
      Set<String> buckets =
          other.stream().map(BucketIndexConcurrentFileWrites::bucket).collect(Collectors.toSet());
      return writes.stream()
          .filter(group -> buckets.contains(bucket(group)))
          .collect(Collectors.toCollection(TreeSet::new));
    }

    @Override
    public String counted(SortedSet<FileGroupId> overlap) {
      long buckets =
          overlap.stream().map(BucketIndexConcurrentFileWrites::bucket).distinct().count();
      return buckets + (buckets == 1 ? " bucket" : " buckets");
    }

    /**
     * {@code BucketIdentifier.partitionBucketIdStr}: the partition and the eight digits that begin
     * a bucket's file id.
     */
    public static String bucket(FileGroupId group) {
      String fileId = group.fileId();
      return group.partition() + "_" + fileId.substring(0, Math.min(8, fileId.length()));
    }
  }

  /**
   * {@code PreferWriterConflictResolutionStrategy}: a write is checked only against the writes that
   * completed after it started, in completion order, not against plans; a clustering's commit is
   * checked instead, so ingestion wins.
   */
  record PreferWriter() implements ConflictResolutionStrategy {
    @Override
    public String className() {
      return "org.apache.hudi.client.transaction.PreferWriterConflictResolutionStrategy";
    }

    @Override
    public List<ConflictCandidates.Candidate> candidates(ConflictCandidates.Start start) {
      return ConflictCandidates.completedAfterStart(start);
    }

    @Override
    public boolean isPreCommitRequired() {
      return true;
    }
  }
}
