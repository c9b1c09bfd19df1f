package io.tablescope.inspector.iceberg.check;

import static io.tablescope.inspector.iceberg.check.IntegrityFixtures.editMetadata;
import static io.tablescope.inspector.iceberg.check.IntegrityFixtures.editRecords;
import static io.tablescope.inspector.iceberg.check.IntegrityFixtures.local;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tablescope.format.testing.AvroRewrite;
import io.tablescope.format.testing.FixtureTables;
import io.tablescope.format.testing.LargeTable;
import io.tablescope.inspector.iceberg.IcebergTable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.function.Function;
import java.util.stream.Stream;
import org.apache.avro.generic.GenericRecord;
import org.apache.iceberg.ManifestFile;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.Table;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Sound tables written by iceberg-core with one thing broken each: the check finds exactly that
 * fault, by the check that covers it, at the snapshot and file where it is.
 */
class BrokenMetadataTest {
  private static final Executor DIRECT = Runnable::run;

  /** Breaks a sound table and says where the finding must point. */
  interface Fault {
    Where apply(Table table) throws IOException;
  }

  /** The snapshot and path a finding must name. */
  record Where(Long snapshotId, String path) {}

  static Stream<Arguments> faults() {
    return Stream.of(
        fault(
            "summary-vs-manifests",
            root -> new FixtureTables(root).unpartitioned(2),
            table -> {
              Snapshot current = table.currentSnapshot();
              editMetadata(
                  table,
                  node -> snapshotNode(node, current).with("summary").put("added-records", "5"));
              return new Where(current.snapshotId(), current.manifestListLocation());
            }),
        fault(
            "manifest-list-counts",
            root -> new FixtureTables(root).unpartitioned(2),
            table -> {
              Snapshot current = table.currentSnapshot();
              ManifestFile first = current.allManifests(table.io()).get(0);
              editRecords(
                  local(current.manifestListLocation()),
                  records -> firstNamed(records, first.path()).put("added_rows_count", 99L));
              return new Where(current.snapshotId(), first.path());
            }),
        fault(
            "partition-summary",
            root -> new FixtureTables(root).identityPartitioned(),
            table -> {
              Snapshot current = table.currentSnapshot();
              ManifestFile first = current.allManifests(table.io()).get(0);
              editRecords(
                  local(current.manifestListLocation()),
                  records -> {
                    GenericRecord record = firstNamed(records, first.path());
                    @SuppressWarnings("unchecked")
                    List<GenericRecord> fields = (List<GenericRecord>) record.get("partitions");
                    fields.get(0).put("contains_null", true);
                  });
              return new Where(current.snapshotId(), first.path());
            }),
        fault(
            "partition-summary",
            root -> new FixtureTables(root).identityPartitioned(),
            table -> partitionBound(table, "upper_bound", "ZZ".getBytes(StandardCharsets.UTF_8))),
        fault(
            "partition-summary",
            root -> new FixtureTables(root).dayPartitioned(),
            // Day 0, 1970-01-01: below every day of the table.
            table -> partitionBound(table, "lower_bound", new byte[4])),
        fault(
            "sequence-number-order",
            root -> new FixtureTables(root).unpartitioned(2),
            table -> {
              Snapshot current = table.currentSnapshot();
              editMetadata(table, node -> snapshotNode(node, current).put("sequence-number", 1));
              return new Where(current.snapshotId(), metadataPath(table));
            }),
        fault(
            "missing-parent",
            root -> new FixtureTables(root).unpartitioned(2),
            table -> {
              Snapshot current = table.currentSnapshot();
              editMetadata(
                  table, node -> snapshotNode(node, current).put("parent-snapshot-id", 4242L));
              return new Where(current.snapshotId(), metadataPath(table));
            }),
        fault(
            "dangling-ref",
            root -> new FixtureTables(root).branchesAndTags(),
            table -> {
              editMetadata(
                  table, node -> ((ObjectNode) node.get("refs").get("v1")).put("snapshot-id", 77L));
              return new Where(77L, metadataPath(table));
            }),
        fault(
            "metadata-log-order",
            root -> new FixtureTables(root).unpartitioned(2),
            table -> {
              editMetadata(
                  table,
                  node -> {
                    ArrayNode log = (ArrayNode) node.get("metadata-log");
                    long first = log.get(0).get("timestamp-ms").asLong();
                    ((ObjectNode) log.get(1)).put("timestamp-ms", first - 120_000);
                  });
              return new Where(null, metadataPath(table));
            }),
        fault(
            "snapshot-log-order",
            root -> new FixtureTables(root).unpartitioned(2),
            table -> {
              editMetadata(
                  table,
                  node -> {
                    ArrayNode log = (ArrayNode) node.get("snapshot-log");
                    long first = log.get(0).get("timestamp-ms").asLong();
                    ((ObjectNode) log.get(1)).put("timestamp-ms", first - 120_000);
                  });
              return new Where(table.currentSnapshot().snapshotId(), metadataPath(table));
            }),
        fault(
            "snapshot-log-entry",
            root -> new FixtureTables(root).unpartitioned(2),
            table -> {
              editMetadata(
                  table,
                  node -> ((ObjectNode) node.get("snapshot-log").get(0)).put("snapshot-id", 55L));
              return new Where(55L, metadataPath(table));
            }),
        fault(
            "last-column-id",
            root -> new FixtureTables(root).unpartitioned(2),
            table -> {
              editMetadata(table, node -> node.put("last-column-id", 4));
              return new Where(null, metadataPath(table));
            }),
        fault(
            "last-partition-id",
            root -> new FixtureTables(root).identityPartitioned(),
            table -> {
              editMetadata(table, node -> node.put("last-partition-id", 999));
              return new Where(null, metadataPath(table));
            }),
        fault(
            "last-sequence-number",
            root -> new FixtureTables(root).unpartitioned(2),
            table -> {
              editMetadata(table, node -> node.put("last-sequence-number", 1));
              return new Where(table.currentSnapshot().snapshotId(), metadataPath(table));
            }),
        fault(
            "next-row-id",
            root -> new FixtureTables(root).unpartitioned(3),
            table -> {
              Snapshot current = table.currentSnapshot();
              long end = current.firstRowId() + current.addedRows();
              editMetadata(table, node -> node.put("next-row-id", end - 1));
              return new Where(current.snapshotId(), metadataPath(table));
            }),
        fault(
            "row-lineage-overlap",
            root -> new FixtureTables(root).unpartitioned(3),
            table -> {
              Snapshot current = table.currentSnapshot();
              long parentFirst = table.snapshot(current.parentId()).firstRowId();
              editMetadata(
                  table, node -> snapshotNode(node, current).put("first-row-id", parentFirst + 1));
              return new Where(current.snapshotId(), metadataPath(table));
            }),
        fault(
            "unreadable",
            root -> new FixtureTables(root).unpartitioned(2),
            table -> {
              Snapshot first = table.snapshot(table.currentSnapshot().parentId());
              ManifestFile manifest = first.allManifests(table.io()).get(0);
              Files.delete(local(manifest.path()));
              return new Where(first.snapshotId(), manifest.path());
            }),
        fault(
            "unreadable",
            root -> new FixtureTables(root).unpartitioned(2),
            table -> {
              Snapshot current = table.currentSnapshot();
              Files.delete(local(current.manifestListLocation()));
              return new Where(current.snapshotId(), current.manifestListLocation());
            }),
        fault(
            "manifest-list",
            root -> new FixtureTables(root).unpartitioned(2),
            table -> {
              Snapshot current = table.currentSnapshot();
              AvroRewrite.duplicateFirstRecord(local(current.manifestListLocation()));
              return new Where(current.snapshotId(), current.manifestListLocation());
            }));
  }

