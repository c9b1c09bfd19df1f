package io.tablescope.format.hudi.log;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * Writes a Hudi log file byte by byte, in the order Hudi's {@code
 * HoodieLogFormatWriter.appendBlocks} writes a block: magic, long size after the size, int version,
 * int type ordinal, header, long content length, content, footer, long reverse pointer (the block's
 * bytes before it). Ordinals are Hudi's, written out here rather than taken from the reader's
 * enums, so a wrong enum fails.
 */
final class HoodieLogBytes {
  static final int COMMAND_BLOCK = 0;
  static final int DELETE_BLOCK = 1;
  static final int AVRO_DATA_BLOCK = 3;
  static final int HFILE_DATA_BLOCK = 4;
  static final int PARQUET_DATA_BLOCK = 5;
  static final int CDC_DATA_BLOCK = 6;

  static final int INSTANT_TIME = 0;
  static final int TARGET_INSTANT_TIME = 1;
  static final int SCHEMA = 2;
  static final int COMMAND_BLOCK_TYPE = 3;
  static final int COMPACTED_BLOCK_TIMES = 4;
  static final int BLOCK_IDENTIFIER = 6;

  /** {@code HoodieCommandBlockTypeEnum.ROLLBACK_BLOCK}. */
  static final String ROLLBACK_BLOCK = "0";

  static final byte[] MAGIC = "#HUDI#".getBytes(StandardCharsets.US_ASCII);

  private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

  /** Appends a version 1 block with an empty footer, as Hudi writes every block. */
  HoodieLogBytes block(int type, Map<Integer, String> header, byte[] content) {
    return block(1, type, metadata(header), content, metadata(Map.of()));
  }

  /** Appends a block of any version from its header and footer bytes, as they are given. */
  HoodieLogBytes block(int version, int type, byte[] header, byte[] content, byte[] footer) {
    try {
      ByteArrayOutputStream block = new ByteArrayOutputStream();
      DataOutputStream out = new DataOutputStream(block);
      out.write(MAGIC);
      out.writeLong(4 + 4 + header.length + 8 + content.length + footer.length + 8);
      out.writeInt(version);
      out.writeInt(type);
      out.write(header);
      out.writeLong(content.length);
      out.write(content);
      out.write(footer);
      out.writeLong(block.size());
      bytes.write(block.toByteArray());
      return this;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Appends bytes that are no block. */
  HoodieLogBytes raw(byte[] raw) {
    bytes.writeBytes(raw);
    return this;
  }

  /** Where the next block would start. */
  int size() {
    return bytes.size();
  }

  byte[] bytes() {
    return bytes.toByteArray();
  }

  /** Metadata as {@code HoodieLogBlock.getLogMetadataBytes} writes it, in the map's order. */
  static byte[] metadata(Map<Integer, String> entries) {
    try {
      ByteArrayOutputStream metadata = new ByteArrayOutputStream();
      DataOutputStream out = new DataOutputStream(metadata);
      out.writeInt(entries.size());
      for (Map.Entry<Integer, String> entry : entries.entrySet()) {
        byte[] value = entry.getValue().getBytes(StandardCharsets.UTF_8);
        out.writeInt(entry.getKey());
        out.writeInt(value.length);
        out.write(value);
      }
      return metadata.toByteArray();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Ints written big-endian, as Java's DataOutputStream and so Hudi write them. */
  static byte[] ints(int... values) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (int value : values) {
      out.writeBytes(
          new byte[] {
            (byte) (value >>> 24), (byte) (value >>> 16), (byte) (value >>> 8), (byte) value
          });
    }
    return out.toByteArray();
  }

  /** Byte arrays one after the other. */
  static byte[] concat(byte[]... parts) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (byte[] part : parts) {
      out.writeBytes(part);
    }
    return out.toByteArray();
  }
}
