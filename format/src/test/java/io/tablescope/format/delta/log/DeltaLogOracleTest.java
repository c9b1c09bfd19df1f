package io.tablescope.format.delta.log;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.delta.action.Metadata;
import io.tablescope.format.delta.action.Protocol;
import io.tablescope.format.io.LocalFileAccess;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import io.tablescope.format.testing.delta.KernelOracle;
import io.tablescope.format.testing.delta.KernelOracle.KernelState;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** For every version of tables delta-standalone writes, the state equals Delta Kernel's. */
class DeltaLogOracleTest {
  @TempDir Path root;

  private final KernelOracle kernel = new KernelOracle();

  @Test
  void partitionedTableWithRemovesOverwritesAndCheckpointsEqualsKernelAtEveryVersion()
      throws Exception {
    DeltaTableWriter table =
        DeltaTableWriter.create(root, List.of("p"), Map.of("delta.checkpointInterval", "3"));
    table.append("a", "b");
    table.append("a", "c");
    table.removeWhere("p=a");
    table.appendAsApplication("stream", 1, "d");
    table.overwrite("e", "f");
    table.appendAsApplication("stream", 2, "e");
    table.setProperties(Map.of("owner", "tablescope"));
    table.append("g");
    table.removeWhere("p=e");

    DeltaLog log = DeltaLog.open(new LocalFileAccess(), root.toString());

    assertThat(log.latestVersion()).isEqualTo(kernel.latestVersion(root)).isEqualTo(9);
    assertThat(log.checkpoints()).extracting(c -> c.version()).containsExactly(3L, 6L, 9L);
    assertEveryVersionEqualsKernel(log);
    assertThat(log.stateAt(9).checkpoint().version()).isEqualTo(9);
    assertThat(log.stateAt(8).checkpoint().version()).isEqualTo(6);
    assertThat(log.stateAt(8).replayedFiles()).hasSize(2);
    assertThat(log.stateAt(2).checkpoint()).isNull();
    assertThat(log.stateAt(9).transactions().get("stream").version())
        .isEqualTo(kernel.transactionVersion(root, 9, "stream").orElseThrow());
    assertThat(log.stateAt(9).tombstones()).isNotEmpty();
  }

  @Test
  void unpartitionedTableWithDefaultCheckpointIntervalEqualsKernelAtEveryVersion()
      throws Exception {
    DeltaTableWriter table = DeltaTableWriter.create(root, List.of(), Map.of());
    for (int i = 0; i < 24; i++) {
      if (i % 5 == 4) {
        table.removeWhere("part " + (i - 1) + "-");
      } else {
        table.appendFiles(2);
      }
    }

    DeltaLog log = DeltaLog.open(new LocalFileAccess(), root.toString());

    assertThat(log.checkpoints()).extracting(c -> c.version()).containsExactly(10L, 20L);
    assertEveryVersionEqualsKernel(log);
  }

  private void assertEveryVersionEqualsKernel(DeltaLog log) {
    for (DeltaVersion version : log.versions()) {
      assertSameState(log.stateAt(version.version()), kernel.stateAt(root, version.version()));
    }
  }

  /** Live files (decoded path and DV id), protocol and metadata equal Kernel's. */
  static void assertSameState(DeltaSnapshot ours, KernelState theirs) {
    assertThat(ours.problems()).as("problems at %s", ours.version()).isEmpty();
    assertThat(ours.version()).isEqualTo(theirs.version());
    assertThat(ours.files().keySet())
        .as("files at version %s", ours.version())
        .containsExactlyInAnyOrderElementsOf(theirs.files());
    Protocol protocol = ours.protocol();
    assertThat(protocol.minReaderVersion()).isEqualTo(theirs.minReaderVersion());
    assertThat(protocol.minWriterVersion()).isEqualTo(theirs.minWriterVersion());
    assertThat(
            protocol.readerFeatures() == null
                ? new TreeSet<>()
                : new TreeSet<>(protocol.readerFeatures()))
        .isEqualTo(theirs.readerFeatures());
    assertThat(
            protocol.writerFeatures() == null
                ? new TreeSet<>()
                : new TreeSet<>(protocol.writerFeatures()))
        .isEqualTo(theirs.writerFeatures());
    Metadata metadata = ours.metadata();
    assertThat(metadata.id()).isEqualTo(theirs.metadataId());
    assertThat(metadata.schemaString()).isEqualTo(theirs.schemaString());
    assertThat(metadata.partitionColumns()).isEqualTo(theirs.partitionColumns());
    assertThat(metadata.configuration()).isEqualTo(theirs.configuration());
  }
}
