package io.tablescope.app.cli;

import io.tablescope.app.cli.common.TableOptions;
import io.tablescope.app.cli.format.Output;
import io.tablescope.format.io.LocalFileAccess;
import io.tablescope.inspector.table.Capability;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code tablescope replay TABLE --op OP.json [--json]}: Iceberg's commit validation, Delta's
 * conflict checks or Hudi's, by the table's format; {@code --instant T} replays a Hudi write left
 * pending on the timeline. Exit 0 when the commit would succeed, 1 when a check fails, 2 on bad
 * input.
 */
@Command(
    name = "replay",
    description =
        "Would a proposed operation, started from an older snapshot (Iceberg), version (Delta)"
            + " or instant (Hudi), pass the format's commit validation against every commit"
            + " since? If not: which check fails, where, and why.")
final class ReplayCommand implements Callable<Integer> {
  @Mixin TableOptions options;

  @ArgGroup(multiplicity = "1")
  Proposal proposal;

  /** The proposal: an operation file, or a pending Hudi instant. */
  static final class Proposal {
    @Option(
        names = "--op",
        paramLabel = "OP.json",
        description =
            "The proposed operation (see design.md): for Delta, read-version, isolation,"
                + " read-predicate and the actions or a commit-file; for Hudi, instant-time and"
                + " optionally concurrency-mode, action, operation and writes.")
    Path operationFile;

    @Option(
        names = "--instant",
        paramLabel = "T",
        description = "A Hudi write left pending on the timeline (requested or inflight).")
    String instant;
  }

  @Option(names = "--json", description = "Print JSON instead of text.")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    Output output = new Output(spec.commandLine().getOut(), json);
    if (proposal.instant != null) {
      return options.withTable(
          Capability.REPLAY,
          table -> StandardFormats.of(table).replayInstant(table, proposal.instant, output));
    }
    Path operationFile = proposal.operationFile;
    String text;
    try {
      text =
          new String(
              new LocalFileAccess().readAllBytes(operationFile.toString()), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new IOException(operationFile + ": " + e.getMessage(), e);
    }
    return options.withTable(
        Capability.REPLAY,
        table -> StandardFormats.of(table).replay(table, operationFile, text, output));
  }
}
