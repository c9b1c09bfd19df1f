package io.tablescope.inspector.hudi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablescope.format.Problem;
import io.tablescope.format.io.Storage;
import io.tablescope.inspector.hudi.view.FileSlice;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Damage to a Hudi table is a problem naming the file and what is wrong, and the rest of the table
 * stays readable: an unknown action, a table version past the newest, a truncated instant file, a
 * base file gone from storage, properties that cannot be read at all.
 */
class HudiDamageTest {
  private static final String F = "6a1f0c2e-1111-4e8b-9c11-0a2b3c4d5e6f-0";
  private static final String P = "region=EU";

  @TempDir Path dir;

  private HandWrittenHudiTable table(int version) {
    return new HandWrittenHudiTable(dir, "COPY_ON_WRITE", version)
        .partition(P)
        .file(P, F + "_0-1-0_20260101000000001.parquet")
        .instant(
            "20260101000000001_20260101000000002.commit",
            HandWrittenHudiTable.commit("INSERT", P + "/" + F + "_0-1-0_20260101000000001.parquet"))
        .file(P, F + "_0-1-0_20260101000000003.parquet")
        .instant(
            "20260101000000003_20260101000000004.commit",
            HandWrittenHudiTable.commit(
                "UPSERT", P + "/" + F + "_0-1-0_20260101000000003.parquet"));
  }

  private HudiTable open() throws IOException {
    return HudiTable.open(Storage.local(), dir.toString(), Runnable::run);
  }

  @Test
  void anUnknownActionIsNamedAndLeftOutOfTheTimeline() throws Exception {
    table(8).instant("20260101000000005.teleport.requested", "");
    HudiTable table = open();
    assertThat(table.timeline().instants()).hasSize(2);
    assertThat(table.problems())
        .extracting(Problem::message)
        .containsExactly("an instant of unknown action \"teleport\", left out of the timeline");
    assertThat(table.problems().get(0).path()).endsWith("20260101000000005.teleport.requested");
  }

  @Test
  void aTableVersionPastTheNewestIsReadByTheNewestRulesAndSaysSo() throws Exception {
    table(8);
    Path properties = dir.resolve(".hoodie/hoodie.properties");
    Files.writeString(
        properties,
        Files.readString(properties).replace("hoodie.table.version=8", "hoodie.table.version=12"));
    HudiTable table = open();
    assertThat(table.problems())
        .extracting(Problem::toString)
        .containsExactly(
            properties
                + ": table version 12 is newer than the newest Tablescope reads (9); read by the"
                + " rules of version 9");
    assertThat(table.commits()).hasSize(2);
  }

  @Test
  void aTruncatedInstantFileIsAProblemOnItsReadAndTheOthersStillRead() throws Exception {
    table(8);
    Path newest = dir.resolve(".hoodie/timeline/20260101000000003_20260101000000004.commit");
    byte[] bytes = Files.readAllBytes(newest);
    Files.write(newest, java.util.Arrays.copyOf(bytes, bytes.length / 2));
    HudiTable table = open();
    var live = table.liveFiles(table.current().orElseThrow());
    assertThat(live.complete()).isFalse();
    assertThat(live.problems())
        .singleElement()
        .satisfies(
            problem -> {
              assertThat(problem.path()).isEqualTo(newest.toString());
              assertThat(problem.message()).startsWith("neither an Avro file nor JSON");
            });
    var older = table.liveFiles(table.commits().get(0));
    assertThat(older.complete()).isTrue();
    assertThat(older.files()).hasSize(1);
  }

  @Test
  void aBaseFileGoneFromStorageIsNamedOnTheReadOfTheWriteThatWroteIt() throws Exception {
    table(8);
    Files.delete(dir.resolve(P).resolve(F + "_0-1-0_20260101000000003.parquet"));
    HudiTable table = open();
    var live = table.liveFiles(table.current().orElseThrow());
    assertThat(live.problems())
        .singleElement()
        .satisfies(
            problem -> {
              assertThat(problem.kind()).isEqualTo(Problem.Kind.MISSING);
              assertThat(problem.path()).endsWith(F + "_0-1-0_20260101000000003.parquet");
              assertThat(problem.message())
                  .contains("written by commit 20260101000000003", "not in storage");
            });
    // As Hudi's view would, the read falls back on the slice still in storage.
    List<FileSlice> slices = table.snapshot("20260101000000003");
    assertThat(slices)
        .singleElement()
        .satisfies(slice -> assertThat(slice.baseInstantTime()).isEqualTo("20260101000000001"));
  }

  @Test
  void propertiesThatCannotBeReadAreAnErrorNamingTheFile() throws Exception {
    table(8);
    Path properties = dir.resolve(".hoodie/hoodie.properties");
    Files.delete(properties);
    Files.createDirectories(properties);
    assertThatThrownBy(this::open)
        .isInstanceOf(IOException.class)
        .hasMessageContaining(properties.toString())
        .hasMessageContaining("no such file");
  }
}
