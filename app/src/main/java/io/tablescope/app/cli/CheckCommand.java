package io.tablescope.app.cli;

import io.tablescope.app.cli.common.TableOptions;
import io.tablescope.app.cli.format.Output;
import io.tablescope.inspector.table.Capability;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code tablescope check TABLE [--json]}: exit 0 when the table's metadata is sound, 1 with the
 * findings, 2 when nothing could be read (for Iceberg not one manifest list of its snapshots, for
 * Hudi not one completed instant's file, for Delta not one commit or checkpoint).
 */
@Command(
    name = "check",
    description =
        "The integrity of a table. Iceberg: every snapshot's summary, manifest list counts and"
            + " partition summaries against its manifests, lineage, refs, logs and the table's last"
            + " ids. Hudi: every instant file parses and follows its timeline layout, every file"
            + " the instants and the latest slices name is in storage, the metadata table agrees"
            + " with storage. Delta: every commit parses, no version is missing or claimed twice,"
            + " each checkpoint and compaction holds what its commits give, each .crc agrees with"
            + " its version, every live data and deletion vector file is in storage. Exit 0 sound,"
            + " 1 findings, 2 nothing could be read.")
final class CheckCommand implements Callable<Integer> {
  @Mixin TableOptions options;

  @Option(names = "--json", description = "Print JSON instead of text.")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    Output output = new Output(spec.commandLine().getOut(), json);
    return options.withTable(
        Capability.INTEGRITY_CHECK,
        table ->
            StandardFormats.of(table)
                .check(table, options.table(), output, spec.commandLine().getErr()));
  }
}
