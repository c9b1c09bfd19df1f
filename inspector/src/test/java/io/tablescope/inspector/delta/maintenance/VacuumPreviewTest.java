package io.tablescope.inspector.delta.maintenance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.delta.kernel.internal.deletionvectors.Base85Codec;
import io.delta.standalone.actions.AddFile;
import io.tablescope.format.Problem;
import io.tablescope.format.io.Storage;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import io.tablescope.format.testing.delta.HandWrittenLog;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.table.AnalysisProgress;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * VACUUM's rule, one rule a test, on tables delta-standalone writes (and a hand-written log where a
 * deletion vector is needed), with the data files really on disk and their times set: the file sets
 * are compared exactly.
 */
class VacuumPreviewTest {
  private static final long NOW = 1_800_000_000_000L;
  private static final long WEEK = Duration.ofDays(7).toMillis();
  private static final long CUTOFF = NOW - WEEK;
  private static final long OLD = NOW - Duration.ofDays(30).toMillis();

  @TempDir Path root;
  @TempDir Path outside;

  @Test
  void aTombstoneAtTheCutoffKeepsItsFileAndOneJustBeforeItDoesNot() throws Exception {
    DeltaTableWriter writer = DeltaTableWriter.create(root, List.of(), Map.of());
    writer.appendFiles(2);
    List<String> paths = livePaths(writer);
    Path inside = file(paths.get(0), OLD);
    Path outside = file(paths.get(1), OLD);
    writer.removeWhere(encoded(paths.get(0)), CUTOFF);
    writer.removeWhere(encoded(paths.get(1)), CUTOFF - 1);

    VacuumPreview preview = preview(null, true);

    assertThat(preview.cutoff()).isEqualTo(CUTOFF);
    assertThat(deleted(preview)).containsExactly(outside.toString());
    assertThat(deleted(preview)).doesNotContain(inside.toString());
    assertThat(preview.deleted().get(0).reason()).contains("tombstone has expired");
    assertThat(preview.bytes()).isEqualTo(Files.size(outside));
  }

  @Test
  void anUntrackedFileGoesWhenOlderThanTheCutoffAndIsKeptWhenNot() throws Exception {
    DeltaTableWriter writer = DeltaTableWriter.create(root, List.of(), Map.of());
    writer.appendFiles(1);
    file(livePaths(writer).get(0), OLD);
    Path old = file("stray-old.parquet", CUTOFF - 1);
    Path young = file("stray-young.parquet", CUTOFF);

    VacuumPreview preview = preview(null, true);

    assertThat(deleted(preview)).containsExactly(old.toString());
    assertThat(paths(preview.tooYoung())).containsExactly(young.toString());
  }

  @Test
  void aDeletionVectorGoesOnlyWhenNothingRefersToIt() throws Exception {
    UUID referencedId = UUID.randomUUID();
    UUID unreferencedId = UUID.randomUUID();
    UUID tombstonedId = UUID.randomUUID();
    HandWrittenLog log = new HandWrittenLog(root);
    Map<String, String> config = Map.of("delta.enableDeletionVectors", "true");
    log.commit(
        0,
        OLD,
        List.of(
            HandWrittenLog.protocol(3, 7, List.of("deletionVectors"), List.of("deletionVectors")),
            HandWrittenLog.metadata(
                "dv", HandWrittenLog.schema(Map.of("id", "id")), List.of(), config),
            HandWrittenLog.add("a.parquet", Map.of(), 10, vector("ab", referencedId)),
            HandWrittenLog.add("b.parquet", Map.of(), 10, null)));
    // b, its rows partly deleted through a vector, was removed a moment ago: its tombstone holds.
    ObjectNode remove = HandWrittenLog.remove("b.parquet", Map.of(), vector("", tombstonedId));
    ((ObjectNode) remove.get("remove")).put("deletionTimestamp", NOW - 1000);
    log.commit(1, OLD, List.of(remove));
    file("a.parquet", OLD);
    file("b.parquet", OLD);
    Path referenced = file("ab/deletion_vector_" + referencedId + ".bin", OLD);
    Path tombstoned = file("deletion_vector_" + tombstonedId + ".bin", OLD);
    Path unreferenced = file("ab/deletion_vector_" + unreferencedId + ".bin", OLD);

    VacuumPreview preview = preview(null, true);

    assertThat(deleted(preview)).containsExactly(unreferenced.toString());
    assertThat(deleted(preview)).doesNotContain(referenced.toString(), tombstoned.toString());
    assertThat(preview.deleted().get(0).reason()).contains("deletion vector");
  }

