package io.tablescope.app.cli.iceberg;

import io.tablescope.app.cli.common.Numbers;
import io.tablescope.app.cli.common.Timestamps;
import io.tablescope.inspector.iceberg.health.CommitRetries;
import java.io.PrintWriter;

/**
 * The "Retries" section of {@code health}: the tries each commit took, by writer and by hour, the
 * lists failed tries left behind, writers whose list names say no attempt, and the retry settings.
 */
final class RetriesText {
  private RetriesText() {}

  static void write(CommitRetries retries, PrintWriter out) {
    out.println("Retries");
    HealthText.line(
        out,
        "retried",
        retries.retried().size()
            + " of "
            + Numbers.count(retries.snapshots(), "commit")
            + " took more than one attempt (the attempt in each manifest list's name)");
    out.println("  per writer:");
    for (CommitRetries.WriterRetries writer : retries.writers()) {
      out.printf(
          "    %s  %s, %d retried, %d extra attempts, at most %d%n",
          writer.writer(),
          Numbers.count(writer.commits(), "commit"),
          writer.retriedCommits(),
          writer.extraAttempts(),
          writer.mostAttempts());
    }
    out.println("  per hour:" + (retries.perHour().isEmpty() ? " none with a retry" : ""));
    for (CommitRetries.HourlyRetries hour : retries.perHour()) {
      out.printf(
          "    %s  %d of %s retried, %d extra attempts%n",
          Timestamps.iso(hour.hourMillis()),
          hour.retriedCommits(),
          Numbers.count(hour.commits(), "commit"),
          hour.extraAttempts());
    }
    out.println("  commits:" + (retries.retried().isEmpty() ? " none retried" : ""));
    for (CommitRetries.RetriedCommit commit : retries.retried()) {
      out.printf(
          "    %s  snapshot %d  %d attempts  %s  %s%n",
          Timestamps.iso(commit.timestampMillis()),
          commit.snapshotId(),
          commit.attempts(),
          commit.writer(),
          commit.manifestList());
    }
    HealthText.line(
        out,
        "orphaned",
        Numbers.count(retries.orphans().size(), "manifest list")
            + " of failed attempts, "
            + Numbers.bytes(retries.orphanBytes()));
    for (CommitRetries.OrphanedAttempt orphan : retries.orphans()) {
      out.printf(
          "    %s  %,d bytes  attempt %d of snapshot %d, %s%n",
          orphan.file(),
          orphan.bytes(),
          orphan.attempt(),
          orphan.snapshotId(),
          orphan.landedAttempt() == 0
              ? "which no snapshot in the metadata has (it never landed, or expired)"
              : "which landed at attempt " + orphan.landedAttempt());
    }
    for (CommitRetries.UnconventionalWriter writer : retries.unconventional()) {
      out.printf(
          "  ! %s names its manifest lists without an attempt (e.g. %s): its %s not counted%n",
          writer.writer(),
          writer.example(),
          writer.commits() == 1 ? "commit is" : writer.commits() + " commits are");
    }
    out.println("  settings:");
    for (CommitRetries.RetrySetting setting : retries.settings()) {
      out.printf(
          "    %s = %s%s%n",
          setting.key(), setting.value(), setting.fromTable() ? "" : " (Iceberg's default)");
    }
    retries.problems().forEach(problem -> out.println("  ! " + problem));
  }
}
