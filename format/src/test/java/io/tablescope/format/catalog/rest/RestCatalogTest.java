package io.tablescope.format.catalog.rest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablescope.format.catalog.config.CatalogConfig;
import io.tablescope.format.io.s3.S3Settings;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.iceberg.BaseTable;
import org.apache.iceberg.hadoop.HadoopCatalog;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The REST client against a real REST catalog on loopback (iceberg-core's handlers over a Hadoop
 * catalog): its answers are compared with the catalog's own.
 */
class RestCatalogTest {
  private static final String SECRET = "s3cr3t-client-secret";
  private static final String TOKEN = "static-bearer-token-xyz";

  @TempDir static Path folder;
  private static CatalogWarehouse warehouse;
  private RestCatalogServer server;

  @BeforeAll
  static void writeWarehouse() {
    warehouse = CatalogWarehouse.write(folder.resolve("warehouse"));
  }

  @AfterEach
  void stop() {
    if (server != null) {
      server.close();
    }
  }

  private RestCatalogServer serve() throws IOException {
    server = RestCatalogServer.start(warehouse.catalog());
    return server;
  }

  private RestCatalog connect(Map<String, String> properties) throws RestCatalogException {
    return connect(properties, RestClientSettings.defaults());
  }

  private RestCatalog connect(Map<String, String> properties, RestClientSettings settings)
      throws RestCatalogException {
    Map<String, String> all = new HashMap<>(properties);
    all.put("uri", server.uri());
    return RestCatalog.connect(CatalogConfig.of("prod", all), settings);
  }

  private static List<Namespace> expectedNamespaces(
      HadoopCatalog catalog, org.apache.iceberg.catalog.Namespace parent) {
    return catalog.listNamespaces(parent).stream()
        .map(namespace -> new Namespace(List.of(namespace.levels())))
        .toList();
  }

  @Test
  void nestedNamespacesAndTablesAreTheCatalogsOwnPageByPage() throws IOException {
    serve();
    RestCatalog catalog = connect(Map.of("rest-page-size", "1"));
    HadoopCatalog oracle = warehouse.catalog();

    List<Namespace> top = catalog.namespaces(Namespace.root());
    List<Namespace> inSales = catalog.namespaces(Namespace.of("sales"));
    List<TableIdentifier> inEu = catalog.tables(Namespace.of("sales", "eu"));

    assertThat(top)
        .containsExactlyInAnyOrderElementsOf(
            expectedNamespaces(oracle, org.apache.iceberg.catalog.Namespace.empty()))
        .hasSize(2);
    assertThat(inSales)
        .containsExactlyInAnyOrderElementsOf(
            expectedNamespaces(oracle, org.apache.iceberg.catalog.Namespace.of("sales")))
        .contains(Namespace.of("sales", "eu"), Namespace.of("sales", "us"));
    assertThat(inEu)
        .containsExactlyInAnyOrderElementsOf(
            oracle.listTables(org.apache.iceberg.catalog.Namespace.of("sales", "eu")).stream()
                .map(
                    id ->
                        new TableIdentifier(
                            new Namespace(List.of(id.namespace().levels())), id.name()))
                .toList())
        .hasSize(3);
    // One page per entry, and a last one that says there is no more.
    assertThat(server.requests())
        .filteredOn(request -> request.contains("/namespaces/sales%1Feu/tables"))
        .hasSizeGreaterThanOrEqualTo(3)
        .allSatisfy(request -> assertThat(request).contains("pageSize=1"));
  }

  @Test
  void theConfigsPrefixAddressesEveryRequest() throws IOException {
    serve().override("prefix", "wh1");
    RestCatalog catalog = connect(Map.of());

    catalog.tables(Namespace.of("hr"));

    assertThat(server.requests()).contains("GET /v1/wh1/namespaces/hr/tables");
  }

  @Test
  void theConfigsNamespaceSeparatorJoinsTheLevels() throws IOException {
    serve().override("namespace-separator", "%2E");
    RestCatalog catalog = connect(Map.of());

    List<TableIdentifier> tables = catalog.tables(Namespace.of("sales", "eu"));

    assertThat(tables).hasSize(3);
    assertThat(server.requests()).contains("GET /v1/namespaces/sales%2Eeu/tables");
  }

  @Test
  void loadingATableGivesTheCatalogsMetadataFileAndLocation() throws IOException {
    serve();
    RestCatalog catalog = connect(Map.of());
    BaseTable oracle = (BaseTable) warehouse.catalog().loadTable(CatalogWarehouse.ORDERS);

    LoadedTable loaded =
        catalog.loadTable(new TableIdentifier(Namespace.of("sales", "eu"), "orders"));

    assertThat(loaded.metadataLocation())
        .isEqualTo(oracle.operations().current().metadataFileLocation());
    assertThat(loaded.tableLocation()).isEqualTo(oracle.location());
    assertThat(loaded.credentials()).isEmpty();
  }

