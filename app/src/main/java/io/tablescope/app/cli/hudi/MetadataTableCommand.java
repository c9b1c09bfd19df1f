package io.tablescope.app.cli.hudi;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.app.cli.common.Json;
import io.tablescope.app.cli.common.TableOptions;
import io.tablescope.format.Problem;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.hudi.metadata.ListingCheck;
import io.tablescope.inspector.hudi.metadata.ListingComparison;
import io.tablescope.inspector.hudi.metadata.ListingDisagreement;
import io.tablescope.inspector.hudi.metadata.MetadataTableReader;
import io.tablescope.inspector.table.Capability;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code tablescope metadata-table TABLE [--json]}: exit 0 when the metadata table's files
 * partition and storage agree (differences of pending writes allowed), 1 with the disagreements, 2
 * when the metadata table cannot be read at all.
 */
@Command(
    name = "metadata-table",
    description =
        "A Hudi table's metadata table: the files its files partition lists, merged as Hudi's reader"
            + " merges them, beside the storage listing, and every file they disagree on. Exit 0"
            + " agree, 1 disagreements, 2 nothing could be read.")
public final class MetadataTableCommand implements Callable<Integer> {
  @Mixin TableOptions options;

  @Option(names = "--json", description = "Print JSON instead of text.")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    return options.withTable(Capability.METADATA_TABLE, table -> check((HudiTable) table));
  }

  private int check(HudiTable table) throws IOException {
    ListingCheck check = ListingComparison.compare(table, MetadataTableReader.read(table));
    PrintWriter out = spec.commandLine().getOut();
    if (json) {
      writeJson(check, out);
    } else {
      writeText(check, out);
    }
    if (check.metadataTable().instant() == null && !check.metadataTable().problems().isEmpty()) {
      spec.commandLine()
          .getErr()
          .println(
              "tablescope: "
                  + check.metadataTable().location()
                  + ": no completed instant of the metadata table could be read");
      return ExitCodes.BAD_INPUT;
    }
    return check.agrees() ? ExitCodes.OK : ExitCodes.FINDINGS;
  }

  /**
   * Each partition with the files the metadata table lists, then one line a disagreement (kind,
   * partition/file, written by, expected or FAULT, message) and a problem, then the verdict.
   */
  static void writeText(ListingCheck check, PrintWriter out) {
    out.println(
        "metadata table "
            + check.metadataTable().location()
            + " as of "
            + check.metadataTable().instant());
    for (Map.Entry<String, Map<String, Long>> partition :
        check.metadataTable().files().entrySet()) {
      out.println(
          (partition.getKey().isEmpty() ? "(no partition)" : partition.getKey())
              + "\t"
              + partition.getValue().size()
              + " files");
    }
    for (String partition : check.partitionsOnlyInMetadata()) {
      out.println("PARTITION_ONLY_IN_METADATA\t" + partition);
    }
    for (String partition : check.partitionsOnlyOnStorage()) {
      out.println("PARTITION_ONLY_ON_STORAGE\t" + partition);
    }
    for (ListingDisagreement d : check.disagreements()) {
      out.println(
          d.kind()
              + "\t"
              + path(d)
              + "\t"
              + (d.writtenBy() == null ? "-" : d.writtenBy())
              + "\t"
              + (d.expected() ? "expected: " + d.expectedBecause() : "FAULT: " + d.message()));
    }
    for (Problem problem : check.problems()) {
      out.println("PROBLEM\t" + problem.path() + "\t" + problem.message());
    }
    out.println(check.verdict());
  }

  static void writeJson(ListingCheck check, PrintWriter out) throws IOException {
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      json.writeStringField("format", "hudi");
      json.writeStringField("metadata-table", check.metadataTable().location());
      json.writeStringField("instant", check.metadataTable().instant());
      json.writeBooleanField("agrees", check.agrees());
      json.writeObjectFieldStart("files");
      for (Map.Entry<String, Map<String, Long>> partition :
          check.metadataTable().files().entrySet()) {
        json.writeObjectFieldStart(partition.getKey());
        for (Map.Entry<String, Long> file : partition.getValue().entrySet()) {
          json.writeNumberField(file.getKey(), file.getValue());
        }
        json.writeEndObject();
      }
      json.writeEndObject();
      Json.strings(json, "storage-partitions", check.storagePartitions());
      Json.strings(json, "partitions-only-in-metadata", check.partitionsOnlyInMetadata());
      Json.strings(json, "partitions-only-on-storage", check.partitionsOnlyOnStorage());
      json.writeArrayFieldStart("disagreements");
      for (ListingDisagreement d : check.disagreements()) {
        json.writeStartObject();
        json.writeStringField("kind", d.kind().name());
        json.writeStringField("partition", d.partition());
        json.writeStringField("file", d.file());
        Json.nullableNumber(json, "metadata-size", d.metadataSize());
        Json.nullableNumber(json, "storage-size", d.storageSize());
        json.writeStringField("written-by", d.writtenBy());
        json.writeStringField("expected-because", d.expectedBecause());
        json.writeStringField("message", d.message());
        json.writeEndObject();
      }
      json.writeEndArray();
      Json.problems(json, check.problems());
      json.writeStringField("verdict", check.verdict());
      json.writeEndObject();
    }
    out.println();
  }

  private static String path(ListingDisagreement d) {
    return d.partition().isEmpty() ? d.file() : d.partition() + "/" + d.file();
  }
}
