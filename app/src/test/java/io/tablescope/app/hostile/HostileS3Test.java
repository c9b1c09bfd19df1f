package io.tablescope.app.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.io.Environment;
import io.tablescope.format.io.ReadLimits;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * S3 stores that never stop, as the endpoint of a path-style client: an object without end or
 * claiming 100 GB, a listing page without end, a listing that gives a continuation token again or
 * new ones forever. Each is one line naming the s3:// location and the limit, within the heap and
 * the time bound, and neither key is ever printed.
 */
class HostileS3Test {
  private static final String ACCESS_KEY = "AKIAHOSTILE7EXAMPLE";
  private static final String SECRET_KEY = "hostile/Secret+Key/wJalrXUtnFEMI";
  private static final String FOLDER = "s3://lake/orders/metadata";
  private static final String FILE = FOLDER + "/v1.metadata.json";
  private static final String METADATA_PREFIX = "prefix=orders%2Fmetadata%2F";
  private static final String EMPTY_LISTING =
      "<ListBucketResult><KeyCount>0</KeyCount><IsTruncated>false</IsTruncated></ListBucketResult>";
  private static final String HUNDRED_GB = String.valueOf(100L << 30);

  @TempDir Path home;
  private RawServer raw;

  @AfterEach
  void stop() throws IOException {
    if (raw != null) {
      raw.close();
    }
  }

  /** How the store answers the requests that matter; every other is answered as S3 would. */
  private interface Hostile {
    /** Writes the answer to the GET of the metadata file. */
    default void object(OutputStream out) throws IOException {
      answer(out, "200 OK", "{}");
    }

    /** Writes the answer to the page of the metadata folder's listing, counted from 1. */
    default void page(int page, OutputStream out) throws IOException {
      answer(out, "200 OK", listing(false, null));
    }
  }

  /**
   * A store holding {@code lake/orders/metadata/v1.metadata.json}: HEAD finds it, a listing of the
   * folder (with the delimiter) is the hostile one's, the GET of the file too.
   */
  private Environment store(Hostile hostile) throws IOException {
    AtomicInteger pages = new AtomicInteger();
    raw =
        RawServer.start(
            (request, out) -> {
              String target = request.split(" ")[1];
              if (request.startsWith("HEAD /lake/orders/metadata/v1.metadata.json ")) {
                head(out);
              } else if (target.startsWith("/lake?")
                  && !List.of(target.split("[?&]")).contains(METADATA_PREFIX)) {
                answer(out, "200 OK", EMPTY_LISTING);
              } else if (target.startsWith("/lake?") && target.contains("delimiter=")) {
                hostile.page(pages.incrementAndGet(), out);
              } else if (target.startsWith("/lake?")) {
                answer(out, "200 OK", listing(false, null));
              } else if (request.startsWith("GET /lake/orders/metadata/v1.metadata.json ")) {
                hostile.object(out);
              } else {
                answer(
                    out,
                    "404 Not Found",
                    request.startsWith("HEAD ")
                        ? ""
                        : "<Error><Code>NoSuchKey</Code><Message>no such key</Message></Error>");
              }
            });
    return new Environment(
        Map.of(
            "AWS_ACCESS_KEY_ID",
            ACCESS_KEY,
            "AWS_SECRET_ACCESS_KEY",
            SECRET_KEY,
            "AWS_REGION",
            "us-east-1",
            "AWS_ENDPOINT_URL_S3",
            raw.uri()),
        home);
  }

  private static void head(OutputStream out) throws IOException {
    out.write(
        ("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\n"
                + "Last-Modified: Mon, 01 Jan 2024 00:00:00 GMT\r\nConnection: close\r\n\r\n")
            .getBytes(StandardCharsets.US_ASCII));
  }

  /**
   * An answer of a given length on a connection then closed: the SDK's client kept alive on the raw
   * server took over 30 s for 10,000 pages, against 14 s on a new connection each.
   */
  private static void answer(OutputStream out, String status, String body) throws IOException {
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    out.write(
        ("HTTP/1.1 "
                + status
                + "\r\nContent-Type: application/xml\r\nContent-Length: "
                + bytes.length
                + "\r\nConnection: close\r\n\r\n")
            .getBytes(StandardCharsets.US_ASCII));
    out.write(bytes);
  }

  /** A page of the metadata folder holding the metadata file, continued by a token if truncated. */
  private static String listing(boolean truncated, String token) {
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
        + "<ListBucketResult xmlns=\"http://s3.amazonaws.com/doc/2006-03-01/\">"
        + "<Name>lake</Name><Prefix>orders/metadata/</Prefix><Delimiter>/</Delimiter>"
        + "<KeyCount>1</KeyCount><MaxKeys>1000</MaxKeys>"
        + "<IsTruncated>"
        + truncated
        + "</IsTruncated>"
        + (token == null ? "" : "<NextContinuationToken>" + token + "</NextContinuationToken>")
        + "<Contents><Key>orders/metadata/v1.metadata.json</Key><Size>2</Size></Contents>"
        + "</ListBucketResult>";
  }

  /** The GETs of the listing of the metadata folder the store was asked for. */
  private List<String> pagesAsked() {
    return raw.requests().stream()
        .filter(request -> request.startsWith("GET /lake?") && request.contains("delimiter="))
        .toList();
  }

  private static String limit() {
    return ReadLimits.describe(ReadLimits.wholeFileLimit());
  }

