package io.tablescope.format.hudi.hfile;

import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * The bytes of one HFile held whole, with the location that every message about them names. Reads
 * are big-endian, as HBase writes, at offsets the caller has checked.
 */
record FileBytes(String location, byte[] bytes) {

  int length() {
    return bytes.length;
  }

  int readInt(int at) {
    return ByteBuffer.wrap(bytes).getInt(at);
  }

  /** Whether the bytes at an offset are a magic; false where the magic would run past the end. */
  boolean matches(int at, byte[] magic) {
    return at >= 0
        && bytes.length - at >= magic.length
        && Arrays.equals(bytes, at, at + magic.length, magic, 0, magic.length);
  }

  /** Damage in words: what is wrong, said of the file, e.g. "is not an HFile: ...". */
  HFileException damage(String what) {
    return new HFileException(location + " " + what);
  }

  HFileException damage(String what, Throwable cause) {
    return new HFileException(location + " " + what, cause);
  }

  /** Bytes as a person reads them: quoted if they are printable ASCII, else in hex. */
  static String shown(byte[] bytes, int at, int length) {
    StringBuilder text = new StringBuilder("\"");
    for (int i = at; i < at + length; i++) {
      if (bytes[i] < 0x20 || bytes[i] > 0x7e) {
        StringBuilder hex = new StringBuilder();
        for (int j = at; j < at + length; j++) {
          hex.append(hex.length() == 0 ? "" : " ").append(String.format("%02x", bytes[j]));
        }
        return hex.toString();
      }
      text.append((char) bytes[i]);
    }
    return text.append('"').toString();
  }
}
