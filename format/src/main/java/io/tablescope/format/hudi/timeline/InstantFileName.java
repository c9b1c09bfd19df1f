package io.tablescope.format.hudi.timeline;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The name of an instant file: {@code <requested>.<action>[.requested|.inflight]} on both layouts,
 * a completed one {@code <requested>_<completion>.<action>} on layout 2, and a copy-on-write
 * commit's inflight plainly {@code <requested>.inflight}.
 *
 * @param completionTime the completion time the name carries, or null
 * @param action the action named; may be one Hudi does not have ({@link #knownAction()})
 */
public record InstantFileName(
    String requestedTime, String completionTime, String action, InstantState state) {
  private static final Pattern NAME = Pattern.compile("^(\\d+)(?:_(\\d+))?\\.(\\w+)(\\.\\D+)?$");
  private static final String REQUESTED = ".requested";
  private static final String INFLIGHT = ".inflight";

  /** The parts of a name, or empty for a file that is not an instant's. */
  public static Optional<InstantFileName> parse(String fileName) {
    Matcher name = NAME.matcher(fileName);
    if (!name.matches()) {
      return Optional.empty();
    }
    String requested = name.group(1);
    String completion = name.group(2);
    String action = name.group(3);
    String suffix = name.group(4);
    if (suffix == null) {
      if (action.equals("inflight")) {
        return completion == null
            ? Optional.of(
                new InstantFileName(requested, null, HoodieAction.COMMIT, InstantState.INFLIGHT))
            : Optional.empty();
      }
      if (action.equals("requested")) {
        return Optional.empty();
      }
      return Optional.of(
          new InstantFileName(requested, completion, action, InstantState.COMPLETED));
    }
    if (completion != null) {
      return Optional.empty();
    }
    return switch (suffix) {
      case REQUESTED ->
          Optional.of(new InstantFileName(requested, null, action, InstantState.REQUESTED));
      case INFLIGHT ->
          Optional.of(new InstantFileName(requested, null, action, InstantState.INFLIGHT));
      default -> Optional.empty();
    };
  }

  /** Whether the action is one of Hudi's. */
  public boolean knownAction() {
    return HoodieAction.ALL.contains(action);
  }

  /** The action this instant is grouped under: a pending compaction beside its commit. */
  String completedAction() {
    return HoodieAction.completedAs(action);
  }
}
