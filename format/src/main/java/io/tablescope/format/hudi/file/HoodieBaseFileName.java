package io.tablescope.format.hudi.file;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A base file's name: {@code <fileId>_<writeToken>_<instantTime>.<extension>}. */
public record HoodieBaseFileName(
    String fileId, String writeToken, String instantTime, String extension) {
  private static final Pattern NAME =
      Pattern.compile("^([a-zA-Z0-9-]+)_([a-zA-Z0-9-]+)_([0-9]+)(\\.[a-zA-Z0-9]+)$");

  public static Optional<HoodieBaseFileName> parse(String name) {
    Matcher matcher = NAME.matcher(name);
    return matcher.matches()
        ? Optional.of(
            new HoodieBaseFileName(
                matcher.group(1), matcher.group(2), matcher.group(3), matcher.group(4)))
        : Optional.empty();
  }
}
