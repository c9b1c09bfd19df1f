package io.tablescope.app.cli;

import static io.tablescope.app.testing.VendingCatalog.TABLE;
import static io.tablescope.app.testing.VendingCatalog.URI;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.app.testing.VendingCatalog;
import io.tablescope.format.io.Environment;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A table of a REST catalog whose files are in S3, read as a user reads it ({@link
 * VendingCatalog}). The user's environment has no AWS settings at all, so every file read proves
 * the vended credentials were used; the answers are those of the table's s3:// URI read with the
 * user's own keys.
 */
class CatalogS3CliTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** Every output and error of the suite, scanned for the secrets at the end. */
  private static final List<String> PRINTED = new ArrayList<>();

  @TempDir static Path folder;
  private static VendingCatalog catalog;
  private static Path home;

  @BeforeAll
  static void serve() throws IOException {
    catalog = VendingCatalog.start(Path.of("demo-warehouse/sales/orders"));
    home = Files.createDirectories(folder.resolve("home"));
  }

  @AfterAll
  static void stop() throws IOException {
    catalog.close();
    assertThat(PRINTED).isNotEmpty();
    for (String printed : PRINTED) {
      assertThat(printed).doesNotContain(catalog.secrets());
    }
  }

  private static CliRun run(Environment environment, String... args) {
    CliRun run = CliRun.in(environment, args);
    PRINTED.add(run.out());
    PRINTED.add(run.err());
    return run;
  }

  @Test
  void everyAnswerThroughTheCatalogIsTheAnswerOnTheS3Uri() throws IOException {
    catalog.serve(true);
    Path op =
        Files.writeString(
            folder.resolve("orders.op.json"),
            "{\"snapshot-id\": 6357860623952725827, \"isolation\": \"serializable\"}");
    List<List<String>> commands =
        List.of(
            List.of("tree", "--json"),
            List.of("files", "--json"),
            List.of("diff", "--json", "6357860623952725827", "main"),
            List.of("replay", "--op", op.toString(), "--json"));
    for (List<String> command : commands) {
      List<String> viaCatalog = new ArrayList<>(command);
      viaCatalog.add(1, TABLE);
      List<String> viaUri = new ArrayList<>(command);
      viaUri.add(1, URI);

      CliRun catalogRun = run(catalog.catalogUser(home), viaCatalog.toArray(String[]::new));
      CliRun uriRun = run(catalog.s3().environment(home), viaUri.toArray(String[]::new));

      assertThat(catalogRun.err()).as("%s", command).isEmpty();
      assertThat(catalogRun.exitCode()).as("%s", command).isEqualTo(uriRun.exitCode());
      assertThat(catalogRun.out()).as("%s", command).isNotBlank().isEqualTo(uriRun.out());
    }
    assertThat(catalog.server().requests()).anyMatch(request -> request.contains("/tables/orders"));
  }

  @Test
  void theSummaryCountsWhatTheS3UriCounts() throws IOException {
    catalog.serve(true);

    CliRun catalogRun = run(catalog.catalogUser(home), "summary", TABLE, "--json");
    CliRun uriRun = run(catalog.s3().environment(home), "summary", URI, "--json");

    assertThat(catalogRun.exitCode()).isZero();
    for (String field : List.of("snapshots", "current-snapshot-id", "manifests", "entries")) {
      assertThat(JSON.readTree(catalogRun.out()).get(field))
          .as(field)
          .isNotNull()
          .isEqualTo(JSON.readTree(uriRun.out()).get(field));
    }
  }

  @Test
  void withoutVendedCredentialsTheStoreRefusesTheUsersWrongKeyInOneLine() throws IOException {
    catalog.serve(false);
    Map<String, String> wrongKey = new HashMap<>(catalog.s3().environment(home).variables());
    wrongKey.put("AWS_SECRET_ACCESS_KEY", "not-the-secret-key");
    wrongKey.putAll(catalog.catalogVariables());

    CliRun run = run(new Environment(wrongKey, home), "summary", TABLE);

    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err().lines()).singleElement().asString().contains(URI).contains("403");
    assertThat(run.err()).doesNotContain("not-the-secret-key");
  }
}
