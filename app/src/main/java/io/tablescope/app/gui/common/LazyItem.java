package io.tablescope.app.gui.common;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Predicate;
import javafx.scene.control.TreeItem;

/**
 * A tree item whose children are asked for the first time it is expanded (the view model reads them
 * in the background) and attached while it is collapsed with one {@code setAll}, since filling an
 * expanded item is quadratic. Whether it is a leaf comes from the value itself.
 *
 * @param <T> the rows' values
 */
public final class LazyItem<T> extends TreeItem<T> {
  private final BiConsumer<T, Consumer<List<T>>> children;
  private final Predicate<T> leaf;
  private boolean requested;

  /**
   * @param children reads a value's children and hands them over on the UI thread
   * @param leaf whether a value has no children
   */
  public LazyItem(T value, BiConsumer<T, Consumer<List<T>>> children, Predicate<T> leaf) {
    super(value);
    this.children = children;
    this.leaf = leaf;
    expandedProperty()
        .addListener(
            (observable, was, expanded) -> {
              if (expanded && !requested) {
                requested = true;
                children.accept(value, this::attach);
              }
            });
  }

  @Override
  public boolean isLeaf() {
    return leaf.test(getValue());
  }

  private void attach(List<T> values) {
    List<LazyItem<T>> items = new ArrayList<>(values.size());
    for (T value : values) {
      items.add(new LazyItem<>(value, children, leaf));
    }
    setExpanded(false);
    getChildren().setAll(items);
    setExpanded(true);
  }
}
