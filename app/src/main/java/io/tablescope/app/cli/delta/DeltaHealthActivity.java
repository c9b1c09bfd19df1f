package io.tablescope.app.cli.delta;

import io.tablescope.app.cli.common.HealthReport.Finding;
import io.tablescope.app.cli.common.HealthReport.Section;
import io.tablescope.app.cli.common.Numbers;
import io.tablescope.app.cli.common.Timestamps;
import io.tablescope.inspector.delta.health.CommitActivity;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** The commit sections of a Delta health report: who commits, how often, and who waited. */
final class DeltaHealthActivity {
  private DeltaHealthActivity() {}

  static Section writers(CommitActivity activity) {
    List<Finding> findings = new ArrayList<>();
    List<String> details = new ArrayList<>();
    if (activity.peakHourStart() != null) {
      details.add(
          "busiest hour from "
              + Timestamps.iso(activity.peakHourStart())
              + ": "
              + Numbers.count(activity.peakHourCommits(), "commit"));
    }
    details.add(
        Numbers.grouped(activity.withTxnId())
            + " with a txnId"
            + (activity.repeatedTxnIds().isEmpty()
                ? ""
                : "; in more than one commit: " + String.join(", ", activity.repeatedTxnIds())));
    findings.add(
        new Finding(
            "commits",
            String.format(
                Locale.ROOT,
                "%s, %.2f an hour over %.1f hours",
                Numbers.count(activity.commits(), "commit"),
                activity.commitsPerHour(),
                activity.hours()),
            details));
    for (CommitActivity.Writer writer : activity.writers()) {
      findings.add(
          new Finding(
              writer.engineInfo(),
              writer.engineInfo() + ": " + Numbers.count(writer.commits(), "commit"),
              List.of("versions " + writer.firstVersion() + " to " + writer.lastVersion())));
    }
    for (CommitActivity.Application app : activity.applications()) {
      findings.add(
          new Finding(
              app.appId(),
              "Application " + app.appId() + ": " + Numbers.count(app.commits(), "commit"),
              List.of(
                  "txn version "
                      + app.lastTxnVersion()
                      + " at table version "
                      + app.lastVersion())));
    }
    return new Section("Commits and writers", findings, "");
  }

  static Section contention(CommitActivity activity) {
    List<Finding> findings = new ArrayList<>();
    List<String> details = new ArrayList<>();
    details.add(
        Numbers.grouped(activity.withReadVersion())
            + " of "
            + Numbers.count(activity.commits(), "commit")
            + " record a readVersion; "
            + Numbers.grouped(activity.blindAppends())
            + " are blind appends");
    details.add(
        "isolation levels: "
            + activity.isolationLevels().entrySet().stream()
                .sorted(java.util.Map.Entry.comparingByKey())
                .map(e -> e.getKey() + " " + e.getValue())
                .collect(Collectors.joining(", ")));
    if (activity.behindCount() > 0) {
      details.add(
          "each was checked against the commits that won in between; many mean writers race:"
              + " fewer concurrent writers or partition them apart");
    }
    findings.add(
        new Finding(
            "contention",
            Numbers.count(activity.behindCount(), "commit")
                + " read an older version than the one before it",
            details));
    for (CommitActivity.Behind behind : activity.behind()) {
      findings.add(
          new Finding(
              "version " + behind.version(),
              "Version "
                  + behind.version()
                  + " read version "
                  + behind.readVersion()
                  + ": "
                  + Numbers.count(behind.winners(), "winner")
                  + " in between",
              List.of(
                  "operation " + behind.operation(),
                  "isolationLevel " + behind.isolationLevel(),
                  "isBlindAppend " + behind.isBlindAppend(),
                  "engineInfo " + behind.engineInfo())));
    }
    return new Section("Contention", findings, "");
  }
}
