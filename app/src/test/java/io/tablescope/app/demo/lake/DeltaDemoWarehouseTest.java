package io.tablescope.app.demo.lake;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.delta.kernel.Snapshot;
import io.delta.kernel.internal.SnapshotImpl;
import io.delta.kernel.internal.actions.DeletionVectorDescriptor;
import io.delta.kernel.internal.deletionvectors.DeletionVectorUtils;
import io.delta.standalone.DeltaLog;
import io.delta.standalone.actions.AddFile;
import java.io.IOException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The committed Delta tables of the demo warehouse: Delta Kernel reads every version of each, and
 * each tells the story its generator class claims (the checkpoint, the schema change, the deletion
 * vectors).
 */
class DeltaDemoWarehouseTest {
  static final Path LAKE = Paths.get("demo-warehouse", DeltaDemoWarehouseGenerator.LAKE);

  static Stream<String> standaloneTables() {
    return Stream.of(LakeOrders.NAME, LakeCustomers.NAME, LakeEvents.NAME);
  }

  @ParameterizedTest
  @MethodSource("standaloneTables")
  void kernelAndStandaloneReadTheSameFilesAtEveryVersion(String name) {
    Path table = LAKE.resolve(name).toAbsolutePath();
    DeltaLog log = LakeTable.open(table);
    long latest = log.update().getVersion();
    assertThat(latest).isEqualTo(expectedLatest(name));
    for (long version = 0; version <= latest; version++) {
      List<AddFile> expected = log.getSnapshotForVersionAsOf(version).getAllFiles();
      Map<String, DeletionVectorDescriptor> files =
          KernelReads.scanFiles(table, KernelReads.snapshot(table, version));

      assertThat(files.keySet())
          .as("%s at version %d", name, version)
          .isEqualTo(expected.stream().map(AddFile::getPath).collect(Collectors.toSet()));
      assertThat(files.values())
          .as("no deletion vectors")
          .allSatisfy(dv -> assertThat(dv).isNull());
    }
  }

  @Test
  void everyDataFileALiveAddNamesIsCommitted() throws IOException {
    for (String name : DeltaDemoWarehouseGenerator.TABLES) {
      Path table = LAKE.resolve(name).toAbsolutePath();
      for (long version = 0; version <= expectedLatest(name); version++) {
        for (String path :
            KernelReads.scanFiles(table, KernelReads.snapshot(table, version)).keySet()) {
          assertThat(table.resolve(path)).as("%s v%d", name, version).isRegularFile();
        }
      }
    }
  }

  @Test
  void eventsHasACheckpointAtTenThatKernelUses() throws IOException {
    Path table = LAKE.resolve(LakeEvents.NAME).toAbsolutePath();
    Path log = table.resolve("_delta_log");
    JsonNode pointer = Json.MAPPER.readTree(log.resolve("_last_checkpoint").toFile());

    assertThat(log.resolve("00000000000000000010.checkpoint.parquet")).isRegularFile();
    assertThat(pointer.path("version").asLong()).isEqualTo(LakeEvents.CHECKPOINT_VERSION);
    for (long version = 0; version <= LakeEvents.LAST_VERSION; version++) {
      SnapshotImpl snapshot = (SnapshotImpl) KernelReads.snapshot(table, version);
      assertThat(snapshot.getLogSegment().getCheckpointVersionOpt())
          .as("checkpoint used at version %d", version)
          .isEqualTo(
              version >= LakeEvents.CHECKPOINT_VERSION
                  ? java.util.Optional.of(LakeEvents.CHECKPOINT_VERSION)
                  : java.util.Optional.empty());
      assertThat(snapshot.getLogSegment().getDeltas())
          .hasSize((int) (version >= LakeEvents.CHECKPOINT_VERSION ? version - 10 : version + 1));
    }
  }

  @Test
  void eventsGainsTheDeviceColumnAtVersionFive() {
    Path table = LAKE.resolve(LakeEvents.NAME).toAbsolutePath();
    for (long version = 0; version <= LakeEvents.LAST_VERSION; version++) {
      Snapshot snapshot = KernelReads.snapshot(table, version);
      List<String> expected =
          version < LakeEvents.SCHEMA_CHANGE_VERSION
              ? List.of("event_id", "event_type", "user_id")
              : List.of("event_id", "event_type", "user_id", "device");
      assertThat(snapshot.getSchema().fieldNames()).as("version %d", version).isEqualTo(expected);
    }
  }

  @Test
  void readingsCarriesAnInlineThenOnDiskDeletionVectors() {
    Path table = LAKE.resolve(LakeReadings.NAME).toAbsolutePath();

    assertThat(KernelReads.scanFiles(table, KernelReads.snapshot(table, 1)).values())
        .hasSize(2)
        .containsOnlyNulls();

    Map<String, DeletionVectorDescriptor> v2 =
        KernelReads.scanFiles(table, KernelReads.snapshot(table, 2));
    assertThat(v2.values().stream().filter(dv -> dv != null).toList())
        .singleElement()
        .satisfies(
            dv -> {
              assertThat(dv.getStorageType()).isEqualTo("i");
              assertThat(dv.getCardinality()).isEqualTo(LakeReadings.INLINE_CARDINALITY);
              assertThat(rows(table, dv)).containsExactly(2L);
            });

    Map<String, DeletionVectorDescriptor> v3 =
        KernelReads.scanFiles(table, KernelReads.snapshot(table, 3));
    assertThat(v3).hasSize(2).doesNotContainValue(null);
    assertThat(v3.values())
        .allSatisfy(
            dv -> {
              assertThat(dv.getStorageType()).isEqualTo("u");
              assertThat(dv.getAbsolutePath(table.toUri().toString()))
                  .endsWith("deletion_vector_" + LakeReadings.DV_FILE_ID + ".bin");
            });
    assertThat(new TreeSet<>(v3.values().stream().map(dv -> dv.getOffset().orElseThrow()).toList()))
        .hasSize(2);
    assertThat(
            v3.values().stream()
                .map(dv -> dv.getCardinality() + ":" + Arrays.toString(rows(table, dv)))
                .sorted())
        .containsExactly(
            LakeReadings.B_CARDINALITY + ":[0, 1]", LakeReadings.A_CARDINALITY + ":[2, 3]");
  }

  /**
   * The deleted row positions, decoded by Kernel. Kernel 4.0.0 tells an inline vector by comparing
   * its storage type by reference ({@code isInline}), which fails for one read from the log, so the
   * descriptor is rebuilt with the interned type first.
   */
  private static long[] rows(Path table, DeletionVectorDescriptor read) {
    DeletionVectorDescriptor dv =
        new DeletionVectorDescriptor(
            read.getStorageType().intern(),
            read.getPathOrInlineDv(),
            read.getOffset(),
            read.getSizeInBytes(),
            read.getCardinality());
    return DeletionVectorUtils.loadNewDvAndBitmap(KernelReads.ENGINE, table.toUri().toString(), dv)
        ._2
        .toArray();
  }

  private static long expectedLatest(String name) {
    return switch (name) {
      case LakeOrders.NAME, LakeCustomers.NAME -> 4;
      case LakeEvents.NAME -> LakeEvents.LAST_VERSION;
      case LakeReadings.NAME -> 3;
      default -> throw new IllegalArgumentException(name);
    };
  }
}
