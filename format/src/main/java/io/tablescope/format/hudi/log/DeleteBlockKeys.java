package io.tablescope.format.hudi.log;

import com.fasterxml.jackson.core.JsonFactory;
import io.tablescope.format.avro.AvroDecoder;
import io.tablescope.format.avro.AvroException;
import io.tablescope.format.avro.AvroRecord;
import io.tablescope.format.avro.AvroSchemaParser;
import io.tablescope.format.avro.AvroValues;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * The keys a delete block's content names: its version, the length of what follows, then from
 * version 3 on Hudi's {@code HoodieDeleteRecordList} in Avro binary. Versions 1 and 2 hold Java
 * serialized objects, which Tablescope does not deserialize.
 */
public final class DeleteBlockKeys {
  /** The first version written in Avro. */
  static final int AVRO_VERSION = 3;

  /** The wrappers of the ordering value's union, in its order: each a record of one value. */
  private static final String[][] ORDERING_WRAPPERS = {
    {"BooleanWrapper", "\"boolean\""},
    {"IntWrapper", "\"int\""},
    {"LongWrapper", "\"long\""},
    {"FloatWrapper", "\"float\""},
    {"DoubleWrapper", "\"double\""},
    {"BytesWrapper", "\"bytes\""},
    {"StringWrapper", "\"string\""},
    {"DateWrapper", "\"int\""},
    {"DecimalWrapper", "\"bytes\""},
    {"TimeMicrosWrapper", "\"long\""},
    {"TimestampMicrosWrapper", "\"long\""}
  };

  private static final AvroValues.Reader READER =
      AvroValues.reader(AvroSchemaParser.parse(new JsonFactory(), schema()));

  /** A deleted record's key. */
  public record DeletedKey(String recordKey, String partitionPath) {}

  private DeleteBlockKeys() {}

  /**
   * The keys the content names, in its order.
   *
   * @throws AvroException naming the location when the content does not decode or is of a version
   *     before Avro
   */
  public static List<DeletedKey> read(String location, byte[] content) {
    if (content.length < 8) {
      throw new AvroException(
          location
              + ": the delete block's content is "
              + content.length
              + " bytes, too short for its version and length");
    }
    ByteBuffer buffer = ByteBuffer.wrap(content);
    int version = buffer.getInt();
    int length = buffer.getInt();
    if (version < AVRO_VERSION) {
      throw new AvroException(
          location
              + ": a delete block of version "
              + version
              + ", Java-serialized, which Tablescope does not read");
    }
    if (length < 0 || length > content.length - 8) {
      throw new AvroException(
          location
              + ": the delete block says its keys take "
              + length
              + " bytes; its content holds "
              + (content.length - 8));
    }
    AvroDecoder in = new AvroDecoder(content, 8, length);
    Object list;
    try {
      list = ((AvroRecord) READER.read(in)).get("deleteRecordList");
    } catch (AvroException e) {
      throw new AvroException(
          location + ": the delete block's keys do not decode: " + e.getMessage());
    }
    if (!in.isEnd()) {
      throw new AvroException(location + ": the delete block has bytes past its keys");
    }
    List<DeletedKey> keys = new ArrayList<>();
    for (Object item : (List<?>) list) {
      AvroRecord record = (AvroRecord) item;
      keys.add(
          new DeletedKey((String) record.get("recordKey"), (String) record.get("partitionPath")));
    }
    return keys;
  }

  private static String schema() {
    StringBuilder ordering = new StringBuilder("[\"null\"");
    for (String[] wrapper : ORDERING_WRAPPERS) {
      ordering
          .append(",{\"type\":\"record\",\"name\":\"")
          .append(wrapper[0])
          .append("\",\"fields\":[{\"name\":\"value\",\"type\":")
          .append(wrapper[1])
          .append("}]}");
    }
    ordering.append(']');
    return "{\"type\":\"record\",\"name\":\"HoodieDeleteRecordList\",\"fields\":[{\"name\":"
        + "\"deleteRecordList\",\"type\":{\"type\":\"array\",\"items\":{\"type\":\"record\","
        + "\"name\":\"HoodieDeleteRecord\",\"fields\":["
        + "{\"name\":\"recordKey\",\"type\":[\"null\",\"string\"]},"
        + "{\"name\":\"partitionPath\",\"type\":[\"null\",\"string\"]},"
        + "{\"name\":\"orderingVal\",\"type\":"
        + ordering
        + "}]}}}]}";
  }
}
