package io.tablescope.app.gui.hudi.replay;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.session.ViewModels;
import io.tablescope.app.gui.settings.Settings;
import io.tablescope.format.testing.hudi.HudiOracleTables;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Hudi replay view model on the {@code early-conflicts} scenario's tables, every task run at
 * once: an operation file turning early conflict detection on shows the exception and message Hudi
 * 1.0.1 threw as the second writer met the first's markers, or the pass where it wrote.
 */
class HudiReplayViewModelTest {
  private final Settings preferences = ViewModels.preferences();
  private final MainViewModel main = ViewModels.main(preferences);
  private final HudiReplayViewModel viewModel = new HudiReplayViewModel(main);

  @TempDir Path dir;

  @AfterEach
  void removePreferences() {
    preferences.removeNode();
  }

  private JsonNode replayEarly(String name) throws Exception {
    HudiOracleTables.Scenario early = HudiOracleTables.scenario("early-conflicts");
    JsonNode step = null;
    for (JsonNode candidate : early.steps().get("steps")) {
      if (candidate.get("name").asText().equals(name)) {
        step = candidate;
      }
    }
    assertThat(step).as(name).isNotNull();
    main.open(early.table().resolveSibling(step.get("table").asText()).toString());
    Path op = dir.resolve("early.json");
    Files.writeString(
        op,
        "{\"instant-time\": \""
            + step.get("race").get("instant").asText()
            + "\", \"early-conflict-detection\": true}");
    viewModel.choose(op.toString());
    viewModel.run();
    return step;
  }

  @Test
  void anEarlyConflictShowsHudisExceptionTheOtherWriterAndTheFileGroups() throws Exception {
    JsonNode step = replayEarly("overlap");

    assertThat(viewModel.replay().verdictProperty().get())
        .isEqualTo(
            "Would fail early: HoodieEarlyConflictDetectionException: "
                + step.get("race").get("message").asText());
    String shown = viewModel.replay().explanationProperty().get();
    assertThat(shown)
        .contains("Caused by the markers of " + step.get("other").asText() + ".")
        .contains("Early conflict detection (SimpleDirectMarkerBasedDetectionStrategy)");
    step.get("overlap").forEach(group -> assertThat(shown).contains(group.asText()));
  }

  @Test
  void aWriterAwayFromTheOtherWritersMarkersWouldCommit() throws Exception {
    JsonNode step = replayEarly("other-partitions");

    assertThat(viewModel.replay().verdictProperty().get()).startsWith("Would commit: ");
    assertThat(viewModel.replay().explanationProperty().get())
        .contains("markers " + step.get("other").asText() + ": no overlap");
  }
}
