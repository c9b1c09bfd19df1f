package io.tablescope.format.hudi.file;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A log file's name: {@code .<fileId>_<instantTime>.log.<version>_<writeToken>[.cdc]}. The instant
 * is the slice's base instant on table versions before 8 and the writing delta commit's requested
 * time from 8 on.
 */
public record HoodieLogFileName(
    String fileId,
    String instantTime,
    String extension,
    int version,
    String writeToken,
    boolean cdc) {
  private static final Pattern NAME =
      Pattern.compile("^\\.(.+)_(.*)\\.(log|archive)\\.(\\d+)(_((\\d+)-(\\d+)-(\\d+))(\\.cdc)?)?$");

  public static Optional<HoodieLogFileName> parse(String name) {
    Matcher matcher = NAME.matcher(name);
    if (!matcher.matches() || matcher.group(4).length() > 9) {
      return Optional.empty();
    }
    return Optional.of(
        new HoodieLogFileName(
            matcher.group(1),
            matcher.group(2),
            matcher.group(3),
            Integer.parseInt(matcher.group(4)),
            matcher.group(6),
            matcher.group(10) != null));
  }
}
