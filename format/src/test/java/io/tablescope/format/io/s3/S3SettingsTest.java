package io.tablescope.format.io.s3;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class S3SettingsTest {

  @Test
  void printingSettingsNeverShowsTheirSecrets() {
    S3Settings vended =
        new S3Settings(
            "http://127.0.0.1:9000",
            "eu-west-1",
            "AKIDEXAMPLEKEYID",
            "wJalrXUtnFEMIsecretEXAMPLEKEY",
            "FwoGZXIvYXdzEXAMPLETOKEN",
            true,
            null);

    assertThat(vended.toString())
        .contains("http://127.0.0.1:9000", "eu-west-1", "temporary")
        .doesNotContain(
            "AKIDEXAMPLEKEYID", "wJalrXUtnFEMIsecretEXAMPLEKEY", "FwoGZXIvYXdzEXAMPLETOKEN");
  }
}
