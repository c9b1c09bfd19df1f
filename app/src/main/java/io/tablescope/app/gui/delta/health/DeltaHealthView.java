package io.tablescope.app.gui.delta.health;

import io.tablescope.app.gui.health.HealthPane;
import io.tablescope.app.gui.health.HealthViewModel;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.inspector.delta.DeltaTable;
import javafx.scene.layout.BorderPane;

/**
 * Why a Delta table is slow or large: the log and its growth, the checkpoint and {@code
 * _last_checkpoint}, log clean-up, small files, deletion vectors, tombstones, writers, contention
 * and the protocol, a section each with its findings; the selected finding's numbers and advice
 * below. Analysed off the FX thread, with progress and cancel. Reads only.
 */
public final class DeltaHealthView extends BorderPane {
  private final HealthPane pane;

  public DeltaHealthView(MainViewModel main) {
    HealthViewModel<DeltaTable> viewModel = new HealthViewModel<>(main, new DeltaHealthFormat());
    pane = new HealthPane("deltaHealth", viewModel);
    setCenter(pane);
    addIntegrity();
  }

  /**
   * The Integrity section's place, beneath the findings: Delta's {@code FormatIntegrity} is wired
   * here at merge, as {@code HudiHealthView} adds its integrity, with {@code pane.addSection(
   * "Integrity", "deltaIntegrity", new IntegrityView<>(...))}. Until then the view has none.
   */
  private void addIntegrity() {}
}
