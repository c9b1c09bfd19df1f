package io.tablescope.format.delta.log;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tablescope.format.io.LocalFileAccess;
import io.tablescope.format.testing.CountingFileAccess;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import io.tablescope.format.testing.delta.HandWrittenLog;
import io.tablescope.format.testing.delta.KernelOracle;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Commit times follow Delta's rule: file times made monotonic, then in-commit timestamps. */
class CommitTimestampsTest {
  @TempDir Path root;

  @Test
  void fileModificationTimesAreMadeMonotonic() throws Exception {
    DeltaTableWriter table = DeltaTableWriter.create(root, List.of(), Map.of());
    table.appendFiles(1);
    table.appendFiles(1);
    table.appendFiles(1);
    long[] written = {5_000, 4_000, 4_000, 9_000};
    for (int version = 0; version < written.length; version++) {
      HandWrittenLog.setModificationTime(
          root.resolve("_delta_log").resolve(HandWrittenLog.padded(version) + ".json"),
          written[version]);
    }

    CommitTimestamps timestamps =
        DeltaLog.open(new LocalFileAccess(), root.toString()).timestamps();

    // Each time not after the previous one becomes the previous one plus 1 ms.
    assertThat(timestamps.byVersion())
        .containsExactly(
            Map.entry(0L, 5_000L),
            Map.entry(1L, 5_001L),
            Map.entry(2L, 5_002L),
            Map.entry(3L, 9_000L));
    assertThat(timestamps.problems()).isEmpty();
  }

  @Test
  void commitsAreDatedFromTheLogsListingWithoutAskingForEachFile() throws Exception {
    DeltaTableWriter table = DeltaTableWriter.create(root, List.of(), Map.of());
    for (int append = 0; append < 4; append++) {
      table.appendFiles(1);
    }
    CountingFileAccess files = new CountingFileAccess(new LocalFileAccess());

    CommitTimestamps timestamps = DeltaLog.open(files, root.toString()).timestamps();

    // On HDFS or object storage each is a request: 100,000 commits would be 100,000 of them.
    assertThat(files.statusAsked()).noneMatch(location -> location.endsWith(".json"));
    assertThat(timestamps.byVersion())
        .hasSize(5)
        .isEqualTo(DeltaLog.open(new LocalFileAccess(), root.toString()).timestamps().byVersion());
    for (long version = 0; version < 5; version++) {
      assertThat(timestamps.byVersion().get(version))
          .isGreaterThanOrEqualTo(
              Files.getLastModifiedTime(
                      root.resolve("_delta_log").resolve(HandWrittenLog.padded(version) + ".json"))
                  .toMillis());
    }
  }

  @Test
  void versionsFromTheEnablementVersionUseInCommitTimestampsAndEarlierOnesFileTimes()
      throws Exception {
    HandWrittenLog log = new HandWrittenLog(root);
    Map<String, String> columns = new LinkedHashMap<>();
    columns.put("id", null);
    String schema = HandWrittenLog.schema(columns);
    log.commit(
        0,
        1_000_000L,
        List.of(
            HandWrittenLog.commitInfo("CREATE TABLE", null),
            HandWrittenLog.protocol(1, 2, null, null),
            HandWrittenLog.metadata("t", schema, List.of(), Map.of())));
    log.commit(1, 2_000_000L, List.of(HandWrittenLog.commitInfo("WRITE", null), add(1)));
    Map<String, String> ict = new LinkedHashMap<>();
    ict.put("delta.enableInCommitTimestamps", "true");
    ict.put("delta.inCommitTimestampEnablementVersion", "2");
    ict.put("delta.inCommitTimestampEnablementTimestamp", "2000500");
    log.commit(
        2,
        9_000_000L,
        List.of(
            HandWrittenLog.commitInfo("SET TBLPROPERTIES", 2_000_500L),
            HandWrittenLog.protocol(
                1, 7, null, List.of("inCommitTimestamp", "appendOnly", "invariants")),
            HandWrittenLog.metadata("t", schema, List.of(), ict)));
    log.commit(3, 1_000L, List.of(HandWrittenLog.commitInfo("WRITE", 2_000_700L), add(3)));

    CommitTimestamps timestamps =
        DeltaLog.open(new LocalFileAccess(), root.toString()).timestamps();

    KernelOracle kernel = new KernelOracle();
    for (long version = 0; version <= 3; version++) {
      assertThat(timestamps.byVersion().get(version))
          .as("version %s", version)
          .isEqualTo(kernel.timestamp(root, version));
    }
    assertThat(timestamps.byVersion().get(3L)).isEqualTo(2_000_700L);
  }

  private static ObjectNode add(int number) {
    return HandWrittenLog.add("f" + number + ".parquet", Map.of(), number, null);
  }
}
