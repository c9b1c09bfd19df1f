package io.tablescope.format.testing;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.apache.iceberg.BaseTable;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.SortOrder;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableMetadata;
import org.apache.iceberg.TableProperties;
import org.apache.iceberg.exceptions.AlreadyExistsException;
import org.apache.iceberg.exceptions.NoSuchTableException;

/**
 * Creates and loads real iceberg-core tables stored in a local directory, through {@link
 * FileTableOperations} and {@link MappedFileIO}.
 *
 * <p>A table has a recorded location, which is what its metadata refers to (for example {@code
 * s3://bucket/db/table}), and a local directory, which holds the files. The overloads without a
 * recorded location use the directory's absolute path, so the table is an ordinary local table.
 */
public final class TestTables {
  private TestTables() {}

  /** Creates an unsorted table at {@code localDir} recorded at its own absolute path. */
  public static Table create(Path localDir, Schema schema, PartitionSpec spec, int formatVersion) {
    return create(localDir, localLocation(localDir), schema, spec, formatVersion, Map.of());
  }

  /**
   * Creates an unsorted table with Hadoop-style metadata naming ({@link
   * MetadataNaming#VERSION_HINT}).
   *
   * @param localDir the directory that holds the table's files; it must not contain a table yet
   * @param recordedLocation the table location written into the metadata
   * @param props table properties; {@code format-version} is set from {@code formatVersion}
   * @throws AlreadyExistsException if a table already exists in {@code localDir}
   */
  public static Table create(
      Path localDir,
      String recordedLocation,
      Schema schema,
      PartitionSpec spec,
      int formatVersion,
      Map<String, String> props) {
    return create(
        localDir,
        recordedLocation,
        schema,
        spec,
        formatVersion,
        props,
        MetadataNaming.VERSION_HINT);
  }

  /** Like {@link #create(Path, String, Schema, PartitionSpec, int, Map)}, with a chosen naming. */
  public static Table create(
      Path localDir,
      String recordedLocation,
      Schema schema,
      PartitionSpec spec,
      int formatVersion,
      Map<String, String> props,
      MetadataNaming naming) {
    FileTableOperations ops =
        new FileTableOperations(new MappedFileIO(recordedLocation, localDir), naming);
    if (ops.current() != null) {
      throw new AlreadyExistsException("Table already exists at %s", localDir);
    }
    Map<String, String> properties = new HashMap<>(props);
    properties.put(TableProperties.FORMAT_VERSION, Integer.toString(formatVersion));
    ops.commit(
        null,
        TableMetadata.newTableMetadata(
            schema, spec, SortOrder.unsorted(), ops.io().recordedPrefix(), properties));
    return new BaseTable(ops, tableName(recordedLocation));
  }

  /** Loads the table at {@code localDir} recorded at its own absolute path. */
  public static Table load(Path localDir) {
    return load(localDir, localLocation(localDir));
  }

  /**
   * Loads an existing table. The metadata naming is detected: a {@code version-hint.text} means
   * {@link MetadataNaming#VERSION_HINT}, otherwise {@link MetadataNaming#CATALOG}.
   *
   * @throws NoSuchTableException if {@code localDir} holds no table metadata
   */
  public static Table load(Path localDir, String recordedLocation) {
    MetadataNaming naming =
        Files.exists(localDir.resolve("metadata").resolve("version-hint.text"))
            ? MetadataNaming.VERSION_HINT
            : MetadataNaming.CATALOG;
    FileTableOperations ops =
        new FileTableOperations(new MappedFileIO(recordedLocation, localDir), naming);
    if (ops.current() == null) {
      throw new NoSuchTableException("No table metadata in %s", localDir);
    }
    return new BaseTable(ops, tableName(recordedLocation));
  }

  private static String localLocation(Path localDir) {
    return localDir.toAbsolutePath().normalize().toString();
  }

  private static String tableName(String recordedLocation) {
    String trimmed =
        recordedLocation.endsWith("/")
            ? recordedLocation.substring(0, recordedLocation.length() - 1)
            : recordedLocation;
    return trimmed.substring(trimmed.lastIndexOf('/') + 1);
  }
}
