package io.tablescope.format.testing.s3;

import io.tablescope.format.io.Environment;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;
import org.gaul.s3proxy.AuthenticationType;
import org.gaul.s3proxy.S3Proxy;
import org.jclouds.ContextBuilder;
import org.jclouds.blobstore.BlobStore;
import org.jclouds.blobstore.BlobStoreContext;

/**
 * A real S3 server (S3Proxy over an in-memory blob store) in the test's JVM, on loopback and a
 * random port, answering only requests signed with its own random keys. Buckets and objects are put
 * straight into its store.
 */
public final class S3Server implements AutoCloseable {
  private final String accessKeyId = "AKID" + random(16);
  private final String secretAccessKey = "secret" + random(32);
  private final BlobStoreContext context;
  private final S3Proxy proxy;

  private S3Server() throws Exception {
    context =
        ContextBuilder.newBuilder("transient")
            .credentials("identity", "credential")
            .build(BlobStoreContext.class);
    proxy =
        S3Proxy.builder()
            .blobStore(context.getBlobStore())
            .endpoint(URI.create("http://127.0.0.1:0"))
            .awsAuthentication(AuthenticationType.AWS_V2_OR_V4, accessKeyId, secretAccessKey)
            .build();
    proxy.start();
    while (!proxy.getState().equals("STARTED")) {
      Thread.sleep(10);
    }
  }

  /** Starts a server; close it when done. */
  public static S3Server start() {
    try {
      return new S3Server();
    } catch (Exception e) {
      throw new IllegalStateException("S3Proxy did not start", e);
    }
  }

  /** The server's endpoint, e.g. {@code http://127.0.0.1:40123}. */
  public String endpoint() {
    return "http://127.0.0.1:" + proxy.getPort();
  }

  /** The access key id the server accepts. */
  public String accessKeyId() {
    return accessKeyId;
  }

  /** The secret key the server accepts. */
  public String secretAccessKey() {
    return secretAccessKey;
  }

  /** Every secret a test gave Tablescope, to look for in what it printed. */
  public List<String> secrets() {
    return List.of(accessKeyId, secretAccessKey);
  }

  /**
   * The environment of a user who reaches this server through AWS variables: its keys and endpoint,
   * and a home folder of the test's (so no real {@code ~/.aws} is read).
   */
  public Environment environment(Path home) {
    return new Environment(
        Map.of(
            "AWS_ACCESS_KEY_ID",
            accessKeyId,
            "AWS_SECRET_ACCESS_KEY",
            secretAccessKey,
            "AWS_REGION",
            "us-east-1",
            "AWS_ENDPOINT_URL_S3",
            endpoint()),
        home);
  }

  /** Creates a bucket (nothing if it exists). */
  public void createBucket(String bucket) {
    blobStore().createContainerInLocation(null, bucket);
  }

  /** Puts one object. */
  public void put(String bucket, String key, byte[] bytes) {
    blobStore().putBlob(bucket, blobStore().blobBuilder(key).payload(bytes).build());
  }

  /**
   * Copies every file under a local folder into a bucket under a key prefix (no trailing slash),
   * keeping the relative paths; creates the bucket.
   */
  public void upload(Path folder, String bucket, String keyPrefix) {
    createBucket(bucket);
    try (Stream<Path> files = Files.walk(folder)) {
      files
          .filter(Files::isRegularFile)
          .forEach(
              file -> {
                String relative = folder.relativize(file).toString().replace('\\', '/');
                String key = keyPrefix.isEmpty() ? relative : keyPrefix + "/" + relative;
                try {
                  put(bucket, key, Files.readAllBytes(file));
                } catch (IOException e) {
                  throw new UncheckedIOException(e);
                }
              });
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private BlobStore blobStore() {
    return context.getBlobStore();
  }

  private static String random(int length) {
    return UUID.randomUUID().toString().replace("-", "").substring(0, length).toUpperCase();
  }

  @Override
  public void close() {
    try {
      proxy.stop();
    } catch (Exception e) {
      throw new IllegalStateException("S3Proxy did not stop", e);
    } finally {
      context.close();
    }
  }
}
