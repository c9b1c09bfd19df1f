package io.tablescope.inspector.iceberg;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tablescope.format.Problem;
import io.tablescope.format.testing.AvroRewrite;
import io.tablescope.format.testing.FixtureTables;
import io.tablescope.inspector.iceberg.tree.SnapshotTree;
import io.tablescope.inspector.iceberg.tree.SnapshotTrees;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Executor;
import org.apache.hadoop.conf.Configuration;
import org.apache.iceberg.BaseTable;
import org.apache.iceberg.StaticTableOperations;
import org.apache.iceberg.Table;
import org.apache.iceberg.hadoop.HadoopFileIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Manifest lists that read cleanly but are wrong: a manifest listed twice, and a delete manifest in
 * a table that says it is format v1. Tablescope lists what iceberg-core lists, and names the damage
 * in the summary and the tree.
 */
class ManifestListChecksTest {
  private static final Executor DIRECT = Runnable::run;

  @TempDir Path folder;

  private static Path local(String location) {
    return Path.of(location.replaceFirst("^file:", ""));
  }

  private static Table reloaded(Path metadataFile) {
    return new BaseTable(
        new StaticTableOperations(metadataFile.toString(), new HadoopFileIO(new Configuration())),
        "damaged");
  }

  @Test
  void aManifestListedTwiceIsNamedWhileBothListingsAreShown() throws IOException {
    Table table = new FixtureTables(folder).positionDeletes();
    String listLocation = table.currentSnapshot().manifestListLocation();
    AvroRewrite.duplicateFirstRecord(local(listLocation));
    Table damaged =
        reloaded(local(((BaseTable) table).operations().current().metadataFileLocation()));
    String twice = damaged.currentSnapshot().allManifests(damaged.io()).get(0).path();

    IcebergTable opened = IcebergTable.open(table.location(), DIRECT);
    TableSummary summary = Summaries.summarize(opened);
    SnapshotTree tree =
        SnapshotTrees.build(opened, opened.metadata().currentSnapshot().orElseThrow());

    Problem expected =
        new Problem(
            Problem.Kind.INVALID,
            listLocation,
            "lists manifest " + twice + " 2 times; engines read its files once for each listing");
    assertThat(summary.problems()).containsExactly(expected);
    assertThat(tree.manifestListProblems()).containsExactly(expected);
    assertThat(summary.counts().manifests())
        .contains(damaged.currentSnapshot().allManifests(damaged.io()).size());
    assertThat(tree.manifests())
        .hasSize(damaged.currentSnapshot().allManifests(damaged.io()).size());
  }

  @Test
  void aDeleteManifestInATableThatSaysV1IsNamed() throws IOException {
    Table table = new FixtureTables(folder).positionDeletes();
    Path metadataFile = local(((BaseTable) table).operations().current().metadataFileLocation());
    ObjectMapper mapper = new ObjectMapper();
    ObjectNode json = (ObjectNode) mapper.readTree(metadataFile.toFile());
    json.put("format-version", 1);
    // Format v1 has no sequence numbers; one left behind would be a problem of its own.
    json.remove("last-sequence-number");
    json.withArray("snapshots")
        .forEach(snapshot -> ((ObjectNode) snapshot).remove("sequence-number"));
    Files.writeString(metadataFile, mapper.writeValueAsString(json));
    Files.deleteIfExists(metadataFile.resolveSibling("." + metadataFile.getFileName() + ".crc"));
    Table damaged = reloaded(metadataFile);
    String deletes = damaged.currentSnapshot().deleteManifests(damaged.io()).get(0).path();

    IcebergTable opened = IcebergTable.open(table.location(), DIRECT);
    TableSummary summary = Summaries.summarize(opened);

    assertThat(((BaseTable) damaged).operations().current().formatVersion()).isEqualTo(1);
    assertThat(summary.problems())
        .containsExactly(
            new Problem(
                Problem.Kind.INVALID,
                table.currentSnapshot().manifestListLocation(),
                "lists delete manifest "
                    + deletes
                    + " in a format v1 table, which has no delete files"));
    assertThat(summary.counts().listedDeleteManifests())
        .isEqualTo(damaged.currentSnapshot().deleteManifests(damaged.io()).size());
  }
}
