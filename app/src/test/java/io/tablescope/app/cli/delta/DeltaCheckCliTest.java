package io.tablescope.app.cli.delta;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.app.cli.CliRun;
import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.delta.checkpoint.Checkpoint;
import io.tablescope.format.io.Storage;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import io.tablescope.format.testing.delta.HandWrittenLog;
import io.tablescope.inspector.delta.DeltaTable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code check} on a Delta table written by delta-standalone: exit 0 when sound, 1 with a finding
 * for a live file storage lost, 2 when not one commit or checkpoint reads; text and JSON.
 */
class DeltaCheckCliTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path root;

  @Test
  void aSoundTableExitsZero() throws Exception {
    writeTable();

    CliRun text = CliRun.of("check", root.toString());
    CliRun json = CliRun.of("check", root.toString(), "--json");

    assertThat(text.exitCode()).as(text.err()).isEqualTo(ExitCodes.OK);
    assertThat(text.out().lines())
        .containsExactly(
            "sound: 6 versions, 6 commits, 2 checkpoints replayed, 0 checksums, 4 live files and 0"
                + " deletion vector files examined");
    assertThat(json.exitCode()).isEqualTo(ExitCodes.OK);
    JsonNode report = JSON.readTree(json.out());
    assertThat(report.get("format").asText()).isEqualTo("delta");
    assertThat(report.get("sound").asBoolean()).isTrue();
    assertThat(report.get("versions").asInt()).isEqualTo(6);
    assertThat(report.get("commits-read").asInt()).isEqualTo(6);
    assertThat(report.get("checkpoints-replayed").asInt()).isEqualTo(2);
    assertThat(report.get("checkpoints-unverified").asInt()).isZero();
    assertThat(report.get("checksums-compared").asInt()).isZero();
    assertThat(report.get("live-files").asInt()).isEqualTo(4);
    assertThat(report.get("deletion-vector-files").asInt()).isZero();
    assertThat(report.get("findings")).isEmpty();
  }

  @Test
  void aLostDataFileIsAFindingExitOne() throws Exception {
    writeTable();
    AddFile lost = open().log().commit(5).actionsOf(AddFile.class).get(0);
    Files.delete(root.resolve(lost.decodedPath()));

    CliRun text = CliRun.of("check", root.toString());
    CliRun json = CliRun.of("check", root.toString(), "--json");

    assertThat(text.exitCode()).isEqualTo(ExitCodes.FINDINGS);
    assertThat(text.out().lines().toList())
        .hasSize(2)
        .first()
        .isEqualTo(
            "missing-file\terror\t5\t"
                + lost.decodedPath()
                + "\ta live data file storage does not hold (added by version 5); a read of it"
                + " fails");
    assertThat(text.out().lines().toList().get(1)).startsWith("1 finding: 6 versions");
    assertThat(json.exitCode()).isEqualTo(ExitCodes.FINDINGS);
    JsonNode report = JSON.readTree(json.out());
    assertThat(report.get("sound").asBoolean()).isFalse();
    JsonNode finding = report.get("findings").get(0);
    assertThat(finding.get("check").asText()).isEqualTo("missing-file");
    assertThat(finding.get("severity").asText()).isEqualTo("error");
    assertThat(finding.get("version").asLong()).isEqualTo(5);
    assertThat(finding.get("path").asText()).isEqualTo(lost.decodedPath());
    assertThat(finding.get("message").asText()).contains("added by version 5");
  }

  @Test
  void aLogWithNothingReadableExitsTwo() throws Exception {
    writeTable();
    for (Checkpoint checkpoint : open().log().checkpoints()) {
      Files.write(Path.of(checkpoint.location()), new byte[] {1, 2, 3});
    }
    for (long version = 0; version <= 5; version++) {
      Files.writeString(
          root.resolve("_delta_log").resolve(HandWrittenLog.padded(version) + ".json"), "{\n");
    }

    CliRun run = CliRun.of("check", root.toString(), "--json");

    assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(JSON.readTree(run.out()).get("findings").get(0).get("check").asText())
        .isEqualTo("commit-read");
    assertThat(run.err())
        .isEqualTo(
            "tablescope: "
                + root
                + ": not one commit or checkpoint of the log could be read"
                + System.lineSeparator());
  }

  /** Versions 0 to 5, checkpoints at 2 and 4, and a real file for each live data file. */
  private void writeTable() throws Exception {
    DeltaTableWriter writer =
        DeltaTableWriter.create(root, List.of("p"), Map.of("delta.checkpointInterval", "2"));
    writer.append("a", "b");
    writer.append("c");
    writer.removeWhere("p=a");
    writer.appendAsApplication("stream", 1, "d");
    writer.append("e");
    for (AddFile add : open().log().latest().files().values()) {
      Path file = root.resolve(add.decodedPath());
      Files.createDirectories(file.getParent());
      Files.write(file, new byte[] {'P', 'A', 'R', '1'});
    }
  }

  private DeltaTable open() throws Exception {
    return DeltaTable.open(Storage.local(), root.toString(), Runnable::run);
  }
}
