package io.tablescope.app.cli.delta;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.delta.kernel.Table;
import io.delta.kernel.defaults.engine.DefaultEngine;
import io.delta.kernel.engine.Engine;
import io.tablescope.app.cli.CliRun;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import io.tablescope.format.testing.delta.HandWrittenLog;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code summary} of a copied Delta table gives the latest version's time twice: as its writer
 * recorded it (delta-standalone's commit info) and as Delta's time travel dates it (the version
 * Delta Kernel lands on at that time), with the rule that dated it.
 */
class DeltaCommitTimeCliTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path root;

  @Test
  void summarySaysWhenTheLatestVersionWasWrittenAndWhenTimeTravelDatesIt() throws Exception {
    DeltaTableWriter writer = DeltaTableWriter.create(root, List.of(), Map.of());
    writer.appendFiles(1);
    long latest = writer.appendFiles(1);
    // Copied a day later, the last two commit files in the same second.
    long copy = System.currentTimeMillis() + 86_400_000L;
    long[] copied = {copy - 5_000, copy, copy};
    for (int version = 0; version < copied.length; version++) {
      HandWrittenLog.setModificationTime(
          root.resolve("_delta_log").resolve(HandWrittenLog.padded(version) + ".json"),
          copied[version]);
    }
    long written = writer.log().getCommitInfoAt(latest).getTimestamp().getTime();
    Engine engine = DefaultEngine.create(new Configuration());
    Table kernel = Table.forPath(engine, root.toString());

    CliRun json = CliRun.of("summary", root.toString(), "--json");

    assertThat(json.exitCode()).as(json.err()).isZero();
    JsonNode summary = JSON.readTree(json.out());
    JsonNode time = summary.get("commit-time");
    assertThat(time.get("written").asLong()).isEqualTo(written);
    long travel = time.get("time-travel").asLong();
    assertThat(travel).isEqualTo(copy + 1);
    assertThat(kernel.getSnapshotAsOfTimestamp(engine, travel).getVersion()).isEqualTo(latest);
    assertThat(kernel.getSnapshotAsOfTimestamp(engine, travel - 1).getVersion())
        .isEqualTo(latest - 1);
    assertThat(time.get("dated-by").asText()).isEqualTo("file time, made monotonic");
    assertThat(summary.get("version").asLong()).isEqualTo(latest);

    CliRun text = CliRun.of("summary", root.toString());

    assertThat(text.exitCode()).as(text.err()).isZero();
    assertThat(text.out())
        .contains("Written:          " + Instant.ofEpochMilli(written) + "  (commitInfo.timestamp)")
        .contains(
            "Time travel:      "
                + Instant.ofEpochMilli(copy + 1)
                + "  (dated by file time, made monotonic: ");
  }
}
