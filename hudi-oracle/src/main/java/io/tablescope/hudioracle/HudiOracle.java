package io.tablescope.hudioracle;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * Writes Hudi tables with Hudi's Java write client and prints Hudi's answers about them, as JSON on
 * standard output (nothing else goes there: whatever the libraries print goes to standard error).
 *
 * <pre>
 *   write &lt;scenario&gt; &lt;dir&gt;   writes the scenario's table at dir, prints its steps
 *   answer &lt;dir&gt;             prints Hudi's answers about the table at dir
 * </pre>
 */
public final class HudiOracle {

  private HudiOracle() {}

  public static void main(String[] args) throws Exception {
    PrintStream stdout = System.out;
    System.setOut(new PrintStream(System.err, true, StandardCharsets.UTF_8));
    Object result;
    if (args.length == 3 && args[0].equals("write")) {
      result = Scenarios.write(args[1], args[2]);
    } else if (args.length == 2 && args[0].equals("answer")) {
      result = Answers.answer(args[1]);
    } else {
      System.err.println(
          "usage: write <scenario> <dir> | answer <dir>; scenarios: " + Scenarios.NAMES);
      System.exit(2);
      return;
    }
    ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    stdout.write(mapper.writeValueAsBytes(result));
    stdout.write('\n');
    stdout.flush();
    // Hudi's clients may leave non-daemon threads behind.
    System.exit(0);
  }
}
