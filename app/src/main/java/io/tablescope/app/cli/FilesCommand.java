package io.tablescope.app.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.CommitOptions;
import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.app.cli.common.FormatNames;
import io.tablescope.app.cli.common.HelpOption;
import io.tablescope.app.cli.common.Json;
import io.tablescope.app.cli.common.TableOptions;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.CommitNotFoundException;
import io.tablescope.inspector.table.DeletionVector;
import io.tablescope.inspector.table.ReadQuery;
import io.tablescope.inspector.table.StreamedFiles;
import io.tablescope.inspector.table.Table;
import io.tablescope.inspector.table.TableFile;
import io.tablescope.inspector.table.TableFiles;
import io.tablescope.inspector.table.TableFormat;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code tablescope files TABLE [--snapshot ID | --ref NAME | --version N | --instant T] [--query
 * QUERY] [--json]}.
 */
@Command(
    name = "files",
    description =
        "The files a read opens at a snapshot (Iceberg), version (Delta) or instant (Hudi): the"
            + " live data files and the delete files, deletion vectors or logs that apply to them.")
final class FilesCommand implements Callable<Integer> {
  @Mixin TableOptions options;

  @ArgGroup(exclusive = true)
  CommitOptions commit = new CommitOptions();

  @Option(
      names = "--query",
      paramLabel = "QUERY",
      description =
          "snapshot (the default) or, for a Hudi table, read-optimized: the base files alone.")
  String query;

  @Option(names = "--json", description = "Print JSON instead of text.")
  boolean json;

  // Delta's --version takes the name of the inherited version option, and picocli then drops the
  // inherited help options with it: help is declared here.
  @Mixin HelpOption help;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    return options.withTable(
        table -> {
          PrintWriter out = spec.commandLine().getOut();
          if (json) {
            StreamedFiles read = writeJson(table, commit(table), query(table.format()), out);
            return read.complete() ? ExitCodes.OK : ExitCodes.PROBLEMS;
          }
          TableFiles files = table.readFiles(commit(table), query(table.format()));
          writeText(table.format(), files, out);
          return files.complete() ? ExitCodes.OK : ExitCodes.PROBLEMS;
        });
  }

  /** The query asked for, which the table's format must have; a snapshot when none is. */
  private ReadQuery query(TableFormat format) {
    if (query == null) {
      return ReadQuery.SNAPSHOT;
    }
    return format.queries().stream()
        .filter(each -> each.word().equals(query))
        .findFirst()
        .orElseThrow(
            () ->
                new IllegalArgumentException(
                    options.table()
                        + " is "
                        + FormatNames.aTable(format)
                        + ": --query takes "
                        + format.queries().stream()
                            .map(ReadQuery::word)
                            .collect(java.util.stream.Collectors.joining(" or "))
                        + ", not "
                        + query));
  }

  /** The commit asked for, in the table's own terms; the current one when none is. */
  private Commit commit(Table table) throws CommitNotFoundException {
    return commit
        .resolve(options.table(), table)
        .orElseThrow(
            () ->
                new CommitNotFoundException(
                    options.table() + " has no current " + table.format().commitNoun()));
  }

  private static void writeText(TableFormat format, TableFiles files, PrintWriter out) {
    out.printf("%s %d: %d files%n", format.commitNoun(), files.commit().id(), files.files().size());
    for (TableFile file : files.files().values()) {
      String partition = file.partitionText().isEmpty() ? "" : "  " + file.partitionText();
      String records = file.recordCount() == null ? "?" : Long.toString(file.recordCount());
      DeletionVector vector = file.deletionVector();
      String dv =
          vector == null
              ? ""
              : "  deletion vector " + vector.uniqueId() + " (" + vector.cardinality() + " rows)";
      out.printf(
          "  %-16s %s%s  %s rows  %d bytes%s%n",
          file.kind().jsonName(), file.path(), partition, records, file.sizeInBytes(), dv);
    }
    files.problems().forEach(problem -> out.println("  ! " + problem));
  }

  /**
   * Writes each file as the table hands it over, so the files need not all be held at once. A read
   * that fails leaves the generator unclosed: closing would end the JSON as though it were whole.
   */
  private static StreamedFiles writeJson(
      Table table, Commit commit, ReadQuery query, PrintWriter out) throws IOException {
    TableFormat format = table.format();
    JsonGenerator json = Json.generator(out);
    json.writeStartObject();
    json.writeStringField("format", format.name().toLowerCase(java.util.Locale.ROOT));
    json.writeNumberField(format.commitIdField(), commit.id());
    // Named where the format reads more than one way.
    if (format.queries().size() > 1) {
      json.writeStringField("query", query.word());
    }
    json.writeArrayFieldStart("files");
    StreamedFiles read;
    try {
      read = table.streamReadFiles(commit, query, file -> writeFile(json, file));
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
    json.writeEndArray();
    Json.problems(json, read.problems());
    json.writeEndObject();
    json.close();
    out.println();
    return read;
  }

  private static void writeFile(JsonGenerator json, TableFile file) {
    try {
      json.writeStartObject();
      json.writeStringField("path", file.path());
      json.writeStringField("content", file.kind().jsonName());
      json.writeObjectFieldStart("partition");
      for (Map.Entry<String, String> value : file.partition().entrySet()) {
        json.writeStringField(value.getKey(), value.getValue());
      }
      json.writeEndObject();
      Json.nullableNumber(json, "record-count", file.recordCount());
      json.writeNumberField("file-size-in-bytes", file.sizeInBytes());
      Json.nullableNumber(json, "content-offset", file.contentOffset());
      if (file.referencedDataFile() != null) {
        json.writeStringField("referenced-data-file", file.referencedDataFile());
      }
      deletionVector(json, file.deletionVector());
      json.writeEndObject();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void deletionVector(JsonGenerator json, DeletionVector vector) throws IOException {
    if (vector == null) {
      json.writeNullField("deletion-vector");
      return;
    }
    json.writeObjectFieldStart("deletion-vector");
    json.writeStringField("storage-type", vector.storageType());
    json.writeStringField("path-or-inline-dv", vector.pathOrInlineDv());
    Json.nullableNumber(json, "offset", vector.offset());
    json.writeNumberField("size-in-bytes", vector.sizeInBytes());
    json.writeNumberField("cardinality", vector.cardinality());
    json.writeStringField("unique-id", vector.uniqueId());
    json.writeEndObject();
  }
}
