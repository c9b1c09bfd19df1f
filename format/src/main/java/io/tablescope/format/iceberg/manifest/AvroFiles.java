package io.tablescope.format.iceberg.manifest;

import com.github.luben.zstd.ZstdInputStreamNoFinalizer;
import io.tablescope.format.Problem;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;
import org.apache.avro.AvroRuntimeException;
import org.apache.avro.Schema;
import org.apache.avro.SchemaParseException;
import org.apache.avro.io.BinaryDecoder;
import org.apache.avro.io.DatumReader;
import org.apache.avro.io.DecoderFactory;
import org.xerial.snappy.Snappy;

/**
 * Reads an Avro container file held in memory: the header, then each block (record count, byte
 * size, data, sync marker), decoded with a given datum reader. Doing the framing here, rather than
 * with Avro's {@code DataFileReader}, lets a damaged file be named precisely (Avro stops quietly at
 * a block cut short) and inflates deflate blocks into one right-sized buffer.
 */
final class AvroFiles {
  private static final byte[] MAGIC = {'O', 'b', 'j', 1};
  private static final int SYNC_SIZE = 16;

  private AvroFiles() {}

  /**
   * Thrown while opening a file whose records are not of the kind expected (a manifest list where a
   * manifest should be); the file is then a problem carrying this message.
   */
  static final class WrongSchemaException extends RuntimeException {
    WrongSchemaException(String message) {
      super(message);
    }
  }

  /** Fails with {@link WrongSchemaException} unless the record schema has every named field. */
  static void requireFields(Schema schema, String kind, String... names) {
    List<String> missing = new ArrayList<>();
    for (String name : names) {
      if (schema.getType() != Schema.Type.RECORD || schema.getField(name) == null) {
        missing.add(name);
      }
    }
    if (!missing.isEmpty()) {
      String found =
          schema.getType() == Schema.Type.RECORD
              ? schema.getFields().stream().map(Schema.Field::name).toList().toString()
              : schema.getType().getName();
      throw new WrongSchemaException(
          "Not a "
              + kind
              + ": its records have no "
              + String.join(", ", missing)
              + " ("
              + found
              + ")");
    }
  }

  /** An open Avro file: its writer schema and header. */
  interface Opened {
    Schema schema();

    String meta(String key);
  }

  /**
   * Reads every record with the given datum reader; returns null when all were read, else the
   * problem that stopped reading (records before it were already passed on).
   *
   * @param onOpen called once with the header, before the first record
   */
  static <T> Problem read(
      String path,
      byte[] bytes,
      DatumReader<T> datumReader,
      Consumer<Opened> onOpen,
      Consumer<T> onRecord) {
    if (bytes.length < MAGIC.length
        || !Arrays.equals(bytes, 0, MAGIC.length, MAGIC, 0, MAGIC.length)) {
      return new Problem(
          Problem.Kind.CORRUPT, path, "Not an Avro data file (" + bytes.length + " bytes)");
    }
    long records = 0;
    int block = 0;
    try {
      BinaryDecoder header =
          DecoderFactory.get()
              .binaryDecoder(bytes, MAGIC.length, bytes.length - MAGIC.length, null);
      Map<String, byte[]> meta = new HashMap<>();
      for (long count = header.readMapStart(); count != 0; count = header.mapNext()) {
        for (long i = 0; i < count; i++) {
          String key = header.readString();
          ByteBuffer value = header.readBytes(null);
          meta.put(key, AvroRecords.toBytes(value));
        }
      }
      byte[] sync = new byte[SYNC_SIZE];
      header.readFixed(sync);
      int position = bytes.length - header.inputStream().available();
      if (!meta.containsKey("avro.schema")) {
        return corrupt(path, records, bytes, "the header has no avro.schema");
      }

      Schema schema = parseSchema(text(meta.get("avro.schema")));
      String codec = meta.containsKey("avro.codec") ? text(meta.get("avro.codec")) : "null";
      datumReader.setSchema(schema);
      onOpen.accept(
          new Opened() {
            @Override
            public Schema schema() {
              return schema;
            }

            @Override
            public String meta(String key) {
              return meta.containsKey(key) ? text(meta.get(key)) : null;
            }
          });

      BinaryDecoder decoder = null;
      T reuse = null;
      while (position < bytes.length) {
        long[] count = readLong(bytes, position);
        long[] size = count == null ? null : readLong(bytes, (int) count[1]);
        if (size == null) {
          return corrupt(path, records, bytes, "block " + block + " is cut short in its header");
        }
        int start = (int) size[1];
        long end = start + size[0] + SYNC_SIZE;
        if (size[0] < 0 || end > bytes.length) {
          return corrupt(
              path,
              records,
              bytes,
              "block "
                  + block
                  + " ("
                  + count[0]
                  + " records) needs "
                  + (end - bytes.length)
                  + " more bytes than the file has");
        }
        if (!Arrays.equals(bytes, (int) end - SYNC_SIZE, (int) end, sync, 0, SYNC_SIZE)) {
          return corrupt(
              path, records, bytes, "block " + block + " does not end with the file's sync marker");
        }
        ByteBuffer data = decompress(codec, bytes, start, (int) size[0]);
        decoder =
            DecoderFactory.get()
                .binaryDecoder(
                    data.array(), data.arrayOffset() + data.position(), data.remaining(), decoder);
        for (long i = 0; i < count[0]; i++) {
          reuse = datumReader.read(reuse, decoder);
          onRecord.accept(reuse);
          records++;
        }
        if (!decoder.isEnd()) {
          // Records that end before their block does were decoded from damaged bytes.
          return corrupt(
              path,
              records,
              bytes,
              "block " + block + " has bytes left after its " + count[0] + " records");
        }
        position = (int) end;
        block++;
      }
      return null;
    } catch (IOException
        | DataFormatException
        | AvroRuntimeException
        | ClassCastException
        | IllegalArgumentException
        | IndexOutOfBoundsException
        // Avro's answer to a length beyond its limits, such as a damaged array count.
        | UnsupportedOperationException e) {
      String cause = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
      return corrupt(path, records, bytes, "block " + block + ": " + cause);
    } catch (WrongSchemaException e) {
      return new Problem(Problem.Kind.INVALID, path, e.getMessage());
    }
  }

