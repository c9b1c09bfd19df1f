package io.tablescope.format.catalog.rest;

import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

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

  /** The credentials for a file: those of the longest prefix the location starts with. */
  public Optional<VendedCredentials> credentialsFor(String location) {
    return credentials.stream().filter(vended -> location.startsWith(vended.prefix())).findFirst();
  }
}
