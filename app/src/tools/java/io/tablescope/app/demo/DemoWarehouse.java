package io.tablescope.app.demo;

import io.tablescope.format.testing.TestTables;
import java.nio.file.Path;
import java.util.Map;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;

/** The demo warehouse's layout: table {@code db.name} lives in {@code <root>/db/name}. */
final class DemoWarehouse {
  /** The recorded warehouse location; table locations are {@code <BUCKET>/<db>/<name>}. */
  static final String BUCKET = "s3://tablescope-demo";

  private final Path root;

  DemoWarehouse(Path root) {
    this.root = root;
  }

  Table create(
      String db,
      String name,
      Schema schema,
      PartitionSpec spec,
      int formatVersion,
      Map<String, String> props) {
    return TestTables.create(
        localDir(db, name), recordedLocation(db, name), schema, spec, formatVersion, props);
  }

  Table load(String db, String name) {
    return TestTables.load(localDir(db, name), recordedLocation(db, name));
  }

  Path localDir(String db, String name) {
    return root.resolve(db).resolve(name);
  }

  static String recordedLocation(String db, String name) {
    return BUCKET + "/" + db + "/" + name;
  }
}
