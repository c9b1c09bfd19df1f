package io.tablescope.app.demo.lake;

import io.delta.kernel.internal.deletionvectors.Base85Codec;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.zip.CRC32;
import org.roaringbitmap.RoaringBitmap;

/**
 * Deletion vectors as Delta writes them (PROTOCOL.md, "Deletion Vector Format"), which
 * delta-standalone cannot: a bitmap of deleted row positions serialized with the magic number and
 * RoaringBitmap's 64-bit portable layout, either inline (Z85 text in the descriptor) or in a {@code
 * deletion_vector_<uuid>.bin} file holding several bitmaps, each with its size and CRC-32.
 */
final class DeletionVectors {
  private static final int PORTABLE_MAGIC = 1681511377;

  private DeletionVectors() {}

  /** The bitmap of the row positions, serialized as Delta stores it. */
  static byte[] bitmap(long... rows) {
    RoaringBitmap low = new RoaringBitmap();
    for (long row : rows) {
      if (row < 0 || row > Integer.MAX_VALUE) {
        throw new IllegalArgumentException("Demo row positions fit in 31 bits: " + row);
      }
      low.add((int) row);
    }
    low.runOptimize();
    ByteBuffer buffer =
        ByteBuffer.allocate(4 + 8 + 4 + low.serializedSizeInBytes()).order(ByteOrder.LITTLE_ENDIAN);
    buffer.putInt(PORTABLE_MAGIC);
    buffer.putLong(1);
    buffer.putInt(0);
    low.serialize(buffer);
    return buffer.array();
  }

  /** An inline descriptor ({@code storageType 'i'}) for the rows. */
  static Map<String, Object> inline(long... rows) {
    byte[] bitmap = bitmap(rows);
    return descriptor("i", Base85Codec.encodeBytes(bitmap), null, bitmap.length, rows.length);
  }

  /**
   * Writes one deletion vector file into the table folder, holding one bitmap per entry of {@code
   * rowsPerVector}, and returns their {@code 'u'} descriptors in the same order.
   */
  static List<Map<String, Object>> writeFile(Path table, UUID id, List<long[]> rowsPerVector)
      throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    DataOutputStream out = new DataOutputStream(bytes);
    out.writeByte(1);
    List<Map<String, Object>> descriptors = new ArrayList<>();
    for (long[] rows : rowsPerVector) {
      byte[] bitmap = bitmap(rows);
      int offset = out.size();
      out.writeInt(bitmap.length);
      out.write(bitmap);
      CRC32 crc = new CRC32();
      crc.update(bitmap);
      out.writeInt((int) crc.getValue());
      descriptors.add(
          descriptor("u", Base85Codec.encodeUUID(id), offset, bitmap.length, rows.length));
    }
    out.flush();
    Files.write(table.resolve("deletion_vector_" + id + ".bin"), bytes.toByteArray());
    return descriptors;
  }

  private static Map<String, Object> descriptor(
      String storageType, String pathOrInlineDv, Integer offset, int size, long cardinality) {
    Map<String, Object> descriptor = new LinkedHashMap<>();
    descriptor.put("storageType", storageType);
    descriptor.put("pathOrInlineDv", pathOrInlineDv);
    if (offset != null) {
      descriptor.put("offset", offset);
    }
    descriptor.put("sizeInBytes", size);
    descriptor.put("cardinality", cardinality);
    return descriptor;
  }
}
