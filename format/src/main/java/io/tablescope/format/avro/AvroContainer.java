package io.tablescope.format.avro;

import com.fasterxml.jackson.core.JsonFactory;
import com.github.luben.zstd.ZstdInputStreamNoFinalizer;
import io.tablescope.format.Problem;
import io.tablescope.format.io.ReadLimits;
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
import java.util.Set;
import java.util.function.Consumer;
import java.util.zip.CRC32;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;
import org.xerial.snappy.Snappy;

/**
 * Reads an Avro container file held in memory: the header, then each block (record count, byte
 * size, data, sync marker), decoded with a given record reader. Each problem is named precisely: a
 * block cut short, a sync marker that does not match, bytes left after a block's records.
 */
public final class AvroContainer {
  private static final byte[] MAGIC = {'O', 'b', 'j', 1};
  private static final int SYNC_SIZE = 16;
  private static final int CRC_SIZE = 4;

  private static final JsonFactory JSON = new JsonFactory();

  private AvroContainer() {}

  /**
   * Thrown while opening a file whose records are not of the kind expected (a manifest list where a
   * manifest should be); the file is then a problem carrying this message.
   */
  public static final class WrongSchemaException extends RuntimeException {
    public WrongSchemaException(String message) {
      super(message);
    }
  }

  /** Reads the records of a file once its writer's schema is known. */
  public interface RecordReader<T> {
    /** Prepares for records of the writer's schema, before the first is read. */
    void open(AvroSchema writer);

    T read(AvroDecoder in);
  }

  /** A reader of whole records, but for the fields at the skipped paths ({@link AvroValues}). */
  public static RecordReader<AvroRecord> records(Set<String> skipped) {
    return new RecordReader<>() {
      private AvroValues.Reader reader;

      @Override
      public void open(AvroSchema writer) {
        reader = AvroValues.reader(writer, skipped);
      }

      @Override
      public AvroRecord read(AvroDecoder in) {
        // A file of values that are not records fails as corrupt here, its reader not having
        // refused the schema first.
        return (AvroRecord) reader.read(in);
      }
    };
  }