  @Test
  void hiddenFilesAndTheLogAreNeverListedButChangeDataIs() throws Exception {
    DeltaTableWriter writer = DeltaTableWriter.create(root, List.of(), Map.of());
    writer.appendFiles(1);
    file(livePaths(writer).get(0), OLD);
    file(".hidden.parquet", OLD);
    file("_tmp/x.parquet", OLD);
    file("_delta_log/stray.json", OLD);
    file("data/.part.crc", OLD);
    Path changeData = file("_change_data/cdc-1.parquet", OLD);
    Path visible = file("data/part.parquet", OLD);
    for (Path logFile : Files.list(root.resolve("_delta_log")).toList()) {
      Files.setLastModifiedTime(logFile, FileTime.fromMillis(OLD));
    }

    VacuumPreview preview = preview(null, true);

    assertThat(deleted(preview)).containsExactly(changeData.toString(), visible.toString());
    assertThat(paths(preview.tooYoung())).isEmpty();
  }

  @Test
  void aPartitionFolderIsNotHiddenWhateverItsName() throws Exception {
    DeltaTableWriter writer = DeltaTableWriter.create(root, List.of("p", "_q"), Map.of());
    writer.append("_x");
    file(livePaths(writer).get(0), OLD);
    Path underPartitions = file("p=_x/_q=_x/stray.parquet", OLD);
    file("_r=1/stray.parquet", OLD);

    VacuumPreview preview = preview(null, true);

    assertThat(livePaths(writer).get(0)).startsWith("p=_x/_q=_x/");
    assertThat(deleted(preview)).containsExactly(underPartitions.toString());
    assertThat(VacuumFinder.hidden("_q=_x", List.of("p", "_q"), false)).isFalse();
    assertThat(VacuumFinder.hidden("_r=1", List.of("p", "_q"), false)).isTrue();
    assertThat(VacuumFinder.hidden("metadata", List.of(), true)).isTrue();
    assertThat(VacuumFinder.hidden("metadata", List.of(), false)).isFalse();
  }

  @Test
  void emptyFoldersGoAndAFolderWithAnOldFileWaitsForTheNextRun() throws Exception {
    DeltaTableWriter writer = DeltaTableWriter.create(root, List.of("p"), Map.of());
    writer.append("1");
    file(livePaths(writer).get(0), OLD);
    Files.createDirectories(root.resolve("empty/inner"));
    Path stale = file("stale/old.parquet", OLD);
    file("fresh/new.parquet", NOW);

    VacuumPreview preview = preview(null, true);

    assertThat(deleted(preview))
        .containsExactly(
            root.resolve("empty").toString(),
            root.resolve("empty/inner").toString(),
            root.resolve("fresh").toString(),
            stale.toString());
    assertThat(preview.deleted().stream().filter(VacuumFile::directory).count()).isEqualTo(3);
  }

  @Test
  void aRetentionShorterThanTheTablesIsRefusedWithDeltasMessageUnlessTheCheckIsOff()
      throws Exception {
    DeltaTableWriter writer =
        DeltaTableWriter.create(
            root, List.of(), Map.of("delta.deletedFileRetentionDuration", "interval 2 days"));
    writer.appendFiles(1);
    file(livePaths(writer).get(0), OLD);
    Path stray = file("stray.parquet", NOW - Duration.ofHours(30).toMillis());

    assertThatThrownBy(() -> preview(24.0, true))
        .isInstanceOf(VacuumRefusedException.class)
        .hasMessage(
            "Are you sure you would like to vacuum files with such a low retention period? If you"
                + " have\nwriters that are currently writing to this table, there is a risk that"
                + " you may corrupt the\nstate of your Delta table.\n\nIf you are certain that"
                + " there are no operations being performed on this table, such as\n"
                + "insert/upsert/delete/optimize, then you may turn off this check by setting:\n"
                + "spark.databricks.delta.retentionDurationCheck.enabled = false\n\n"
                + "If you are not sure, please use a value not less than \"48 hours\".");
    assertThatThrownBy(() -> preview(-1.0, false))
        .isInstanceOf(VacuumRefusedException.class)
        .hasMessage("Retention for Vacuum can't be less than 0.");

    VacuumPreview unchecked = preview(24.0, false);
    assertThat(unchecked.cutoff()).isEqualTo(NOW - Duration.ofHours(24).toMillis());
    assertThat(deleted(unchecked)).containsExactly(stray.toString());
    VacuumPreview longer = preview(72.0, true);
    assertThat(deleted(longer)).isEmpty();
    assertThat(preview(null, true).retention().duration()).isEqualTo(Duration.ofDays(2));
  }