  @Test
  void anObjectWithoutEndIsRefusedAtTheLimit() throws IOException {
    Environment environment =
        store(
            new Hostile() {
              @Override
              public void object(OutputStream out) throws IOException {
                out.write(
                    "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n{"
                        .getBytes(StandardCharsets.US_ASCII));
                RawServer.endless(out);
              }
            });

    HostileRun.in(environment, "summary", FILE)
        .failsNaming(FILE + " holds more than " + limit() + ", the most Tablescope reads")
        .showsNone(ACCESS_KEY, SECRET_KEY);
  }

  @Test
  void anObjectClaimingHundredGigabytesIsRefusedUnread() throws IOException {
    Environment environment =
        store(
            new Hostile() {
              @Override
              public void object(OutputStream out) throws IOException {
                out.write(
                    ("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: "
                            + HUNDRED_GB
                            + "\r\n\r\n{")
                        .getBytes(StandardCharsets.US_ASCII));
                RawServer.endless(out);
              }
            });

    HostileRun.in(environment, "summary", FILE)
        .failsNaming(FILE + " is " + HUNDRED_GB + " bytes, more than the " + limit())
        .showsNone(ACCESS_KEY, SECRET_KEY);
    assertThat(raw.requests()).contains("GET /lake/orders/metadata/v1.metadata.json HTTP/1.1");
  }

  /** A store whose listing page starts with an entry echoing the keys, then repeats a chunk. */
  private Environment endlessPage(String chunk) throws IOException {
    byte[] repeated = chunk.repeat(64 * 1024 / chunk.length()).getBytes(StandardCharsets.UTF_8);
    return store(
        new Hostile() {
          @Override
          public void page(int page, OutputStream out) throws IOException {
            out.write(
                ("HTTP/1.1 200 OK\r\nContent-Type: application/xml\r\nConnection: close\r\n\r\n"
                        + "<ListBucketResult><IsTruncated>false</IsTruncated><Contents><Key>"
                        + ACCESS_KEY
                        + SECRET_KEY
                        + "</Key></Contents><Contents><Key>")
                    .getBytes(StandardCharsets.UTF_8));
            while (true) {
              out.write(repeated);
            }
          }
        });
  }

  @Test
  void aListingPageWithoutEndIsRefusedAtTheLimit() throws IOException {
    Environment environment = endlessPage("x");

    HostileRun.in(environment, "summary", FILE)
        .failsNaming(
            FOLDER + ": the store's answer holds more than " + "8 MB, the most Tablescope reads")
        .showsNone(ACCESS_KEY, SECRET_KEY);
    assertThat(pagesAsked()).hasSize(1);
  }

  @Test
  void aListingPageOfSmallElementsWithoutEndIsRefusedAtTheLimit() throws IOException {
    // The smallest elements, the costliest to parse: 8 MB of them would take 300 MB of tree.
    Environment environment = endlessPage("<a/>");

    HostileRun.in(environment, "summary", FILE)
        .failsNaming(
            FOLDER
                + ": the store's answer holds more than "
                + "100000 tags, the most Tablescope parses")
        .showsNone(ACCESS_KEY, SECRET_KEY);
    assertThat(pagesAsked()).hasSize(1);
  }

  @Test
  void aListingOfAKeyOutsideTheFolderIsNamedOnOneLine() throws IOException {
    // The key breaks the line and echoes the secret; it once ended in "begin 44, end 32".
    String key = "elsewhere/" + SECRET_KEY + "&#10;tablescope: all is well";
    Environment environment =
        store(
            new Hostile() {
              @Override
              public void page(int page, OutputStream out) throws IOException {
                answer(
                    out,
                    "200 OK",
                    listing(false, null)
                        .replace(
                            "</ListBucketResult>",
                            "<Contents><Key>" + key + "</Key></Contents></ListBucketResult>"));
              }
            });

    HostileRun.in(environment, "summary", FILE)
        .failsNaming(FOLDER + ": the store listed 'elsewhere/****?tablescope: all is well', which")
        .showsNone(ACCESS_KEY, SECRET_KEY);
  }

  @Test
  void aListingThatGivesAContinuationTokenAgainStopsThere() throws IOException {
    Environment environment =
        store(
            new Hostile() {
              @Override
              public void page(int page, OutputStream out) throws IOException {
                answer(out, "200 OK", listing(true, page % 2 == 1 ? "a" : "b"));
              }
            });

    HostileRun.in(environment, "summary", FILE)
        .failsNaming(FOLDER + ": the listing gave a continuation token it had given before")
        .showsNone(ACCESS_KEY, SECRET_KEY);
    assertThat(pagesAsked()).hasSize(3);
    assertThat(pagesAsked().get(1)).contains("continuation-token=a");
    assertThat(pagesAsked().get(2)).contains("continuation-token=b");
  }

  @Test
  void aListingOfNewTokensForeverStopsAtTheMostPages() throws IOException {
    Environment environment =
        store(
            new Hostile() {
              @Override
              public void page(int page, OutputStream out) throws IOException {
                answer(out, "200 OK", listing(true, "t" + page));
              }
            });

    HostileRun.within(HostileRun.PAGING_BOUND, environment, "summary", FILE)
        .failsNaming(
            FOLDER
                + ": the listing has more than "
                + ReadLimits.MAX_PAGES
                + " pages, the most Tablescope reads of one")
        .showsNone(ACCESS_KEY, SECRET_KEY);
    assertThat(pagesAsked()).hasSize(ReadLimits.MAX_PAGES);
    assertThat(pagesAsked().get(ReadLimits.MAX_PAGES - 1)).contains("continuation-token=t9999");
  }
}
