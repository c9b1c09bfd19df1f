package io.tablescope.inspector.hudi.clean;

import java.util.List;

/**
 * What a clean would do with one file slice: delete its files or keep them, and why.
 *
 * @param files the slice's base file and logs
 */
public record SliceDecision(
    String partition,
    String fileId,
    String baseInstantTime,
    List<CleanFile> files,
    boolean deleted,
    String reason) {
  public SliceDecision {
    files = List.copyOf(files);
  }

  public long sizeInBytes() {
    return files.stream().mapToLong(CleanFile::sizeInBytes).sum();
  }
}
