package io.tablescope.inspector.iceberg.replay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.replay.ScenarioTable.Layout;
import java.io.IOException;
import java.nio.file.Path;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.expressions.Expressions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The operation file's {@code row-filter} and {@code case-sensitive}: the files a snapshot removed
 * because its row filter matched them whole are the filter's, not removed by name; the fields are
 * refused where Iceberg has no such call or with a value of the wrong kind.
 */
class RowFilterOperationFileTest {
  @TempDir Path folder;

  /** F1 (red) removed by the filter, a blue file removed by name, recorded in one snapshot. */
  private ScenarioTable overwriteByFilterAndName() {
    ScenarioTable t = ScenarioTable.create(folder, Layout.V2);
    DataFile blue = t.blue(11, 20);
    t.append(blue);
    t.start();
    t.propose(
        ProposedOperation.overwrite()
            .rowFilter(Scenarios.RED, Expressions.equal("color", "red"))
            .remove(blue)
            .add(t.red(1, 10)));
    return t;
  }

  private Proposal parse(ScenarioTable t, String fields) throws IOException {
    IcebergTable opened = IcebergTable.open(folder.toString(), Runnable::run);
    return OperationFile.parse(
        opened,
        "{\"snapshot-id\": "
            + t.proposalSnapshotId()
            + ", \"operation\": \"overwrite\""
            + fields
            + "}");
  }

  @Test
  void filesTheRowFilterMatchedWholeAreNotRemovedByName() throws IOException {
    ScenarioTable t = overwriteByFilterAndName();

    Proposal withFilter = parse(t, ", \"row-filter\": \"color = 'red'\"");
    Proposal withoutFilter = parse(t, "");

    assertThat(withFilter.removedDataFiles())
        .extracting(file -> file.partitionText())
        .containsExactly("color=blue");
    assertThat(withFilter.rowFilter().toString()).isEqualTo("ref(name=\"color\") == \"red\"");
    assertThat(withoutFilter.removedDataFiles())
        .extracting(file -> file.partitionText())
        .containsExactlyInAnyOrder("color=red", "color=blue");
  }

  @Test
  void aColumnInAnotherCaseBindsOnlyWhenCaseInsensitive() throws IOException {
    ScenarioTable t = overwriteByFilterAndName();

    Proposal sensitive = parse(t, ", \"row-filter\": \"COLOR = 'red'\"");
    Proposal insensitive =
        parse(t, ", \"row-filter\": \"COLOR = 'red'\", \"case-sensitive\": false");

    assertThat(sensitive.rowFilter().bindingFailure())
        .startsWith("Cannot find field 'COLOR' in struct: struct<1: id: required long,");
    assertThat(insensitive.rowFilter().bindingFailure()).isNull();
    assertThat(insensitive.rowFilter().toString()).isEqualTo("ref(name=\"COLOR\") == \"red\"");
  }

  @Test
  void aRowFilterIsRefusedWhereIcebergTakesNone() {
    ScenarioTable t = overwriteByFilterAndName();

    assertThatThrownBy(
            () ->
                OperationFile.parse(
                    IcebergTable.open(folder.toString(), Runnable::run),
                    "{\"snapshot-id\": "
                        + t.proposalSnapshotId()
                        + ", \"operation\": \"rewrite\", \"row-filter\": \"id > 3\"}"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("row-filter: rewrite takes no row filter");
  }

  @Test
  void caseSensitiveMustBeABoolean() {
    ScenarioTable t = overwriteByFilterAndName();

    assertThatThrownBy(() -> parse(t, ", \"case-sensitive\": \"no\""))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("case-sensitive must be true or false");
  }
}
