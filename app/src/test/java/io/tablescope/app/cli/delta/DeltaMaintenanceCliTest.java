package io.tablescope.app.cli.delta;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.delta.standalone.actions.AddFile;
import io.tablescope.app.cli.CliRun;
import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import io.tablescope.format.testing.delta.HandWrittenLog;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code orphans} and {@code expire} on a Delta table: what VACUUM and the log clean-up would
 * delete, as text and JSON, Delta's refusal of a short retention (exit 1) and its override, and
 * Iceberg's and Hudi's options refused (exit 2). Nothing is deleted.
 */
class DeltaMaintenanceCliTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final long DAY = Duration.ofDays(1).toMillis();

  @TempDir Path root;

  @Test
  void orphansListsExactlyWhatVacuumDeletesAndDeletesNothing() throws Exception {
    long now = System.currentTimeMillis();
    DeltaTableWriter writer = DeltaTableWriter.create(root, List.of(), Map.of());
    writer.appendFiles(2);
    List<String> live = livePaths(writer);
    Path kept = file(live.get(0), now - 30 * DAY);
    Path removed = file(live.get(1), now - 30 * DAY);
    writer.removeWhere(live.get(1).replace(" ", "%20"), now - 8 * DAY);
    Path stray = file("stray.parquet", now - 30 * DAY);
    Path young = file("young.parquet", now - DAY);

    CliRun run = CliRun.of("orphans", root.toString(), "--json");

    assertThat(run.exitCode()).as(run.err()).isZero();
    JsonNode preview = JSON.readTree(run.out());
    assertThat(preview.get("format").asText()).isEqualTo("delta");
    assertThat(paths(preview.get("deleted"))).containsExactly(removed.toString(), stray.toString());
    assertThat(paths(preview.get("too-young"))).containsExactly(young.toString());
    assertThat(preview.get("retention-ms").asLong()).isEqualTo(7 * DAY);
    assertThat(preview.get("bytes").asLong()).isEqualTo(Files.size(removed) + Files.size(stray));
    assertThat(preview.get("note").asText()).isEqualTo("Preview only: nothing was deleted.");
    assertThat(kept).exists();
    assertThat(removed).exists();
    assertThat(stray).exists();
  }

  @Test
  void aShortRetentionIsRefusedWithDeltasMessageUnlessTheCheckIsDisabled() throws Exception {
    long now = System.currentTimeMillis();
    DeltaTableWriter writer = DeltaTableWriter.create(root, List.of(), Map.of());
    writer.appendFiles(1);
    file(livePaths(writer).get(0), now - 30 * DAY);
    Path stray = file("stray.parquet", now - 2 * Duration.ofHours(1).toMillis());

    CliRun refused = CliRun.of("orphans", root.toString(), "--retain-hours", "1");
    CliRun allowed =
        CliRun.of("orphans", root.toString(), "--retain-hours", "1", "--disable-retention-check");

    assertThat(refused.exitCode()).isEqualTo(ExitCodes.REFUSED);
    assertThat(refused.out()).isEmpty();
    assertThat(refused.err())
        .startsWith(
            "tablescope: Are you sure you would like to vacuum files with such a low retention"
                + " period?")
        .contains("spark.databricks.delta.retentionDurationCheck.enabled = false")
        .contains("If you are not sure, please use a value not less than \"168 hours\".");
    assertThat(allowed.exitCode()).as(allowed.err()).isZero();
    assertThat(allowed.out())
        .startsWith("Preview only: nothing was deleted.")
        .contains("Retention: 1 hours  (given: 1 hours)")
        .contains("VACUUM deletes (1, ")
        .contains(stray.toString());
  }

  @Test
  void expireListsTheLogFilesCleanUpDeletesUpToTheNewestCheckpointBeforeTheCutoff()
      throws Exception {
    long now = System.currentTimeMillis();
    DeltaTableWriter writer =
        DeltaTableWriter.create(root, List.of(), Map.of("delta.checkpointInterval", "2"));
    for (int i = 0; i < 5; i++) {
      writer.appendFiles(1);
    }
    try (Stream<Path> files = Files.list(root.resolve("_delta_log"))) {
      for (Path file : files.toList()) {
        String name = file.getFileName().toString();
        long time =
            Character.isDigit(name.charAt(0))
                ? now - 40 * DAY + Long.parseLong(name.substring(0, 20)) * DAY
                : now;
        Files.setLastModifiedTime(file, FileTime.fromMillis(time));
      }
    }

    CliRun json = CliRun.of("expire", root.toString(), "--json");
    CliRun text = CliRun.of("expire", root.toString());

    assertThat(json.exitCode()).as(json.err()).isZero();
    JsonNode preview = JSON.readTree(json.out());
    Set<String> deleted = new TreeSet<>();
    preview
        .get("deleted")
        .forEach(file -> deleted.add(Path.of(file.get("path").asText()).getFileName().toString()));
    assertThat(deleted)
        .containsExactly(
            HandWrittenLog.padded(0) + ".json",
            HandWrittenLog.padded(1) + ".json",
            HandWrittenLog.padded(2) + ".checkpoint.parquet",
            HandWrittenLog.padded(2) + ".json",
            HandWrittenLog.padded(3) + ".json");
    assertThat(preview.get("readable-from").asLong()).isEqualTo(4);
    assertThat(preview.get("retention-ms").asLong()).isEqualTo(30 * DAY);
    assertThat(text.exitCode()).isZero();
    assertThat(text.out())
        .contains("Log clean-up deletes (5):")
        .contains("The log then starts at the checkpoint of version 4");
    assertThat(root.resolve("_delta_log/" + HandWrittenLog.padded(0) + ".json")).exists();
  }

  @Test
  void otherFormatsOptionsAreRefused() {
    DeltaTableWriter.create(root, List.of(), Map.of()).appendFiles(1);

    CliRun orphans = CliRun.of("orphans", root.toString(), "--older-than", "0");
    CliRun expire = CliRun.of("expire", root.toString(), "--retain-last", "2");

    assertThat(orphans.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(orphans.err())
        .contains("is a Delta table: orphans takes --retain-hours and --disable-retention-check");
    assertThat(expire.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(expire.err()).contains("is a Delta table: expire previews the log clean-up");
  }

  private static List<String> livePaths(DeltaTableWriter writer) {
    return writer.log().update().getAllFiles().stream()
        .map(AddFile::getPath)
        .map(path -> URI.create(path).getPath())
        .sorted()
        .toList();
  }

  private Path file(String relative, long modified) throws IOException {
    Path file = root.resolve(relative);
    Files.createDirectories(file.getParent());
    Files.writeString(file, "data of " + relative);
    Files.setLastModifiedTime(file, FileTime.fromMillis(modified));
    return file;
  }

  private static List<String> paths(JsonNode files) {
    Set<String> paths = new TreeSet<>();
    files.forEach(file -> paths.add(file.get("path").asText()));
    return List.copyOf(paths);
  }
}
