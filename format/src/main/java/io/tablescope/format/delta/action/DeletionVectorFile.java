package io.tablescope.format.delta.action;

import java.nio.ByteBuffer;
import java.util.UUID;

/**
 * Where a deletion vector stored in a file lives, by the protocol: storage type {@code u} encodes a
 * random prefix and a UUID in Z85 (the last 20 characters), and the vector is {@code
 * <prefix>/deletion_vector_<uuid>.bin} under the table root (no folder without a prefix); type
 * {@code p} is the path itself. Inline vectors ({@code i}) have no file.
 */
public final class DeletionVectorFile {
  private static final String Z85 =
      "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%$#";
  private static final int ENCODED_UUID = 20;

  private DeletionVectorFile() {}

  /**
   * The vector's file: relative to the table root for type {@code u}, as written for {@code p};
   * null for an inline vector.
   *
   * @throws IllegalArgumentException naming what is wrong when a {@code u} value is not a Z85 UUID
   *     after its prefix
   */
  public static String path(DeletionVectorDescriptor vector) {
    return switch (vector.storageType()) {
      case "u" -> relative(vector.pathOrInlineDv());
      case "p" -> vector.pathOrInlineDv();
      default -> null;
    };
  }

  private static String relative(String encoded) {
    if (encoded.length() < ENCODED_UUID) {
      throw new IllegalArgumentException(
          "'" + encoded + "' is shorter than the 20 characters of an encoded UUID");
    }
    String prefix = encoded.substring(0, encoded.length() - ENCODED_UUID);
    String name = "deletion_vector_" + uuid(encoded.substring(prefix.length())) + ".bin";
    return prefix.isEmpty() ? name : prefix + "/" + name;
  }

  /** Decodes 20 Z85 characters, four bytes from each five, into the UUID's 16 bytes. */
  private static UUID uuid(String z85) {
    ByteBuffer bytes = ByteBuffer.allocate(16);
    for (int group = 0; group < ENCODED_UUID; group += 5) {
      long value = 0;
      for (int i = group; i < group + 5; i++) {
        int digit = Z85.indexOf(z85.charAt(i));
        if (digit < 0) {
          throw new IllegalArgumentException(
              "'" + z85.charAt(i) + "' is not a Z85 character (in '" + z85 + "')");
        }
        value = value * 85 + digit;
      }
      if (value > 0xFFFFFFFFL) {
        throw new IllegalArgumentException("'" + z85 + "' is not a Z85-encoded UUID");
      }
      bytes.putInt((int) value);
    }
    bytes.flip();
    return new UUID(bytes.getLong(), bytes.getLong());
  }
}
