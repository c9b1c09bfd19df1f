package io.tablescope.app.demo.lake;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.fasterxml.jackson.databind.JsonNode;
import io.delta.standalone.OptimisticTransaction;
import io.tablescope.app.cli.TablescopeCommand;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code tablescope replay TABLE --op OP.json --json} on each losing proposal of the demo's Delta
 * tables says what delta-standalone raises when the race is re-run: the verdict, the exception
 * class, the message's first line and the winning version.
 */
class DeltaDemoReplayCliTest {

  @ParameterizedTest
  @MethodSource("io.tablescope.app.demo.lake.DeltaDemoRacesTest#races")
  void theCliVerdictIsTheOneDeltaRaises(
      String name, String proposal, long readVersion, Class<?> exception, @TempDir Path copy)
      throws IOException {
    Path table = DeltaDemoWarehouseTest.LAKE.resolve(name).toAbsolutePath();
    Path op = Proposals.operationFile(table, proposal);
    Throwable raised = rerunRace(table, op, readVersion, copy);

    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int exit =
        TablescopeCommand.run(
            new String[] {"replay", table.toString(), "--op", op.toString(), "--json"},
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    JsonNode result = Json.MAPPER.readTree(out.toString(StandardCharsets.UTF_8));

    assertThat(raised).isInstanceOf(exception);
    assertThat(exit).isEqualTo(1);
    assertThat(result.get("outcome").asText()).isEqualTo("fail");
    JsonNode failure = result.at("/failures/0");
    assertThat(failure.get("exception").asText()).isEqualTo(raised.getClass().getSimpleName());
    assertThat(failure.get("message").asText().lines().findFirst())
        .isEqualTo(raised.getMessage().lines().findFirst());
    assertThat(failure.get("version").asLong()).isEqualTo(readVersion + 1);
  }

  /**
   * The race as {@link DeltaDemoRacesTest} re-runs it: on a copy at the read version the loser
   * reads as its operation file says, the winner's version appears, the loser commits.
   */
  private static Throwable rerunRace(Path table, Path op, long readVersion, Path copy)
      throws IOException {
    JsonNode operationFile = Json.MAPPER.readTree(op.toFile());
    CommitFiles loser =
        CommitFiles.read(op.resolveSibling(operationFile.path("commit-file").asText()));
    String winnerFile = String.format("%020d.json", readVersion + 1);
    Proposals.copyAtVersion(table, readVersion, copy);
    OptimisticTransaction txn = LakeTable.open(copy).startTransaction();
    JsonNode predicate = operationFile.path("read-predicate");
    new TableRead(predicate.isNull() ? null : predicate.asText()).applyTo(txn);
    Files.copy(
        table.resolve("_delta_log").resolve(winnerFile),
        copy.resolve("_delta_log").resolve(winnerFile));
    return catchThrowable(() -> txn.commit(loser.actions(), loser.operation(), loser.engineInfo()));
  }
}
