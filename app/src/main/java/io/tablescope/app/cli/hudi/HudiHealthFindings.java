package io.tablescope.app.cli.hudi;

import io.tablescope.app.cli.common.HealthReport.Finding;
import io.tablescope.app.cli.common.HealthReport.Section;
import io.tablescope.app.cli.common.Numbers;
import io.tablescope.inspector.hudi.health.CleanLag;
import io.tablescope.inspector.hudi.health.HudiHealth;
import io.tablescope.inspector.hudi.health.LogPileUp;
import io.tablescope.inspector.hudi.health.MetadataTableLag;
import io.tablescope.inspector.hudi.health.PendingService;
import io.tablescope.inspector.hudi.health.PendingWrite;
import io.tablescope.inspector.hudi.health.ReplacedGroup;
import io.tablescope.inspector.hudi.health.RollbackRule;
import io.tablescope.inspector.hudi.health.TimelineOrder;
import java.util.ArrayList;
import java.util.List;

/**
 * A Hudi health report in words, one section a question and one finding a line with the instants
 * and files it concerns beneath: what {@code health} prints and the Health view lists.
 */
public final class HudiHealthFindings {
  /** Files listed under a finding before the rest are counted. */
  static final int SHOWN_FILES = 10;

  private HudiHealthFindings() {}

  public static List<Section> of(HudiHealth health) {
    return List.of(
        writes(health.pendingWrites(), health.rollback()),
        services(health.pendingServices()),
        logs(health.logPileUp()),
        clean(health.cleanLag()),
        order(health.order()),
        replaced(health.replacedGroups()),
        metadata(health));
  }

  private static Section writes(List<PendingWrite> writes, RollbackRule rule) {
    List<Finding> findings = new ArrayList<>();
    for (PendingWrite write : writes) {
      List<String> details = new ArrayList<>();
      details.add(
          write.completedAfter()
              ? "a later instant completed: its writer is gone"
              : "nothing later completed: still running, or died last");
      details.add(
          Numbers.count(write.dataFiles().size(), "data file")
              + " in storage ("
              + Numbers.bytes(write.dataBytes())
              + ")");
      files(write.dataFiles(), details);
      details.add(
          Numbers.count(write.markers(), "marker")
              + (write.markersBounded() ? " or more" : "")
              + " under .hoodie/.temp/"
              + write.instant().requestedTime());
      details.add(write.heartbeat() ? "heartbeat present" : "no heartbeat");
      details.add("rollback " + write.rollbackPosition() + " of " + writes.size());
      findings.add(
          new Finding(
              write.instant().requestedTime(),
              write.instant().action()
                  + " "
                  + write.instant().requestedTime()
                  + " "
                  + write.instant().state(),
              details));
    }
    if (!writes.isEmpty()) {
      List<String> details = new ArrayList<>();
      details.add(
          "hoodie.clean.failed.writes.policy = "
              + rule.failedWritesPolicy()
              + (rule.policySet() ? "" : " (Hudi's default)"));
      details.add(
          rule.failedWritesPolicy().equals("EAGER")
              ? "the next writer rolls them back, newest first"
              : "the cleaner rolls them back once their heartbeats expire");
      if (rule.refusal() != null) {
        details.add("out of order Hudi refuses: " + rule.refusal());
      }
      findings.add(
          new Finding(
              "rollback order", "Roll back " + String.join(", then ", rule.order()), details));
    }
    return new Section("Writers that died", findings, "no write left pending");
  }

  private static Section services(List<PendingService> services) {
    List<Finding> findings = new ArrayList<>();
    for (PendingService service : services) {
      List<String> details = new ArrayList<>();
      if (!service.fileGroups().isEmpty()) {
        details.add(
            Numbers.count(service.fileGroups().size(), "file group")
                + ", "
                + Numbers.count(service.logFiles(), "log file")
                + " in its plan");
        files(service.fileGroups(), details);
      }
      findings.add(
          new Finding(
              service.instant().requestedTime(),
              service.service()
                  + " "
                  + service.instant().requestedTime()
                  + " "
                  + service.instant().state()
                  + ", never completed",
              details));
    }
    return new Section("Pending table services", findings, "no table service pending");
  }

  private static Section logs(LogPileUp pileUp) {
    List<Finding> findings = new ArrayList<>();
    for (LogPileUp.Slice slice : pileUp.slices()) {
      findings.add(
          new Finding(
              slice.partition() + "/" + slice.fileId(),
              Numbers.count(slice.logFiles(), "log file")
                  + " ("
                  + Numbers.bytes(slice.logBytes())
                  + ") on "
                  + slice.partition()
                  + "/"
                  + slice.fileId(),
              List.of(
                  "since base instant "
                      + slice.baseInstant()
                      + (slice.hasBaseFile() ? "" : " (no base file yet)"))));
    }
    if (pileUp.slicesWithLogs() > 0) {
      List<String> details = new ArrayList<>();
      details.add(
          Numbers.count(pileUp.deltaCommitsSinceCompaction(), "delta commit")
              + " completed since the last compaction");
      details.add(
          pileUp.maxDeltaCommits() == null
              ? "hoodie.compact.inline.max.delta.commits not set in hoodie.properties"
              : "hoodie.compact.inline.max.delta.commits = " + pileUp.maxDeltaCommits());
      if (pileUp.slicesWithLogs() > pileUp.slices().size()) {
        details.add(
            "the top " + pileUp.slices().size() + " of " + pileUp.slicesWithLogs() + " are listed");
      }
      findings.add(
          0,
          new Finding(
              "log pile-up",
              Numbers.count(pileUp.slicesWithLogs(), "slice") + " with logs since their base file",
              details));
    }
    return new Section("Log pile-up", findings, "no slice has logs since its base file");
  }

