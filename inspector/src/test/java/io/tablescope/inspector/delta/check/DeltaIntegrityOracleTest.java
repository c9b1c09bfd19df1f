package io.tablescope.inspector.delta.check;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.delta.action.DeletionVectorFile;
import io.tablescope.format.delta.action.FileKey;
import io.tablescope.format.delta.checkpoint.Checkpoint;
import io.tablescope.format.delta.checkpoint.CheckpointActions;
import io.tablescope.format.testing.delta.HandWrittenCheckpoint;
import io.tablescope.format.testing.delta.HandWrittenLog;
import io.tablescope.format.testing.delta.HandWrittenTables;
import io.tablescope.format.testing.delta.KernelOracle;
import io.tablescope.format.testing.delta.KernelOracle.KernelState;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.delta.check.DeltaFinding.Severity;
import io.tablescope.inspector.table.AnalysisProgress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The integrity check over tables delta-standalone writes (with its own checkpoints) and hand-made
 * tables Delta Kernel reads: a sound table checks clean and each checkpoint holds what Kernel reads
 * at its version; each kind of damage is one exact finding.
 */
class DeltaIntegrityOracleTest {
  @TempDir Path root;

  private final KernelOracle kernel = new KernelOracle();

  @Test
  void aStandaloneTableIsSoundAndEachCheckpointHoldsWhatKernelReads() throws Exception {
    DeltaTables.standaloneTable(root);
    DeltaTables.writeLiveFiles(root);
    DeltaTable table = DeltaTables.open(root);

    DeltaCheckReport report = check(table);

    assertThat(report.findings()).isEmpty();
    assertThat(report.sound()).isTrue();
    assertThat(table.log().checkpoints())
        .extracting(Checkpoint::version)
        .containsExactly(3L, 6L, 9L);
    assertThat(report.checkpointsCompared()).isEqualTo(3);
    assertThat(report.checkpointsUnverified()).isZero();
    assertThat(report.commitsRead()).isEqualTo(11);
    assertThat(report.filesLookedFor()).isEqualTo(table.log().latest().files().size());
    for (Checkpoint checkpoint : table.log().checkpoints()) {
      CheckpointActions actions = table.log().checkpointActions(checkpoint);
      KernelState state = kernel.stateAt(root, checkpoint.version());
      LogState held = LogState.of(actions.actions());
      assertThat(held.files()).as("checkpoint %d", checkpoint.version()).isEqualTo(state.files());
      assertThat(held.protocol().minReaderVersion()).isEqualTo(state.minReaderVersion());
      assertThat(held.protocol().minWriterVersion()).isEqualTo(state.minWriterVersion());
      assertThat(held.metadata().id()).isEqualTo(state.metadataId());
      assertThat(held.metadata().configuration()).isEqualTo(state.configuration());
      assertThat(held.transactions().get("stream-1"))
          .isEqualTo(
              kernel.transactionVersion(root, checkpoint.version(), "stream-1").orElse(null));
    }
  }

  @Test
  void aCheckpointMissingAFileIsNamedWithTheFile() throws Exception {
    DeltaTables.standaloneTable(root);
    DeltaTables.writeLiveFiles(root);
    Set<FileKey> written = kernel.stateAt(root, 6).files();
    String dropped = DeltaTables.rewriteCheckpointWithout(root, 6, 1);
    DeltaTable table = DeltaTables.open(root);
    // Kernel trusts the checkpoint it reads: the file is gone from version 6 for it too.
    assertThat(written).extracting(FileKey::path).contains(dropped);
    assertThat(kernel.stateAt(root, 6).files()).extracting(FileKey::path).doesNotContain(dropped);

    DeltaCheckReport report = check(table);

    assertThat(report.findings())
        .singleElement()
        .satisfies(
            finding -> {
              assertThat(finding.check()).isEqualTo("checkpoint-state");
              assertThat(finding.version()).isEqualTo(6L);
              assertThat(finding.path()).isEqualTo(DeltaTables.checkpoint(root, 6).toString());
              assertThat(finding.message()).contains("lacks 1 live file", dropped);
              assertThat(finding.severity()).isEqualTo(Severity.ERROR);
            });
    // Checkpoint 9 is replayed from checkpoint 3, the newest one found sound, and agrees.
    assertThat(report.checkpointsCompared()).isEqualTo(3);
  }

