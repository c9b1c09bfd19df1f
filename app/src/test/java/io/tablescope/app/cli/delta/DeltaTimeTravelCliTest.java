package io.tablescope.app.cli.delta;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.delta.kernel.Table;
import io.delta.kernel.defaults.engine.DefaultEngine;
import io.delta.kernel.engine.Engine;
import io.tablescope.app.cli.CliRun;
import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import io.tablescope.format.testing.delta.HandWrittenLog;
import io.tablescope.format.testing.delta.HandWrittenTables;
import io.tablescope.format.testing.delta.KernelOracle;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code as-of} on a Delta table lands where Delta Kernel's {@code getSnapshotAsOfTimestamp} lands
 * and fails where it fails, with its message beside delta-spark's; in-commit timestamps decide
 * where the table enables them.
 */
class DeltaTimeTravelCliTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final long BASE = 1_700_000_000_000L;

  private final Engine engine = DefaultEngine.create(new Configuration());

  @TempDir Path root;

  @Test
  void everyTimeLandsOnKernelsVersionByModificationTimesMadeMonotonic() throws Exception {
    DeltaTableWriter writer = DeltaTableWriter.create(root, List.of(), Map.of());
    for (int i = 0; i < 4; i++) {
      writer.appendFiles(1);
    }
    // Version 3's file is no newer than version 2's: Delta dates it 1 ms after.
    long[] modified = {BASE, BASE + 1000, BASE + 2000, BASE + 2000, BASE + 5000};
    for (int version = 0; version < modified.length; version++) {
      HandWrittenLog.setModificationTime(
          root.resolve("_delta_log").resolve(HandWrittenLog.padded(version) + ".json"),
          modified[version]);
    }

    for (long time :
        new long[] {
          BASE, BASE + 999, BASE + 1000, BASE + 2000, BASE + 2001, BASE + 4999, BASE + 5000
        }) {
      CliRun run = CliRun.of("as-of", root.toString(), Long.toString(time), "--json");

      assertThat(run.exitCode()).as(run.err()).isZero();
      JsonNode asOf = JSON.readTree(run.out());
      long expected =
          Table.forPath(engine, root.toString())
              .getSnapshotAsOfTimestamp(engine, time)
              .getVersion();
      assertThat(asOf.get("version").asLong()).as("as of %d", time).isEqualTo(expected);
      assertThat(asOf.get("rule").asText()).isEqualTo("file modification times");
    }
  }

  @Test
  void beforeTheFirstAndAfterTheLastCommitFailWithDeltasMessages() throws Exception {
    DeltaTableWriter writer = DeltaTableWriter.create(root, List.of(), Map.of());
    writer.appendFiles(1);
    HandWrittenLog.setModificationTime(
        root.resolve("_delta_log").resolve(HandWrittenLog.padded(0) + ".json"), BASE);
    HandWrittenLog.setModificationTime(
        root.resolve("_delta_log").resolve(HandWrittenLog.padded(1) + ".json"), BASE + 1500);

    CliRun before = CliRun.of("as-of", root.toString(), Long.toString(BASE - 1), "--json");
    CliRun after = CliRun.of("as-of", root.toString(), Long.toString(BASE + 1501), "--json");

    assertThat(before.exitCode()).isEqualTo(ExitCodes.NO_SNAPSHOT);
    JsonNode early = JSON.readTree(before.out());
    assertThat(early.get("version").isNull()).isTrue();
    assertThat(early.get("kernel-error").asText()).isEqualTo(kernelMessage(BASE - 1));
    // delta-spark's TimestampEarlierThanCommitRetentionException, times in UTC.
    assertThat(early.get("error").asText())
        .isEqualTo(
            "The provided timestamp (2023-11-14 22:13:19.999) is before the earliest version"
                + " available to this\ntable (2023-11-14 22:13:20.0). Please use a timestamp"
                + " after 2023-11-14 22:13:20.");
    assertThat(after.exitCode()).isEqualTo(ExitCodes.NO_SNAPSHOT);
    JsonNode late = JSON.readTree(after.out());
    assertThat(late.get("kernel-error").asText()).isEqualTo(kernelMessage(BASE + 1501));
    assertThat(late.get("error").asText())
        .isEqualTo(
            "[DELTA_TIMESTAMP_GREATER_THAN_COMMIT] The provided timestamp (2023-11-14"
                + " 22:13:21.501) is after the latest version available to this\ntable"
                + " (2023-11-14 22:13:21.5). Please use a timestamp before or at 2023-11-14"
                + " 22:13:21.");
    CliRun text = CliRun.of("as-of", root.toString(), Long.toString(BASE + 1501));
    assertThat(text.out())
        .startsWith(
            "No version as of 2023-11-14T22:13:21.501Z (commit times by file modification times):")
        .contains("  Delta Kernel: " + kernelMessage(BASE + 1501));
  }

  @Test
  void inCommitTimestampsDecideWhereTheTableEnablesThem() throws Exception {
    HandWrittenTables.featureTable(root);
    KernelOracle kernel = new KernelOracle();
    long time = HandWrittenTables.FIRST_ICT + 2500;

    CliRun run = CliRun.of("as-of", root.toString(), Long.toString(time), "--json");

    assertThat(run.exitCode()).as(run.err()).isZero();
    JsonNode asOf = JSON.readTree(run.out());
    long version = asOf.get("version").asLong();
    assertThat(asOf.get("rule").asText()).isEqualTo("in-commit timestamps");
    assertThat(asOf.get("version-timestamp-ms").asLong())
        .isEqualTo(kernel.timestamp(root, version));
    assertThat(kernel.timestamp(root, version)).isLessThanOrEqualTo(time);
    assertThat(kernel.timestamp(root, version + 1)).isGreaterThan(time);
  }

  @Test
  void aRefIsBadInputOnADeltaTable() {
    HandWrittenTables.featureTable(root);

    CliRun run = CliRun.of("as-of", root.toString(), "2025-06-15T00:00:00Z", "--ref", "main");

    assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(run.err()).contains("is a Delta table: it has no branches or tags");
  }

  private String kernelMessage(long time) {
    Throwable thrown =
        catchThrowable(
            () -> Table.forPath(engine, root.toString()).getSnapshotAsOfTimestamp(engine, time));
    assertThat(thrown).as("Kernel throws as of %d", time).isNotNull();
    return thrown.getMessage();
  }
}