  /**
   * The writer schema. Avro's parser reports a top-level type name it cannot resolve (a damaged
   * {@code "type": "record"}) with a NullPointerException, the only case it does not report as an
   * {@link AvroRuntimeException}; it is turned into one here.
   */
  private static Schema parseSchema(String json) {
    try {
      return new Schema.Parser().setValidateDefaults(false).parse(json);
    } catch (NullPointerException e) {
      throw new SchemaParseException("avro.schema names a type that does not exist: " + json);
    }
  }

  private static ByteBuffer decompress(String codec, byte[] bytes, int start, int length)
      throws IOException, DataFormatException {
    switch (codec) {
      case "null":
        return ByteBuffer.wrap(bytes, start, length);
      case "deflate":
        return inflate(bytes, start, length);
      case "snappy":
        // Avro's snappy blocks end with a CRC32 of the uncompressed data, which is not checked
        // here.
        byte[] uncompressed = new byte[Snappy.uncompressedLength(bytes, start, length - 4)];
        Snappy.uncompress(bytes, start, length - 4, uncompressed, 0);
        return ByteBuffer.wrap(uncompressed);
      case "zstandard":
        try (InputStream in =
            new ZstdInputStreamNoFinalizer(new ByteArrayInputStream(bytes, start, length))) {
          return ByteBuffer.wrap(in.readAllBytes());
        }
      default:
        throw new IOException("unsupported Avro codec " + codec);
    }
  }

  /** Raw deflate, as Avro writes it, into a buffer grown only when the guess was too small. */
  private static ByteBuffer inflate(byte[] bytes, int start, int length)
      throws DataFormatException {
    Inflater inflater = new Inflater(true);
    try {
      inflater.setInput(bytes, start, length);
      byte[] out = new byte[Math.max(4096, length * 6)];
      int size = 0;
      while (!inflater.finished()) {
        if (size == out.length) {
          out = Arrays.copyOf(out, out.length * 2);
        }
        int inflated = inflater.inflate(out, size, out.length - size);
        if (inflated == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
          throw new DataFormatException("deflate data ends early");
        }
        size += inflated;
      }
      return ByteBuffer.wrap(out, 0, size);
    } finally {
      inflater.end();
    }
  }

  /** A zig-zag varint at a position: {value, position after it}, or null if the bytes end first. */
  private static long[] readLong(byte[] bytes, int position) {
    long value = 0;
    int shift = 0;
    int at = position;
    while (at < bytes.length && shift < 64) {
      int b = bytes[at++] & 0xff;
      value |= (long) (b & 0x7f) << shift;
      if ((b & 0x80) == 0) {
        return new long[] {(value >>> 1) ^ -(value & 1), at};
      }
      shift += 7;
    }
    return null;
  }

  private static String text(byte[] bytes) {
    return bytes == null ? null : new String(bytes, StandardCharsets.UTF_8);
  }

  private static Problem corrupt(String path, long count, byte[] bytes, String what) {
    return new Problem(
        Problem.Kind.CORRUPT,
        path,
        "Truncated or corrupt Avro file: read "
            + count
            + " records of "
            + bytes.length
            + " bytes, then: "
            + what);
  }
}
