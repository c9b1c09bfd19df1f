package io.tablescope.format.delta.log;

import static io.tablescope.format.delta.log.DeltaLogOracleTest.assertSameState;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.delta.action.CheckpointMetadata;
import io.tablescope.format.delta.action.FileKey;
import io.tablescope.format.delta.checkpoint.Checkpoint;
import io.tablescope.format.delta.checkpoint.CheckpointActions;
import io.tablescope.format.io.LocalFileAccess;
import io.tablescope.format.testing.delta.HandWrittenTables;
import io.tablescope.format.testing.delta.KernelOracle;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Tables written by hand (deletion vectors, V2 checkpoints with sidecars, multi-part checkpoints,
 * compaction, in-commit timestamps) read as Delta Kernel reads them, at every version.
 */
class HandWrittenLogOracleTest {
  @TempDir Path root;

  private final KernelOracle kernel = new KernelOracle();

  @Test
  void featureTableEqualsKernelAtEveryVersion() throws Exception {
    HandWrittenTables.featureTable(root);

    DeltaLog log = DeltaLog.open(new LocalFileAccess(), root.toString());

    assertThat(log.latestVersion()).isEqualTo(kernel.latestVersion(root)).isEqualTo(8);
    for (DeltaVersion version : log.versions()) {
      assertSameState(log.stateAt(version.version()), kernel.stateAt(root, version.version()));
    }
    assertThat(log.stateAt(3).checkpoint().kind()).isEqualTo(Checkpoint.Kind.UUID);
    assertThat(log.stateAt(5).checkpoint().location()).endsWith(".json");
    DeltaSnapshot latest = log.stateAt(8);
    assertThat(latest.checkpoint().location()).endsWith(".parquet");
    assertThat(latest.replayedFiles())
        .singleElement()
        .asString()
        .endsWith("00000000000000000007.00000000000000000008.compacted.json");
    assertThat(latest.transactions().get("app-1").version())
        .isEqualTo(kernel.transactionVersion(root, 8, "app-1").orElseThrow());
    assertThat(log.stateAt(3).domainMetadata().get("tablescope.test").configuration())
        .isEqualTo(kernel.domainMetadata(root, 3, "tablescope.test").orElseThrow());
    assertThat(log.stateAt(4).domainMetadata()).isEmpty();
    assertThat(kernel.domainMetadata(root, 4, "tablescope.test")).isEmpty();
    AddFile withDv =
        log.stateAt(8)
            .files()
            .get(
                new FileKey(
                    "a file.parquet", "iwi5b=000010000siXQKl0rr91000f55c8Xg0@@D72lkbi5=-{L"));
    assertThat(withDv.deletionVector().cardinality()).isEqualTo(3);
    assertThat(log.stateAt(8).metadata().schema().field("region").physicalName())
        .isEqualTo("col-2");
  }

  @Test
  void aV2CheckpointShowsItsTopFileActionsAndItsSidecarsFiles() throws Exception {
    HandWrittenTables.featureTable(root);
    DeltaLog log = DeltaLog.open(new LocalFileAccess(), root.toString());
    Checkpoint json = log.stateAt(3).checkpoint();

    CheckpointActions actions = log.checkpointActions(json);

    assertThat(actions.problems()).isEmpty();
    assertThat(actions.sidecarLocations())
        .singleElement()
        .asString()
        .contains("/_delta_log/_sidecars/00000000000000000003.checkpoint.");
    assertThat(actions.actions())
        .filteredOn(CheckpointMetadata.class::isInstance)
        .singleElement()
        .extracting(action -> ((CheckpointMetadata) action).version())
        .isEqualTo(3L);
    assertThat(actions.actions())
        .filteredOn(AddFile.class::isInstance)
        .extracting(action -> ((AddFile) action).fileKey())
        .containsExactlyInAnyOrderElementsOf(kernel.stateAt(root, 3).files());
  }

  @Test
  void inCommitTimestampsDateTheCommitsAsKernelDoes() throws Exception {
    HandWrittenTables.featureTable(root);

    DeltaLog log = DeltaLog.open(new LocalFileAccess(), root.toString());
    CommitTimestamps timestamps = log.timestamps();

    assertThat(timestamps.problems()).isEmpty();
    for (long version = 0; version <= 8; version++) {
      assertThat(timestamps.byVersion().get(version))
          .as("version %s", version)
          .isEqualTo(kernel.timestamp(root, version));
    }
  }

  @Test
  void multiPartCheckpointEqualsKernelAtEveryVersion() throws Exception {
    HandWrittenTables.multiPartTable(root);

    DeltaLog log = DeltaLog.open(new LocalFileAccess(), root.toString());

    assertThat(log.problems()).isEmpty();
    assertThat(log.lastCheckpoint().parts()).isEqualTo(2);
    for (DeltaVersion version : log.versions()) {
      assertSameState(log.stateAt(version.version()), kernel.stateAt(root, version.version()));
    }
    Checkpoint used = log.stateAt(5).checkpoint();
    assertThat(used.kind()).isEqualTo(Checkpoint.Kind.MULTI_PART);
    assertThat(used.locations()).hasSize(2);
  }

  @Test
  void checksumFileReadsEveryField() throws Exception {
    HandWrittenTables.featureTable(root);

    DeltaLog log = DeltaLog.open(new LocalFileAccess(), root.toString());
    ChecksumFile crc = log.checksum(8);

    assertThat(crc.problems()).isEmpty();
    VersionChecksum checksum = crc.checksum();
    DeltaSnapshot latest = log.latest();
    assertThat(checksum.numFiles()).isEqualTo(latest.files().size());
    assertThat(checksum.tableSizeBytes())
        .isEqualTo(latest.files().values().stream().mapToLong(AddFile::size).sum());
    assertThat(checksum.metadata()).isEqualTo(latest.metadata());
    assertThat(checksum.protocol()).isEqualTo(latest.protocol());
    assertThat(checksum.inCommitTimestampOpt()).isEqualTo(log.timestamps().byVersion().get(8L));
    assertThat(checksum.setTransactions())
        .containsExactlyElementsOf(latest.transactions().values());
    assertThat(checksum.fileSizeHistogram().fileCounts()).containsExactly(5L, 0L);
    assertThat(checksum.numDeletionVectorsOpt()).isEqualTo(2);
    assertThat(checksum.otherFields()).containsEntry("allFiles", "[]");
    assertThat(log.checksum(7)).isNull();
  }
}
