package io.tablescope.format.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.apache.iceberg.LocationProviders;
import org.apache.iceberg.TableMetadata;
import org.apache.iceberg.TableMetadataParser;
import org.apache.iceberg.TableOperations;
import org.apache.iceberg.TableProperties;
import org.apache.iceberg.exceptions.AlreadyExistsException;
import org.apache.iceberg.exceptions.CommitFailedException;
import org.apache.iceberg.io.LocationProvider;

/**
 * {@link TableOperations} that keep table metadata as files under {@code <table>/metadata/}, read
 * and written through a {@link MappedFileIO} whose recorded prefix is the table location.
 *
 * <p>Each commit writes the next metadata file, named according to {@link MetadataNaming}, with
 * {@link TableMetadataParser} (gzip-compressed when {@code write.metadata.compression-codec} is
 * {@code gzip}), then re-reads it so that the in-memory metadata knows its own file location; the
 * next commit therefore records it in the metadata log, exactly as catalogs do. A commit fails with
 * {@link CommitFailedException} when its base is not the current metadata or when another writer
 * created the same version file first. Old metadata files are never deleted.
 */
public final class FileTableOperations implements TableOperations {
  private static final Pattern VERSION_HINT_FILE =
      Pattern.compile("v(\\d+)(\\.gz)?\\.metadata\\.json");
  private static final Pattern CATALOG_FILE =
      Pattern.compile("(\\d{5,})-[0-9a-f-]{36}(\\.gz)?\\.metadata\\.json");
  private static final String VERSION_HINT = "version-hint.text";

  private final MappedFileIO io;
  private final MetadataNaming naming;
  private TableMetadata current;
  private int currentVersion = -1;

  /**
   * Creates operations for the table whose location is {@code io}'s recorded prefix, and loads its
   * current metadata if the table exists.
   */
  public FileTableOperations(MappedFileIO io, MetadataNaming naming) {
    this.io = io;
    this.naming = naming;
    refresh();
  }

  /** Returns the naming used for new metadata files. */
  public MetadataNaming naming() {
    return naming;
  }

  /** Returns the local directory holding the metadata files. */
  public Path localMetadataDir() {
    return io.localRoot().resolve("metadata");
  }

  @Override
  public TableMetadata current() {
    return current;
  }

  @Override
  public TableMetadata refresh() {
    Optional<String> latest = findLatestMetadataFile();
    if (latest.isPresent()) {
      String location = metadataFileLocation(latest.get());
      // Transactions compare metadata by identity, so an unchanged table keeps its instance.
      if (current == null || !location.equals(current.metadataFileLocation())) {
        this.current = TableMetadataParser.read(io, location);
        this.currentVersion = versionOf(latest.get());
      }
    }
    return current;
  }

  @Override
  public void commit(TableMetadata base, TableMetadata metadata) {
    if (base != current) {
      throw new CommitFailedException("Cannot commit: stale table metadata");
    }
    if (base == metadata) {
      return;
    }

    int version = current == null ? naming.firstVersion() : currentVersion + 1;
    String fileName = newFileName(version, metadata);
    try {
      TableMetadataParser.write(metadata, io.newOutputFile(metadataFileLocation(fileName)));
    } catch (AlreadyExistsException e) {
      throw new CommitFailedException(e, "Version %d was committed concurrently", version);
    }
    if (naming == MetadataNaming.VERSION_HINT) {
      writeVersionHint(version);
    }
    refresh();
  }

  @Override
  public MappedFileIO io() {
    return io;
  }

  @Override
  public String metadataFileLocation(String fileName) {
    return io.recordedPrefix() + "/metadata/" + fileName;
  }

  @Override
  public LocationProvider locationProvider() {
    return LocationProviders.locationsFor(current.location(), current.properties());
  }

  private String newFileName(int version, TableMetadata metadata) {
    String codec =
        metadata
            .properties()
            .getOrDefault(
                TableProperties.METADATA_COMPRESSION, TableProperties.METADATA_COMPRESSION_DEFAULT);
    String extension = TableMetadataParser.getFileExtension(codec);
    return switch (naming) {
      case VERSION_HINT -> "v" + version + extension;
      case CATALOG -> String.format("%05d-%s%s", version, UUID.randomUUID(), extension);
    };
  }

  private Optional<String> findLatestMetadataFile() {
    Path dir = localMetadataDir();
    if (!Files.isDirectory(dir)) {
      return Optional.empty();
    }
    if (naming == MetadataNaming.VERSION_HINT) {
      return readVersionHint().flatMap(version -> versionHintFile(dir, version));
    }
    try (Stream<Path> files = Files.list(dir)) {
      return files
          .map(file -> file.getFileName().toString())
          .filter(name -> CATALOG_FILE.matcher(name).matches())
          .max((left, right) -> Integer.compare(versionOf(left), versionOf(right)));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private Optional<String> versionHintFile(Path dir, int version) {
    return Stream.of("v" + version + ".metadata.json", "v" + version + ".gz.metadata.json")
        .filter(name -> Files.exists(dir.resolve(name)))
        .findFirst();
  }

  private Optional<Integer> readVersionHint() {
    Path hint = localMetadataDir().resolve(VERSION_HINT);
    if (!Files.exists(hint)) {
      return Optional.empty();
    }
    try {
      return Optional.of(Integer.parseInt(Files.readString(hint, StandardCharsets.UTF_8).trim()));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private void writeVersionHint(int version) {
    try {
      Files.writeString(
          localMetadataDir().resolve(VERSION_HINT),
          Integer.toString(version),
          StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static int versionOf(String fileName) {
    Matcher hint = VERSION_HINT_FILE.matcher(fileName);
    if (hint.matches()) {
      return Integer.parseInt(hint.group(1));
    }
    Matcher catalog = CATALOG_FILE.matcher(fileName);
    if (catalog.matches()) {
      return Integer.parseInt(catalog.group(1));
    }
    throw new IllegalArgumentException("Not a metadata file name: " + fileName);
  }
}