  @Test
  void aDeletedCommitIsAGap() throws Exception {
    DeltaTables.standaloneTable(root);
    DeltaTables.writeLiveFiles(root);
    Files.delete(DeltaTables.commit(root, 5));

    DeltaCheckReport report = check(DeltaTables.open(root));

    assertThat(report.findings())
        .singleElement()
        .satisfies(
            finding -> {
              assertThat(finding.check()).isEqualTo("version-gap");
              assertThat(finding.version()).isEqualTo(5L);
              assertThat(finding.path()).isEqualTo(DeltaTables.commit(root, 5).toString());
            });
    // Checkpoint 6 cannot be replayed across the gap; 9 is replayed from it.
    assertThat(report.checkpointsUnverified()).isEqualTo(1);
    assertThat(report.checkpointsCompared()).isEqualTo(2);
  }

  @Test
  void aTruncatedCommitDoesNotParse() throws Exception {
    DeltaTables.standaloneTable(root);
    DeltaTables.writeLiveFiles(root);
    Path last = DeltaTables.commit(root, 10);
    byte[] bytes = Files.readAllBytes(last);
    Files.write(last, Arrays.copyOf(bytes, bytes.length - 20));

    DeltaCheckReport report = check(DeltaTables.open(root));

    assertThat(report.findings()).isNotEmpty();
    assertThat(report.findings())
        .allSatisfy(
            finding -> {
              assertThat(finding.check()).isEqualTo("commit-read");
              assertThat(finding.version()).isEqualTo(10L);
              assertThat(finding.path()).startsWith(last.toString());
            });
  }

  @Test
  void aGarbledCommitBeforeACheckpointLeavesItUnjudgedAndTheNextReplayedFromIt() throws Exception {
    DeltaTables.standaloneTable(root);
    DeltaTables.writeLiveFiles(root);
    Path garbled = DeltaTables.commit(root, 4);
    Files.writeString(garbled, "{\"add\": {\"path\": \n");

    DeltaCheckReport report = check(DeltaTables.open(root));

    assertThat(report.findings())
        .isNotEmpty()
        .allSatisfy(
            finding -> {
              assertThat(finding.check()).isEqualTo("commit-read");
              assertThat(finding.version()).isEqualTo(4L);
              assertThat(finding.path()).startsWith(garbled.toString());
            });
    assertThat(report.checkpointsUnverified()).isEqualTo(1);
    assertThat(report.checkpointsCompared()).isEqualTo(2);
  }

  @Test
  void aDeletedDataFileIsReportedWithTheVersionThatAddedIt() throws Exception {
    DeltaTables.standaloneTable(root);
    DeltaTables.writeLiveFiles(root);
    DeltaTable table = DeltaTables.open(root);
    AddFile added =
        table.log().commit(10).actionsOf(AddFile.class).stream().findFirst().orElseThrow();
    AddFile older =
        table.log().commit(8).actionsOf(AddFile.class).stream().findFirst().orElseThrow();
    Files.delete(root.resolve(added.decodedPath()));
    Files.delete(root.resolve(older.decodedPath()));

    DeltaCheckReport report = check(DeltaTables.open(root));

    assertThat(report.findings())
        .extracting(DeltaFinding::check, DeltaFinding::version, DeltaFinding::path)
        .containsExactlyInAnyOrder(
            tuple("missing-file", 10L, added.decodedPath()),
            tuple("missing-file", 8L, older.decodedPath()));
  }

