package io.tablescope.inspector.delta.check;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.delta.checkpoint.Checkpoint;
import io.tablescope.format.testing.delta.KernelOracle;
import io.tablescope.format.testing.delta.KernelOracle.KernelState;
import io.tablescope.format.testing.delta.KernelTableWriter;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.table.AnalysisProgress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A table Delta Kernel writes, with its own checkpoints and {@code .crc} checksums and real data
 * files: it checks clean, each checkpoint holds what Kernel reads at its version, and a {@code
 * .crc} given a wrong file count is the one finding.
 */
class KernelWrittenTableTest {
  @TempDir Path root;

  private final KernelOracle kernel = new KernelOracle();

  @Test
  void aKernelTableIsSoundAndItsCheckpointsAndChecksumsAgree() throws Exception {
    write();
    DeltaTable table = DeltaTables.open(root);

    DeltaCheckReport report = DeltaIntegrityCheck.run(table, AnalysisProgress.NONE);

    assertThat(report.findings()).isEmpty();
    assertThat(table.log().checkpoints()).isNotEmpty();
    assertThat(report.checkpointsCompared()).isEqualTo(table.log().checkpoints().size());
    assertThat(table.log().listing().checksums()).isNotEmpty();
    assertThat(report.checksumsCompared()).isEqualTo(table.log().listing().checksums().size());
    assertThat(report.filesLookedFor()).isEqualTo(kernel.stateAt(root, 6).files().size());
    for (Checkpoint checkpoint : table.log().checkpoints()) {
      LogState held = LogState.of(table.log().checkpointActions(checkpoint).actions());
      KernelState state = kernel.stateAt(root, checkpoint.version());
      assertThat(held.files()).as("checkpoint %d", checkpoint.version()).isEqualTo(state.files());
      assertThat(held.metadata().id()).isEqualTo(state.metadataId());
      assertThat(held.protocol().minWriterVersion()).isEqualTo(state.minWriterVersion());
    }
  }

  @Test
  void aChecksumWithAWrongFileCountIsTheOneFinding() throws Exception {
    write();
    DeltaTable table = DeltaTables.open(root);
    long version = table.log().listing().checksums().lastKey();
    Path crc = Path.of(table.log().listing().checksums().get(version));
    int files = kernel.stateAt(root, version).files().size();
    String text = Files.readString(crc);
    assertThat(text).contains("\"numFiles\":" + files);
    Files.writeString(crc, text.replace("\"numFiles\":" + files, "\"numFiles\":" + (files + 1)));
    Files.deleteIfExists(crc.resolveSibling("." + crc.getFileName() + ".crc"));

    DeltaCheckReport report =
        DeltaIntegrityCheck.run(DeltaTables.open(root), AnalysisProgress.NONE);

    assertThat(report.findings())
        .singleElement()
        .satisfies(
            finding -> {
              assertThat(finding.check()).isEqualTo("checksum");
              assertThat(finding.version()).isEqualTo(version);
              assertThat(finding.path()).isEqualTo(crc.toString());
              assertThat(finding.message())
                  .isEqualTo("numFiles " + (files + 1) + " where the log holds " + files);
            });
  }

  @Test
  void aCompactionMissingAnAddDiffersFromItsCommits() throws Exception {
    KernelTableWriter writer =
        KernelTableWriter.create(root, Map.of("delta.checkpointInterval", "100"))
            .compactingEvery(2);
    writer.append("a");
    writer.append("b");
    writer.append("c");
    writer.append("d");
    DeltaTable table = DeltaTables.open(root);
    assertThat(table.log().listing().compactions()).isNotEmpty();
    assertThat(DeltaIntegrityCheck.run(table, AnalysisProgress.NONE).findings()).isEmpty();
    var compaction = table.log().listing().compactions().get(0);
    Path file = Path.of(compaction.location());
    String dropped =
        Files.readAllLines(file).stream()
            .filter(line -> line.startsWith("{\"add\""))
            .findFirst()
            .orElseThrow();
    Files.write(
        file, Files.readAllLines(file).stream().filter(line -> !line.equals(dropped)).toList());
    Files.deleteIfExists(file.resolveSibling("." + file.getFileName() + ".crc"));

    DeltaCheckReport report =
        DeltaIntegrityCheck.run(DeltaTables.open(root), AnalysisProgress.NONE);

    assertThat(report.findings())
        .singleElement()
        .satisfies(
            finding -> {
              assertThat(finding.check()).isEqualTo("compaction");
              assertThat(finding.version()).isEqualTo(compaction.toVersion());
              assertThat(finding.path()).isEqualTo(compaction.location());
              assertThat(finding.message())
                  .startsWith(
                      "differs from commits "
                          + compaction.fromVersion()
                          + " to "
                          + compaction.toVersion()
                          + ": the compaction lacks 1 live file");
            });
  }

  /** Versions 0 to 6 by Kernel, checkpointing every 3 versions. */
  private void write() {
    KernelTableWriter writer =
        KernelTableWriter.create(root, Map.of("delta.checkpointInterval", "3"));
    writer.append("a", "b");
    writer.append("a");
    writer.append("c", "d");
    writer.append("b");
    writer.append("e");
    writer.append("a", "f");
  }
}