  @Test
  void pastTheListingCapTheRestIsAProblemAndNoFolderIsCalledEmpty() throws Exception {
    DeltaTableWriter.create(root, List.of(), Map.of());
    Files.createDirectories(root.resolve("empty"));
    for (int i = 0; i < 5; i++) {
      file("stray-" + i + ".parquet", OLD);
    }
    DeltaTable table = DeltaTable.open(Storage.local(), root.toString(), Runnable::run);

    VacuumPreview preview = VacuumPreview.of(table, null, true, NOW, 3, AnalysisProgress.NONE);

    // The three listed are the folder and two files: the folder is not called empty.
    assertThat(preview.deleted()).hasSize(2).noneMatch(VacuumFile::directory);
    assertThat(preview.problems())
        .singleElement()
        .extracting(Problem::message)
        .asString()
        .contains("listing stopped after 3 files and folders");
  }

  @Test
  void aLinkToAFolderIsAProblemNamingItNotFollowed() throws Exception {
    DeltaTableWriter.create(root, List.of(), Map.of());
    Files.writeString(outside.resolve("elsewhere.parquet"), "not the table's");
    Files.setLastModifiedTime(outside.resolve("elsewhere.parquet"), FileTime.fromMillis(OLD));
    Path link = Files.createSymbolicLink(root.resolve("linked"), outside);

    VacuumPreview preview = preview(null, true);

    assertThat(deleted(preview)).doesNotContain(link.resolve("elsewhere.parquet").toString());
    assertThat(preview.problems())
        .anySatisfy(
            problem -> {
              assertThat(problem.path()).isEqualTo(link.toString());
              assertThat(problem.message()).contains("a link to a folder, not followed");
            });
  }

  @Test
  void retentionsAreReadAsDeltaReadsIntervals() {
    assertThat(DeltaRetention.parse("interval 1 week")).isEqualTo(Duration.ofDays(7));
    assertThat(DeltaRetention.parse("168 hours")).isEqualTo(Duration.ofDays(7));
    assertThat(DeltaRetention.parse("INTERVAL 1 day 12 hours")).isEqualTo(Duration.ofHours(36));
    assertThat(DeltaRetention.parse("interval 30 days")).isEqualTo(Duration.ofDays(30));
    assertThatThrownBy(() -> DeltaRetention.parse("interval 1 month"))
        .hasMessageContaining("months");
    assertThatThrownBy(() -> DeltaRetention.parse("a week")).hasMessageContaining("not");
  }

  private VacuumPreview preview(Double hours, boolean check) throws Exception {
    DeltaTable table = DeltaTable.open(Storage.local(), root.toString(), Runnable::run);
    return VacuumPreview.of(
        table, hours, check, NOW, VacuumPreview.LISTING_CAP, AnalysisProgress.NONE);
  }

  /** The live files' paths as the log records them, URL-decoded. */
  private static List<String> livePaths(DeltaTableWriter writer) {
    return writer.log().update().getAllFiles().stream()
        .map(AddFile::getPath)
        .map(path -> URI.create(path).getPath())
        .sorted()
        .toList();
  }

  private static String encoded(String path) {
    return path.replace(" ", "%20");
  }

  /** Writes a file under the root, dated. */
  private Path file(String relative, long modified) {
    Path file = root.resolve(relative);
    try {
      Files.createDirectories(file.getParent());
      Files.writeString(file, "data of " + relative);
      Files.setLastModifiedTime(file, FileTime.fromMillis(modified));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return file;
  }

  private static ObjectNode vector(String prefix, UUID id) {
    return HandWrittenLog.deletionVector("u", prefix + Base85Codec.encodeUUID(id), 1, 36, 2);
  }

  private static List<String> deleted(VacuumPreview preview) {
    return paths(preview.deleted());
  }

  private static List<String> paths(List<VacuumFile> files) {
    Set<String> sorted = new TreeSet<>();
    files.forEach(file -> sorted.add(file.path()));
    return List.copyOf(sorted);
  }
}
