package io.tablescope.inspector.hudi.health;

import java.util.List;

/** A file group a replace commit dropped whose files stay in storage until a clean deletes them. */
public record ReplacedGroup(
    String partition, String fileId, String replacedBy, List<String> files, long bytes) {
  public ReplacedGroup {
    files = List.copyOf(files);
  }
}
