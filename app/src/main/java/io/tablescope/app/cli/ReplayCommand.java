package io.tablescope.app.cli;

import io.tablescope.app.cli.common.TableOptions;
import io.tablescope.app.cli.format.Output;
import io.tablescope.format.io.LocalFileAccess;
import io.tablescope.inspector.table.Capability;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code tablescope replay TABLE --op OP.json [--json]}: Iceberg's commit validation or Delta's
 * conflict checks, by the table's format. Exit 0 when the commit would succeed, 1 when a check
 * fails, 2 on bad input.
 */
@Command(
    name = "replay",
    description =
        "Would a proposed operation, started from an older snapshot (Iceberg) or version (Delta),"
            + " pass the format's commit validation against every commit since? If not: which"
            + " check fails, where, and why.")
final class ReplayCommand implements Callable<Integer> {
  @Mixin TableOptions options;

  @Option(
      names = "--op",
      required = true,
      paramLabel = "OP.json",
      description =
          "The proposed operation (see design.md): for Delta, read-version, isolation,"
              + " read-predicate and the actions or a commit-file.")
  Path operationFile;

  @Option(names = "--json", description = "Print JSON instead of text.")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    String text;
    try {
      text =
          new String(
              new LocalFileAccess().readAllBytes(operationFile.toString()), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new IOException(operationFile + ": " + e.getMessage(), e);
    }
    Output output = new Output(spec.commandLine().getOut(), json);
    return options.withTable(
        Capability.REPLAY,
        table -> StandardFormats.of(table).replay(table, operationFile, text, output));
  }
}
