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
 *   answer-health &lt;dir&gt;      prints Hudi's answers about what blocks the table at dir
 *   answer-clean &lt;dir&gt;       prints Hudi's clean plans, archival choice and pending writes
 *                            markers for the table at dir (a copy: planning may write)
 *   bench-table &lt;dir&gt; [&lt;instants&gt; [&lt;slices&gt; [&lt;partitions&gt;]]]
 *                            writes the benchmarks' large table (default 10,000 instants,
 *                            100,000 slices, 1,000 partitions), prints one line
 *   bench &lt;summary|files&gt; &lt;dir&gt;
 *                            does what Tablescope's command does with Hudi's API, prints one line
 *                            of counts
 * </pre>
 */
public final class HudiOracle {

  private HudiOracle() {}

  public static void main(String[] args) throws Exception {
    PrintStream stdout = System.out;
    System.setOut(new PrintStream(System.err, true, StandardCharsets.UTF_8));
    if (args.length >= 2 && args.length <= 5 && args[0].equals("bench-table")) {
      int instants = args.length > 2 ? Integer.parseInt(args[2]) : 10_000;
      int slices = args.length > 3 ? Integer.parseInt(args[3]) : 100_000;
      int partitions = args.length > 4 ? Integer.parseInt(args[4]) : 1_000;
      line(stdout, BenchTable.write(args[1], instants, slices, partitions));
      return;
    }
    if (args.length == 3 && args[0].equals("bench")) {
      line(stdout, Bench.run(args[1], args[2]));
      return;
    }
    Object result;
    if (args.length == 3 && args[0].equals("write")) {
      result = Scenarios.write(args[1], args[2]);
    } else if (args.length == 2 && args[0].equals("answer")) {
      result = Answers.answer(args[1]);
    } else if (args.length == 2 && args[0].equals("answer-health")) {
      result = HealthAnswers.answer(args[1]);
    } else if (args.length == 2 && args[0].equals("answer-clean")) {
      result = CleanAnswers.answer(args[1]);
    } else {
      System.err.println(
          "usage: write <scenario> <dir> | answer <dir> | answer-health <dir> | answer-clean <dir>"
              + " | bench-table <dir> [<instants> [<slices> [<partitions>]]]"
              + " | bench <summary|files> <dir>; scenarios: "
              + Scenarios.NAMES);
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

  private static void line(PrintStream stdout, String line) {
    stdout.println(line);
    stdout.flush();
    System.exit(0);
  }
}
