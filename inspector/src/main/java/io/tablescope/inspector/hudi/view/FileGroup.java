package io.tablescope.inspector.hudi.view;

import java.util.List;

/**
 * The files sharing one file id in one partition, as slices newest first: Hudi's {@code
 * HoodieFileGroup}, holding every slice found in storage whether its instant completed or not.
 *
 * @param replacedBy the replace commit that dropped the group from the table, or null
 */
public record FileGroup(
    String partition, String fileId, List<FileSlice> slices, String replacedBy) {
  public FileGroup {
    slices = List.copyOf(slices);
  }
}
