package io.tablescope.app.bench;

import io.tablescope.format.io.Environment;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.Storage;
import io.tablescope.format.io.s3.S3FileAccess;
import io.tablescope.format.testing.LargeTable;
import io.tablescope.format.testing.s3.S3Server;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.Summaries;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.apache.iceberg.HasTableOperations;
import org.apache.iceberg.IcebergOracle;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableMetadataParser;
import org.apache.iceberg.aws.s3.S3FileIO;
import org.apache.iceberg.io.FileIO;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.checksums.RequestChecksumCalculation;
import software.amazon.awssdk.core.checksums.ResponseChecksumValidation;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.s3.S3Client;

/**
 * Times {@code summary} of the 200,000-entry table on the local disk and from an S3 server on
 * loopback (S3Proxy, in this JVM), Tablescope beside iceberg-core (its own S3FileIO on S3), in the
 * same run with the same reader threads. Prints; never fails on time.
 *
 * <p>Run: {@code mvn -B -Pbenchmark -DskipTests verify}. Sizes can be given as arguments:
 * manifests, entries per manifest.
 */
public final class S3SummaryBenchmark {
  private static final int WARMUPS = 3;
  private static final int RUNS = 9;
  private static final String BUCKET = "bench";
  private static final String LOCATION = "s3://" + BUCKET + "/entries";

  private S3SummaryBenchmark() {}

  public static void main(String[] args) throws Exception {
    int manifests = args.length > 0 ? Integer.parseInt(args[0]) : 50;
    int perManifest = args.length > 1 ? Integer.parseInt(args[1]) : 4_000;
    int threads = Math.max(4, Runtime.getRuntime().availableProcessors() * 2);
    Path folder = Files.createTempDirectory("tablescope-s3-benchmark");
    System.out.printf(
        "Java %s, %d cores, %d reader threads on both sides; %d warm-ups, median of %d runs%n",
        System.getProperty("java.version"),
        Runtime.getRuntime().availableProcessors(),
        threads,
        WARMUPS,
        RUNS);
    System.out.printf(
        "Building %,d entries in %d manifests with iceberg-core, recorded at %s...%n",
        manifests * perManifest, manifests, LOCATION);
    Path local = folder.resolve("entries");
    Table table = LargeTable.withEntries(local, LOCATION, manifests, perManifest);
    String metadataFile =
        ((HasTableOperations) table).operations().current().metadataFileLocation();

    try (S3Server server = S3Server.start()) {
      server.upload(local, BUCKET, "entries");
      Environment environment = server.environment(folder);
      FileAccess s3 = S3FileAccess.fromEnvironment(environment, null).routedIn(Storage.local());
      ExecutorService pool = Executors.newFixedThreadPool(threads);
      try (S3FileIO icebergS3 = new S3FileIO(() -> icebergClient(server))) {
        BenchmarkRuns runs = new BenchmarkRuns(WARMUPS, RUNS);
        String entries =
            String.format("%,d entries, %d manifests", manifests * perManifest, manifests);
        System.out.println();
        BenchmarkRuns.header("iceberg-core");
        runs.compare(
            "summary, local disk: " + entries,
            () -> tablescopeSummary(Storage.local(), local.toString(), pool),
            () -> icebergCount(table.io(), metadataFile, pool));
        runs.compare(
            "summary, S3 on loopback: " + entries,
            () -> tablescopeSummary(s3, LOCATION, pool),
            () -> icebergCount(icebergS3, metadataFile, pool));
      } finally {
        pool.shutdownNow();
      }
    }
  }

  private static long tablescopeSummary(FileAccess storage, String location, ExecutorService pool) {
    try {
      return Summaries.summarize(IcebergTable.open(storage, location, null, pool))
          .counts()
          .read()
          .total();
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  /** iceberg-core's way to the same counts: parse the metadata, read the list, read every entry. */
  private static long icebergCount(FileIO io, String metadataFile, ExecutorService pool) {
    return IcebergOracle.countCurrentEntries(io, TableMetadataParser.read(io, metadataFile), pool);
  }

  /** The client S3FileIO reads with: the same server, keys, HTTP client and checksums. */
  private static S3Client icebergClient(S3Server server) {
    return S3Client.builder()
        .endpointOverride(URI.create(server.endpoint()))
        .region(Region.US_EAST_1)
        .forcePathStyle(true)
        .credentialsProvider(
            StaticCredentialsProvider.create(
                AwsBasicCredentials.create(server.accessKeyId(), server.secretAccessKey())))
        .httpClient(UrlConnectionHttpClient.create())
        .requestChecksumCalculation(RequestChecksumCalculation.WHEN_REQUIRED)
        .responseChecksumValidation(ResponseChecksumValidation.WHEN_REQUIRED)
        .build();
  }
}
