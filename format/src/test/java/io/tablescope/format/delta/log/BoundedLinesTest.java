package io.tablescope.format.delta.log;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Lines are read whole up to the limit; a longer one is skipped, and the lines after it read. */
class BoundedLinesTest {
  @Test
  void aLineLongerThanTheLimitIsSkippedAndTheNextLinesRead() throws IOException {
    String text = "{\"a\":1}\r\n" + "x".repeat(20) + "\n\n12345678\n{\"é\":2}";
    BoundedLines lines =
        new BoundedLines(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), 9);
    List<String> read = new ArrayList<>();
    List<Boolean> tooLong = new ArrayList<>();
    for (String line = lines.next(); line != null; line = lines.next()) {
      read.add(line);
      tooLong.add(lines.tooLong());
    }
    assertThat(read).containsExactly("{\"a\":1}", "", "", "12345678", "{\"é\":2}");
    assertThat(tooLong).containsExactly(false, true, false, false, false);
  }
}
