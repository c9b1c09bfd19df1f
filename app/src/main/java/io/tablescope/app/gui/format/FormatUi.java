package io.tablescope.app.gui.format;

import io.tablescope.inspector.table.TableFormat;
import java.util.function.Function;

/**
 * A format as the window knows it: which format, and how a window makes its views. A new format is
 * one more of these beside its entry in the inspector's registry.
 */
public record FormatUi(TableFormat format, Function<MainTabs, FormatViews> views) {}
