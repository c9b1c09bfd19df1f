package io.tablescope.format.hudi.instant;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import io.tablescope.format.Problem;
import java.util.Objects;

/**
 * What an instant file holds, as one tree of fields whichever way it was written: 0.x commits are
 * JSON, every other instant file (and every file on timeline layout 2) an Avro container whose one
 * record is turned into the same tree, so one reading of each kind of metadata serves both.
 *
 * @param encoding how the file was written
 * @param tree the fields; a missing node when the file is empty or could not be read
 * @param problem what kept the file from being read, or null
 */
public record InstantContent(String file, Encoding encoding, JsonNode tree, Problem problem) {
  /** How an instant file is written. */
  public enum Encoding {
    JSON,
    AVRO,
    /** No bytes: a requested commit, an inflight written before its metadata. */
    EMPTY
  }

  public InstantContent {
    Objects.requireNonNull(file, "file");
    Objects.requireNonNull(encoding, "encoding");
    tree = tree == null ? MissingNode.getInstance() : tree;
  }

  /** Whether there are fields to read. */
  public boolean hasFields() {
    return problem == null && tree.isObject();
  }
}
