package io.tablescope.app.gui.preview;

import java.util.List;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * What a deletion preview shows once its run ends: the preview itself, the files it would delete
 * and a line of totals; cleared when the table changes.
 *
 * @param <P> the preview
 * @param <F> one file the preview would delete
 */
public final class PreviewResult<P, F> {
  private final ObjectProperty<P> preview = new SimpleObjectProperty<>();
  private final ObservableList<F> deleted = FXCollections.observableArrayList();
  private final StringProperty totals = new SimpleStringProperty("");

  /** Shows a preview that ended. */
  public void show(P result, List<F> files, String totalsLine) {
    preview.set(result);
    deleted.setAll(files);
    totals.set(totalsLine);
  }

  /** Forgets the preview shown, as when another table opens. */
  public void clear() {
    preview.set(null);
    deleted.clear();
    totals.set("");
  }

  public ObjectProperty<P> previewProperty() {
    return preview;
  }

  public ObservableList<F> deleted() {
    return deleted;
  }

  public StringProperty totalsProperty() {
    return totals;
  }
}
