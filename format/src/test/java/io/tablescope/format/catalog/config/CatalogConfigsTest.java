package io.tablescope.format.catalog.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablescope.format.io.Environment;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Catalogs are read where pyiceberg reads them, by its rules. */
class CatalogConfigsTest {
  @TempDir Path home;

  private void writeYaml(Path folder, String yaml) throws IOException {
    Files.createDirectories(folder);
    Files.writeString(folder.resolve(".pyiceberg.yaml"), yaml);
  }

  @Test
  void theHomeFilesCatalogsAreReadWithKeysLowerCased() throws IOException {
    writeYaml(
        home,
        """
        default-catalog: Prod
        catalog:
          Prod:
            URI: https://catalog.example.com/api
            warehouse: s3://bucket/wh
            credential: client:very-secret
            s3:
              endpoint: http://minio:9000
          glue:
            type: glue
        """);

    CatalogConfigs configs = CatalogConfigs.load(new Environment(Map.of(), home));

    assertThat(configs.file()).isEqualTo(home.resolve(".pyiceberg.yaml"));
    assertThat(configs.defaultCatalog()).isEqualTo("prod");
    assertThat(configs.catalogs()).extracting(CatalogConfig::name).containsExactly("glue", "prod");
    CatalogConfig prod = configs.find("PROD").orElseThrow();
    assertThat(prod.uri()).isEqualTo("https://catalog.example.com/api");
    assertThat(prod.properties())
        .containsEntry("warehouse", "s3://bucket/wh")
        .containsEntry("credential", "client:very-secret")
        .containsEntry("s3.endpoint", "http://minio:9000");
    assertThat(prod.type()).isEqualTo("rest");
    assertThat(prod.authKind()).isEqualTo("oauth2");
    assertThat(prod.unsupportedReason()).isNull();
    assertThat(configs.find("glue").orElseThrow().unsupportedReason())
        .isEqualTo("not supported: glue");
  }

  @Test
  void pyicebergHomeComesBeforeTheHomeFolder() throws IOException {
    writeYaml(home, "catalog:\n  home_cat:\n    uri: http://a\n");
    Path pyicebergHome = home.resolve("elsewhere");
    writeYaml(pyicebergHome, "catalog:\n  other_cat:\n    uri: http://b\n");

    CatalogConfigs configs =
        CatalogConfigs.load(
            new Environment(Map.of("PYICEBERG_HOME", pyicebergHome.toString()), home));

    assertThat(configs.file()).isEqualTo(pyicebergHome.resolve(".pyiceberg.yaml"));
    assertThat(configs.catalogs()).extracting(CatalogConfig::name).containsExactly("other_cat");
  }

  @Test
  void theEnvironmentFormMapsLevelsAndDashesAndWinsOverTheFile() throws IOException {
    writeYaml(home, "catalog:\n  prod:\n    uri: http://from-file\n    warehouse: wh\n");

    CatalogConfigs configs =
        CatalogConfigs.load(
            new Environment(
                Map.of(
                    "PYICEBERG_CATALOG__PROD__URI", "http://from-env",
                    "PYICEBERG_CATALOG__PROD__S3__ACCESS_KEY_ID", "AKIA-ENV",
                    "pyiceberg_catalog__my_lake__oauth2_server_uri", "http://idp/token",
                    "PYICEBERG_DEFAULT_CATALOG", "My_Lake",
                    "PYICEBERG_HOME_IS_NOT_A_CATALOG", "x",
                    "OTHER_CATALOG__X__URI", "http://ignored"),
                home));

    CatalogConfig prod = configs.find("prod").orElseThrow();
    assertThat(prod.uri()).isEqualTo("http://from-env");
    assertThat(prod.properties())
        .containsEntry("warehouse", "wh")
        .containsEntry("s3.access-key-id", "AKIA-ENV");
    assertThat(configs.find("my-lake").orElseThrow().properties())
        .containsEntry("oauth2-server-uri", "http://idp/token");
    assertThat(configs.defaultCatalog()).isEqualTo("my_lake");
    assertThat(configs.catalogs())
        .extracting(CatalogConfig::name)
        .containsExactly("my-lake", "prod");
  }

  @Test
  void noFileAndNoVariablesIsNoCatalog() throws CatalogConfigException {
    CatalogConfigs configs = CatalogConfigs.load(new Environment(Map.of(), home));

    assertThat(configs.file()).isNull();
    assertThat(configs.catalogs()).isEmpty();
    assertThat(configs.defaultCatalog()).isEqualTo("default");
  }

  @Test
  void aDamagedFileIsNamedWithItsProblem() throws IOException {
    writeYaml(home, "catalog:\n  prod: [unclosed\n");

    assertThatThrownBy(() -> CatalogConfigs.load(new Environment(Map.of(), home)))
        .isInstanceOf(CatalogConfigException.class)
        .hasMessageStartingWith(home.resolve(".pyiceberg.yaml") + ": not valid YAML: ");
  }

  @Test
  void aCatalogThatIsNotAMappingIsNamed() throws IOException {
    writeYaml(home, "catalog:\n  prod: http://x\n");

    assertThatThrownBy(() -> CatalogConfigs.load(new Environment(Map.of(), home)))
        .hasMessage(home.resolve(".pyiceberg.yaml") + ": catalog.prod must map keys to values");
  }

  @Test
  void toStringNeverShowsASecret() {
    CatalogConfig config =
        CatalogConfig.of(
            "prod",
            Map.of(
                "uri", "https://user:pw-in-uri@catalog.example.com/api?key=query-secret",
                "credential", "client:cred-secret",
                "token", "tok-secret",
                "s3.secret-access-key", "s3-secret",
                "s3.access-key-id", "AKIA-SECRET",
                "s3.session-token", "session-secret",
                "password", "pass-secret",
                "header.Authorization", "Bearer header-secret",
                "warehouse", "wh"));

    assertThat(config.toString())
        .contains("warehouse=wh", "https://catalog.example.com/api")
        .doesNotContain(
            "pw-in-uri",
            "query-secret",
            "cred-secret",
            "tok-secret",
            "s3-secret",
            "AKIA-SECRET",
            "session-secret",
            "pass-secret",
            "header-secret");
    assertThat(config.authKind()).isEqualTo("token");
  }

  @Test
  void aUriWithoutATypeIsServedOnlyOverHttp() {
    assertThat(CatalogConfig.of("a", Map.of("uri", "http://x")).unsupportedReason()).isNull();
    assertThat(CatalogConfig.of("b", Map.of("uri", "thrift://x:9083")).unsupportedReason())
        .isEqualTo("not supported: hive");
    assertThat(CatalogConfig.of("c", Map.of("type", "rest")).unsupportedReason())
        .isEqualTo("no uri configured");
  }
}
