package io.tablescope.format.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.util.JsonParserDelegate;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A parser that reads as the one it wraps and notes every key repeated within one object, by its
 * JSON pointer (e.g. {@code /snapshots/2/summary/operation}): a file with two values for a key is
 * damaged, whichever value a reader takes. Skipped values are read token by token so that their
 * keys are watched too (a reader that advances by the typed {@code next…Value} methods instead is
 * not watched). At most {@link #NAMED} pointers are kept; the rest are only counted.
 */
public final class DuplicateKeys extends JsonParserDelegate {
  /** The most repeated keys named; a file of a million is not a million problems. */
  public static final int NAMED = 10;

  /** A pointer longer than this is cut: it is for a person to find the key. */
  private static final int POINTER_CHARS = 200;

  private final Deque<Set<String>> objects = new ArrayDeque<>();
  private final List<String> named = new ArrayList<>();
  private int count;

  public DuplicateKeys(JsonParser parser) {
    super(parser);
  }

  /** The pointers of the first {@link #NAMED} repeated keys, in the order they were met. */
  public List<String> named() {
    return List.copyOf(named);
  }

  /** How many keys were repeated in all. */
  public int count() {
    return count;
  }

  @Override
  public JsonToken nextToken() throws IOException {
    JsonToken token = delegate.nextToken();
    if (token == JsonToken.START_OBJECT) {
      objects.push(new HashSet<>());
    } else if (token == JsonToken.END_OBJECT) {
      objects.pop();
    } else if (token == JsonToken.FIELD_NAME && !objects.peek().add(delegate.currentName())) {
      count++;
      if (named.size() < NAMED) {
        String pointer = delegate.getParsingContext().pathAsPointer().toString();
        named.add(
            pointer.length() > POINTER_CHARS ? pointer.substring(0, POINTER_CHARS) + "…" : pointer);
      }
    }
    return token;
  }

  @Override
  public JsonToken nextValue() throws IOException {
    JsonToken token = nextToken();
    return token == JsonToken.FIELD_NAME ? nextToken() : token;
  }

  @Override
  public JsonParser skipChildren() throws IOException {
    JsonToken current = currentToken();
    if (current != JsonToken.START_OBJECT && current != JsonToken.START_ARRAY) {
      return this;
    }
    int depth = 1;
    while (depth > 0) {
      JsonToken token = nextToken();
      if (token == null) {
        return this;
      }
      if (token.isStructStart()) {
        depth++;
      } else if (token.isStructEnd()) {
        depth--;
      }
    }
    return this;
  }
}
