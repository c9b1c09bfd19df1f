package io.tablescope.app.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import io.tablescope.format.io.Environment;
import io.tablescope.format.io.ReadLimits;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Servers that never stop: a catalog whose answer has no end or claims 100 GB, a catalog whose
 * listing pages on forever (a token given again, or new ones without end). Each is one line naming
 * the URL and the limit, within the heap and the time bound, and nothing is written.
 */
class HostileServersTest {
  private static final String HUNDRED_GB = String.valueOf(100L << 30);

  @TempDir Path home;
  private RawServer raw;
  private HttpServer http;

  @AfterEach
  void stop() throws IOException {
    if (raw != null) {
      raw.close();
    }
    if (http != null) {
      http.stop(0);
    }
  }

  private static String limit() {
    return ReadLimits.describe(ReadLimits.wholeFileLimit());
  }

  /** A home whose .pyiceberg.yaml names a catalog {@code prod} at the uri. */
  private Environment catalogAt(String uri) throws IOException {
    Files.writeString(home.resolve(".pyiceberg.yaml"), "catalog:\n  prod:\n    uri: " + uri + "\n");
    return new Environment(Map.of(), home);
  }

  @Test
  void aCatalogAnswerWithoutEndIsRefusedAtTheLimit() throws IOException {
    raw =
        RawServer.start(
            (request, out) -> {
              out.write(
                  "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n"
                      .getBytes(StandardCharsets.US_ASCII));
              out.write("{\"defaults\": {\"a\": \"".getBytes(StandardCharsets.US_ASCII));
              RawServer.endless(out);
            });
    Environment environment = catalogAt(raw.uri());
    FolderPrint before = FolderPrint.of(home);

    HostileRun.in(environment, "ls", "prod")
        .failsNaming(
            "tablescope: catalog prod: GET "
                + raw.uri()
                + "/v1/config: the answer holds more than ",
            limit());
    assertThat(FolderPrint.of(home)).isEqualTo(before);
  }

  @Test
  void aCatalogAnswerClaimingHundredGigabytesIsRefusedUnread() throws IOException {
    raw =
        RawServer.start(
            (request, out) -> {
              out.write(
                  ("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: "
                          + HUNDRED_GB
                          + "\r\n\r\n{")
                      .getBytes(StandardCharsets.US_ASCII));
              RawServer.endless(out);
            });
    Environment environment = catalogAt(raw.uri());

    HostileRun.in(environment, "ls", "prod")
        .failsNaming(
            "catalog prod: GET " + raw.uri() + "/v1/config: the answer is " + HUNDRED_GB + " bytes",
            limit());
  }

  /** A catalog whose namespace listing gives the next page token {@code tokens} makes of a page. */
  private Environment pagingCatalog(Function<Integer, String> tokens, List<String> asked)
      throws IOException {
    http = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    AtomicInteger pages = new AtomicInteger();
    http.createContext(
        "/",
        exchange -> {
          String path = exchange.getRequestURI().getPath();
          String body = "{}";
          if (path.endsWith("/v1/namespaces")) {
            asked.add(String.valueOf(exchange.getRequestURI().getRawQuery()));
            body =
                "{\"namespaces\": [[\"n\"]], \"next-page-token\": \""
                    + tokens.apply(pages.incrementAndGet())
                    + "\"}";
          }
          byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
          exchange.getResponseHeaders().add("Content-Type", "application/json");
          exchange.sendResponseHeaders(200, bytes.length);
          try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
          }
        });
    http.start();
    return catalogAt("http://127.0.0.1:" + http.getAddress().getPort());
  }

  @Test
  void aListingThatGivesAPageTokenAgainStopsThere() throws IOException {
    List<String> asked = new CopyOnWriteArrayList<>();
    Environment environment = pagingCatalog(page -> page % 2 == 1 ? "a" : "b", asked);

    HostileRun.in(environment, "ls", "prod")
        .failsNaming("/v1/namespaces: the listing gave a page token it had given before");
    assertThat(asked).containsExactly("null", "pageToken=a", "pageToken=b");
  }

  @Test
  void aListingOfNewPageTokensForeverStopsAtTheMostPages() throws IOException {
    // A raw server, answering each request in one write and keeping the connection: on the JDK's
    // server each page took some 45 ms (a delayed acknowledgement, it seems), 10,000 far too long.
    AtomicInteger pages = new AtomicInteger();
    raw =
        RawServer.start(
            (request, out) -> {
              String body =
                  request.startsWith("GET /v1/namespaces")
                      ? "{\"namespaces\": [[\"n\"]], \"next-page-token\": \"t"
                          + pages.incrementAndGet()
                          + "\"}"
                      : "{}";
              out.write(
                  ("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: "
                          + body.length()
                          + "\r\n\r\n"
                          + body)
                      .getBytes(StandardCharsets.US_ASCII));
            });
    Environment environment = catalogAt(raw.uri());

    HostileRun.within(HostileRun.PAGING_BOUND, environment, "ls", "prod")
        .failsNaming(
            "/v1/namespaces: the listing has more than "
                + ReadLimits.MAX_PAGES
                + " pages, the most Tablescope reads of one");
    List<String> asked =
        raw.requests().stream().filter(line -> line.startsWith("GET /v1/namespaces")).toList();
    assertThat(asked).hasSize(ReadLimits.MAX_PAGES);
    assertThat(asked.get(ReadLimits.MAX_PAGES - 1))
        .startsWith("GET /v1/namespaces?pageToken=t9999");
  }
}
