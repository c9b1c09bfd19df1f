package io.tablescope.app.cli.iceberg;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.cli.CliRun;
import io.tablescope.app.cli.common.ExitCodes;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every command that reads what only Iceberg's tables offer refuses a Delta table in one line on
 * stderr, exit 2, nothing on stdout: the command, the formats that read it, the table and the
 * commands the table does offer.
 */
class DeltaRefusedCliTest {
  private static final String DELTA_ORDERS =
      Path.of("demo-warehouse/lake/orders").toAbsolutePath().toString();

  /**
   * Each command another format's tables alone answer, with the formats that answer it and the
   * arguments it needs beside the table.
   */
  static Stream<List<String>> commands() {
    return Stream.of(
        List.of("publish", "Iceberg tables", "--branch", "audit"),
        List.of("metadata-table", "Hudi tables with a metadata table"));
  }

  @ParameterizedTest
  @MethodSource("commands")
  void aDeltaTableIsRefusedInOneLine(List<String> command) {
    List<String> args = new ArrayList<>();
    args.add(command.get(0));
    args.add(DELTA_ORDERS);
    args.addAll(command.subList(2, command.size()));

    CliRun run = CliRun.of(args.toArray(String[]::new));

    assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(run.out()).isEmpty();
    assertThat(run.err().lines())
        .containsExactly(
            "tablescope: "
                + command.get(0)
                + " reads "
                + command.get(1)
                + "; "
                + DELTA_ORDERS
                + " is a Delta table, which offers summary, files, diff, tree, replay, definition,"
                + " changes, as-of, health, check, expire, orphans, find, file");
  }
}
