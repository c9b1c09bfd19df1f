package io.tablescope.format.delta.log;

import static org.assertj.core.api.Assertions.assertThat;

import io.delta.standalone.VersionLog;
import io.tablescope.format.Problem;
import io.tablescope.format.delta.action.Action;
import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.delta.action.CommitInfo;
import io.tablescope.format.delta.action.Metadata;
import io.tablescope.format.delta.action.Protocol;
import io.tablescope.format.delta.action.RemoveFile;
import io.tablescope.format.delta.action.SetTransaction;
import io.tablescope.format.delta.action.UnknownAction;
import io.tablescope.format.io.LocalFileAccess;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import io.tablescope.format.testing.delta.HandWrittenLog;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A commit file reads into the actions delta-standalone wrote, field by field. */
class CommitReaderTest {
  @TempDir Path root;

  @Test
  void readsEveryActionOfEveryCommitAsStandaloneWroteIt() throws Exception {
    DeltaTableWriter table = DeltaTableWriter.create(root, List.of("p"), Map.of("k", "v"));
    table.append("a", "b");
    table.removeWhere("p=a");
    table.appendAsApplication("stream-1", 7, "c");
    table.setProperties(Map.of("delta.appendOnly", "false"));

    Iterator<VersionLog> changes = table.log().getChanges(0, true);
    int versions = 0;
    while (changes.hasNext()) {
      VersionLog expected = changes.next();
      String location = root.resolve("_delta_log").resolve(name(expected.getVersion())).toString();
      CommitActions actual =
          CommitReader.read(new LocalFileAccess(), location, expected.getVersion());
      assertThat(actual.problems()).isEmpty();
      assertThat(actual.actions()).hasSameSizeAs(expected.getActions());
      for (int i = 0; i < expected.getActions().size(); i++) {
        assertSameAction(expected.getActions().get(i), actual.actions().get(i));
      }
      versions++;
    }
    assertThat(versions).isEqualTo(5);
  }

  @Test
  void aLineThatDoesNotParseIsAProblemNamingFileAndLineAndTheOtherLinesAreKept() {
    HandWrittenLog log = new HandWrittenLog(root);
    Path file =
        log.write(
            HandWrittenLog.padded(3) + ".json",
            HandWrittenLog.commitInfo("WRITE", null)
                + "\n{\"add\": {\"path\": \"x\", trunc\n"
                + HandWrittenLog.add("b.parquet", Map.of(), 5, null)
                + "\n{\"add\":{\"path\":\"no-size\",\"partitionValues\":{},"
                + "\"modificationTime\":1,\"dataChange\":true}}\n");

    CommitActions actions = CommitReader.read(new LocalFileAccess(), file.toString(), 3);

    assertThat(actions.actions()).hasSize(2);
    assertThat(actions.commitInfo().operation()).isEqualTo("WRITE");
    assertThat(actions.actionsOf(AddFile.class))
        .extracting(AddFile::path)
        .containsExactly("b.parquet");
    assertThat(actions.problems())
        .extracting(Problem::path, Problem::kind)
        .containsOnly(org.assertj.core.groups.Tuple.tuple(file.toString(), Problem.Kind.CORRUPT));
    assertThat(actions.problems().get(0).message()).startsWith("line 2 is not a valid action");
    assertThat(actions.problems().get(1).message())
        .startsWith("line 4 is not a valid action")
        .contains("add.size");
  }

  @Test
  void unknownActionsAndUnknownFieldsAreKeptAsWritten() {
    HandWrittenLog log = new HandWrittenLog(root);
    Path file =
        log.write(
            HandWrittenLog.padded(0) + ".json",
            "{\"futureAction\":{\"a\":1}}\n"
                + "{\"txn\":{\"appId\":\"x\",\"version\":2,\"newField\":[1,2]}}\n");

    CommitActions actions = CommitReader.read(new LocalFileAccess(), file.toString(), 0);

    assertThat(actions.problems()).isEmpty();
    assertThat(actions.actions().get(0)).isEqualTo(new UnknownAction("futureAction", "{\"a\":1}"));
    SetTransaction txn = (SetTransaction) actions.actions().get(1);
    assertThat(txn.otherFields()).containsExactly(Map.entry("newField", "[1,2]"));
  }

