package io.tablescope.format.catalog.rest;

import java.io.IOException;

/**
 * A catalog could not answer: the message is one line naming the catalog, the request (method and
 * URL, without its query) and the cause (the HTTP status and the server's message, a timeout, a
 * refused connection, a response that is not the REST protocol's). It never holds a secret.
 */
public final class RestCatalogException extends IOException {
  private final int status;

  RestCatalogException(String message, int status) {
    super(message);
    this.status = status;
  }

  RestCatalogException(String message, Throwable cause) {
    super(message, cause);
    this.status = 0;
  }

  /** The HTTP status the server answered with; 0 when it gave none. */
  public int status() {
    return status;
  }
}