  @Test
  void vendedStorageCredentialsServeTheirPrefixesTheLongestFirstOverTheConfig() throws IOException {
    serve()
        .vendConfig("s3.endpoint", "http://127.0.0.1:9000")
        .vendConfig("client.region", "eu-west-1")
        .vendConfig("s3.access-key-id", "CONFIG-KEY")
        .vendConfig("s3.secret-access-key", "config-secret")
        .vendStorageCredential(
            "s3://bucket/",
            Map.of("s3.access-key-id", "BUCKET-KEY", "s3.secret-access-key", "bucket-secret"))
        .vendStorageCredential(
            "s3://bucket/warehouse/sales",
            Map.of(
                "s3.access-key-id",
                "SALES-KEY",
                "s3.secret-access-key",
                "sales-secret",
                "s3.session-token",
                "sales-session",
                "s3.path-style-access",
                "true"))
        .vendStorageCredential("gs://other/", Map.of("gcs.oauth2.token", "gcs-token"));
    RestCatalog catalog = connect(Map.of());

    LoadedTable loaded = catalog.loadTable(new TableIdentifier(Namespace.of("hr"), "people"));

    assertThat(loaded.credentials())
        .extracting(VendedCredentials::prefix)
        .containsExactly("s3://bucket/warehouse/sales", "s3://bucket/");
    assertThat(loaded.credentialsFor("s3://bucket/warehouse/sales/eu/orders/data/a.parquet"))
        .get()
        .extracting(VendedCredentials::s3)
        .isEqualTo(
            new S3Settings(
                "http://127.0.0.1:9000",
                "eu-west-1",
                "SALES-KEY",
                "sales-secret",
                "sales-session",
                true,
                null));
    assertThat(loaded.credentialsFor("s3://bucket/warehouse/hr/people/metadata/v1.metadata.json"))
        .get()
        .extracting(VendedCredentials::s3)
        .isEqualTo(
            new S3Settings(
                "http://127.0.0.1:9000",
                "eu-west-1",
                "BUCKET-KEY",
                "bucket-secret",
                null,
                null,
                null));
    assertThat(loaded.credentialsFor("s3://elsewhere/t/a.parquet")).isEmpty();
    assertThat(loaded.toString())
        .doesNotContain(
            "bucket-secret", "sales-secret", "sales-session", "SALES-KEY", "BUCKET-KEY");
  }

  @Test
  void aStaticTokenIsSentAsBearerAndAWrongOneIsRefusedInOneLine() throws IOException {
    serve().requireToken(TOKEN);

    RestCatalog catalog = connect(Map.of("token", TOKEN));

    assertThat(catalog.namespaces(Namespace.root())).hasSize(2);
    assertThatThrownBy(() -> connect(Map.of("token", "wrong-token-abc")))
        .isInstanceOf(RestCatalogException.class)
        .hasMessage(
            "catalog prod: GET "
                + server.uri()
                + "/v1/config: 401 Unauthorized (wrong or missing credentials): Not authorized:"
                + " the token is missing, unknown or expired")
        .satisfies(e -> assertThat(e.getMessage()).doesNotContain("wrong-token-abc"));
  }

  @Test
  void oauth2FetchesOneTokenWithItsScopeAndRenewsItBeforeItExpires() throws IOException {
    TestClock clock = new TestClock();
    serve().requireClientCredentials("tablescope", SECRET, 100, clock);
    RestClientSettings settings = RestClientSettings.defaults().withClock(clock);

    RestCatalog catalog =
        connect(
            Map.of(
                "credential",
                "tablescope:" + SECRET,
                "oauth2-server-uri",
                server.uri() + RestCatalogServer.TOKEN_PATH,
                "scope",
                "PRINCIPAL_ROLE:ALL"),
            settings);
    catalog.namespaces(Namespace.root());
    catalog.tables(Namespace.of("hr"));

    assertThat(server.tokenRequests())
        .singleElement()
        .satisfies(
            form ->
                assertThat(form)
                    .containsEntry("grant_type", "client_credentials")
                    .containsEntry("client_id", "tablescope")
                    .containsEntry("client_secret", SECRET)
                    .containsEntry("scope", "PRINCIPAL_ROLE:ALL"));

    clock.advance(Duration.ofSeconds(95));
    assertThat(catalog.tables(Namespace.of("hr"))).hasSize(1);
    assertThat(server.tokenRequests()).hasSize(2);
  }

