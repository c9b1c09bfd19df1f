package io.tablescope.app.gui.common;

import java.util.function.Supplier;

/** A value made the first time it is asked for, then the same value each time after. */
public final class Memo<T> implements Supplier<T> {
  private final Supplier<? extends T> make;
  private T value;

  public Memo(Supplier<? extends T> make) {
    this.make = make;
  }

  @Override
  public T get() {
    if (value == null) {
      value = make.get();
    }
    return value;
  }

  /** Whether the value has been made. */
  public boolean made() {
    return value != null;
  }
}
