package io.tablescope.format.catalog.rest;

import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.Storage;
import io.tablescope.format.io.s3.S3Settings;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * What a catalog answers when asked for a table: where its current metadata file is, where the
 * table lives, and the credentials it vends for the table's files.
 *
 * @param identifier the table asked for
 * @param metadataLocation the table's current metadata file
 * @param tableLocation the table's location, from its metadata; null when the catalog sent none
 * @param credentials the S3 credentials per location prefix, the most specific first
 */
public record LoadedTable(
    TableIdentifier identifier,
    String metadataLocation,
    String tableLocation,
    List<VendedCredentials> credentials) {
  public LoadedTable {
    Objects.requireNonNull(identifier, "identifier");
    Objects.requireNonNull(metadataLocation, "metadataLocation");
    credentials =
        credentials.stream()
            .sorted(
                Comparator.comparingInt((VendedCredentials vended) -> vended.prefix().length())
                    .reversed())
            .toList();
  }

  /**
   * A storage that reads this table's files: the base storage, with each prefix the catalog vended
   * credentials for read through the S3 access made from them. Other locations keep the base's
   * routes, so the credentials serve this table's files only.
   *
   * @param s3Access makes the access that reads S3 with given settings
   */
  public Storage storage(Storage base, Function<S3Settings, FileAccess> s3Access) {
    Storage storage = base;
    for (VendedCredentials vended : credentials) {
      storage = storage.withPrefix(vended.prefix(), s3Access.apply(vended.s3()));
    }
    return storage;
  }

  /** The credentials for a file: those of the longest prefix the location starts with. */
  public Optional<VendedCredentials> credentialsFor(String location) {
    return credentials.stream().filter(vended -> location.startsWith(vended.prefix())).findFirst();
  }
}
