package io.tablescope.format.testing;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.apache.avro.file.CodecFactory;
import org.apache.avro.file.DataFileConstants;
import org.apache.avro.file.DataFileReader;
import org.apache.avro.file.DataFileWriter;
import org.apache.avro.file.SeekableByteArrayInput;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericDatumWriter;
import org.apache.avro.generic.GenericRecord;

/**
 * Crafts Avro container files from a real one: its records rewritten by Apache Avro with another
 * codec, or its one block's data replaced by bytes of the test's choosing behind a true header.
 */
public final class AvroBlocks {
  private static final int SYNC_SIZE = 16;

  private AvroBlocks() {}

  /** The file's records and header metadata, written again by Apache Avro with the codec. */
  public static byte[] rewritten(Path file, CodecFactory codec) throws IOException {
    return rewritten(Files.readAllBytes(file), codec, DataFileConstants.DEFAULT_SYNC_INTERVAL);
  }

  /** The records written again, a block each time {@code syncInterval} bytes are buffered. */
  public static byte[] rewritten(byte[] file, CodecFactory codec, int syncInterval)
      throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (DataFileReader<GenericRecord> reader =
            new DataFileReader<>(new SeekableByteArrayInput(file), new GenericDatumReader<>());
        DataFileWriter<GenericRecord> writer =
            new DataFileWriter<>(new GenericDatumWriter<GenericRecord>(reader.getSchema()))) {
      writer.setCodec(codec);
      writer.setSyncInterval(syncInterval);
      for (String key : reader.getMetaKeys()) {
        if (!key.startsWith("avro.")) {
          writer.setMeta(key, reader.getMeta(key));
        }
      }
      writer.create(reader.getSchema(), out);
      for (GenericRecord record : reader) {
        writer.append(record);
      }
    }
    return out.toByteArray();
  }

  /**
   * The file with its first block's data replaced, its record count and size written to match: the
   * header, codec and sync markers stay true, so only the data is hostile.
   */
  public static byte[] withBlockData(byte[] file, long records, byte[] data) {
    byte[] sync = Arrays.copyOfRange(file, file.length - SYNC_SIZE, file.length);
    int headerEnd = indexOf(file, sync) + SYNC_SIZE;
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.write(file, 0, headerEnd);
    writeLong(out, records);
    writeLong(out, data.length);
    out.write(data, 0, data.length);
    out.write(sync, 0, SYNC_SIZE);
    return out.toByteArray();
  }

  /** Where a byte sequence first occurs, or -1. */
  public static int indexOf(byte[] bytes, byte[] part) {
    outer:
    for (int i = 0; i + part.length <= bytes.length; i++) {
      for (int j = 0; j < part.length; j++) {
        if (bytes[i + j] != part[j]) {
          continue outer;
        }
      }
      return i;
    }
    return -1;
  }

  /** Avro's zig-zag varint. */
  private static void writeLong(ByteArrayOutputStream out, long value) {
    long n = (value << 1) ^ (value >> 63);
    while ((n & ~0x7FL) != 0) {
      out.write((int) ((n & 0x7F) | 0x80));
      n >>>= 7;
    }
    out.write((int) n);
  }
}
