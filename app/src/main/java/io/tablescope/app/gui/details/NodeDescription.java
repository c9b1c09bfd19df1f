package io.tablescope.app.gui.details;

import io.tablescope.inspector.table.DetailSection;
import java.util.List;

/**
 * What the details pane says about the node selected in a format's tree, worked out off the UI
 * thread: a footer or the delete files may need reading.
 */
@FunctionalInterface
public interface NodeDescription {
  List<DetailSection> sections() throws Exception;
}