  private static Section clean(CleanLag lag) {
    List<Finding> findings = new ArrayList<>();
    String policy =
        lag.policy() + " keeping " + lag.retained() + (lag.policySet() ? "" : " (Hudi's default)");
    if (!lag.groups().isEmpty()) {
      int beyond = lag.groups().stream().mapToInt(CleanLag.Group::beyondPolicy).sum();
      List<String> details = new ArrayList<>();
      details.add("policy " + policy);
      lag.groups().stream()
          .limit(SHOWN_FILES)
          .forEach(
              g ->
                  details.add(
                      g.partition()
                          + "/"
                          + g.fileId()
                          + ": "
                          + g.slices()
                          + " slices, "
                          + g.beyondPolicy()
                          + " past the policy"));
      findings.add(
          new Finding(
              "clean lag",
              Numbers.count(beyond, "slice")
                  + " in "
                  + Numbers.count(lag.groups().size(), "file group")
                  + " past what the clean policy keeps",
              details));
    }
    if (lag.lastClean() != null) {
      List<String> details = new ArrayList<>();
      details.add("policy " + policy);
      if (!lag.unusableBegins().isEmpty()) {
        details.add(
            "an incremental read beginning at "
                + Numbers.count(lag.unusableBegins().size(), "instant")
                + " before it reads commits older than what the clean kept, whose files it may"
                + " have deleted: Hudi's read fails on a missing file unless"
                + " hoodie.datasource.read.incr.fallback.fulltablescan.enable is true");
        files(lag.unusableBegins(), details);
      }
      findings.add(
          new Finding(
              lag.lastClean(),
              "Last clean "
                  + lag.lastClean()
                  + " kept files from "
                  + (lag.earliestCommitToRetain() == null
                      ? "every instant"
                      : lag.earliestCommitToRetain()),
              details));
    }
    return new Section("Clean lag and over-clean", findings, "no clean has run and none is due");
  }

  private static Section order(TimelineOrder order) {
    List<Finding> findings = new ArrayList<>();
    for (TimelineOrder.Hollow hollow : order.hollow()) {
      findings.add(
          new Finding(
              hollow.instant(),
              "Hollow commit: "
                  + hollow.action()
                  + " "
                  + hollow.instant()
                  + " pending before "
                  + Numbers.count(hollow.completedAfter(), "completed write"),
              List.of(
                  "latest completed after it: " + hollow.latestCompleted(),
                  "an incremental read past it fails under"
                      + " hoodie.read.timeline.holes.resolution.policy=FAIL (the default)")));
    }
    for (TimelineOrder.Inversion inversion : order.inversions()) {
      findings.add(
          new Finding(
              inversion.later(),
              inversion.later()
                  + " completed before "
                  + inversion.earlier()
                  + ", requested earlier",
              List.of(
                  inversion.earlier() + " completed " + inversion.earlierCompletion(),
                  inversion.later() + " completed " + inversion.laterCompletion(),
                  "readers order them by completion time")));
    }
    return new Section(
        "Timeline order",
        findings,
        order.layoutVersion() >= 2
            ? "every instant completed in the order it was requested"
            : "no pending write before a completed one");
  }

  private static Section replaced(List<ReplacedGroup> groups) {
    List<Finding> findings = new ArrayList<>();
    for (ReplacedGroup group : groups) {
      List<String> details = new ArrayList<>();
      details.add("replaced by " + group.replacedBy() + "; stays until a clean deletes it");
      files(group.files(), details);
      findings.add(
          new Finding(
              group.partition() + "/" + group.fileId(),
              group.partition()
                  + "/"
                  + group.fileId()
                  + ": "
                  + Numbers.count(group.files().size(), "file")
                  + " ("
                  + Numbers.bytes(group.bytes())
                  + ") still in storage",
              details));
    }
    return new Section("Replaced file groups on disk", findings, "no replaced file group on disk");
  }

  private static Section metadata(HudiHealth health) {
    List<Finding> findings = new ArrayList<>();
    if (health.metadataTable().isPresent()) {
      MetadataTableLag lag = health.metadataTable().get();
      List<String> details = new ArrayList<>();
      details.add("data table's latest completed instant: " + lag.dataLatestCompleted());
      if (!lag.inflightPartitions().isEmpty()) {
        details.add(
            "hoodie.table.metadata.partitions.inflight = "
                + String.join(",", lag.inflightPartitions()));
      }
      String latest = lag.latestCompleted() == null ? "none" : lag.latestCompleted();
      findings.add(
          new Finding(
              "metadata table",
              (lag.behind() ? "Behind: " : "In step: ")
                  + "the metadata table's latest completed instant is "
                  + latest,
              details));
    }
    return new Section("Metadata table", findings, "no metadata table");
  }

  private static void files(List<String> files, List<String> details) {
    files.stream().limit(SHOWN_FILES).forEach(file -> details.add("  " + file));
    if (files.size() > SHOWN_FILES) {
      details.add("  … and " + Numbers.grouped(files.size() - SHOWN_FILES) + " more");
    }
  }
}
