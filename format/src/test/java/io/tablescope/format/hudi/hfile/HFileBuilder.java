package io.tablescope.format.hudi.hfile;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.CRC32C;
import java.util.zip.GZIPOutputStream;

/**
 * Writes small HFiles as HBase lays them out, from their parts: blocks of cells (or of bytes given
 * whole), a file info block, then the trailer. By default no codec and no checksums, with a
 * memstore timestamp of 0 after each value as Hudi's files have.
 */
final class HFileBuilder {
  static final int NONE = 2;
  static final int GZ = 1;
  static final int HEADER_SIZE = 33;

  private record Part(String magic, byte[] content) {}

  private final List<Part> blocks = new ArrayList<>();
  private final Map<String, byte[]> fileInfo = new LinkedHashMap<>();
  private final Map<Integer, Long> trailerFields = new LinkedHashMap<>();
  private int codec = NONE;
  private int bytesPerChecksum;
  private int cells;

  HFileBuilder() {
    fileInfo.put("KEY_VALUE_VERSION", ByteBuffer.allocate(4).putInt(1).array());
    fileInfo.put("MAX_MEMSTORE_TS_KEY", new byte[8]);
  }

  HFileBuilder gzip() {
    codec = GZ;
    return this;
  }

  /** CRC32C checksums, each of a number of bytes of a block's header and data. */
  HFileBuilder crc32c(int bytesPerChecksum) {
    this.bytesPerChecksum = bytesPerChecksum;
    return this;
  }

  /** A data block of cells, each a key and its value as text. */
  HFileBuilder dataBlock(String... keysAndValues) {
    ByteArrayOutputStream content = new ByteArrayOutputStream();
    for (int i = 0; i < keysAndValues.length; i += 2) {
      content.writeBytes(
          cell(keysAndValues[i], keysAndValues[i + 1].getBytes(StandardCharsets.UTF_8)));
      cells++;
    }
    return dataBlock(content.toByteArray());
  }

  /** A data block of the bytes given, which the trailer's entry count does not count. */
  HFileBuilder dataBlock(byte[] content) {
    blocks.add(new Part("DATABLK*", content));
    return this;
  }

  HFileBuilder block(String magic, byte[] content) {
    blocks.add(new Part(magic, content));
    return this;
  }

  HFileBuilder fileInfo(String key, byte[] value) {
    fileInfo.put(key, value);
    return this;
  }

  /** A trailer field's value in place of the one the parts make. */
  HFileBuilder trailer(int field, long value) {
    trailerFields.put(field, value);
    return this;
  }

  /** A cell as HBase's KeyValue lays it out, no family, no qualifier, timestamp 0 after it. */
  static byte[] cell(String key, byte[] value) {
    byte[] row = key.getBytes(StandardCharsets.UTF_8);
    int keyLength = Short.BYTES + row.length + 1 + Long.BYTES + 1;
    ByteBuffer cell = ByteBuffer.allocate(8 + keyLength + value.length + 1);
    cell.putInt(keyLength).putInt(value.length);
    cell.putShort((short) row.length).put(row).put((byte) 0).putLong(Long.MAX_VALUE).put((byte) 4);
    cell.put(value).put((byte) 0);
    return cell.array();
  }

  byte[] build() {
    ByteArrayOutputStream file = new ByteArrayOutputStream();
    long first = -1;
    long last = -1;
    for (Part part : blocks) {
      if (part.magic.equals("DATABLK*")) {
        first = first < 0 ? file.size() : first;
        last = file.size();
      }
      file.writeBytes(blockBytes(part.magic, part.content));
    }
    long fileInfoOffset = file.size();
    file.writeBytes(blockBytes("FILEINF2", fileInfoContent()));
    TrailerFields trailer = new TrailerFields();
    trailer.with(TrailerFields.FILE_INFO_OFFSET, fileInfoOffset);
    trailer.with(TrailerFields.LOAD_ON_OPEN_DATA_OFFSET, fileInfoOffset);
    trailer.with(TrailerFields.ENTRY_COUNT, cells);
    trailer.with(TrailerFields.FIRST_DATA_BLOCK_OFFSET, first);
    trailer.with(TrailerFields.LAST_DATA_BLOCK_OFFSET, last);
    trailer.fields.put(
        TrailerFields.COMPARATOR_CLASS_NAME,
        "org.apache.hudi.io.storage.HoodieHBaseKVComparator".getBytes(StandardCharsets.UTF_8));
    trailer.with(TrailerFields.COMPRESSION_CODEC, codec);
    trailerFields.forEach(trailer::with);
    file.writeBytes(trailer.bytes());
    return file.toByteArray();
  }

  /** A block: header, data (compressed when asked), then a checksum per chunk when asked. */
  byte[] blockBytes(String magic, byte[] content) {
    byte[] data = codec == GZ ? gzip(content) : content;
    int checksums = bytesPerChecksum == 0 ? 0 : chunks(HEADER_SIZE + data.length) * 4;
    ByteBuffer block = ByteBuffer.allocate(HEADER_SIZE + data.length + checksums);
    block.put(magic.getBytes(StandardCharsets.US_ASCII));
    block.putInt(data.length + checksums).putInt(content.length).putLong(-1);
    block.put((byte) (bytesPerChecksum == 0 ? 0 : 2)).putInt(bytesPerChecksum);
    block.putInt(HEADER_SIZE + data.length).put(data);
    for (int chunk = 0; chunk < checksums / 4; chunk++) {
      CRC32C crc = new CRC32C();
      int from = chunk * bytesPerChecksum;
      crc.update(block.array(), from, Math.min(bytesPerChecksum, HEADER_SIZE + data.length - from));
      block.putInt((int) crc.getValue());
    }
    return block.array();
  }

  private int chunks(int bytes) {
    return (bytes + bytesPerChecksum - 1) / bytesPerChecksum;
  }

  private byte[] fileInfoContent() {
    ByteArrayOutputStream message = new ByteArrayOutputStream();
    fileInfo.forEach(
        (key, value) -> {
          ByteArrayOutputStream pair = new ByteArrayOutputStream();
          byte[] keyBytes = key.getBytes(StandardCharsets.UTF_8);
          pair.write(1 << 3 | 2);
          TrailerFields.writeVarint(pair, keyBytes.length);
          pair.writeBytes(keyBytes);
          pair.write(2 << 3 | 2);
          TrailerFields.writeVarint(pair, value.length);
          pair.writeBytes(value);
          message.write(1 << 3 | 2);
          TrailerFields.writeVarint(message, pair.size());
          message.writeBytes(pair.toByteArray());
        });
    ByteArrayOutputStream content = new ByteArrayOutputStream();
    content.writeBytes("PBUF".getBytes(StandardCharsets.US_ASCII));
    TrailerFields.writeVarint(content, message.size());
    content.writeBytes(message.toByteArray());
    return content.toByteArray();
  }

  static byte[] gzip(byte[] content) {
    ByteArrayOutputStream compressed = new ByteArrayOutputStream();
    try (GZIPOutputStream out = new GZIPOutputStream(compressed)) {
      out.write(content);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return compressed.toByteArray();
  }
}
