package io.tablescope.inspector.hudi.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tablescope.format.io.Storage;
import io.tablescope.format.testing.Folders;
import io.tablescope.format.testing.hudi.HudiOracleTables;
import io.tablescope.inspector.hudi.HudiIncremental;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.hudi.IncrementalWarning;
import io.tablescope.inspector.hudi.IncrementalWarning.Kind;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What an incremental read says when its range is not what Hudi's reader returns: files a clean
 * deleted, against the storage Hudi 1.0.1's clean left and the clean it ran; commits archived on
 * layout 1, against Hudi's archived timeline; files gone with nothing deleting them.
 */
class HudiIncrementalOracleTest {
  private static final Set<String> COMMITS = Set.of("commit", "deltacommit", "replacecommit");

  private static HudiTable open(Path table) throws Exception {
    return HudiTable.open(Storage.local(), table.toString(), Runnable::run);
  }

  @ParameterizedTest
  @ValueSource(strings = {"cow-v8", "mor-v8", "cow-v6", "mor-v6"})
  void filesTheCleanDeletedAreNamedWithTheClean(String name) throws Exception {
    HudiOracleTables.Scenario scenario = HudiOracleTables.scenario(name);
    HudiIncremental read = HudiIncremental.read(open(scenario.table()), 0, null);

    List<String> goneFromStorage =
        read.filesRead().stream()
            .filter(file -> !Files.exists(scenario.table().resolve(file)))
            .toList();
    assertThat(goneFromStorage).as("files the clean deleted").isNotEmpty();
    IncrementalWarning cleaned = warning(read, Kind.FILES_CLEANED).orElseThrow();
    assertThat(cleaned.items()).isEqualTo(goneFromStorage);
    assertThat(cleaned.message())
        .contains("clean " + step(scenario, "clean"))
        .contains("hoodie.datasource.read.incr.fallback.fulltablescan.enable=true");
    assertThat(warning(read, Kind.FILES_MISSING)).isEmpty();
    assertThat(warning(read, Kind.BEGIN_ARCHIVED)).isEmpty();
  }

  @Test
  void layoutOnesArchivedCommitsInTheRangeAreTheOnesHudiArchived() throws Exception {
    HudiOracleTables.Scenario scenario = HudiOracleTables.scenario("archived-v6");
    HudiIncremental read = HudiIncremental.read(open(scenario.table()), 0, null);

    List<String> archived = new ArrayList<>();
    for (JsonNode instant : scenario.answers().get("archivedTimeline")) {
      if (COMMITS.contains(instant.get("action").asText())) {
        archived.add(instant.get("requestedTime").asText());
      }
    }
    assertThat(archived).isNotEmpty();
    IncrementalWarning skipped = warning(read, Kind.BEGIN_ARCHIVED).orElseThrow();
    assertThat(skipped.items()).isEqualTo(archived);
    assertThat(skipped.message())
        .startsWith(archived.size() + " commits in the range are archived");
    assertThat(read.instants()).noneMatch(i -> archived.contains(i.requestedTime()));
  }

  @Test
  void layoutTwoReadsItsArchiveAndSaysNothingOfIt() throws Exception {
    HudiOracleTables.Scenario scenario = HudiOracleTables.scenario("archived-v8");
    HudiIncremental read = HudiIncremental.read(open(scenario.table()), 0, null);

    assertThat(scenario.answers().get("archivedTimeline")).isNotEmpty();
    assertThat(warning(read, Kind.BEGIN_ARCHIVED)).isEmpty();
  }

  @Test
  void aFileGoneWithNothingDeletingItIsMissing(@TempDir Path temp) throws Exception {
    HudiOracleTables.Scenario scenario = HudiOracleTables.scenario("cow-v8");
    Path copy = temp.resolve("table");
    Folders.copy(scenario.table(), copy);
    String last = step(scenario, "commit");
    HudiIncremental before = HudiIncremental.read(open(copy), Long.parseLong(last) - 1, null);
    String lost = before.filesRead().get(0);
    Files.delete(copy.resolve(lost));

    HudiIncremental read = HudiIncremental.read(open(copy), 0, null);

    IncrementalWarning missing = warning(read, Kind.FILES_MISSING).orElseThrow();
    assertThat(missing.items()).containsExactly(lost);
    assertThat(missing.message()).startsWith("1 file the range's commits wrote is not in storage");
    assertThat(warning(read, Kind.FILES_CLEANED).orElseThrow().items()).doesNotContain(lost);
  }

  private static Optional<IncrementalWarning> warning(HudiIncremental read, Kind kind) {
    return read.warnings().stream().filter(w -> w.kind() == kind).findFirst();
  }

  /** The instant of the scenario's last step of an action. */
  private static String step(HudiOracleTables.Scenario scenario, String action) {
    String instant = null;
    for (JsonNode step : scenario.steps().get("steps")) {
      if (step.get("action").asText().equals(action)
          && step.get("state").asText().equals("COMPLETED")) {
        instant = step.get("instant").asText();
      }
    }
    assertThat(instant).as("a completed %s in %s", action, scenario.name()).isNotNull();
    return instant;
  }
}
