package io.tablescope.format.delta.action;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A position in a JSON text that reads it as Jackson does with duplicate detection: a key written
 * twice, a leading zero, an unescaped control character or nesting past Jackson's limit of 1,000
 * make it unreadable ({@link Unreadable}). For {@link StatsScanner}, which takes what it needs on
 * the way.
 */
final class JsonCursor {
  // Jackson's defaults, so both say the same texts do not read.
  private static final int MAX_DEPTH = 1000;
  private static final int MAX_NUMBER_LENGTH = 1000;
  // Objects with more keys look for a repeated one in a set instead of the list.
  private static final int KEYS_IN_LIST = 8;

  private final String text;
  private int position;

  JsonCursor(String text) {
    this.text = text;
  }

  /** A key and its colon; a key met before in the same object makes the string unreadable. */
  String key(Keys keys) {
    skipWhitespace();
    if (peek() != '"') {
      throw new Unreadable();
    }
    String key = string();
    keys.add(key);
    skipWhitespace();
    expect(':');
    return key;
  }

  /**
   * Reads one value, checking it; returns its text when it is a number or a string (a string's
   * content decoded), {@code true}/{@code false} for a boolean, else null.
   */
  Token value(int depth) {
    skipWhitespace();
    char c = peek();
    switch (c) {
      case '{' -> {
        position++;
        checkDepth(depth + 1);
        Keys keys = new Keys();
        if (!closes('}')) {
          do {
            key(keys);
            value(depth + 1);
          } while (next('}'));
        }
        return Token.OTHER;
      }
      case '[' -> {
        position++;
        checkDepth(depth + 1);
        if (!closes(']')) {
          do {
            value(depth + 1);
          } while (next(']'));
        }
        return Token.OTHER;
      }
      case '"' -> {
        return new Token(Token.Kind.STRING, string());
      }
      case 't' -> {
        literal("true");
        return Token.TRUE;
      }
      case 'f' -> {
        literal("false");
        return Token.FALSE;
      }
      case 'n' -> {
        literal("null");
        return Token.OTHER;
      }
      default -> {
        return number();
      }
    }
  }

  private Token number() {
    int start = position;
    if (peekOr('\0') == '-') {
      position++;
    }
    char first = peek();
    if (first == '0') {
      position++;
      if (isAsciiDigit(peekOr('x'))) {
        throw new Unreadable();
      }
    } else if (isAsciiDigit(first)) {
      digits();
    } else {
      throw new Unreadable();
    }
    boolean whole = true;
    if (peekOr('\0') == '.') {
      position++;
      whole = false;
      if (!isAsciiDigit(peek())) {
        throw new Unreadable();
      }
      digits();
    }
    char e = peekOr('\0');
    if (e == 'e' || e == 'E') {
      position++;
      whole = false;
      char sign = peek();
      if (sign == '+' || sign == '-') {
        position++;
      }
      if (!isAsciiDigit(peek())) {
        throw new Unreadable();
      }
      digits();
    }
    if (position - start > MAX_NUMBER_LENGTH) {
      throw new Unreadable();
    }
    return new Token(whole ? Token.Kind.WHOLE : Token.Kind.OTHER, text.substring(start, position));
  }

  private void digits() {
    while (position < text.length() && isAsciiDigit(text.charAt(position))) {
      position++;
    }
  }

  /** A string's content, escapes decoded; the position is on its opening quote. */
  private String string() {
    int start = ++position;
    while (position < text.length()) {
      char c = text.charAt(position);
      if (c == '"') {
        return text.substring(start, position++);
      }
      if (c == '\\') {
        return escapedString(start);
      }
      if (c < 0x20) {
        throw new Unreadable();
      }
      position++;
    }
    throw new Unreadable();
  }

  private String escapedString(int start) {
    StringBuilder decoded = new StringBuilder(text.substring(start, position));
    while (position < text.length()) {
      char c = text.charAt(position++);
      if (c == '"') {
        return decoded.toString();
      }
      if (c < 0x20) {
        throw new Unreadable();
      }
      if (c != '\\') {
        decoded.append(c);
        continue;
      }
      char escape = peek();
      position++;
      switch (escape) {
        case '"', '\\', '/' -> decoded.append(escape);
        case 'b' -> decoded.append('\b');
        case 'f' -> decoded.append('\f');
        case 'n' -> decoded.append('\n');
        case 'r' -> decoded.append('\r');
        case 't' -> decoded.append('\t');
        case 'u' -> decoded.append(unicode());
        default -> throw new Unreadable();
      }
    }
    throw new Unreadable();
  }

  private char unicode() {
    if (position + 4 > text.length()) {
      throw new Unreadable();
    }
    int value = 0;
    for (int i = 0; i < 4; i++) {
      char c = text.charAt(position++);
      int digit = c < 0x80 ? Character.digit(c, 16) : -1;
      if (digit < 0) {
        throw new Unreadable();
      }
      value = value * 16 + digit;
    }
    return (char) value;
  }

  private void literal(String word) {
    if (!text.startsWith(word, position)) {
      throw new Unreadable();
    }
    position += word.length();
    // Jackson reads "truex" as one bad token, not true then x.
    if (Character.isJavaIdentifierPart(peekOr(' '))) {
      throw new Unreadable();
    }
  }

  /** After a member or element: true at a comma (another follows), false at the closing char. */
  boolean next(char close) {
    skipWhitespace();
    char c = peek();
    position++;
    if (c == ',') {
      return true;
    }
    if (c == close) {
      return false;
    }
    throw new Unreadable();
  }

  /** Whether the container closes at once (it is empty). */
  boolean closes(char close) {
    skipWhitespace();
    if (peek() == close) {
      position++;
      return true;
    }
    return false;
  }

  void expect(char c) {
    if (peek() != c) {
      throw new Unreadable();
    }
    position++;
  }

  char peek() {
    if (position >= text.length()) {
      throw new Unreadable();
    }
    return text.charAt(position);
  }

  char peekOr(char atEnd) {
    return position < text.length() ? text.charAt(position) : atEnd;
  }

  void skipWhitespace() {
    while (position < text.length()) {
      char c = text.charAt(position);
      if (c != ' ' && c != '\n' && c != '\r' && c != '\t') {
        return;
      }
      position++;
    }
  }

  static void checkDepth(int depth) {
    if (depth > MAX_DEPTH) {
      throw new Unreadable();
    }
  }

  private static boolean isAsciiDigit(char c) {
    return c >= '0' && c <= '9';
  }

  /** A value's kind, and its text when a number, string or boolean. */
  record Token(Kind kind, String text) {
    static final Token OTHER = new Token(Kind.OTHER, null);
    static final Token TRUE = new Token(Kind.BOOLEAN, "true");
    static final Token FALSE = new Token(Kind.BOOLEAN, "false");

    enum Kind {
      WHOLE,
      STRING,
      BOOLEAN,
      OTHER
    }
  }

  /** The keys of one object, to find one written twice. */
  static final class Keys {
    private final List<String> few = new ArrayList<>(KEYS_IN_LIST);
    private Set<String> many;

    void add(String key) {
      if (many != null) {
        if (!many.add(key)) {
          throw new Unreadable();
        }
        return;
      }
      if (few.contains(key)) {
        throw new Unreadable();
      }
      few.add(key);
      if (few.size() == KEYS_IN_LIST) {
        many = new HashSet<>(few);
      }
    }
  }

  /** The string does not read; thrown without a stack trace, as it ends a scan and nothing more. */
  static final class Unreadable extends RuntimeException {
    Unreadable() {
      super(null, null, false, false);
    }
  }
}
