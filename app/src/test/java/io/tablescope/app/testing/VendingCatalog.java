package io.tablescope.app.testing;

import io.tablescope.format.catalog.rest.RestCatalogServer;
import io.tablescope.format.io.Environment;
import io.tablescope.format.testing.s3.S3Server;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.iceberg.catalog.Namespace;
import org.apache.iceberg.catalog.TableIdentifier;
import org.apache.iceberg.inmemory.InMemoryCatalog;
import org.apache.iceberg.inmemory.InMemoryFileIO;

/**
 * A REST catalog whose table's files are in S3, as production has them: an S3 server on loopback
 * holding a copy of a demo Iceberg table at the location its metadata records, and an Iceberg REST
 * catalog on loopback (iceberg-core's handlers, behind a bearer token) that knows the table as
 * {@code prod.sales.orders} and vends the S3 server's keys and endpoint in every load result.
 */
public final class VendingCatalog implements AutoCloseable {
  public static final String TABLE = "prod.sales.orders";
  public static final String BUCKET = "tablescope-demo";
  public static final String URI = "s3://" + BUCKET + "/sales/orders";
  private static final String TOKEN = "catalog-bearer-token-for-s3-tests";

  private final S3Server s3;
  private final InMemoryCatalog catalog;
  private RestCatalogServer server;

  private VendingCatalog(S3Server s3, InMemoryCatalog catalog) {
    this.s3 = s3;
    this.catalog = catalog;
  }

  /** Copies the demo's orders table (a folder) into S3 and serves it, vending credentials. */
  public static VendingCatalog start(Path orders) throws IOException {
    S3Server s3 = S3Server.start();
    s3.upload(orders, BUCKET, "sales/orders");
    String version = Files.readString(orders.resolve("metadata/version-hint.text")).trim();
    String metadataFile = "metadata/v" + version + ".metadata.json";
    // The catalog keeps its own copy of the metadata file it points at (iceberg-core's in-memory
    // catalog reads only its in-memory files); every file Tablescope reads comes from S3.
    String metadataLocation = URI + "/" + metadataFile;
    new InMemoryFileIO()
        .addFile(metadataLocation, Files.readAllBytes(orders.resolve(metadataFile)));
    InMemoryCatalog catalog = new InMemoryCatalog();
    catalog.initialize("prod", Map.of());
    catalog.createNamespace(Namespace.of("sales"));
    catalog.registerTable(TableIdentifier.of("sales", "orders"), metadataLocation);
    VendingCatalog started = new VendingCatalog(s3, catalog);
    started.serve(true);
    return started;
  }

  /** Serves the catalog anew, vending the S3 server's keys in load results or not. */
  public VendingCatalog serve(boolean vending) throws IOException {
    if (server != null) {
      server.close();
    }
    server = RestCatalogServer.start(catalog).requireToken(TOKEN);
    if (vending) {
      server
          .vendConfig("s3.endpoint", s3.endpoint())
          .vendConfig("s3.path-style-access", "true")
          .vendConfig("s3.access-key-id", s3.accessKeyId())
          .vendConfig("s3.secret-access-key", s3.secretAccessKey())
          .vendConfig("client.region", "us-east-1");
    }
    return this;
  }

  /** The catalog server, for the requests it received. */
  public RestCatalogServer server() {
    return server;
  }

  /** The S3 server, for an environment that reaches it with the user's own keys. */
  public S3Server s3() {
    return s3;
  }

  /** The variables of a user with the catalog configured for pyiceberg and no AWS settings. */
  public Map<String, String> catalogVariables() {
    return Map.of(
        "PYICEBERG_CATALOG__PROD__URI", server.uri(), "PYICEBERG_CATALOG__PROD__TOKEN", TOKEN);
  }

  /** A user with the catalog configured and no AWS settings at all. */
  public Environment catalogUser(Path home) {
    return new Environment(catalogVariables(), home);
  }

  /** Every secret the tests hand out, to look for in what Tablescope printed or kept. */
  public List<String> secrets() {
    List<String> secrets = new ArrayList<>(s3.secrets());
    secrets.add(TOKEN);
    return secrets;
  }

  @Override
  public void close() throws IOException {
    if (server != null) {
      server.close();
    }
    catalog.close();
    s3.close();
  }
}