  @Test
  void aHandWrittenFeatureTableIsSoundButForItsAbsoluteVectorFile() throws Exception {
    HandWrittenTables.featureTable(root);
    DeltaTables.writeLiveFiles(root);
    Path absoluteVector = Path.of("/tmp/dv/deletion_vector_x.bin");
    assumeFalse(Files.exists(absoluteVector));
    DeltaTable table = DeltaTables.open(root);

    DeltaCheckReport report = check(table);

    // V2 checkpoints with sidecars at 3 and 6, the compaction 7.8 and 8.crc all agree with replay.
    assertThat(report.checkpointsCompared()).isEqualTo(2);
    assertThat(report.checksumsCompared()).isEqualTo(1);
    assertThat(report.findings())
        .singleElement()
        .satisfies(
            finding -> {
              assertThat(finding.check()).isEqualTo("missing-deletion-vector");
              assertThat(finding.version()).isEqualTo(5L);
              assertThat(finding.path()).isEqualTo("file:/tmp/dv/deletion_vector_x.bin");
              assertThat(finding.message()).contains("e.parquet", "added by version 5");
            });
    for (Checkpoint checkpoint : table.log().checkpoints()) {
      LogState held = LogState.of(table.log().checkpointActions(checkpoint).actions());
      KernelState state = kernel.stateAt(root, checkpoint.version());
      assertThat(held.files()).isEqualTo(state.files());
      assertThat(held.domains().keySet())
          .isEqualTo(
              kernel.domainMetadata(root, checkpoint.version(), "tablescope.test").isPresent()
                  ? Set.of("tablescope.test")
                  : Set.of());
    }
  }

  @Test
  void aDeletionVectorFileMissingIsNamedWithItsDataFile() throws Exception {
    HandWrittenTables.featureTable(root);
    DeltaTables.writeLiveFiles(root);
    // Version 9 gives d.parquet a vector stored by UUID under the table, then its file is lost.
    assertThat(DeltaTables.open(root).log().latestVersion()).isEqualTo(8);
    String vector = "ab^-aqEH.-t@S}K{vb[*k^";
    String line =
        "{\"remove\":{\"path\":\"d.parquet\",\"deletionTimestamp\":1,\"dataChange\":true,"
            + "\"partitionValues\":{\"region\":\"west\"},\"size\":40}}\n"
            + "{\"add\":{\"path\":\"d.parquet\",\"partitionValues\":{\"region\":\"west\"},"
            + "\"size\":40,\"modificationTime\":1,\"dataChange\":true,\"deletionVector\":"
            + "{\"storageType\":\"u\",\"pathOrInlineDv\":\""
            + vector
            + "\",\"offset\":1,\"sizeInBytes\":36,\"cardinality\":2}}}\n";
    Files.writeString(DeltaTables.commit(root, 9), line);
    DeltaTable table = DeltaTables.open(root);
    AddFile withVector = table.log().commit(9).actionsOf(AddFile.class).get(0);
    String vectorFile = DeletionVectorFile.path(withVector.deletionVector());
    assertThat(kernel.stateAt(root, 9).files())
        .contains(new FileKey("d.parquet", withVector.deletionVector().uniqueId()));

    DeltaCheckReport report = check(table);

    assertThat(report.findings())
        .filteredOn(finding -> !finding.path().startsWith("file:/tmp/dv/"))
        .singleElement()
        .satisfies(
            finding -> {
              assertThat(finding.check()).isEqualTo("missing-deletion-vector");
              assertThat(finding.version()).isEqualTo(9L);
              assertThat(finding.path()).isEqualTo(vectorFile);
              assertThat(finding.message()).contains("d.parquet");
            });
    assertThat(Files.exists(root.resolve(vectorFile))).isFalse();
  }

  @Test
  void aChecksumWithAWrongFileCountDisagrees() throws Exception {
    HandWrittenTables.featureTable(root);
    DeltaTables.writeLiveFiles(root);
    Path crc = root.resolve("_delta_log/00000000000000000008.crc");
    String text = Files.readString(crc);
    int files = DeltaTables.open(root).log().stateAt(8).files().size();
    Files.writeString(crc, text.replace("\"numFiles\":" + files, "\"numFiles\":" + (files + 2)));

    DeltaCheckReport report = check(DeltaTables.open(root));

    assertThat(report.findings())
        .filteredOn(finding -> finding.check().equals("checksum"))
        .singleElement()
        .satisfies(
            finding -> {
              assertThat(finding.version()).isEqualTo(8L);
              assertThat(finding.path()).isEqualTo(crc.toString());
              assertThat(finding.message())
                  .isEqualTo("numFiles " + (files + 2) + " where the log holds " + files);
              assertThat(finding.severity()).isEqualTo(Severity.WARNING);
            });
  }