  @Test
  void aMissingCommitFileIsAProblemNotAnException() {
    String location = root.resolve("_delta_log/00000000000000000009.json").toString();

    CommitActions actions = CommitReader.read(new LocalFileAccess(), location, 9);

    assertThat(actions.actions()).isEmpty();
    assertThat(actions.problems())
        .singleElement()
        .extracting(Problem::kind)
        .isEqualTo(Problem.Kind.MISSING);
  }

  private static String name(long version) {
    return HandWrittenLog.padded(version) + ".json";
  }

  private static void assertSameAction(io.delta.standalone.actions.Action expected, Action actual)
      throws Exception {
    if (expected instanceof io.delta.standalone.actions.AddFile add) {
      AddFile ours = (AddFile) actual;
      assertThat(ours.path()).isEqualTo(add.getPath());
      assertThat(ours.decodedPath()).isEqualTo(add.getPath().replace("%20", " "));
      assertThat(ours.partitionValues()).isEqualTo(add.getPartitionValues());
      assertThat(ours.size()).isEqualTo(add.getSize());
      assertThat(ours.modificationTime()).isEqualTo(add.getModificationTime());
      assertThat(ours.dataChange()).isEqualTo(add.isDataChange());
      assertThat(ours.stats()).isEqualTo(add.getStats());
      assertThat(ours.parsedStats()).isNull();
      return;
    }
    if (expected instanceof io.delta.standalone.actions.RemoveFile remove) {
      RemoveFile ours = (RemoveFile) actual;
      assertThat(ours.path()).isEqualTo(remove.getPath());
      assertThat(ours.deletionTimestamp()).isEqualTo(remove.getDeletionTimestamp().orElse(null));
      assertThat(ours.dataChange()).isEqualTo(remove.isDataChange());
      assertThat(ours.size()).isEqualTo(remove.getSize().orElse(null));
      assertThat(ours.partitionValues()).isEqualTo(remove.getPartitionValues());
      return;
    }
    if (expected instanceof io.delta.standalone.actions.Metadata metadata) {
      Metadata ours = (Metadata) actual;
      assertThat(ours.id()).isEqualTo(metadata.getId());
      assertThat(ours.name()).isEqualTo(metadata.getName());
      assertThat(ours.partitionColumns()).isEqualTo(metadata.getPartitionColumns());
      assertThat(ours.configuration()).isEqualTo(metadata.getConfiguration());
      assertThat(ours.format().provider()).isEqualTo(metadata.getFormat().getProvider());
      assertThat(ours.createdTime()).isEqualTo(metadata.getCreatedTime().orElse(null));
      assertThat(ours.schema().fields())
          .extracting(field -> field.name())
          .containsExactly(metadata.getSchema().getFieldNames());
      return;
    }
    if (expected instanceof io.delta.standalone.actions.Protocol protocol) {
      Protocol ours = (Protocol) actual;
      assertThat(ours.minReaderVersion()).isEqualTo(protocol.getMinReaderVersion());
      assertThat(ours.minWriterVersion()).isEqualTo(protocol.getMinWriterVersion());
      return;
    }
    if (expected instanceof io.delta.standalone.actions.SetTransaction txn) {
      SetTransaction ours = (SetTransaction) actual;
      assertThat(ours.appId()).isEqualTo(txn.getAppId());
      assertThat(ours.version()).isEqualTo(txn.getVersion());
      assertThat(ours.lastUpdated()).isEqualTo(txn.getLastUpdated().orElse(null));
      return;
    }
    if (expected instanceof io.delta.standalone.actions.CommitInfo info) {
      CommitInfo ours = (CommitInfo) actual;
      assertThat(ours.timestamp()).isEqualTo(info.getTimestamp().getTime());
      assertThat(ours.operation()).isEqualTo(info.getOperation());
      assertThat(ours.operationParameters()).isEqualTo(info.getOperationParameters());
      assertThat(ours.engineInfo()).isEqualTo(info.getEngineInfo().orElse(null));
      assertThat(ours.readVersion()).isEqualTo(info.getReadVersion().orElse(null));
      assertThat(ours.isolationLevel()).isEqualTo(info.getIsolationLevel().orElse(null));
      assertThat(ours.isBlindAppend()).isEqualTo(info.getIsBlindAppend().orElse(null));
      assertThat(ours.raw()).containsKey("operation");
      return;
    }
    throw new AssertionError("unexpected action " + expected);
  }
}
