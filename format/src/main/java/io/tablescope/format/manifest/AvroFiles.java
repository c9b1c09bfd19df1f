package io.tablescope.format.manifest;

import io.tablescope.format.Problem;
import java.io.IOException;
import java.util.function.Consumer;
import org.apache.avro.AvroRuntimeException;
import org.apache.avro.Schema;
import org.apache.avro.file.DataFileReader;
import org.apache.avro.file.SeekableByteArrayInput;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericRecord;

/** Iterates the records of an Avro container file held in memory, turning damage into a problem. */
final class AvroFiles {
  private AvroFiles() {}

  /** An open Avro file: its writer schema and header, to read records from. */
  interface Opened {
    Schema schema();

    String meta(String key);
  }

  /** What to read from an opened file. */
  interface Visitor {
    /** The reader schema to project to, or null for the file's own schema. */
    Schema readerSchema(Opened file);

    void record(GenericRecord record);
  }

  /**
   * Reads every record; returns null when all were read, else the problem that stopped reading
   * (records before it were already visited).
   */
  static Problem read(String path, byte[] bytes, Visitor visitor, Consumer<Opened> onOpen) {
    long count = 0;
    GenericDatumReader<GenericRecord> datumReader = new GenericDatumReader<>();
    try (DataFileReader<GenericRecord> reader =
        new DataFileReader<>(new SeekableByteArrayInput(bytes), datumReader)) {
      Opened opened =
          new Opened() {
            @Override
            public Schema schema() {
              return reader.getSchema();
            }

            @Override
            public String meta(String key) {
              return reader.getMetaString(key);
            }
          };
      long headerEnd = reader.previousSync();
      onOpen.accept(opened);
      Schema readerSchema = visitor.readerSchema(opened);
      if (readerSchema != null) {
        datumReader.setExpected(readerSchema);
      }
      GenericRecord reuse = null;
      while (reader.hasNext()) {
        reuse = reader.next(reuse);
        visitor.record(reuse);
        count++;
      }
      // Avro stops quietly at a block cut short; a debugger must say the file is damaged.
      String damage = AvroBlocks.damage(bytes, headerEnd);
      return damage == null
          ? null
          : new Problem(
              Problem.Kind.CORRUPT,
              path,
              "Truncated or corrupt Avro file: read "
                  + count
                  + " records of "
                  + bytes.length
                  + " bytes, then: "
                  + damage);
    } catch (IOException | AvroRuntimeException | ClassCastException | IllegalArgumentException e) {
      String cause = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
      if (count == 0 && cause.contains("Not an Avro data file")) {
        return new Problem(
            Problem.Kind.CORRUPT, path, "Not an Avro data file (" + bytes.length + " bytes)");
      }
      return new Problem(
          Problem.Kind.CORRUPT,
          path,
          "Truncated or corrupt Avro file: read "
              + count
              + " records of "
              + bytes.length
              + " bytes, then: "
              + cause);
    }
  }
}