  @Test
  void aMultiPartCheckpointMissingAPartIsFound() throws Exception {
    HandWrittenTables.multiPartTable(root);
    DeltaTables.writeLiveFiles(root);
    Path part =
        root.resolve("_delta_log/00000000000000000004.checkpoint.0000000002.0000000002.parquet");
    Files.delete(part);

    DeltaCheckReport report = check(DeltaTables.open(root));

    assertThat(report.findings()).extracting(DeltaFinding::check).contains("checkpoint-parts");
    assertThat(report.findings())
        .filteredOn(finding -> finding.check().equals("checkpoint-parts"))
        .singleElement()
        .satisfies(
            finding -> {
              assertThat(finding.version()).isEqualTo(4L);
              assertThat(finding.message()).contains("1 of 2 parts");
            });
  }

  @Test
  void aCheckpointRowOfANegativeSizeIsAWarning() throws Exception {
    HandWrittenLog log = new HandWrittenLog(root);
    ObjectNode protocol = HandWrittenLog.protocol(1, 2, null, null);
    ObjectNode metadata =
        HandWrittenLog.metadata("id", HandWrittenLog.schema(Map.of("x", "x")), List.of(), Map.of());
    log.commit(0, 1_700_000_000_000L, List.of(protocol, metadata, add("a.parquet", 10)));
    log.commit(1, 1_700_000_001_000L, List.of(add("b.parquet", 20)));
    Path checkpoint =
        HandWrittenCheckpoint.write(
            log.logDir().resolve(HandWrittenLog.padded(1) + ".checkpoint.parquet"),
            List.of(protocol, metadata, add("a.parquet", 10), add("b.parquet", -20)));
    DeltaTables.writeLiveFiles(root);

    DeltaCheckReport report = check(DeltaTables.open(root));

    assertThat(report.checkpointsCompared()).isEqualTo(1);
    assertThat(report.findings())
        .singleElement()
        .isEqualTo(
            new DeltaFinding(
                "checkpoint-values",
                1L,
                checkpoint.toString(),
                "add.size is -20 for b.parquet (row 4): it cannot be negative",
                Severity.WARNING));
  }

  private static ObjectNode add(String path, long size) {
    return HandWrittenLog.add(path, Map.of(), size, null);
  }

  @Test
  void aSecondFileForOneVersionIsADuplicate() throws Exception {
    DeltaTables.standaloneTable(root);
    DeltaTables.writeLiveFiles(root);
    Path copy = root.resolve("_delta_log/4.json");
    Files.copy(DeltaTables.commit(root, 4), copy);

    DeltaCheckReport report = check(DeltaTables.open(root));

    assertThat(report.findings())
        .filteredOn(finding -> finding.check().equals("duplicate-version"))
        .singleElement()
        .satisfies(
            finding -> {
              assertThat(finding.version()).isEqualTo(4L);
              assertThat(finding.path()).isEqualTo(copy.toString());
              assertThat(finding.message()).startsWith("2 files claim version 4");
            });
  }

  @Test
  void aLogWithNothingReadableReadsNothing() throws Exception {
    DeltaTables.standaloneTable(root);
    DeltaTable table = DeltaTables.open(root);
    for (Checkpoint checkpoint : table.log().checkpoints()) {
      Files.write(Path.of(checkpoint.location()), new byte[] {1, 2, 3});
    }
    for (long version = 0; version <= 10; version++) {
      Files.writeString(DeltaTables.commit(root, version), "not json\n");
    }

    DeltaCheckReport report = check(DeltaTables.open(root));

    assertThat(report.readNothing()).isTrue();
    Set<String> checks =
        report.findings().stream().map(DeltaFinding::check).collect(Collectors.toSet());
    assertThat(checks).contains("commit-read", "checkpoint-read");
  }

  private static DeltaCheckReport check(DeltaTable table) {
    return DeltaIntegrityCheck.run(table, AnalysisProgress.NONE);
  }
}
