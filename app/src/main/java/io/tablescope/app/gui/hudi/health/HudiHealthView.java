package io.tablescope.app.gui.hudi.health;

import io.tablescope.app.gui.health.HealthPane;
import io.tablescope.app.gui.health.IntegrityColumn;
import io.tablescope.app.gui.health.IntegrityView;
import io.tablescope.inspector.hudi.check.HudiFinding;
import java.util.List;
import javafx.scene.layout.BorderPane;

/**
 * What blocks a Hudi table: a section a question (writers that died, pending table services, log
 * pile-up, clean lag, timeline order, replaced groups, the metadata table), its findings beneath;
 * the selected finding's instants, numbers and files below; then the table's integrity, as the
 * CLI's {@code check} reports it. Reads only.
 */
public final class HudiHealthView extends BorderPane {
  private static final List<IntegrityColumn<HudiFinding>> INTEGRITY_COLUMNS =
      List.of(
          new IntegrityColumn<>("Check", 150, HudiFinding::rule),
          new IntegrityColumn<>("Instant", 170, HudiFinding::instant),
          new IntegrityColumn<>("Path", 320, HudiFinding::path),
          new IntegrityColumn<>("Message", 520, HudiFinding::message));

  public HudiHealthView(HudiHealthViewModel viewModel) {
    HealthPane pane = new HealthPane("hudiHealth", viewModel.health());
    pane.addSection(
        "Integrity",
        "hudiIntegrity",
        new IntegrityView<>(viewModel.integrity(), INTEGRITY_COLUMNS));
    setCenter(pane);
  }
}
