package io.tablescope.format.location;

import java.io.IOException;

/** Nothing that can be read as an Iceberg table was found at a path; the message says why. */
public final class TableNotFoundException extends IOException {
  public TableNotFoundException(String message) {
    super(message);
  }
}
