package io.tablescope.app.gui.format;

import io.tablescope.app.gui.common.Memo;
import io.tablescope.inspector.table.Capability;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.scene.Node;

/** A format's views by capability, each built the first time it is asked for. */
public final class CapabilityViews {
  private final Map<Capability, Memo<? extends Node>> views = new EnumMap<>(Capability.class);

  /** Draws a capability with the view made by {@code view}, once, when first asked for. */
  public CapabilityViews add(Capability capability, Supplier<? extends Node> view) {
    views.put(capability, new Memo<>(view));
    return this;
  }

  /** Whether a view of the capability was added. */
  public boolean has(Capability capability) {
    return views.containsKey(capability);
  }

  public Optional<Node> view(Capability capability) {
    return Optional.ofNullable(views.get(capability)).map(Memo::get);
  }

  /** The view of a capability if it has been built, without building it. */
  public Optional<Node> built(Capability capability) {
    return Optional.ofNullable(views.get(capability)).filter(Memo::made).map(Memo::get);
  }
}
