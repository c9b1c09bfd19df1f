package io.tablescope.app.gui.replay;

import javafx.scene.layout.BorderPane;

/**
 * The Replay tab: where a proposed commit is checked against the snapshots committed after its
 * base. Empty until the replay is built on the inspector's replay analysis.
 */
public final class ReplayView extends BorderPane {
  public ReplayView() {
    setId("replay");
  }
}
