package io.tablescope.app.demo.lake;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.fasterxml.jackson.databind.JsonNode;
import io.delta.standalone.OptimisticTransaction;
import io.delta.standalone.exceptions.ConcurrentAppendException;
import io.delta.standalone.exceptions.ConcurrentDeleteDeleteException;
import io.delta.standalone.exceptions.ConcurrentDeleteReadException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each race the demo tells is re-run with delta-standalone: on a copy of the table at the
 * proposal's read version, the loser starts and reads as its operation file says, the winner's
 * committed version appears, and the loser commits its proposal's commit file. It must fail with
 * the exception class and message its story records.
 */
class DeltaDemoRacesTest {
  private static final String DOC_LINK =
      "Refer to https://docs.delta.io/latest/concurrency-control.html for more details.";

  static Stream<Arguments> races() {
    return Stream.of(
        Arguments.of(
            LakeOrders.NAME,
            LakeOrders.PROPOSAL,
            LakeOrders.READ_VERSION,
            ConcurrentAppendException.class),
        Arguments.of(
            LakeCustomers.NAME,
            LakeCustomers.DEDUP_PROPOSAL,
            LakeCustomers.DEDUP_READ_VERSION,
            ConcurrentDeleteReadException.class),
        Arguments.of(
            LakeCustomers.NAME,
            LakeCustomers.RETENTION_PROPOSAL,
            LakeCustomers.RETENTION_READ_VERSION,
            ConcurrentDeleteDeleteException.class));
  }

  @ParameterizedTest
  @MethodSource("races")
  void theLoserFailsAsItsStorySays(
      String name, String proposal, long readVersion, Class<?> exception, @TempDir Path copy)
      throws IOException {
    Path table = DeltaDemoWarehouseTest.LAKE.resolve(name).toAbsolutePath();
    JsonNode operationFile =
        Json.MAPPER.readTree(Proposals.operationFile(table, proposal).toFile());
    assertThat(operationFile.path("read-version").asLong()).isEqualTo(readVersion);
    CommitFiles loser =
        CommitFiles.read(
            table.resolve(Proposals.FOLDER).resolve(operationFile.path("commit-file").asText()));
    String winnerFile = String.format("%020d.json", readVersion + 1);
    JsonNode winnerInfo =
        Json.MAPPER
            .readTree(Files.readAllLines(table.resolve("_delta_log").resolve(winnerFile)).get(0))
            .path("commitInfo");

    Proposals.copyAtVersion(table, readVersion, copy);
    OptimisticTransaction txn = LakeTable.open(copy).startTransaction();
    JsonNode predicate = operationFile.path("read-predicate");
    new TableRead(predicate.isNull() ? null : predicate.asText()).applyTo(txn);
    Files.copy(
        table.resolve("_delta_log").resolve(winnerFile),
        copy.resolve("_delta_log").resolve(winnerFile));
    Throwable thrown =
        catchThrowable(() -> txn.commit(loser.actions(), loser.operation(), loser.engineInfo()));

    assertThat(thrown).isInstanceOf(exception);
    List<String> lines = thrown.getMessage().lines().toList();
    assertThat(lines).hasSize(3);
    assertThat(lines.get(0)).isEqualTo(firstLine(name, proposal, table, winnerFile));
    assertThat(lines.get(1))
        .startsWith(
            "Conflicting commit: {\"timestamp\":"
                + winnerInfo.path("timestamp").asLong()
                + ",\"operation\":\""
                + winnerInfo.path("operation").asText()
                + "\"")
        .contains("\"readVersion\":" + readVersion);
    assertThat(lines.get(2)).isEqualTo(DOC_LINK);
  }

  /** The message's first line: the story's wording around the file the winner removed. */
  private static String firstLine(String name, String proposal, Path table, String winnerFile)
      throws IOException {
    if (proposal.equals(LakeOrders.PROPOSAL)) {
      return LakeOrders.LOSER_MESSAGE;
    }
    String removed = null;
    for (String line : Files.readAllLines(table.resolve("_delta_log").resolve(winnerFile))) {
      JsonNode action = Json.MAPPER.readTree(line);
      if (action.has("remove")) {
        removed = action.get("remove").get("path").asText();
      }
    }
    assertThat(removed).as("%s: the winner removes a file", name).isNotNull();
    return proposal.equals(LakeCustomers.DEDUP_PROPOSAL)
        ? LakeCustomers.DEDUP_MESSAGE_START
            + removed
            + " in partition [country=DE]) by a concurrent update. Please try the operation again."
        : LakeCustomers.RETENTION_MESSAGE_START
            + removed
            + ") by a concurrent update. Please try the operation again.";
  }
}
