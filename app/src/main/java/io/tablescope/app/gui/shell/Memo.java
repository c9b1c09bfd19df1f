package io.tablescope.app.gui.shell;

import java.util.function.Supplier;

/** A value made the first time it is asked for, then the same value each time after. */
final class Memo<T> implements Supplier<T> {
  private final Supplier<? extends T> make;
  private T value;

  Memo(Supplier<? extends T> make) {
    this.make = make;
  }

  @Override
  public T get() {
    if (value == null) {
      value = make.get();
    }
    return value;
  }
}
