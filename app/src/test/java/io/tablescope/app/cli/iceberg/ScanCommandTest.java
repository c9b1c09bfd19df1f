package io.tablescope.app.cli.iceberg;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.app.cli.CliRun;
import io.tablescope.format.testing.FixtureTables;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.iceberg.DeleteFile;
import org.apache.iceberg.FileScanTask;
import org.apache.iceberg.Table;
import org.apache.iceberg.expressions.Expressions;
import org.apache.iceberg.io.CloseableIterable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The scan command's contract: the plan iceberg-core makes, as JSON and text; exit codes. */
class ScanCommandTest {
  private static final String DELTA_ORDERS =
      Path.of("demo-warehouse/lake/orders").toAbsolutePath().toString();

  @TempDir Path folder;

  @Test
  void jsonListsTheFilesAndDeletesIcebergPlans() throws IOException {
    Table table = new FixtureTables(folder).equalityDeletes();
    Map<String, List<String>> expected = new HashMap<>();
    try (CloseableIterable<FileScanTask> tasks =
        table.newScan().filter(Expressions.equal("region", "US")).planFiles()) {
      for (FileScanTask task : tasks) {
        expected.put(
            task.file().location(), task.deletes().stream().map(DeleteFile::location).toList());
      }
    }

    CliRun run = CliRun.of("scan", table.location(), "--filter", "region = 'US'", "--json");

    assertThat(run.exitCode()).as(run.err()).isZero();
    JsonNode plan = new ObjectMapper().readTree(run.out());
    assertThat(plan.get("snapshot-id").asLong()).isEqualTo(table.currentSnapshot().snapshotId());
    assertThat(plan.get("filter").asText()).isEqualTo("ref(name=\"region\") == \"US\"");
    Map<String, List<String>> planned = new HashMap<>();
    for (JsonNode file : plan.get("files")) {
      List<String> deletes = new ArrayList<>();
      file.get("deletes").forEach(delete -> deletes.add(delete.get("path").asText()));
      planned.put(file.get("path").asText(), deletes);
    }
    assertThat(planned).isEqualTo(expected);
    assertThat(expected.values()).anyMatch(deletes -> !deletes.isEmpty());
    assertThat(plan.get("totals").get("data-files").asInt()).isEqualTo(expected.size());
    assertThat(plan.get("totals").get("pruned-files").asInt()).isPositive();
    assertThat(plan.get("pruned").get(0).get("reason").asText())
        .startsWith("partition region=")
        .endsWith("cannot hold rows matching ref(name=\"region\") == \"US\"");
  }

  @Test
  void textExplainsEachStepAndTimeTravelsByRef() throws IOException {
    Table table = new FixtureTables(folder).branchesAndTags();
    long tagged = table.snapshot("v1").snapshotId();

    CliRun run = CliRun.of("scan", table.location(), "--filter", "id > 2", "--ref", "v1");

    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .startsWith("Scan of snapshot " + tagged + " for ref(name=\"id\") > 2")
        .contains("1. Manifests: 1 of 1 manifest read")
        .contains("2. Files read: 1 data file")
        .contains("kept: unpartitioned and column bounds (id in [1, 3]) can hold matching rows");
  }

  @Test
  void aFilterThatDoesNotBindIsBadInputNamingTheColumn() {
    Table table = new FixtureTables(folder).identityPartitioned();

    CliRun unknown = CliRun.of("scan", table.location(), "--filter", "colour = 'red'");
    CliRun wrongCase = CliRun.of("scan", table.location(), "--filter", "Region = 'EU'");
    CliRun ignoringCase =
        CliRun.of("scan", table.location(), "--filter", "Region = 'EU'", "--case-insensitive");

    assertThat(unknown.exitCode()).isEqualTo(2);
    assertThat(unknown.err()).contains("no column 'colour'");
    assertThat(wrongCase.exitCode()).isEqualTo(2);
    assertThat(wrongCase.err()).contains("Cannot find field 'Region'");
    assertThat(ignoringCase.exitCode()).as(ignoringCase.err()).isZero();
    assertThat(ignoringCase.out()).contains("1 data file");
  }

  @Test
  void aDeltaTableIsRefused() {
    CliRun run = CliRun.of("scan", DELTA_ORDERS, "--filter", "true");

    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains("scan reads Iceberg tables").contains("is a Delta table");
  }
}
