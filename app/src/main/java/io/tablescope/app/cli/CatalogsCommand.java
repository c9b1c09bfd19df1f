package io.tablescope.app.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.CatalogOptions;
import io.tablescope.app.cli.common.CliEnvironment;
import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.app.cli.common.Json;
import io.tablescope.format.catalog.config.CatalogConfig;
import io.tablescope.format.catalog.config.CatalogConfigs;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code tablescope catalogs [--json]}: the catalogs configured; never a secret. */
@Command(
    name = "catalogs",
    description =
        "The catalogs configured for pyiceberg: in .pyiceberg.yaml ($PYICEBERG_HOME, else the home"
            + " folder) and PYICEBERG_CATALOG__<NAME>__<KEY> variables, which win. Shows each"
            + " one's uri, type, authentication and warehouse, never a secret; only REST catalogs"
            + " are served.")
final class CatalogsCommand implements Callable<Integer> {
  @Option(names = "--json", description = "Print JSON instead of text.")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws IOException {
    CliEnvironment root = (CliEnvironment) spec.root().userObject();
    CatalogConfigs configs = CatalogOptions.configured(root.environment());
    PrintWriter out = spec.commandLine().getOut();
    if (json) {
      writeJson(configs, out);
    } else {
      writeText(configs, out);
    }
    return ExitCodes.OK;
  }

  private static void writeText(CatalogConfigs configs, PrintWriter out) {
    out.println(
        "Configuration: "
            + (configs.file() == null
                ? "no " + CatalogConfigs.FILE_NAME + " in $PYICEBERG_HOME or the home folder"
                : configs.file().toString()));
    if (configs.catalogs().isEmpty()) {
      out.println("No catalog configured.");
      return;
    }
    List<String[]> rows = new ArrayList<>();
    rows.add(new String[] {"NAME", "TYPE", "URI", "AUTH", "WAREHOUSE"});
    for (CatalogConfig catalog : configs.catalogs()) {
      String name =
          catalog.name() + (catalog.name().equals(configs.defaultCatalog()) ? " (default)" : "");
      String reason = catalog.unsupportedReason();
      rows.add(
          new String[] {
            name,
            reason == null ? "rest" : reason,
            dash(catalog.displayUri()),
            catalog.authKind(),
            dash(catalog.warehouse())
          });
    }
    int[] widths = new int[rows.get(0).length];
    for (String[] row : rows) {
      for (int i = 0; i < row.length; i++) {
        widths[i] = Math.max(widths[i], row[i].length());
      }
    }
    for (String[] row : rows) {
      StringBuilder line = new StringBuilder();
      for (int i = 0; i < row.length; i++) {
        line.append(
            i == row.length - 1 ? row[i] : String.format("%-" + (widths[i] + 2) + "s", row[i]));
      }
      out.println(line.toString().stripTrailing());
    }
  }

  private static void writeJson(CatalogConfigs configs, PrintWriter out) throws IOException {
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      json.writeStringField("file", configs.file() == null ? null : configs.file().toString());
      json.writeStringField("default-catalog", configs.defaultCatalog());
      json.writeArrayFieldStart("catalogs");
      for (CatalogConfig catalog : configs.catalogs()) {
        json.writeStartObject();
        json.writeStringField("name", catalog.name());
        json.writeStringField("type", catalog.type());
        json.writeStringField("uri", catalog.displayUri());
        json.writeStringField("auth", catalog.authKind());
        json.writeStringField("warehouse", catalog.warehouse());
        json.writeBooleanField("supported", catalog.unsupportedReason() == null);
        json.writeStringField("problem", catalog.unsupportedReason());
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeEndObject();
    }
    out.println();
  }

  private static String dash(String value) {
    return Objects.requireNonNullElse(value, "-");
  }
}
