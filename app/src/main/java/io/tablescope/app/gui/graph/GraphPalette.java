package io.tablescope.app.gui.graph;

import io.tablescope.app.gui.common.NamedColours;
import io.tablescope.inspector.table.graph.GraphCard;
import io.tablescope.inspector.table.graph.GraphCard.EntryStatus;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Paint;

/** The tree graph's colours, looked up from the style sheet's named colours. */
record GraphPalette(
    Paint background,
    Paint card,
    Paint border,
    Paint text,
    Paint muted,
    Paint selection,
    Paint problem,
    Paint problemBackground,
    Paint snapshot,
    Paint manifestList,
    Paint manifest,
    Paint added,
    Paint existing,
    Paint deleted,
    Paint inherited) {

  static GraphPalette lookUp(Pane host) {
    return new GraphPalette(
        NamedColours.lookUp(host, "-color-bg-default"),
        NamedColours.lookUp(host, "-color-bg-subtle"),
        NamedColours.lookUp(host, "-color-border-default"),
        NamedColours.lookUp(host, "-color-fg-default"),
        NamedColours.lookUp(host, "-color-fg-muted"),
        NamedColours.lookUp(host, "-color-accent-fg"),
        NamedColours.lookUp(host, "-ts-problem"),
        NamedColours.lookUp(host, "-ts-problem-bg"),
        NamedColours.lookUp(host, "-ts-snapshot"),
        NamedColours.lookUp(host, "-ts-manifest-list"),
        NamedColours.lookUp(host, "-ts-data-manifest"),
        NamedColours.lookUp(host, "-ts-added"),
        NamedColours.lookUp(host, "-ts-existing"),
        NamedColours.lookUp(host, "-ts-deleted"),
        NamedColours.lookUp(host, "-ts-inherited"));
  }

  /** The colour of a card's stripe and title: its kind's, an entry's status's, or red. */
  Paint accent(GraphCard card) {
    if (card.isProblem()) {
      return problem;
    }
    return switch (card.kind()) {
      case SNAPSHOT -> snapshot;
      case INDEX -> manifestList;
      case GROUP -> manifest;
      case ENTRY -> status(card.status());
      case FOLD -> muted;
      case PROBLEM -> problem;
    };
  }

  private Paint status(EntryStatus status) {
    return switch (status) {
      case ADDED -> added;
      case EXISTING -> existing;
      case DELETED -> deleted;
    };
  }
}
