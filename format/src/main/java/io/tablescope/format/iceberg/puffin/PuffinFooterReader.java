package io.tablescope.format.iceberg.puffin;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.JsonNode;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.ReadLimits;
import io.tablescope.format.json.JsonTrees;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the footer of a Puffin file from its end: magic {@code PFA1}, the JSON payload, its size (4
 * bytes, little-endian), 4 bytes of flags and the magic again. Only the footer is read; every size
 * it states is checked against the file before anything is allocated for it.
 */
public final class PuffinFooterReader {
  static final byte[] MAGIC = {0x50, 0x46, 0x41, 0x31};
  private static final int TAIL = 12;
  private static final int FOOTER_COMPRESSED_FLAG = 1;
  private static final JsonFactory JSON = new JsonFactory();

  private PuffinFooterReader() {}

  /**
   * The footer of the Puffin file at a location.
   *
   * @throws IOException naming the location when the file cannot be read or is not a whole Puffin
   *     file
   */
  public static PuffinFooter read(FileAccess files, String location) throws IOException {
    long length = files.length(location);
    if (length < MAGIC.length + MAGIC.length + TAIL) {
      throw damaged(location, "is " + length + " bytes, too short for a Puffin footer");
    }
    byte[] tail = files.readRange(location, length - TAIL, TAIL);
    if (tail.length < TAIL || !Arrays.equals(tail, 8, TAIL, MAGIC, 0, MAGIC.length)) {
      throw damaged(location, "does not end with the Puffin magic PFA1");
    }
    ByteBuffer ints = ByteBuffer.wrap(tail).order(ByteOrder.LITTLE_ENDIAN);
    long payloadSize = Integer.toUnsignedLong(ints.getInt(0));
    int flags = ints.getInt(4);
    long footerStart = length - TAIL - payloadSize - MAGIC.length;
    if (footerStart < MAGIC.length) {
      throw damaged(
          location,
          "states a footer payload of "
              + payloadSize
              + " bytes, more than the file's "
              + length
              + " bytes hold");
    }
    if (payloadSize > ReadLimits.blockLimit()) {
      throw damaged(
          location,
          ReadLimits.tooLarge("Puffin footer payload", payloadSize, ReadLimits.blockLimit())
              .getMessage());
    }
    if ((flags & FOOTER_COMPRESSED_FLAG) != 0) {
      throw new IOException(
          location
              + ": the Puffin footer payload is LZ4-compressed, which Tablescope does not read");
    }
    byte[] footer = files.readRange(location, footerStart, (int) payloadSize + MAGIC.length);
    if (footer.length < payloadSize + MAGIC.length
        || !Arrays.equals(footer, 0, MAGIC.length, MAGIC, 0, MAGIC.length)) {
      throw damaged(location, "has no Puffin magic PFA1 where its footer starts");
    }
    JsonNode payload;
    try {
      payload = JsonTrees.read(JSON, Arrays.copyOfRange(footer, MAGIC.length, footer.length));
    } catch (IOException e) {
      throw damaged(location, "has a footer payload that is not JSON: " + e.getMessage());
    }
    return parse(location, payload, footerStart);
  }

  private static PuffinFooter parse(String location, JsonNode payload, long footerStart)
      throws IOException {
    JsonNode blobs = payload.get("blobs");
    if (blobs == null || !blobs.isArray()) {
      throw damaged(location, "has a footer payload without a blobs list");
    }
    List<PuffinFooter.Blob> parsed = new ArrayList<>();
    for (JsonNode blob : blobs) {
      long offset = number(location, blob, "offset");
      long length = number(location, blob, "length");
      if (offset < MAGIC.length || length < 0 || offset > footerStart - length) {
        throw damaged(
            location,
            "lists a blob at offset "
                + offset
                + " of "
                + length
                + " bytes, outside the blobs that end at "
                + footerStart);
      }
      List<Integer> fields = new ArrayList<>();
      JsonNode fieldIds = blob.path("fields");
      fieldIds.forEach(field -> fields.add(field.asInt()));
      JsonNode codec = blob.get("compression-codec");
      parsed.add(
          new PuffinFooter.Blob(
              text(location, blob, "type"),
              fields,
              number(location, blob, "snapshot-id"),
              number(location, blob, "sequence-number"),
              offset,
              length,
              codec == null || codec.isNull() ? null : codec.asText(),
              properties(blob.path("properties"))));
    }
    return new PuffinFooter(parsed, properties(payload.path("properties")));
  }

  private static Map<String, String> properties(JsonNode node) {
    Map<String, String> properties = new LinkedHashMap<>();
    node.fields()
        .forEachRemaining(field -> properties.put(field.getKey(), field.getValue().asText()));
    return properties;
  }

  private static long number(String location, JsonNode blob, String field) throws IOException {
    JsonNode value = blob.get(field);
    if (value == null || !value.isIntegralNumber() || !value.canConvertToLong()) {
      throw damaged(location, "has a footer blob without a whole number " + field);
    }
    return value.asLong();
  }

  private static String text(String location, JsonNode blob, String field) throws IOException {
    JsonNode value = blob.get(field);
    if (value == null || !value.isTextual()) {
      throw damaged(location, "has a footer blob without a " + field);
    }
    return value.asText();
  }

  static IOException damaged(String location, String what) {
    return new IOException(location + " " + what);
  }
}
