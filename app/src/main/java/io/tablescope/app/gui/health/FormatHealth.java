package io.tablescope.app.gui.health;

import io.tablescope.app.cli.common.HealthReport;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.format.Problem;
import io.tablescope.inspector.table.AnalysisProgress;
import io.tablescope.inspector.table.Capability;
import io.tablescope.inspector.table.Table;
import java.util.List;

/**
 * What a Health view needs of one format: its open table and its analysis in the words the CLI's
 * {@code health} prints.
 *
 * @param <T> the format's table
 */
public interface FormatHealth<T extends Table> {
  /** The class of this format's tables. */
  Class<T> type();

  /** The opened table when it is of this format and offers health, else null. */
  default T table(MainViewModel main) {
    Table open = main.tableProperty().get();
    return type().isInstance(open) && open.offers(Capability.HEALTH) ? type().cast(open) : null;
  }

  /** What the status says while the analysis starts, e.g. {@code Reading what blocks …}. */
  String starting(T table);

  /** Analyses the table; runs off the UI thread, reporting progress and stopping when cancelled. */
  Analysed analyse(T table, AnalysisProgress progress);

  /** An analysis's sections of findings, and the problems met reading the table. */
  record Analysed(List<HealthReport.Section> sections, List<Problem> problems) {
    public Analysed {
      sections = List.copyOf(sections);
      problems = List.copyOf(problems);
    }
  }
}
