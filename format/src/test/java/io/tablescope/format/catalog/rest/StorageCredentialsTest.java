package io.tablescope.format.catalog.rest;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.Storage;
import io.tablescope.format.io.s3.S3Settings;
import io.tablescope.format.testing.UnreadAccess;
import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The credentials of a load-table answer, written by hand as the REST specification's {@code
 * LoadTableResult} shows them, layered as Iceberg's clients layer them.
 */
class StorageCredentialsTest {
  private static JsonNode answer(String json) throws IOException {
    return new ObjectMapper().readTree(json);
  }

  @Test
  void withoutStorageCredentialsTheConfigServesTheTablesLocationOverTheCatalogsProperties()
      throws IOException {
    JsonNode answer =
        answer(
            """
            {"metadata-location": "s3://bucket/wh/t/metadata/v1.metadata.json",
             "config": {"s3.access-key-id": "AKIA", "s3.secret-access-key": "sk",
                        "s3.session-token": "st", "client.region": "us-east-2",
                        "s3.path-style-access": "false"}}
            """);

    List<VendedCredentials> vended =
        StorageCredentials.read(
            Map.of("s3.endpoint", "http://minio:9000", "client.region", "eu-west-1"),
            answer,
            "s3://bucket/wh/t");

    assertThat(vended)
        .containsExactly(
            new VendedCredentials(
                "s3://bucket/wh/t",
                new S3Settings("http://minio:9000", "us-east-2", "AKIA", "sk", "st", false, null)));
  }

  @Test
  void aTableOutsideS3GetsNoS3Credentials() throws IOException {
    JsonNode answer = answer("{\"config\": {\"s3.access-key-id\": \"AKIA\"}}");

    assertThat(StorageCredentials.read(Map.of(), answer, "hdfs://nn/wh/t")).isEmpty();
    assertThat(StorageCredentials.read(Map.of(), answer("{}"), "s3://bucket/t")).isEmpty();
  }

  @Test
  void theTablesStorageReadsEachVendedPrefixThroughItsOwnAccessAndNothingElse() {
    S3Settings sales = new S3Settings(null, "eu-west-1", "A1", "s1", null, null, null);
    S3Settings bucket = new S3Settings(null, "eu-west-1", "A2", "s2", null, null, null);
    LoadedTable table =
        new LoadedTable(
            new TableIdentifier(Namespace.of("sales"), "orders"),
            "s3://bucket/wh/sales/orders/metadata/v1.metadata.json",
            "s3://bucket/wh/sales/orders",
            List.of(
                new VendedCredentials("s3://bucket/", bucket),
                new VendedCredentials("s3://bucket/wh/sales", sales)));
    Map<S3Settings, FileAccess> made = new HashMap<>();
    FileAccess fromEnvironment = new UnreadAccess("from the environment");
    Storage base = Storage.local().withScheme("s3", fromEnvironment);

    Storage storage =
        table.storage(
            base,
            settings ->
                made.computeIfAbsent(settings, vended -> new UnreadAccess(vended.toString())));

    assertThat(storage.accessFor("s3://bucket/wh/sales/orders/data/a.parquet"))
        .isSameAs(made.get(sales));
    assertThat(storage.accessFor("s3://bucket/wh/hr/people/data/b.parquet"))
        .isSameAs(made.get(bucket));
    assertThat(storage.accessFor("s3://other/x.parquet")).isNotIn(made.values());
    assertThat(base.accessFor("s3://bucket/wh/sales/orders/data/a.parquet")).isNotIn(made.values());
  }
}
