package io.tablescope.format.io;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * The secrets known to one connection (a token, a credential, a client secret, S3 keys), blotted
 * out of any text a server sends before it reaches a message: a server may echo what it was sent,
 * raw or URL-encoded as a form or a query carries it.
 *
 * @param values the secrets; blank ones are ignored
 */
public record Secrets(List<String> values) {
  /** Shown instead of a secret. */
  public static final String REDACTED = "****";

  public Secrets {
    values =
        values.stream()
            .filter(Objects::nonNull)
            .filter(value -> !value.isBlank())
            .flatMap(value -> Stream.of(value, URLEncoder.encode(value, StandardCharsets.UTF_8)))
            .distinct()
            // The longest first: a credential `id:secret` goes whole before its secret alone.
            .sorted(Comparator.comparingInt(String::length).reversed())
            .toList();
  }

  /** Secrets of the given values. */
  public static Secrets of(String... values) {
    return new Secrets(Stream.of(values).filter(Objects::nonNull).toList());
  }

  /** These secrets and others. */
  public Secrets and(String... more) {
    return new Secrets(
        Stream.concat(values.stream(), Stream.of(more).filter(Objects::nonNull)).toList());
  }

  /** The text with every secret replaced by {@value #REDACTED}. */
  public String redact(String text) {
    if (text == null) {
      return null;
    }
    String redacted = text;
    for (String secret : values) {
      redacted = redacted.replace(secret, REDACTED);
    }
    return redacted;
  }

  /** Never shows a secret. */
  @Override
  public String toString() {
    return "Secrets[" + values.size() + "]";
  }
}
