package io.tablescope.inspector.delta.replay;

import static io.tablescope.format.testing.delta.HandWrittenLog.add;
import static io.tablescope.format.testing.delta.HandWrittenLog.metadata;
import static io.tablescope.format.testing.delta.HandWrittenLog.protocol;
import static io.tablescope.format.testing.delta.HandWrittenLog.remove;
import static io.tablescope.format.testing.delta.HandWrittenLog.schema;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablescope.format.Problem;
import io.tablescope.format.io.LocalFileAccess;
import io.tablescope.format.testing.delta.HandWrittenLog;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Delta operation file's errors, and a log whose winners are damaged or missing. */
class DeltaOperationFileTest {
  private static final LocalFileAccess FILES = new LocalFileAccess();

  @TempDir Path dir;

  @Test
  void malformedOperationFilesNameTheFileAndTheProblem() throws Exception {
    assertRefused("{\"actions\": []}", "read-version must be the version the transaction read");
    assertRefused(
        "{\"read-version\": 1, \"actions\": [], \"commit-file\": \"1.json\"}",
        "give the proposed commit either as actions or as a commit-file, not both");
    assertRefused(
        "{\"read-version\": 1, \"isolation\": \"serial\", \"actions\": []}",
        "isolation must be Serializable, WriteSerializable or SnapshotIsolation, not 'serial'");
    assertRefused(
        "{\"read-version\": 1, \"read-predicate\": \"color =\", \"actions\": []}",
        "read-predicate: expected a literal at the end");
    assertRefused(
        "{\"read-version\": 1, \"actions\": [{\"add\": {\"size\": 1}}]}",
        "actions[0]: Cannot parse missing field add.path");
    assertRefused(
        "{\"read-version\": 1, \"filter\": \"x\", \"actions\": []}", "unknown field 'filter'");
    assertRefused(
        "{\"read-version\": 1, \"commit-file\": \"lost/9.json\"}",
        "commit-file " + dir.resolve("lost/9.json") + " does not exist");
    assertRefused("[1]", "the operation file must hold one JSON object");
  }

  @Test
  void damagedAndMissingWinnersAreProblemsAndTheRestIsChecked() throws Exception {
    Path table = dir.resolve("t");
    HandWrittenLog log = new HandWrittenLog(table);
    Map<String, String> columns = new LinkedHashMap<>();
    columns.put("id", null);
    columns.put("color", null);
    log.commit(
        0,
        1_000,
        List.of(
            protocol(1, 2, null, null),
            metadata(
                "t",
                schema(columns),
                List.of("color"),
                Map.of(IsolationLevel.TABLE_PROPERTY, "Serializable"))));
    log.commit(1, 2_000, List.of(add("color=red/a.parquet", Map.of("color", "red"), 10, null)));
    log.write(
        "00000000000000000002.json",
        "{\"add\": not json\n"
            + HandWrittenLog.JSON.writeValueAsString(
                add("color=blue/b.parquet", Map.of("color", "blue"), 10, null))
            + "\n");
    log.commit(4, 4_000, List.of(add("color=red/c.parquet", Map.of("color", "red"), 10, null)));
    Path op =
        write(
            "{\"read-version\": 1, \"read-predicate\": \"color = 'red'\", \"actions\": ["
                + HandWrittenLog.JSON.writeValueAsString(
                    remove("color=red/a.parquet", Map.of("color", "red"), null))
                + "]}");

    DeltaReplayResult result =
        DeltaReplayer.replay(
            FILES, table.toString(), DeltaOperationFile.parse(FILES, op.toString()));

    assertThat(result.problems())
        .extracting(Problem::kind)
        .containsExactly(Problem.Kind.CORRUPT, Problem.Kind.MISSING);
    assertThat(result.problems().get(1).message()).contains("commit 3 is missing");
    assertThat(result.versionsChecked()).containsExactly(2L, 4L);
    assertThat(result.declaredIsolation()).isEqualTo(IsolationLevel.SERIALIZABLE);
    assertThat(result.failures())
        .singleElement()
        .satisfies(
            failure -> {
              assertThat(failure.version()).isEqualTo(4);
              // A winner without commitInfo: Delta's message has no conflicting commit.
              assertThat(failure.message())
                  .isEqualTo(
                      "Files were added to partition [color=red] by a concurrent update. Please try the"
                          + " operation again.\nRefer to"
                          + " https://docs.delta.io/latest/concurrency-control.html for more details.");
            });
  }

  @Test
  void aReadVersionNewerThanTheLogIsRefused() throws Exception {
    Path table = dir.resolve("t");
    new HandWrittenLog(table)
        .commit(
            0,
            1_000,
            List.of(
                protocol(1, 2, null, null),
                metadata("t", schema(Map.of("id", "id")), List.of(), Map.of())));
    DeltaProposal proposal =
        DeltaOperationFile.parse(FILES, write("{\"read-version\": 3, \"actions\": []}").toString());

    assertThatThrownBy(() -> DeltaReplayer.replay(FILES, table.toString(), proposal))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("read-version 3 is not in ")
        .hasMessageEndingWith("; its latest is 0");
  }

  private Path write(String json) throws Exception {
    Path op = dir.resolve("op.json");
    Files.writeString(op, json);
    return op;
  }

  private void assertRefused(String json, String problem) throws Exception {
    Path op = write(json);
    assertThatThrownBy(() -> DeltaOperationFile.parse(FILES, op.toString()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith(op + ": " + problem);
  }
}
