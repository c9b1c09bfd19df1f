package io.tablescope.format.avro;

/** Avro data or a schema that cannot be read: what is wrong, in words for the user. */
public final class AvroException extends RuntimeException {
  public AvroException(String message) {
    super(message);
  }
}
