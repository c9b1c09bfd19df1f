package io.tablescope.app.gui.hudi.find;

import io.tablescope.app.cli.common.Numbers;
import io.tablescope.app.gui.find.FindResults;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.hudi.find.HudiFileEvent;
import io.tablescope.inspector.hudi.find.HudiFileHistories;
import io.tablescope.inspector.hudi.find.HudiFileHistory;
import io.tablescope.inspector.hudi.find.HudiFindHit;
import io.tablescope.inspector.hudi.find.HudiSearch;
import io.tablescope.inspector.hudi.tree.HudiNode;
import java.util.List;

/**
 * Find across the whole opened Hudi table, and the history of one file: both read every instant
 * once per table, off the UI thread, with cancel. A new run replaces the old one, whose result is
 * dropped.
 */
public final class HudiFindViewModel
    extends FindResults<HudiTable, HudiFileHistories, HudiFindHit, HudiFileEvent> {
  private final HudiFindNavigation navigation;

  public HudiFindViewModel(MainViewModel main, HudiFindNavigation navigation) {
    super(
        main,
        table -> table instanceof HudiTable hudi ? hudi : null,
        (table, task) -> HudiFileHistories.read(table),
        "Open a Hudi table first.",
        "Reading every instant…");
    this.navigation = navigation;
  }

  @Override
  public void find() {
    String text = startFind();
    search()
        .run(
            read -> new Read<>(HudiSearch.find(read, text), read.limit().orElse(null)),
            found ->
                showResults(
                    found.answer(),
                    Numbers.count(found.answer().size(), "result")
                        + " for "
                        + text
                        + found.limitNote()));
  }

  @Override
  public void showHistory(String path) {
    search()
        .run(
            read -> new Read<>(HudiSearch.file(read, path), read.limit().orElse(null)),
            found -> {
              HudiFileHistory file = found.answer();
              showHistory(
                  file.events(),
                  "History of "
                      + path
                      + " ("
                      + (file.log() ? "log file" : "base file")
                      + "), live in "
                      + Numbers.count(file.liveIn().size(), "instant"),
                  found.limitNote().strip());
            });
  }

  /** An answer and why the live-in reads stop short of the oldest writes, or null. */
  private record Read<T>(T answer, String limit) {
    String limitNote() {
      return limit == null ? "" : " (" + limit + ")";
    }
  }

  /** The path of the base or log file a node of an instant's tree is, else null. */
  public static String fileOf(Object node) {
    if (node instanceof HudiNode.Base base) {
      return base.file().path();
    }
    return node instanceof HudiNode.Log log ? log.file().path() : null;
  }

  /**
   * Leads to a result: a file to the Tree of the write that created it, its write stat selected
   * (else of the newest instant whose read opens it); an instant, partition or file group to the
   * History of its newest instant.
   */
  @Override
  public void openResult(HudiFindHit hit) {
    if (hit.kind() == HudiFindHit.Kind.FILE && !hit.addedBy().isEmpty()) {
      navigation.showFile(hit.addedBy().get(0), hit.name());
      return;
    }
    if (hit.instants().isEmpty()) {
      statusProperty().set(hit.name() + " is opened by no read; its history says where it went");
      return;
    }
    String newest = hit.instants().get(hit.instants().size() - 1);
    if (hit.kind() == HudiFindHit.Kind.FILE) {
      navigation.showFile(newest, hit.name());
    } else {
      navigation.showInstant(newest);
    }
  }

  /** Leads from a history row to its instant in the History. */
  @Override
  public void openEvent(HudiFileEvent event) {
    navigation.showInstant(event.instant());
  }

  /** A result's instants as a short text. */
  static String instantsText(List<String> instants) {
    if (instants.size() <= 3) {
      return instants.isEmpty() ? "none" : String.join(", ", instants);
    }
    return Numbers.count(instants.size(), "instant")
        + ": "
        + instants.get(0)
        + " … "
        + instants.get(instants.size() - 1);
  }
}
