package io.tablescope.app.gui.iceberg.health;

import io.tablescope.app.gui.iceberg.session.OpenedIceberg;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.task.ProgressListener;
import io.tablescope.app.gui.task.TaskHandle;
import io.tablescope.format.iceberg.metadata.SnapshotRef;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.publish.PublishPreview;
import io.tablescope.inspector.iceberg.publish.PublishStep;
import io.tablescope.inspector.iceberg.publish.Publisher;
import io.tablescope.inspector.iceberg.replay.ReplayResult;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The publish preview: choose a branch and the branch to publish it to, preview in the background,
 * then read the verdict, what happens to each of the branch's snapshots, and the replay's checks
 * against what changed on the target. A new preview, or another table, drops the previous run.
 */
public final class PublishViewModel {
  private final MainViewModel main;
  private final ObservableList<String> branches = FXCollections.observableArrayList();
  private final StringProperty branch = new SimpleStringProperty();
  private final StringProperty target = new SimpleStringProperty();
  private final ObjectProperty<PublishPreview> preview = new SimpleObjectProperty<>();
  private final ObservableList<PublishStep> steps = FXCollections.observableArrayList();
  private final ObservableList<Check> checks = FXCollections.observableArrayList();
  private final StringProperty verdict = new SimpleStringProperty("");
  private final BooleanProperty running = new SimpleBooleanProperty();
  private TaskHandle handle;

  /** A replay check of one of the branch's snapshots. */
  public record Check(long snapshotId, ReplayResult.CheckResult result) {}

  public PublishViewModel(MainViewModel main) {
    this.main = main;
    main.tableProperty().addListener((observable, old, table) -> offer(OpenedIceberg.of(main)));
    offer(OpenedIceberg.of(main));
  }

  private void offer(IcebergTable table) {
    drop();
    List<String> names =
        table == null
            ? List.of()
            : table.metadata().refs().values().stream()
                .filter(SnapshotRef::isBranch)
                .map(SnapshotRef::name)
                .sorted()
                .toList();
    branches.setAll(names);
    // The usual question: may a branch other than main (an audit branch) go to main?
    branch.set(
        names.stream()
            .filter(name -> !name.equals(SnapshotRef.MAIN_BRANCH))
            .findFirst()
            .orElse(null));
    target.set(names.contains(SnapshotRef.MAIN_BRANCH) ? SnapshotRef.MAIN_BRANCH : null);
  }

  /** Forgets the shown preview and any run still going. */
  private void drop() {
    if (handle != null) {
      handle.cancel();
      handle = null;
    }
    running.set(false);
    preview.set(null);
    steps.clear();
    checks.clear();
    verdict.set("");
  }

  /** Previews publishing the chosen branch to the chosen target, off the UI thread. */
  public void run() {
    IcebergTable table = OpenedIceberg.of(main);
    String from = branch.get();
    String to = target.get();
    if (table == null || from == null || to == null) {
      return;
    }
    drop();
    running.set(true);
    TaskHandle started =
        main.tasks()
            .run(
                progress -> Publisher.preview(table, from, to, progress::isCancelled),
                this::show,
                failure -> {
                  running.set(false);
                  verdict.set("Cannot preview: " + failure.getMessage());
                },
                ProgressListener.IGNORE);
    handle = started;
  }

  private void show(PublishPreview shown) {
    running.set(false);
    preview.set(shown);
    steps.setAll(shown.snapshots());
    checks.setAll(
        shown.replays().stream()
            .flatMap(
                replay ->
                    replay.result().checks().stream()
                        .map(check -> new Check(replay.snapshotId(), check)))
            .toList());
    verdict.set(verdictText(shown));
  }

  /** The verdict line: what Iceberg would do, or the exception it would throw. */
  static String verdictText(PublishPreview preview) {
    return switch (preview.verdict()) {
      case FAST_FORWARD ->
          "Would publish: "
              + preview.target()
              + " fast-forwards to "
              + preview.branchHeadId()
              + ".";
      case CHERRY_PICK ->
          "Would publish by cherry-picking "
              + preview.snapshots().size()
              + " snapshot(s) onto "
              + preview.target()
              + " ("
              + preview.fastForwardMessage()
              + ").";
      case REFUSED -> "Would fail: " + preview.exception().simpleName() + ": " + preview.message();
    };
  }

  public ObservableList<String> branches() {
    return branches;
  }

  public StringProperty branchProperty() {
    return branch;
  }

  public StringProperty targetProperty() {
    return target;
  }

  public ObjectProperty<PublishPreview> previewProperty() {
    return preview;
  }

  public ObservableList<PublishStep> steps() {
    return steps;
  }

  public ObservableList<Check> checks() {
    return checks;
  }

  public StringProperty verdictProperty() {
    return verdict;
  }

  public BooleanProperty runningProperty() {
    return running;
  }
}