  /** Fails with {@link WrongSchemaException} unless the record schema has every named field. */
  public static void requireFields(AvroSchema schema, String kind, String... names) {
    List<String> missing = new ArrayList<>();
    for (String name : names) {
      if (schema.type() != AvroSchema.Type.RECORD || schema.field(name) == null) {
        missing.add(name);
      }
    }
    if (!missing.isEmpty()) {
      String found =
          schema.type() == AvroSchema.Type.RECORD
              ? schema.fields().stream().map(AvroSchema.Field::name).toList().toString()
              : schema.name();
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
  public interface Opened {
    AvroSchema schema();

    String meta(String key);
  }

  /**
   * Reads every record with the given record reader; returns null when all were read, else the
   * problem that stopped reading (records before it were already passed on).
   *
   * @param onOpen called once with the header, before the first record
   */
  public static <T> Problem read(
      String path,
      byte[] bytes,
      RecordReader<T> recordReader,
      Consumer<Opened> onOpen,
      Consumer<T> onRecord) {
    if (bytes.length < MAGIC.length
        || !Arrays.equals(bytes, 0, MAGIC.length, MAGIC, 0, MAGIC.length)) {
      return new Problem(
          Problem.Kind.CORRUPT, path, "Not an Avro data file (" + bytes.length + " bytes)");
    }
    long records = 0;
    int block = 0;
    long inflated = 0;
    long inflatedLimit = ReadLimits.inflatedLimit();
    try {
      AvroDecoder header = new AvroDecoder(bytes, MAGIC.length, bytes.length - MAGIC.length);
      Map<String, byte[]> meta = new HashMap<>();
      for (int count = header.readBlockCount(); count != 0; count = header.readBlockCount()) {
        for (int i = 0; i < count; i++) {
          meta.put(header.readString(), header.readBytes());
        }
      }
      byte[] sync = header.readFixed(SYNC_SIZE);
      int position = header.position();
      if (!meta.containsKey("avro.schema")) {
        return corrupt(path, records, bytes, "the header has no avro.schema");
      }

      AvroSchema schema = parseSchema(text(meta.get("avro.schema")));
      String codec = meta.containsKey("avro.codec") ? text(meta.get("avro.codec")) : "null";
      recordReader.open(schema);
      onOpen.accept(
          new Opened() {
            @Override
            public AvroSchema schema() {
              return schema;
            }

            @Override
            public String meta(String key) {
              return meta.containsKey(key) ? text(meta.get(key)) : null;
            }
          });

      while (position < bytes.length) {
        AvroDecoder frame = new AvroDecoder(bytes, position, bytes.length - position);
        long count;
        long size;
        try {
          count = frame.readLong();
          size = frame.readLong();
        } catch (AvroException e) {
          return corrupt(path, records, bytes, "block " + block + " is cut short in its header");
        }
        int start = frame.position();
        long end = start + size + SYNC_SIZE;
        if (size < 0 || end > bytes.length) {
          return corrupt(
              path,
              records,
              bytes,
              "block "
                  + block
                  + " ("
                  + count
                  + " records) needs "
                  + (end - bytes.length)
                  + " more bytes than the file has");
        }
        if (!Arrays.equals(bytes, (int) end - SYNC_SIZE, (int) end, sync, 0, SYNC_SIZE)) {
          return corrupt(
              path, records, bytes, "block " + block + " does not end with the file's sync marker");
        }
        ByteBuffer data = decompress(codec, bytes, start, (int) size);
        inflated += data.remaining();
        if (inflated > inflatedLimit) {
          return corrupt(
              path,
              records,
              bytes,
              "its blocks inflate to more than "
                  + ReadLimits.describe(inflatedLimit)
                  + ", the most Tablescope reads of one file");
        }
        // Every record of a manifest takes a byte or more: a count past the block's bytes is
        // damage, found before it is looped over.
        if (count < 0 || count > data.remaining()) {
          return corrupt(
              path,
              records,
              bytes,
              "block " + block + " claims " + count + " records in " + data.remaining() + " bytes");
        }
        AvroDecoder decoder =
            new AvroDecoder(data.array(), data.arrayOffset() + data.position(), data.remaining());
        for (long i = 0; i < count; i++) {
          onRecord.accept(recordReader.read(decoder));
          records++;
        }
        if (!decoder.isEnd()) {
          // Records that end before their block does were decoded from damaged bytes.
          return corrupt(
              path,
              records,
              bytes,
              "block " + block + " has bytes left after its " + count + " records");
        }
        position = (int) end;
        block++;
      }
      return null;
    } catch (IOException
        | DataFormatException
        | AvroException
        | ClassCastException
        | IllegalArgumentException
        | IndexOutOfBoundsException e) {
      String cause = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
      return corrupt(path, records, bytes, "block " + block + ": " + cause);
    } catch (WrongSchemaException e) {
      return new Problem(Problem.Kind.INVALID, path, e.getMessage());
    }
  }

  private static AvroSchema parseSchema(String json) {
    try {
      return AvroSchemaParser.parse(JSON, json);
    } catch (AvroException e) {
      throw new AvroException("avro.schema " + e.getMessage());
    }
  }

  /**
   * A block's data, uncompressed. A block that would inflate past the limit is damage named before
   * the heap runs out: a 150 KB manifest must not become gigabytes.
   */
  private static ByteBuffer decompress(String codec, byte[] bytes, int start, int length)
      throws IOException, DataFormatException {
    long limit = ReadLimits.blockLimit();
    switch (codec) {
      case "null":
        return ByteBuffer.wrap(bytes, start, length);
      case "deflate":
        return inflate(bytes, start, length, limit);
      case "snappy":
        return unsnappy(bytes, start, length, limit);
      case "zstandard":
        try (InputStream in =
            new ZstdInputStreamNoFinalizer(new ByteArrayInputStream(bytes, start, length))) {
          return ByteBuffer.wrap(ReadLimits.readAtMost(in, limit, "the block"));
        }
      default:
        throw new IOException("unsupported Avro codec " + codec);
    }
  }

  /** Snappy, as Avro writes it: the compressed data, then a CRC32 of the uncompressed data. */
  private static ByteBuffer unsnappy(byte[] bytes, int start, int length, long limit)
      throws IOException {
    if (length < CRC_SIZE) {
      throw new IOException("a snappy block of " + length + " bytes has no room for its checksum");
    }
    int compressed = length - CRC_SIZE;
    long size = snappyLength(bytes, start, compressed);
    if (size > limit) {
      throw ReadLimits.tooLarge("the block", size, limit);
    }
    byte[] uncompressed = new byte[(int) size];
    Snappy.uncompress(bytes, start, compressed, uncompressed, 0);
    CRC32 crc = new CRC32();
    crc.update(uncompressed);
    int expected = ByteBuffer.wrap(bytes, start + compressed, CRC_SIZE).getInt();
    if ((int) crc.getValue() != expected) {
      throw new IOException("the snappy block's checksum does not match its data");
    }
    return ByteBuffer.wrap(uncompressed);
  }

  /**
   * The uncompressed length a snappy block starts with, an unsigned varint of up to 32 bits, read
   * here: snappy-java gives it as an int, negative past 2^31.
   */
  private static long snappyLength(byte[] bytes, int start, int length) throws IOException {
    long value = 0;
    for (int i = 0; i < Math.min(length, 5); i++) {
      int b = bytes[start + i] & 0xff;
      value |= (long) (b & 0x7f) << (7 * i);
      if ((b & 0x80) == 0) {
        return value;
      }
    }
    throw new IOException("a snappy block whose length is cut short or too long");
  }

  /** Raw deflate, as Avro writes it, into a buffer grown only when the guess was too small. */
  private static ByteBuffer inflate(byte[] bytes, int start, int length, long limit)
      throws IOException, DataFormatException {
    Inflater inflater = new Inflater(true);
    try {
      inflater.setInput(bytes, start, length);
      byte[] out = new byte[(int) Math.min(limit, Math.max(4096, length * 6L))];
      int size = 0;
      while (!inflater.finished()) {
        if (size == out.length) {
          if (size >= limit) {
            throw ReadLimits.tooLarge("the block", -1, limit);
          }
          out = Arrays.copyOf(out, (int) Math.min(limit, out.length * 2L));
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
