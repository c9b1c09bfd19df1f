package io.tablescope.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.format.catalog.rest.CatalogWarehouse;
import io.tablescope.format.catalog.rest.RestCatalogServer;
import io.tablescope.format.catalog.rest.TestClock;
import io.tablescope.format.io.Environment;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.Table;
import org.apache.iceberg.catalog.Namespace;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The catalog commands and CATALOG.NAMESPACE.TABLE, against a real REST catalog on loopback
 * (iceberg-core's handlers over tables iceberg-core wrote): a table read through its catalog reads
 * as its folder does, and no output ever holds a secret used here.
 */
class CatalogCliTest {
  private static final String CLIENT_SECRET = "cli-client-secret-4711";
  private static final String STATIC_TOKEN = "cli-static-token-0815";
  private static final String VENDED_SECRET = "vended-secret-key-9999";
  private static final String VENDED_SESSION = "vended-session-token-1234";
  private static final String YAML_SECRET = "yaml-only-secret-2222";
  private static final List<String> SECRETS =
      List.of(CLIENT_SECRET, STATIC_TOKEN, VENDED_SECRET, VENDED_SESSION, YAML_SECRET);

  /** Every output and error of the suite, scanned for the secrets at the end. */
  private static final List<String> PRINTED = new ArrayList<>();

  @TempDir static Path folder;
  private static CatalogWarehouse warehouse;
  private static Path home;
  private RestCatalogServer server;

  @BeforeAll
  static void writeWarehouse() throws IOException {
    warehouse = CatalogWarehouse.write(folder.resolve("warehouse"));
    home = Files.createDirectories(folder.resolve("home"));
  }

  @AfterEach
  void stop() {
    if (server != null) {
      server.close();
    }
  }

  @AfterAll
  static void noOutputHoldsASecret() {
    assertThat(PRINTED).isNotEmpty();
    for (String printed : PRINTED) {
      assertThat(printed).doesNotContain(SECRETS);
    }
  }

  /** Serves the warehouse with OAuth2 client credentials and vended S3 credentials. */
  private RestCatalogServer serve() throws IOException {
    server =
        RestCatalogServer.start(warehouse.catalog())
            .requireClientCredentials("tablescope", CLIENT_SECRET, 3600, new TestClock())
            .vendConfig("s3.access-key-id", "AKIA-VENDED")
            .vendConfig("s3.secret-access-key", VENDED_SECRET)
            .vendStorageCredential(
                "s3://bucket/elsewhere",
                Map.of("s3.secret-access-key", VENDED_SECRET, "s3.session-token", VENDED_SESSION));
    return server;
  }

  /** A home whose .pyiceberg.yaml names the server as {@code prod}, its secret in the variables. */
  private Environment environment(String pageSize, Map<String, String> variables)
      throws IOException {
    Files.writeString(
        home.resolve(".pyiceberg.yaml"),
        "catalog:\n  prod:\n    uri: " + server.uri() + "\n    rest-page-size: " + pageSize + "\n");
    Map<String, String> all = new HashMap<>(variables);
    all.putIfAbsent("PYICEBERG_CATALOG__PROD__CREDENTIAL", "tablescope:" + CLIENT_SECRET);
    return new Environment(all, home);
  }

  private Environment environment() throws IOException {
    return environment("100", Map.of());
  }

  private static CliRun run(Environment environment, String... args) {
    CliRun run = CliRun.in(environment, args);
    PRINTED.add(run.out());
    PRINTED.add(run.err());
    return run;
  }

  private static JsonNode json(CliRun run) throws IOException {
    return new ObjectMapper().readTree(run.out());
  }

  /**
   * The output with how the metadata file was found taken out of the text summary: the folder's is
   * found by its version hint, the catalog's is the one the catalog names.
   */
  private static String howFound(String output) {
    return output.replaceAll(
        "(?m)^(Metadata +\\S+) +\\((version-hint.text says \\d+|named by catalog prod)\\)$", "$1");
  }

  @Test
  void catalogsListsTheFileAndTheEnvironmentsCatalogsWithoutSecrets() throws IOException {
    Files.writeString(
        home.resolve(".pyiceberg.yaml"),
        """
        default-catalog: prod
        catalog:
          prod:
            uri: https://catalog.example.com/api
            warehouse: analytics
            credential: client:%s
          glue:
            type: glue
        """
            .formatted(YAML_SECRET));
    Environment environment =
        new Environment(
            Map.of(
                "PYICEBERG_CATALOG__LAKE__URI",
                "http://lake:8181",
                "PYICEBERG_CATALOG__LAKE__TOKEN",
                STATIC_TOKEN),
            home);

    CliRun text = run(environment, "catalogs");
    CliRun json = run(environment, "catalogs", "--json");

    assertThat(text.exitCode()).isZero();
    assertThat(text.out().lines())
        .containsExactly(
            "Configuration: " + home.resolve(".pyiceberg.yaml"),
            "NAME            TYPE                 URI                              AUTH    WAREHOUSE",
            "glue            not supported: glue  -                                none    -",
            "lake            rest                 http://lake:8181                 token   -",
            "prod (default)  rest                 https://catalog.example.com/api  oauth2  analytics");
    JsonNode catalogs = json(json).get("catalogs");
    assertThat(json(json).get("file").asText())
        .isEqualTo(home.resolve(".pyiceberg.yaml").toString());
    assertThat(catalogs).hasSize(3);
    assertThat(catalogs.get(2).get("name").asText()).isEqualTo("prod");
    assertThat(catalogs.get(2).get("auth").asText()).isEqualTo("oauth2");
    assertThat(catalogs.get(0).get("problem").asText()).isEqualTo("not supported: glue");
    assertThat(catalogs.get(1).get("supported").asBoolean()).isTrue();
  }

  @Test
  void homeFindsThePyicebergFileAsPyicebergDoesBeforeJavasUserHome() throws IOException {
    serve();
    Path x = Files.createDirectories(folder.resolve("x"));
    Files.writeString(
        x.resolve(".pyiceberg.yaml"), "catalog:\n  prod:\n    uri: " + server.uri() + "\n");
    Path javaHome = Files.createDirectories(folder.resolve("java-user-home"));
    String credential = "tablescope:" + CLIENT_SECRET;

    // HOME=/x tablescope ls prod
    CliRun ls =
        run(
            Environment.of(
                Map.of("HOME", x.toString(), "PYICEBERG_CATALOG__PROD__CREDENTIAL", credential),
                javaHome.toString()),
            "ls",
            "prod");
    Path pyicebergHome = Files.createDirectories(folder.resolve("pyiceberg-home"));
    Files.writeString(
        pyicebergHome.resolve(".pyiceberg.yaml"), "catalog:\n  other:\n    uri: http://o\n");
    CliRun catalogs =
        run(
            Environment.of(
                Map.of("HOME", x.toString(), "PYICEBERG_HOME", pyicebergHome.toString()),
                javaHome.toString()),
            "catalogs");

    assertThat(ls.exitCode()).as(ls.err()).isZero();
    assertThat(ls.out().lines())
        .containsExactlyInAnyOrder("namespace  prod.hr", "namespace  prod.sales");
    assertThat(catalogs.out().lines().findFirst())
        .hasValue("Configuration: " + pyicebergHome.resolve(".pyiceberg.yaml"));
  }

  @Test
  void lsListsNestedNamespacesAndTablesPageByPage() throws IOException {
    serve();
    Environment environment = environment("1", Map.of());

    CliRun top = run(environment, "ls", "prod");
    CliRun sales = run(environment, "ls", "prod.sales");
    CliRun eu = run(environment, "ls", "prod.sales.eu", "--json");

    assertThat(top.out().lines())
        .containsExactlyInAnyOrder("namespace  prod.hr", "namespace  prod.sales");
    assertThat(sales.out().lines())
        .containsExactlyInAnyOrder("namespace  prod.sales.eu", "namespace  prod.sales.us");
    List<String> tables = new ArrayList<>();
    json(eu).get("tables").forEach(table -> tables.add(table.get("name").asText()));
    assertThat(tables)
        .containsExactlyInAnyOrderElementsOf(
            warehouse.catalog().listTables(Namespace.of("sales", "eu")).stream()
                .map(id -> id.name())
                .toList());
    assertThat(json(eu).get("namespaces")).isEmpty();
    assertThat(server.requests())
        .filteredOn(request -> request.contains("/namespaces/sales%1Feu/tables"))
        .hasSize(tables.size())
        .allSatisfy(request -> assertThat(request).contains("pageSize=1"));
  }

  @Test
  void tableCommandsThroughTheCatalogReadAsTheTablesFolder() throws IOException {
    serve();
    Environment environment = environment();
    Table oracle = warehouse.catalog().loadTable(CatalogWarehouse.ORDERS);
    String tableFolder =
        Path.of(
                java.net.URI.create(
                    oracle.location().startsWith("file:")
                        ? oracle.location()
                        : "file:" + oracle.location()))
            .toString();
    List<Snapshot> snapshots = new ArrayList<>();
    oracle.snapshots().forEach(snapshots::add);
    String first = Long.toString(snapshots.get(0).snapshotId());
    String last = Long.toString(snapshots.get(snapshots.size() - 1).snapshotId());
    Path op =
        Files.writeString(
            folder.resolve("op.json"),
            "{\"snapshot-id\": " + last + ", \"base-snapshot-id\": " + first + "}");

    List<List<String>> commands =
        List.of(
            List.of("summary"),
            List.of("summary", "--json"),
            List.of("tree", "--json"),
            List.of("tree", "--snapshot", first),
            List.of("diff", first, last),
            List.of("diff", first, last, "--json"),
            List.of("replay", "--op", op.toString(), "--json"));
    for (List<String> command : commands) {
      List<String> byName = new ArrayList<>(command);
      byName.add(1, "prod.sales.eu.orders");
      List<String> byFolder = new ArrayList<>(command);
      byFolder.add(1, tableFolder);

      CliRun catalog = run(environment, byName.toArray(String[]::new));
      CliRun local = run(environment, byFolder.toArray(String[]::new));

      assertThat(catalog.err()).as("%s", byName).isEmpty();
      assertThat(howFound(catalog.out()))
          .as("%s", byName)
          .isNotBlank()
          .isEqualTo(howFound(local.out()));
      assertThat(catalog.exitCode()).as("%s", byName).isEqualTo(local.exitCode());
    }
    assertThat(server.tokenRequests()).isNotEmpty();
    assertThat(server.tokenRequests())
        .allSatisfy(form -> assertThat(form).containsEntry("scope", "catalog"));
    assertThat(run(environment, "summary", "prod.sales.eu.orders").out())
        .containsPattern("(?m)^Metadata +\\S+\\.metadata\\.json +\\(named by catalog prod\\)$");
  }

  @Test
  void aCatalogGivenOnTheCommandLineServesLsAndTables() throws IOException {
    serve();
    Environment environment =
        new Environment(
            Map.of("PYICEBERG_CATALOG__ADHOC__CREDENTIAL", "tablescope:" + CLIENT_SECRET), home);
    Files.deleteIfExists(home.resolve(".pyiceberg.yaml"));

    CliRun ls =
        run(
            environment,
            "ls",
            "adhoc.hr",
            "--catalog-uri",
            server.uri(),
            "--catalog-property",
            "scope=catalog");
    CliRun summary =
        run(environment, "summary", "adhoc.hr.people", "--catalog-uri", server.uri(), "--json");

    assertThat(ls.out().lines()).containsExactly("table      adhoc.hr.people");
    assertThat(summary.exitCode()).isZero();
    assertThat(json(summary).get("snapshots").asInt()).isEqualTo(1);
  }

  @Test
  void aSecretOnTheCommandLineIsRefused() throws IOException {
    serve();
    CliRun run =
        run(
            new Environment(Map.of(), home),
            "ls",
            "adhoc",
            "--catalog-uri",
            server.uri(),
            "--catalog-property",
            "credential=tablescope:" + CLIENT_SECRET);

    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err())
        .isEqualTo(
            "tablescope: --catalog-property credential: secrets are not taken on the command"
                + " line; set PYICEBERG_CATALOG__ADHOC__CREDENTIAL in the environment"
                + System.lineSeparator());
  }

  @Test
  void wrongCredentialsAreOneLineAndExitTwo() throws IOException {
    serve();
    Environment environment =
        environment(
            "100", Map.of("PYICEBERG_CATALOG__PROD__CREDENTIAL", "tablescope:not-the-secret"));

    CliRun run = run(environment, "summary", "prod.sales.eu.orders");

    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.out()).isEmpty();
    assertThat(run.err())
        .isEqualTo(
            "tablescope: catalog prod: POST "
                + server.uri()
                + "/v1/oauth/tokens: 401 Unauthorized (wrong or missing credentials): Unknown"
                + " client or wrong secret"
                + System.lineSeparator());
  }

  @Test
  void anUnknownTableIsOneLineAndExitTwo() throws IOException {
    serve();

    CliRun run = run(environment(), "tree", "prod.sales.eu.nope");

    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err().lines())
        .singleElement()
        .satisfies(
            line ->
                assertThat(line)
                    .startsWith(
                        "tablescope: catalog prod: GET "
                            + server.uri()
                            + "/v1/namespaces/sales%1Feu/tables/nope: 404 Not Found: ")
                    .contains("sales.eu.nope"));
  }

  @Test
  void garbageIsOneLineAndExitTwo() throws IOException {
    serve().mode(RestCatalogServer.Mode.GARBAGE);

    CliRun run = run(environment(), "ls", "prod");

    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err())
        .isEqualTo(
            "tablescope: catalog prod: GET "
                + server.uri()
                + "/v1/config: not a REST catalog response (HTTP 200)"
                + System.lineSeparator());
  }

  @Test
  void aSilentCatalogTimesOutInOneLine() throws IOException {
    serve();
    Environment environment = environment();
    server.mode(RestCatalogServer.Mode.SILENT);

    long start = System.nanoTime();
    CliRun run =
        run(
            environment,
            "summary",
            "prod.sales.eu.orders",
            "--catalog-property",
            "rest.client.socket-timeout-ms=1000");

    assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(10));
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err().lines())
        .singleElement()
        .satisfies(
            line ->
                assertThat(line)
                    .startsWith("tablescope: catalog prod: ")
                    .endsWith(": no answer within 1 s"));
  }

  @Test
  void aCatalogNameWithoutATableSaysHowToNameOne() throws IOException {
    serve();

    CliRun run = run(environment(), "summary", "prod.sales");

    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err())
        .isEqualTo(
            "tablescope: prod.sales: prod is a catalog; name its table as"
                + " CATALOG.NAMESPACE.TABLE, or list it with 'tablescope ls prod'"
                + System.lineSeparator());
  }
}
