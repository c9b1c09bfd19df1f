package io.tablescope.app.gui.delta.replay;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.session.ViewModels;
import io.tablescope.app.gui.settings.Settings;
import io.tablescope.format.io.LocalFileAccess;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.delta.replay.DeltaOperationFile;
import io.tablescope.inspector.delta.replay.DeltaReplayResult;
import io.tablescope.inspector.delta.replay.DeltaReplayer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Queue;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Delta replay view model on the demo's lake tables, every task run at once: the proposals
 * offered, the form filled from an operation file or a losing commit file, and verdicts equal to
 * the inspector's.
 */
class DeltaReplayViewModelTest {
  private static final Path LAKE = ViewModels.WAREHOUSE.resolve("lake");
  private static final Path ORDERS = LAKE.resolve("orders");
  private static final Path CUSTOMERS = LAKE.resolve("customers");

  private final Settings preferences = ViewModels.preferences();
  private final MainViewModel main = ViewModels.main(preferences);
  private final DeltaReplayViewModel viewModel = new DeltaReplayViewModel(main);

  @TempDir Path dir;

  @AfterEach
  void removePreferences() {
    preferences.removeNode();
  }

  private DeltaTable open(Path table) throws IOException {
    DeltaTable opened = DeltaTable.open(table.toString(), Runnable::run);
    main.tableProperty().set(opened);
    return opened;
  }

  private static DeltaReplayResult inspector(Path table, Path operationFile) {
    LocalFileAccess files = new LocalFileAccess();
    return DeltaReplayer.replay(
        files, table.toString(), DeltaOperationFile.parse(files, operationFile.toString()));
  }

  @Test
  void offersTheTablesOperationFilesAndFillsTheFormFromTheFirst() throws IOException {
    open(CUSTOMERS);

    assertThat(viewModel.proposals())
        .containsExactly(
            CUSTOMERS.resolve("_proposals/dedup-insert.op.json").toString(),
            CUSTOMERS.resolve("_proposals/retention-delete.op.json").toString());
    assertThat(viewModel.readVersionProperty().get()).isEqualTo("2");
    assertThat(viewModel.isolationProperty().get()).isEqualTo("Serializable");
    assertThat(viewModel.readPredicateProperty().get()).isEqualTo("country = 'DE'");
  }

  @Test
  void anIcebergTableOffersNoDeltaProposals() {
    main.open(ViewModels.WAREHOUSE.resolve("sales/customers").toString());

    assertThat(main.tableProperty().get()).isNotNull();
    assertThat(viewModel.proposals()).isEmpty();
    assertThat(viewModel.sourceProperty().get()).isNull();
  }

  @Test
  void showsTheInspectorsVerdictAndSelectingTheFailureSelectsItsVersion() throws IOException {
    DeltaTable table = open(ORDERS);
    Path op = ORDERS.resolve("_proposals/eu-restatement.op.json");
    DeltaReplayResult.Failure expected = inspector(ORDERS, op).failures().get(0);
    main.selectedCommitProperty().set(table.commit(0).orElseThrow());

    viewModel.run();
    viewModel.replay().selectedFailureProperty().set(viewModel.replay().failures().get(0));

    assertThat(viewModel.replay().verdictProperty().get())
        .isEqualTo("Would fail: " + expected.exception() + ": " + expected.firstLine());
    assertThat(viewModel.replay().failures()).containsExactly(expected);
    assertThat(viewModel.replay().explanationProperty().get())
        .contains(expected.message())
        .contains(expected.explanation())
        .contains("rests on the read predicate you supplied");
    assertThat(viewModel.predicateDependenceProperty().get()).contains("region = 'EU'");
    assertThat(main.selectedCommitProperty().get().id()).isEqualTo(expected.version());
  }

  @Test
  void aLosingCommitFileFillsItsReadVersionAndNeedsTheReadPredicate() throws IOException {
    open(ORDERS);
    DeltaReplayResult expected =
        inspector(ORDERS, ORDERS.resolve("_proposals/eu-restatement.op.json"));

    viewModel.choose(ORDERS.resolve("_proposals/eu-restatement.json").toString());
    String filled = viewModel.readVersionProperty().get();
    String filledPredicate = viewModel.readPredicateProperty().get();
    viewModel.run();
    boolean passesWithoutPredicate = viewModel.replay().resultProperty().get().passes();
    viewModel.readPredicateProperty().set("region = 'EU'");
    viewModel.run();

    assertThat(filled).isEqualTo(String.valueOf(expected.readVersion()));
    assertThat(filledPredicate).isEmpty();
    assertThat(viewModel.sourceNoteProperty().get()).contains("give the read predicate");
    assertThat(passesWithoutPredicate).isTrue();
    assertThat(viewModel.replay().resultProperty().get().failures()).isEqualTo(expected.failures());
  }

  @Test
  void aMalformedOperationFileIsNamedAndCannotBeReplayed() throws IOException {
    open(ORDERS);
    Path bad = Files.writeString(dir.resolve("bad.op.json"), "{\"read-version\": \"three\"}");

    viewModel.choose(bad.toString());
    viewModel.run();

    assertThat(viewModel.sourceNoteProperty().get())
        .startsWith("Cannot read the proposal: " + bad)
        .contains("read-version");
    assertThat(viewModel.replay().resultProperty().get()).isNull();
  }

  @Test
  void aReadVersionThatIsNotANumberIsSaidInTheVerdict() throws IOException {
    open(ORDERS);
    viewModel.readVersionProperty().set("latest");

    viewModel.run();

    assertThat(viewModel.replay().verdictProperty().get())
        .isEqualTo(
            "Cannot replay: Read version must be the version the transaction read (a whole"
                + " number), not 'latest'");
  }

  @Test
  void aReadPredicatePastTheLimitIsSaidInTheVerdict() throws IOException {
    open(ORDERS);
    viewModel.readPredicateProperty().set("not ".repeat(100_000) + "region = 'EU'");

    viewModel.run();

    assertThat(viewModel.replay().verdictProperty().get())
        .isEqualTo(
            "Cannot replay: read predicate nests parentheses and 'not' more than 100 deep;"
                + " Tablescope reads filters nested at most 100 deep");
    assertThat(viewModel.replay().resultProperty().get()).isNull();
  }

  @Test
  void cancellingDropsTheAnswerOfAReplayStillRunning() throws IOException {
    Queue<Runnable> background = new ArrayDeque<>();
    MainViewModel queued = ViewModels.holding(preferences, background::add);
    DeltaReplayViewModel tab = new DeltaReplayViewModel(queued);
    queued.tableProperty().set(DeltaTable.open(ORDERS.toString(), Runnable::run));
    while (!background.isEmpty()) {
      background.poll().run();
    }

    tab.run();
    boolean runningBefore = tab.replay().runningProperty().get();
    tab.replay().cancel();
    background.poll().run();

    assertThat(runningBefore).isTrue();
    assertThat(tab.replay().runningProperty().get()).isFalse();
    assertThat(tab.replay().verdictProperty().get()).isEqualTo("Cancelled.");
    assertThat(tab.replay().resultProperty().get()).isNull();
  }
}
