package io.tablescope.format.iceberg.metadata;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A snapshot summary decoded from its bytes in the metadata file on first use. It reads as an
 * ordinary immutable map; decoding happens once, whichever thread asks first.
 */
final class LazySummaryMap extends AbstractMap<String, String> {
  private final JsonFactory factory;
  private final byte[] source;
  private final int offset;
  private final int length;
  private volatile Map<String, String> decoded;

  /** The summary object at {@code source[offset, offset + length)}. */
  LazySummaryMap(JsonFactory factory, byte[] source, int offset, int length) {
    this.factory = factory;
    this.source = source;
    this.offset = offset;
    this.length = length;
  }

  private Map<String, String> decoded() {
    Map<String, String> map = decoded;
    if (map == null) {
      synchronized (this) {
        map = decoded;
        if (map == null) {
          map = decode();
          decoded = map;
        }
      }
    }
    return map;
  }

  private Map<String, String> decode() {
    try (JsonParser parser = factory.createParser(source, offset, length)) {
      parser.nextToken();
      List<String> keysAndValues = new ArrayList<>();
      while (parser.nextToken() == JsonToken.FIELD_NAME) {
        String key = parser.currentName();
        parser.nextToken();
        if (!key.equals("operation")) {
          keysAndValues.add(key);
          keysAndValues.add(parser.getValueAsString());
        }
      }
      return new SummaryMap(keysAndValues);
    } catch (IOException e) {
      // The bytes were already parsed once when the file was read, so this cannot happen.
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public String get(Object key) {
    return decoded().get(key);
  }

  @Override
  public boolean containsKey(Object key) {
    return decoded().containsKey(key);
  }

  @Override
  public int size() {
    return decoded().size();
  }

  @Override
  public Set<Entry<String, String>> entrySet() {
    return decoded().entrySet();
  }
}
