package io.tablescope.app.gui.details;

import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.task.ProgressListener;
import io.tablescope.app.gui.task.TaskHandle;
import io.tablescope.inspector.table.DetailSection;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The details of the node selected in the tree, worked out in the background whenever the selection
 * changes; a newer selection cancels the older one's work.
 */
public final class DetailsViewModel {
  private final MainViewModel main;
  private final ObservableList<DetailSection> sections = FXCollections.observableArrayList();
  private TaskHandle running;

  /**
   * @param selected what to say about the selected node; null when nothing is selected
   */
  public DetailsViewModel(MainViewModel main, ObservableValue<NodeDescription> selected) {
    this.main = main;
    selected.addListener((observable, old, node) -> describe(node));
  }

  private void describe(NodeDescription node) {
    if (running != null) {
      running.cancel();
    }
    if (node == null) {
      sections.clear();
      return;
    }
    running =
        main.tasks()
            .run(
                progress -> node.sections(),
                sections::setAll,
                failure -> main.errorProperty().set(failure.getMessage()),
                ProgressListener.IGNORE);
  }

  /** The sections about the selected node; empty when nothing is selected. */
  public ObservableList<DetailSection> sections() {
    return sections;
  }
}