  @Test
  void oauth2FallsBackToTheDeprecatedEndpointWithTheDefaultScope() throws IOException {
    serve().requireClientCredentials("tablescope", SECRET, 3600, new TestClock());
    RestClientSettings settings = RestClientSettings.defaults().withClock(new TestClock());

    RestCatalog catalog = connect(Map.of("credential", "tablescope:" + SECRET), settings);

    assertThat(catalog.namespaces(Namespace.root())).hasSize(2);
    assertThat(server.tokenRequests())
        .singleElement()
        .satisfies(form -> assertThat(form).containsEntry("scope", "catalog"));
  }

  @Test
  void aRelativeOauth2ServerUriIsAPathOfTheCatalogs() throws IOException {
    serve().requireClientCredentials("tablescope", SECRET, 3600, new TestClock());

    RestCatalog catalog =
        connect(
            Map.of("credential", "tablescope:" + SECRET, "oauth2-server-uri", "auth/token"),
            RestClientSettings.defaults().withClock(new TestClock()));

    assertThat(catalog.namespaces(Namespace.root())).hasSize(2);
    assertThat(server.tokenRequests()).hasSize(1);
  }

  @Test
  void aTokenTheCatalogRefusesIsRenewedOnce() throws IOException {
    TestClock serverClock = new TestClock();
    serve().requireClientCredentials("tablescope", SECRET, 100, serverClock);
    // The client's clock stands still: only the 401 tells it the token has expired.
    RestCatalog catalog =
        connect(
            Map.of("credential", "tablescope:" + SECRET),
            RestClientSettings.defaults().withClock(new TestClock()));
    serverClock.advance(Duration.ofSeconds(200));

    assertThat(catalog.namespaces(Namespace.root())).hasSize(2);
    assertThat(server.tokenRequests()).hasSize(2);
  }

  @Test
  void wrongClientCredentialsAreOneLineWithoutTheSecret() throws IOException {
    serve().requireClientCredentials("tablescope", SECRET, 100, new TestClock());

    assertThatThrownBy(() -> connect(Map.of("credential", "tablescope:not-the-secret")))
        .isInstanceOf(RestCatalogException.class)
        .hasMessage(
            "catalog prod: POST "
                + server.uri()
                + "/v1/oauth/tokens: 401 Unauthorized (wrong or missing credentials): Unknown"
                + " client or wrong secret");
  }

  @Test
  void anUnknownTableIsNotFoundWithTheServersMessage() throws IOException {
    serve();
    RestCatalog catalog = connect(Map.of());

    assertThatThrownBy(
            () -> catalog.loadTable(new TableIdentifier(Namespace.of("sales", "eu"), "nope")))
        .isInstanceOf(RestCatalogException.class)
        .hasMessageStartingWith(
            "catalog prod: GET "
                + server.uri()
                + "/v1/namespaces/sales%1Feu/tables/nope: 404 Not Found: ")
        .hasMessageContaining("sales.eu.nope");
  }

  @Test
  void forbiddenIsOneClearLine() throws IOException {
    serve().failWith(403);

    assertThatThrownBy(() -> connect(Map.of()))
        .hasMessage(
            "catalog prod: GET "
                + server.uri()
                + "/v1/config: 403 Forbidden (these credentials may not do this): Told to fail with"
                + " 403");
  }

  @Test
  void garbageIsNotARestCatalogResponse() throws IOException {
    serve().mode(RestCatalogServer.Mode.GARBAGE);

    assertThatThrownBy(() -> connect(Map.of()))
        .hasMessage(
            "catalog prod: GET "
                + server.uri()
                + "/v1/config: not a REST catalog response (HTTP 200)");
  }

  @Test
  void aSilentServerTimesOutInTime() throws IOException {
    serve().mode(RestCatalogServer.Mode.SILENT);
    RestClientSettings settings =
        RestClientSettings.defaults().withTimeouts(Duration.ofSeconds(1), Duration.ofSeconds(1));

    long start = System.nanoTime();
    assertThatThrownBy(() -> connect(Map.of("warehouse", "wh"), settings))
        .hasMessage("catalog prod: GET " + server.uri() + "/v1/config: no answer within 1 s");
    assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(5));
  }

  @Test
  void aClosedPortIsRefused() throws IOException {
    serve();
    String uri = server.uri();
    server.close();
    server = null;

    assertThatThrownBy(
            () ->
                RestCatalog.connect(
                    CatalogConfig.of("prod", Map.of("uri", uri)), RestClientSettings.defaults()))
        .hasMessage("catalog prod: GET " + uri + "/v1/config: cannot connect (connection refused)");
  }

  @Test
  void anotherTypeOfCatalogIsNotServed() {
    assertThatThrownBy(
            () ->
                RestCatalog.connect(
                    CatalogConfig.of("meta", Map.of("uri", "thrift://metastore:9083")),
                    RestClientSettings.defaults()))
        .hasMessage("catalog meta: not supported: hive");
  }
}