  private static Arguments fault(String check, Function<Path, Table> build, Fault fault) {
    return Arguments.of(check, build, fault);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("faults")
  void eachFaultIsFoundByItsCheckAtItsSnapshotAndPath(
      String check, Function<Path, Table> build, Fault fault, @TempDir Path root)
      throws IOException {
    Table table = build.apply(root);
    Where where = fault.apply(table);

    IntegrityReport report = check(table);

    assertThat(report.findings())
        .singleElement()
        .satisfies(
            finding -> {
              assertThat(finding.check()).isEqualTo(check);
              assertThat(finding.snapshotId()).isEqualTo(where.snapshotId());
              assertThat(finding.path()).isEqualTo(where.path());
              assertThat(finding.message()).isNotBlank();
            });
    assertThat(report.sound()).isFalse();
  }

  @Test
  void everySnapshotIsExaminedWithoutCap(@TempDir Path root) throws IOException {
    // Every copy but the first states the summary of the first: one added file it did not add.
    Table table = LargeTable.withSnapshots(root.resolve("chain"), 300);

    IntegrityReport report = check(table);

    List<Long> copies =
        table.snapshot(table.currentSnapshot().parentId()) == null
            ? List.of()
            : Stream.iterate(
                    table.snapshot(table.currentSnapshot().parentId()),
                    snapshot -> snapshot.parentId() != null,
                    snapshot -> table.snapshot(snapshot.parentId()))
                .map(Snapshot::snapshotId)
                .toList();
    assertThat(report.snapshots()).isEqualTo(300);
    assertThat(copies).hasSize(298);
    assertThat(report.findings())
        .allSatisfy(finding -> assertThat(finding.check()).isEqualTo("summary-vs-manifests"))
        .extracting(Finding::snapshotId)
        .containsOnlyElementsOf(copies)
        .hasSize(2 * 298);
  }

  @Test
  void nothingReadableIsSaid(@TempDir Path root) throws IOException {
    Table table = new FixtureTables(root).unpartitioned(2);
    for (Snapshot snapshot : table.snapshots()) {
      Files.delete(local(snapshot.manifestListLocation()));
    }

    IntegrityReport report = check(table);

    assertThat(report.readNothing()).isTrue();
    assertThat(report.findings())
        .extracting(Finding::check)
        .containsExactly("unreadable", "unreadable");
  }

  @Test
  void cancelledCheckStops(@TempDir Path root) {
    Table table = new FixtureTables(root).unpartitioned(2);
    CheckProgress cancelled =
        new CheckProgress() {
          @Override
          public void examined(int done, int total) {}

          @Override
          public boolean isCancelled() {
            return true;
          }
        };

    org.assertj.core.api.Assertions.assertThatThrownBy(
            () ->
                IntegrityCheck.run(
                    IcebergTable.open(IntegrityFixtures.metadataFile(table).toString(), DIRECT),
                    cancelled))
        .isInstanceOf(java.util.concurrent.CancellationException.class);
  }

  private static IntegrityReport check(Table table) throws IOException {
    return IntegrityCheck.run(
        IcebergTable.open(IntegrityFixtures.metadataFile(table).toString(), DIRECT),
        CheckProgress.NONE);
  }

  private static String metadataPath(Table table) {
    return IntegrityFixtures.metadataFile(table).toString();
  }

  /** Writes a partition bound of the current snapshot's first manifest in its manifest list. */
  private static Where partitionBound(Table table, String bound, byte[] value) throws IOException {
    Snapshot current = table.currentSnapshot();
    ManifestFile first = current.allManifests(table.io()).get(0);
    editRecords(
        local(current.manifestListLocation()),
        records -> {
          @SuppressWarnings("unchecked")
          List<GenericRecord> fields =
              (List<GenericRecord>) firstNamed(records, first.path()).get("partitions");
          fields.get(0).put(bound, ByteBuffer.wrap(value));
        });
    return new Where(current.snapshotId(), first.path());
  }

  private static ObjectNode snapshotNode(ObjectNode metadata, Snapshot snapshot) {
    for (var node : metadata.get("snapshots")) {
      if (node.get("snapshot-id").asLong() == snapshot.snapshotId()) {
        return (ObjectNode) node;
      }
    }
    throw new IllegalArgumentException("no snapshot " + snapshot.snapshotId());
  }

  private static GenericRecord firstNamed(List<GenericRecord> records, String manifestPath) {
    return records.stream()
        .filter(record -> record.get("manifest_path").toString().equals(manifestPath))
        .findFirst()
        .orElseThrow();
  }
}
