package io.tablescope.format.hudi.hfile;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * Reads the cells of a data block's inflated data, one after another to its end, as HBase's {@code
 * KeyValue} lays them out: an int key length; an int value length; the key (a short row length, the
 * row, a byte family length, the family, the qualifier, a long timestamp, a byte type); the value;
 * then what the {@link CellLayout} says follows.
 */
final class DataBlock {
  // The key's fields besides the row, family and qualifier: their lengths, timestamp and type.
  private static final int KEY_FIXED_BYTES = Short.BYTES + Byte.BYTES + Long.BYTES + Byte.BYTES;

  private final FileBytes file;
  private final String named;
  private final ByteBuffer data;
  private final CellLayout layout;
  private final List<HFileCell> cells;
  private final long entryCount;

  private DataBlock(
      FileBytes file,
      Block block,
      byte[] data,
      CellLayout layout,
      List<HFileCell> cells,
      long entryCount) {
    this.file = file;
    this.named = "the data block at byte " + block.offset();
    this.data = ByteBuffer.wrap(data);
    this.layout = layout;
    this.cells = cells;
    this.entryCount = entryCount;
  }

  /**
   * Adds a data block's cells to those read before it, refusing one past the trailer's count.
   *
   * @param entryCount the cells the trailer counts in the whole file
   */
  static void readCells(
      FileBytes file,
      Block block,
      byte[] data,
      CellLayout layout,
      List<HFileCell> cells,
      long entryCount) {
    new DataBlock(file, block, data, layout, cells, entryCount).readAll();
  }

  private void readAll() {
    while (data.hasRemaining()) {
      if (cells.size() >= entryCount) {
        throw file.damage(
            "is damaged: "
                + named
                + " holds more cells than the "
                + entryCount
                + " its trailer counts");
      }
      readCell();
    }
  }

  private void readCell() {
    int keyLength = readInt("its key length");
    int valueLength = readInt("its value length");
    if (keyLength < KEY_FIXED_BYTES || valueLength < 0) {
      throw damage(
          "gives its key "
              + keyLength
              + " bytes and its value "
              + valueLength
              + ", where a key takes "
              + KEY_FIXED_BYTES
              + " or more");
    }
    if ((long) keyLength + valueLength > data.remaining()) {
      throw damage(
          "gives its key and value "
              + keyLength
              + " + "
              + valueLength
              + " bytes, more than the "
              + data.remaining()
              + " left in the block");
    }
    int keyStart = data.position();
    int rowLength = data.getShort();
    if (rowLength < 0 || rowLength > keyLength - KEY_FIXED_BYTES) {
      throw damage("gives its row " + rowLength + " bytes, outside its key of " + keyLength);
    }
    String row = new String(data.array(), data.position(), rowLength, StandardCharsets.UTF_8);
    data.position(data.position() + rowLength);
    int familyLength = data.get() & 0xff;
    if (familyLength > keyLength - KEY_FIXED_BYTES - rowLength) {
      throw damage("gives its family " + familyLength + " bytes, outside its key of " + keyLength);
    }
    int valueStart = keyStart + keyLength;
    byte[] value = Arrays.copyOfRange(data.array(), valueStart, valueStart + valueLength);
    data.position(valueStart + valueLength);
    if (layout.tags()) {
      int tagsLength = readShort("its tags length") & 0xffff;
      skip(tagsLength, "its tags");
    }
    if (layout.memstoreTimestamp()) {
      skip(vlongSize(), "its memstore timestamp");
    }
    cells.add(new HFileCell(row, value));
  }

  /** The bytes of the Hadoop vlong that starts here, told by its first byte. */
  private int vlongSize() {
    if (!data.hasRemaining()) {
      throw damage("is cut short: the block ends before its memstore timestamp");
    }
    byte first = data.get(data.position());
    if (first >= -112) {
      return 1;
    }
    return first < -120 ? -119 - first : -111 - first;
  }

  private int readInt(String what) {
    if (data.remaining() < Integer.BYTES) {
      throw damage("is cut short: the block ends inside " + what);
    }
    return data.getInt();
  }

  private short readShort(String what) {
    if (data.remaining() < Short.BYTES) {
      throw damage("is cut short: the block ends inside " + what);
    }
    return data.getShort();
  }

  private void skip(int length, String what) {
    if (length > data.remaining()) {
      throw damage(
          "is cut short: "
              + what
              + " needs "
              + length
              + " bytes, more than the "
              + data.remaining()
              + " left in the block");
    }
    data.position(data.position() + length);
  }

  private HFileException damage(String problem) {
    return file.damage("is damaged: cell " + (cells.size() + 1) + ", in " + named + ", " + problem);
  }
}
