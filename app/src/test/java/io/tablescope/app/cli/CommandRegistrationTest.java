package io.tablescope.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.inspector.table.Capability;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A run registers only the subcommand it names (for start-up speed); the top-level help, version
 * and a mistyped name still see every subcommand.
 */
class CommandRegistrationTest {
  private static final List<String> SUBCOMMANDS =
      List.of(
          "summary",
          "definition",
          "tree",
          "diff",
          "changes",
          "as-of",
          "replay",
          "files",
          "health",
          "check",
          "metadata-table",
          "expire",
          "orphans",
          "publish",
          "scan",
          "file",
          "find",
          "catalogs",
          "ls");

  @Test
  void theTopLevelHelpListsEverySubcommandInOrder() {
    CliRun run = CliRun.of("--help");

    assertThat(run.exitCode()).isZero();
    List<String> listed =
        run.out()
            .lines()
            .map(String::strip)
            .map(line -> line.split("\\s+")[0])
            .filter(SUBCOMMANDS::contains)
            .toList();
    assertThat(listed).containsExactlyElementsOf(SUBCOMMANDS);
  }

  @Test
  void aSubcommandsHelpNamesItsParent() {
    CliRun run = CliRun.of("summary", "--help");

    assertThat(run.exitCode()).isZero();
    assertThat(run.out()).startsWith("Usage: tablescope summary");
  }

  @Test
  void aMistypedSubcommandIsBadInputNamingIt() {
    CliRun run = CliRun.of("sumary", "t");

    assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(run.err()).startsWith("tablescope: Unmatched arguments").contains("'sumary'");
  }

  /** A refusal names the commands a table offers by its capabilities: each must be one. */
  @Test
  void everyCommandACapabilityNamesIsASubcommand() {
    assertThat(Arrays.stream(Capability.values()).flatMap(c -> c.commands().stream()))
        .isSubsetOf(SUBCOMMANDS);
  }
}
