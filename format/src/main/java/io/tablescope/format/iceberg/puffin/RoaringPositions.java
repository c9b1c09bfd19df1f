package io.tablescope.format.iceberg.puffin;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * Decodes the portable serialization of a 64-bit Roaring bitmap: a count of 32-bit bitmaps (8
 * bytes), then each with its high 32 bits as a key (4 bytes) and the bitmap in Roaring's portable
 * format. Every count is checked against the bytes left before it is looped over, so a hostile
 * count fails as damage, not as time or memory. Little-endian throughout.
 */
final class RoaringPositions {
  private static final int SERIAL_COOKIE_NO_RUNCONTAINER = 12346;
  private static final int SERIAL_COOKIE = 12347;
  private static final int NO_OFFSET_THRESHOLD = 4;
  private static final int MAX_ARRAY_CARDINALITY = 4096;
  private static final int BITMAP_LONGS = 1024;
  private static final int MAX_CONTAINERS = 1 << 16;

  private final String location;
  private final ByteBuffer bytes;
  private final int shown;
  private final List<Long> positions = new ArrayList<>();
  private long cardinality;

  RoaringPositions(String location, ByteBuffer bytes, int shown) {
    this.location = location;
    this.bytes = bytes;
    this.shown = shown;
  }

  DeletionVector decode() throws IOException {
    long bitmaps = bytes.getLong();
    // A 32-bit bitmap takes at least its key and its cookie.
    if (bitmaps < 0 || bitmaps > bytes.remaining() / 8) {
      throw damaged("states " + Long.toUnsignedString(bitmaps) + " bitmaps, more than it holds");
    }
    long previousKey = -1;
    for (long i = 0; i < bitmaps; i++) {
      long key = Integer.toUnsignedLong(bytes.getInt());
      if (key > Integer.MAX_VALUE) {
        throw damaged("has a bitmap key " + key + ": its positions would be negative");
      }
      if (key <= previousKey) {
        throw damaged("has bitmap keys out of order (" + key + " after " + previousKey + ")");
      }
      previousKey = key;
      bitmap(key << 32);
    }
    if (bytes.hasRemaining()) {
      throw damaged("has " + bytes.remaining() + " bytes after its bitmap");
    }
    return new DeletionVector(cardinality, positions);
  }

  private void bitmap(long high) throws IOException {
    int cookie = bytes.getInt();
    int containers;
    byte[] runFlags = null;
    if ((cookie & 0xFFFF) == SERIAL_COOKIE) {
      containers = (cookie >>> 16) + 1;
      runFlags = new byte[(containers + 7) / 8];
      bytes.get(runFlags);
    } else if (cookie == SERIAL_COOKIE_NO_RUNCONTAINER) {
      containers = bytes.getInt();
    } else {
      throw damaged("has a bitmap with an unknown cookie " + cookie);
    }
    if (containers < 0 || containers > MAX_CONTAINERS || containers > bytes.remaining() / 4) {
      throw damaged("states " + containers + " containers in a bitmap, more than it holds");
    }
    int[] keys = new int[containers];
    int[] cardinalities = new int[containers];
    for (int i = 0; i < containers; i++) {
      keys[i] = Short.toUnsignedInt(bytes.getShort());
      cardinalities[i] = Short.toUnsignedInt(bytes.getShort()) + 1;
      if (i > 0 && keys[i] <= keys[i - 1]) {
        throw damaged("has containers out of order in a bitmap");
      }
    }
    if (runFlags == null || containers >= NO_OFFSET_THRESHOLD) {
      bytes.position(bytes.position() + 4 * Math.min(containers, bytes.remaining() / 4));
    }
    for (int i = 0; i < containers; i++) {
      long base = high | ((long) keys[i] << 16);
      if (runFlags != null && (runFlags[i / 8] & (1 << (i % 8))) != 0) {
        runs(base);
      } else if (cardinalities[i] > MAX_ARRAY_CARDINALITY) {
        words(base);
      } else {
        array(base, cardinalities[i]);
      }
    }
  }

  private void runs(long base) throws IOException {
    int runs = Short.toUnsignedInt(bytes.getShort());
    int previousEnd = -1;
    for (int r = 0; r < runs; r++) {
      int start = Short.toUnsignedInt(bytes.getShort());
      int length = Short.toUnsignedInt(bytes.getShort());
      if (start <= previousEnd || start + length > 0xFFFF) {
        throw damaged("has a run container whose runs overlap or overflow");
      }
      previousEnd = start + length;
      for (int low = start; low <= previousEnd && positions.size() < shown; low++) {
        positions.add(base | low);
      }
      cardinality += length + 1L;
    }
  }

  private void words(long base) {
    for (int w = 0; w < BITMAP_LONGS; w++) {
      long word = bytes.getLong();
      cardinality += Long.bitCount(word);
      while (word != 0 && positions.size() < shown) {
        positions.add(base | (w * 64L + Long.numberOfTrailingZeros(word)));
        word &= word - 1;
      }
    }
  }

  private void array(long base, int values) throws IOException {
    int previous = -1;
    for (int v = 0; v < values; v++) {
      int low = Short.toUnsignedInt(bytes.getShort());
      if (low <= previous) {
        throw damaged("has an array container out of order");
      }
      previous = low;
      if (positions.size() < shown) {
        positions.add(base | low);
      }
    }
    cardinality += values;
  }

  private IOException damaged(String what) {
    return PuffinFooterReader.damaged(location, "holds a deletion vector that " + what);
  }
}
