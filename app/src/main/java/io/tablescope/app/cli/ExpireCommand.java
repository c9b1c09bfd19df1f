package io.tablescope.app.cli;

import io.tablescope.app.cli.common.TableOptions;
import io.tablescope.app.cli.common.Timestamps;
import io.tablescope.app.cli.format.ExpireRequest;
import io.tablescope.app.cli.format.Output;
import io.tablescope.inspector.table.Capability;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code tablescope expire TABLE [--older-than TIMESTAMP] [--retain-last N] [--json]} on Iceberg:
 * what expire-snapshots would remove and delete; {@code [--policy P] [--retain N] [--keep-min N]
 * [--keep-max N]} on Hudi: what the cleaner would delete and archival would move; on Delta, with no
 * option, what the log clean-up would delete. Nothing is deleted. Exit 1 when the format would
 * refuse (Iceberg with garbage collection disabled), with its message.
 */
@Command(
    name = "expire",
    description =
        "The snapshots Iceberg's expire-snapshots would remove under these settings and the"
            + " table's retention properties and refs, and exactly the files it would delete;"
            + " for Hudi, the slices its cleaner would delete under its policy, each with why,"
            + " and the instants archival would move; for Delta, the commits, checkpoints and"
            + " checksums its log clean-up would delete under delta.logRetentionDuration. Nothing"
            + " is deleted.")
public final class ExpireCommand implements Callable<Integer> {
  @Mixin TableOptions options;

  @Option(
      names = "--older-than",
      paramLabel = "TIMESTAMP",
      description =
          "Iceberg: expire snapshots older than this: epoch milliseconds or ISO-8601 (default: now"
              + " minus the table's history.expire.max-snapshot-age-ms, 5 days unless set).")
  String olderThan;

  @Option(
      names = "--retain-last",
      paramLabel = "N",
      description =
          "Iceberg: keep at least N ancestors of each branch (default: the table's"
              + " history.expire.min-snapshots-to-keep, 1 unless set).")
  Integer retainLast;

  @Option(
      names = "--policy",
      paramLabel = "POLICY",
      description =
          "Hudi: the cleaner policy, KEEP_LATEST_COMMITS, KEEP_LATEST_FILE_VERSIONS or"
              + " KEEP_LATEST_BY_HOURS (default: the table's hoodie.clean.policy, else"
              + " KEEP_LATEST_COMMITS).")
  String policy;

  @Option(
      names = "--retain",
      paramLabel = "N",
      description =
          "Hudi: the commits, file versions or hours the policy retains (default: the table's"
              + " hoodie.clean.commits.retained, .fileversions.retained or .hours.retained, else"
              + " 10, 3 or 24).")
  Integer retain;

  @Option(
      names = "--keep-min",
      paramLabel = "N",
      description = "Hudi: hoodie.keep.min.commits for archival (default: the table's, else 20).")
  Integer keepMin;

  @Option(
      names = "--keep-max",
      paramLabel = "N",
      description = "Hudi: hoodie.keep.max.commits for archival (default: the table's, else 30).")
  Integer keepMax;

  @Option(names = "--json", description = "Print JSON instead of text.")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    Long threshold = olderThan == null ? null : Timestamps.parseMillis(olderThan);
    if (retainLast != null && retainLast < 1) {
      throw new IllegalArgumentException(
          "--retain-last must be at least 1 (Iceberg: Number of snapshots to retain must be at"
              + " least 1, cannot be: "
              + retainLast
              + ")");
    }
    ExpireRequest request =
        new ExpireRequest(
            options.table(),
            new ExpireRequest.IcebergExpire(threshold, retainLast),
            new ExpireRequest.HudiClean(policy, retain, keepMin, keepMax));
    Output output = new Output(spec.commandLine().getOut(), json);
    return options.withTable(
        Capability.MAINTENANCE,
        table ->
            FormatRefusal.exitCode(
                spec.commandLine().getErr(),
                () -> StandardFormats.of(table).expire(table, request, output)));
  }
}
