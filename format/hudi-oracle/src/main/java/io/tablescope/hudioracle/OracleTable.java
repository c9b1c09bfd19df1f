package io.tablescope.hudioracle;

import static io.tablescope.hudioracle.OracleRows.SCHEMA;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.function.Consumer;
import org.apache.hadoop.conf.Configuration;
import org.apache.hudi.client.common.HoodieJavaEngineContext;
import org.apache.hudi.common.engine.EngineType;
import org.apache.hudi.common.model.DefaultHoodieRecordPayload;
import org.apache.hudi.common.model.HoodieTableType;
import org.apache.hudi.common.table.HoodieTableMetaClient;
import org.apache.hudi.config.HoodieWriteConfig;
import org.apache.hudi.hadoop.fs.HadoopFSUtils;
import org.apache.hudi.storage.StorageConfiguration;

/** One scenario's table: its type, version, metadata table, and the settings it writes with. */
final class OracleTable {
  static final String NAME = "oracle_table";

  final String dir;
  final HoodieTableType type;
  final int version;
  final boolean mdt;
  final Properties extra = new Properties();
  final StorageConfiguration<Configuration> conf =
      HadoopFSUtils.getStorageConf(new Configuration());
  final HoodieJavaEngineContext context = new HoodieJavaEngineContext(conf);
  final List<Map<String, Object>> steps = new ArrayList<>();
  int counter;

  OracleTable(String dir, HoodieTableType type, int version, boolean mdt) {
    this.dir = dir;
    this.type = type;
    this.version = version;
    this.mdt = mdt;
  }

  HoodieTableMetaClient metaClient() {
    return HoodieTableMetaClient.builder()
        .setConf(conf.newInstance())
        .setBasePath(dir)
        .setLoadActiveTimelineOnLoad(true)
        .build();
  }

  HoodieWriteConfig config(Consumer<Properties> settings) {
    Properties p = new Properties();
    p.setProperty("hoodie.table.name", NAME);
    p.setProperty("hoodie.datasource.write.recordkey.field", "id");
    p.setProperty("hoodie.datasource.write.partitionpath.field", "part");
    p.setProperty("hoodie.datasource.write.precombine.field", "ts");
    p.setProperty(
        "hoodie.datasource.write.keygenerator.class",
        "org.apache.hudi.keygen.SimpleAvroKeyGenerator");
    p.setProperty(
        "hoodie.datasource.write.payload.class", DefaultHoodieRecordPayload.class.getName());
    p.setProperty("hoodie.write.auto.upgrade", "false");
    // No embedded timeline server (a Javalin HTTP server), markers written directly.
    p.setProperty("hoodie.embed.timeline.server", "false");
    p.setProperty("hoodie.write.markers.type", "DIRECT");
    p.setProperty("hoodie.filesystem.view.type", "MEMORY");
    p.setProperty("hoodie.metadata.enable", String.valueOf(mdt));
    p.setProperty("hoodie.index.type", "SIMPLE");
    p.setProperty("hoodie.auto.commit", "true");
    p.setProperty("hoodie.clean.automatic", "false");
    p.setProperty("hoodie.clean.policy", "KEEP_LATEST_COMMITS");
    p.setProperty("hoodie.clean.commits.retained", "1");
    p.setProperty("hoodie.clean.failed.writes.policy", "EAGER");
    p.setProperty("hoodie.archive.automatic", "false");
    p.setProperty("hoodie.compact.inline", "false");
    p.setProperty("hoodie.compact.inline.max.delta.commits", "1");
    p.setProperty("hoodie.clustering.inline", "false");
    p.setProperty("hoodie.time.generator.max_expected_clock_skew_ms", "10");
    // The bloom filter in every Parquet footer: 60000 entries by default, ~430 KB a file.
    p.setProperty("hoodie.index.bloom.num_entries", "100");
    p.putAll(extra);
    if (settings != null) {
      settings.accept(p);
    }
    return HoodieWriteConfig.newBuilder()
        .withPath(dir)
        .withSchema(SCHEMA.toString())
        .withEngineType(EngineType.JAVA)
        .withProps(p)
        .withWriteTableVersion(version)
        .build();
  }
}
