package io.tablescope.app.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.tablescope.format.io.Environment;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Credentials where a user puts them by mistake, and servers that echo them back: none is ever
 * printed, by any command, in any form.
 */
class SecretsTest {
  private static final String PASSWORD = "hunter2@vault";
  private static final String TOKEN = "tok-Secret-8c1f";
  private static final String CLIENT_SECRET = "sekrit+Client/42";

  @TempDir Path home;
  private HttpServer server;

  @AfterEach
  void stop() {
    if (server != null) {
      server.stop(0);
    }
  }

  private Environment catalog(String properties) throws IOException {
    Files.writeString(home.resolve(".pyiceberg.yaml"), "catalog:\n  prod:\n" + properties);
    return new Environment(Map.of(), home);
  }

  /** A loopback server answering every request with the status and the body made from it. */
  private String serve(int status, java.util.function.Function<HttpExchange, String> body)
      throws IOException {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.createContext(
        "/",
        exchange -> {
          byte[] bytes = body.apply(exchange).getBytes(StandardCharsets.UTF_8);
          exchange.getResponseHeaders().add("Content-Type", "application/json");
          exchange.sendResponseHeaders(status, bytes.length);
          try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
          }
        });
    server.start();
    return "http://127.0.0.1:" + server.getAddress().getPort();
  }

  @Test
  void aPasswordHoldingAnAtInACatalogUriIsNeverPrinted() throws IOException {
    String uri = serve(200, exchange -> "{}").replace("http://", "http://admin:" + PASSWORD + "@");
    Environment environment = catalog("    uri: " + uri + "\n");
    FolderPrint before = FolderPrint.of(home);

    HostileRun list = HostileRun.in(environment, "catalogs").exits(0).showsNone(PASSWORD, "admin:");
    HostileRun.in(environment, "catalogs", "--json").exits(0).showsNone(PASSWORD, "admin:");
    HostileRun.in(environment, "ls", "prod")
        .failsNaming("catalog prod", "user name or password", "credential")
        .showsNone(PASSWORD, "admin:", "vault");

    assertThat(list.out()).contains("prod").contains("127.0.0.1");
    assertThat(FolderPrint.of(home)).isEqualTo(before);
  }

  @Test
  void userinfoGivenOnTheCommandLineIsRefusedUnprinted() throws IOException {
    Environment environment = catalog("    uri: http://127.0.0.1:1\n");

    HostileRun.in(environment, "ls", "prod", "--catalog-uri", "http://user:pwsecret@/x")
        .failsNaming("user name or password")
        .showsNone("pwsecret", "user:");
  }

  @Test
  void aPasswordInATableLocationOrWhereACatalogIsNamedIsNeverPrinted() throws IOException {
    Environment environment = catalog("    uri: http://127.0.0.1:1\n");
    String http = "http://admin:" + PASSWORD + "@127.0.0.1:1/warehouse/orders";

    HostileRun.in(environment, "summary", http)
        .failsNaming("http://****@127.0.0.1:1/warehouse/orders")
        .showsNone(PASSWORD, "admin:");
    HostileRun.in(environment, "tree", "s3://AKIAEXAMPLE:" + PASSWORD + "@bucket/orders")
        .failsNaming("s3://****@bucket/orders", "user name or password")
        .showsNone(PASSWORD, "AKIAEXAMPLE");
    HostileRun.in(environment, "ls", http)
        .failsNaming("http://****@127", "no such catalog")
        .showsNone(PASSWORD, "admin:");
  }

  @Test
  void aServerEchoingTheBearerTokenHasItRedacted() throws IOException {
    String uri =
        serve(
            401,
            exchange ->
                "{\"error\": {\"message\": \"bad token "
                    + exchange.getRequestHeaders().getFirst("Authorization")
                    + "\", \"type\": \"NotAuthorizedException\", \"code\": 401}}");
    Environment environment = catalog("    uri: " + uri + "\n    token: " + TOKEN + "\n");

    HostileRun run = HostileRun.in(environment, "ls", "prod").exits(2).showsNone(TOKEN);

    assertThat(run.err()).contains("401").contains("****");
  }

  @Test
  void anOAuthErrorEchoingTheClientSecretHasItRedactedInEveryForm() throws IOException {
    String encoded = URLEncoder.encode(CLIENT_SECRET, StandardCharsets.UTF_8);
    String uri =
        serve(
            400,
            exchange ->
                "{\"error\": \"invalid_client\", \"error_description\": \"client_secret="
                    + encoded
                    + " is not "
                    + CLIENT_SECRET
                    + "\"}");
    Environment environment =
        catalog("    uri: " + uri + "\n    credential: client:" + CLIENT_SECRET + "\n");

    HostileRun run =
        HostileRun.in(environment, "ls", "prod").exits(2).showsNone(CLIENT_SECRET, encoded);

    assertThat(run.err()).contains("****");
  }

  @Test
  void anImpossiblePortIsSaidInWords() throws IOException {
    Environment environment = catalog("    uri: http://127.0.0.1:99999\n");

    HostileRun.in(environment, "ls", "prod").failsNaming("port 99999", "1 to 65535");
  }
}
