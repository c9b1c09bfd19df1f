package io.tablescope.format.hudi.hfile;

import java.util.Objects;

/**
 * One cell of an HFile's data blocks, as Hudi writes it: a row keyed by a record key, with no
 * column family or qualifier, and the record's bytes as its value.
 *
 * @param key the cell's row as UTF-8: for Hudi, the whole record key (in the metadata table's
 *     {@code files} partition, a partition path or {@code __all_partitions__})
 * @param value the value's bytes, for Hudi an Avro binary record under the writer schema of the
 *     file info's {@code schema}, its key field blanked (the row holds the key); the reader's own
 *     copy, not to be changed
 */
public record HFileCell(String key, byte[] value) {
  public HFileCell {
    Objects.requireNonNull(key, "key");
    Objects.requireNonNull(value, "value");
  }
}
