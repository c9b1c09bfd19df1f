package io.tablescope.app.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.CatalogOptions;
import io.tablescope.app.cli.common.CliEnvironment;
import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.app.cli.common.Json;
import io.tablescope.format.catalog.config.CatalogConfig;
import io.tablescope.format.catalog.rest.Namespace;
import io.tablescope.format.catalog.rest.RestCatalog;
import io.tablescope.format.catalog.rest.TableIdentifier;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code tablescope ls CATALOG[.NAMESPACE] [--json]}: what a catalog holds at one level. */
@Command(
    name = "ls",
    description =
        "The namespaces and tables directly inside a catalog (CATALOG) or one of its namespaces"
            + " (CATALOG.NAMESPACE, nested as CATALOG.A.B), by their full names.")
final class LsCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "CATALOG[.NAMESPACE]", description = "What to list.")
  String name;

  @Mixin CatalogOptions catalogs;

  @Option(names = "--json", description = "Print JSON instead of text.")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws IOException {
    CliEnvironment root = (CliEnvironment) spec.root().userObject();
    List<String> parts = CatalogOptions.parts(name);
    if (parts.contains("")) {
      throw new IOException(name + ": name a catalog, or a namespace as CATALOG.NAMESPACE");
    }
    CatalogConfig config =
        catalogs
            .catalog(parts.get(0), root.environment())
            .orElseThrow(
                () ->
                    new IOException(
                        parts.get(0)
                            + ": no such catalog; 'tablescope catalogs' lists the configured ones,"
                            + " or give one with --catalog-uri"));
    RestCatalog catalog = CatalogOptions.connect(config);
    Namespace namespace = new Namespace(parts.subList(1, parts.size()));
    List<Namespace> namespaces = catalog.namespaces(namespace);
    List<TableIdentifier> tables = namespace.isRoot() ? List.of() : catalog.tables(namespace);
    PrintWriter out = spec.commandLine().getOut();
    if (json) {
      writeJson(config.name(), namespace, namespaces, tables, out);
    } else {
      for (Namespace child : namespaces) {
        out.println("namespace  " + config.name() + "." + child);
      }
      for (TableIdentifier table : tables) {
        out.println("table      " + config.name() + "." + table);
      }
    }
    return ExitCodes.OK;
  }

  private static void writeJson(
      String catalog,
      Namespace namespace,
      List<Namespace> namespaces,
      List<TableIdentifier> tables,
      PrintWriter out)
      throws IOException {
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      json.writeStringField("catalog", catalog);
      Json.strings(json, "namespace", namespace.levels());
      json.writeArrayFieldStart("namespaces");
      for (Namespace child : namespaces) {
        json.writeStartArray();
        for (String level : child.levels()) {
          json.writeString(level);
        }
        json.writeEndArray();
      }
      json.writeEndArray();
      json.writeArrayFieldStart("tables");
      for (TableIdentifier table : tables) {
        json.writeStartObject();
        Json.strings(json, "namespace", table.namespace().levels());
        json.writeStringField("name", table.name());
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeEndObject();
    }
    out.println();
  }
}
