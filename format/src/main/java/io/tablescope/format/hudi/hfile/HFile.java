package io.tablescope.format.hudi.hfile;

import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What Tablescope reads of an HFile: its file info and its cells, from its data blocks alone (its
 * block index, meta blocks and bloom filter are not read).
 *
 * @param fileInfo the FILE_INFO block's entries in written order, keys as UTF-8: HBase's own
 *     ({@code hfile.LASTKEY}, {@code KEY_VALUE_VERSION}...) and Hudi's ({@code schema}, {@code
 *     minRecordKey}, {@code maxRecordKey}...); the values are the reader's own copies
 * @param cells the cells in file order, which is their keys' order as unsigned bytes
 */
public record HFile(Map<String, byte[]> fileInfo, List<HFileCell> cells) {
  /** The file info key under which Hudi stores the cells' Avro writer schema, as JSON. */
  public static final String SCHEMA_KEY = "schema";

  public HFile {
    fileInfo = Collections.unmodifiableMap(new LinkedHashMap<>(fileInfo));
    cells = List.copyOf(cells);
  }

  /** The Avro writer schema of the cells' values, as JSON, or null when the file info has none. */
  public String schema() {
    byte[] schema = fileInfo.get(SCHEMA_KEY);
    return schema == null ? null : new String(schema, StandardCharsets.UTF_8);
  }
}
