package io.tablescope.app.gui.delta.health;

import io.tablescope.app.gui.health.HealthPane;
import io.tablescope.app.gui.health.HealthViewModel;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.inspector.delta.DeltaTable;
import javafx.scene.Node;
import javafx.scene.layout.BorderPane;

/**
 * Why a Delta table is slow or large: the log and its growth, the checkpoint and {@code
 * _last_checkpoint}, log clean-up, small files, deletion vectors, tombstones, writers, contention
 * and the protocol, a section each with its findings, and the integrity check; the selected
 * finding's numbers and advice below. Analysed off the FX thread, with progress and cancel. Reads
 * only.
 */
public final class DeltaHealthView extends BorderPane {
  /**
   * @param integrity the Integrity section, beneath the findings: the table's whole-log check
   */
  public DeltaHealthView(MainViewModel main, Node integrity) {
    HealthViewModel<DeltaTable> viewModel = new HealthViewModel<>(main, new DeltaHealthFormat());
    HealthPane pane = new HealthPane("deltaHealth", viewModel);
    pane.addSection("Integrity", "deltaIntegrity", integrity);
    setCenter(pane);
  }
}
