package io.tablescope.app.cli.delta;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.delta.standalone.VersionLog;
import io.delta.standalone.actions.Action;
import io.delta.standalone.actions.AddFile;
import io.delta.standalone.actions.RemoveFile;
import io.tablescope.app.cli.CliRun;
import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import io.tablescope.format.testing.delta.HandWrittenLog;
import io.tablescope.format.testing.delta.HandWrittenTables;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code find}, {@code file} and {@code definition --history} on Delta tables, in text and JSON:
 * the versions and actions are the ones delta-standalone reads of the log.
 */
class DeltaFindCliTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path root;

  private DeltaTableWriter written() {
    DeltaTableWriter writer =
        DeltaTableWriter.create(root, List.of("region"), Map.of("delta.checkpointInterval", "2"));
    writer.append("EU", "US");
    writer.removeWhere("region=US");
    writer.setProperties(Map.of("owner", "sales"));
    return writer;
  }

  @Test
  void findListsTheActionsOnAPartitionWithTheirVersionsAndOperations() throws Exception {
    written();

    CliRun text = CliRun.of("find", root.toString(), "region=us");
    CliRun json = CliRun.of("find", root.toString(), "region=US", "--json");

    assertThat(text.exitCode()).as(text.err()).isZero();
    List<String> lines = text.out().lines().toList();
    assertThat(lines.get(0)).isEqualTo("2 found for \"region=us\"");
    assertThat(lines.get(1)).startsWith("version 1  add        (WRITE)  region=US/part 2-");
    assertThat(lines.get(1)).endsWith(".parquet  [region=US]");
    assertThat(lines.get(2)).startsWith("version 2  remove     (DELETE)  region=US/part 2-");
    JsonNode found = JSON.readTree(json.out());
    assertThat(found.get("format").asText()).isEqualTo("delta");
    assertThat(found.get("total").asLong()).isEqualTo(2);
    assertThat(found.get("more").asLong()).isZero();
    assertThat(found.at("/hits/1/action").asText()).isEqualTo("remove");
    assertThat(found.at("/hits/1/partition").asText()).isEqualTo("region=US");
  }

  @Test
  void fileIsTheHistoryStandaloneReadsOfThePath() throws Exception {
    DeltaTableWriter writer = written();
    List<String> standalone = new ArrayList<>();
    String path = null;
    Iterator<VersionLog> changes = writer.log().getChanges(0, true);
    while (changes.hasNext()) {
      VersionLog version = changes.next();
      for (Action action : version.getActions()) {
        if (action instanceof AddFile add && add.getPath().contains("region=US")) {
          path = URI.create(add.getPath()).getPath();
          standalone.add(version.getVersion() + " add");
        } else if (action instanceof RemoveFile remove && remove.getPath().contains("region=US")) {
          standalone.add(version.getVersion() + " remove");
        }
      }
    }

    CliRun json = CliRun.of("file", root.toString(), path, "--json");
    CliRun text = CliRun.of("file", root.toString(), root + "/" + path);

    assertThat(json.exitCode()).as(json.err()).isZero();
    JsonNode file = JSON.readTree(json.out());
    List<String> ours = new ArrayList<>();
    file.get("history")
        .forEach(e -> ours.add(e.get("version").asLong() + " " + e.get("action").asText()));
    assertThat(ours).isEqualTo(standalone).containsExactly("1 add", "2 remove");
    assertThat(file.get("live").asBoolean()).isFalse();
    assertThat(file.at("/history/0/operation").asText()).isEqualTo("WRITE");
    assertThat(text.out().lines().toList())
        .startsWith(
            "File " + path + " in partition region=US", "Not live at the latest version, 3");
  }

  @Test
  void aDeletionVectorUpdateIsShownBeforeAndAfter() {
    HandWrittenTables.featureTable(root);

    CliRun run = CliRun.of("file", root.toString(), "a file.parquet");

    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .contains("Live at the latest version, 8")
        .contains("Deletion vector changes:")
        .contains("  version 1  no deletion vector → deletion vector u")
        .containsPattern(
            "version 3  deletion vector u\\S+ \\(2 rows\\) → deletion vector i\\S+ \\(3 rows\\)");
  }

  @Test
  void aPathNoFileHasIsBadInput() {
    written();

    CliRun run = CliRun.of("file", root.toString(), "nothing.parquet");

    assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(run.err())
        .contains("No file of table ")
        .contains(" has the path or a path ending in nothing.parquet");
  }

  @Test
  void aCommitLineThatDoesNotParseIsAProblemNamingItsFileAndTheRestIsSearched() throws Exception {
    written();
    Path commit = root.resolve("_delta_log").resolve(HandWrittenLog.padded(2) + ".json");
    Files.writeString(commit, "{not json\n", StandardOpenOption.APPEND);

    CliRun text = CliRun.of("find", root.toString(), "region=US");
    CliRun json = CliRun.of("find", root.toString(), "region=US", "--json");

    assertThat(text.exitCode()).as(text.err()).isZero();
    assertThat(text.out())
        .startsWith("2 found for \"region=US\"")
        .contains("Problems (1), not searched:")
        .contains(commit.toString());
    assertThat(JSON.readTree(json.out()).at("/problems/0/path").asText())
        .isEqualTo(commit.toString());
  }

  @Test
  void definitionHistoryListsEachVersionThatChangedTheMetadata() throws Exception {
    written();

    CliRun text = CliRun.of("definition", root.toString(), "--history");
    CliRun json = CliRun.of("definition", root.toString(), "--history", "--json");

    assertThat(text.exitCode()).as(text.err()).isZero();
    assertThat(text.out())
        .contains("Definition history: 2 versions changed it")
        .contains("  version 3 (SET TBLPROPERTIES)\n    property owner added: (unset) → sales")
        .contains("    schema-field region added: (unset) → string");
    JsonNode history = JSON.readTree(json.out()).get("history");
    assertThat(history.get(0).get("version").asLong()).isZero();
    assertThat(history.get(1).get("version").asLong()).isEqualTo(3);
    assertThat(history.at("/1/changes/0/what").asText()).isEqualTo("property");
    assertThat(history.at("/1/changes/0/after").asText()).isEqualTo("sales");
  }
}
