package io.tablescope.app.cli.common;

import io.tablescope.format.catalog.config.CatalogConfig;
import io.tablescope.format.catalog.rest.LoadedTable;
import io.tablescope.format.catalog.rest.Namespace;
import io.tablescope.format.catalog.rest.TableIdentifier;
import io.tablescope.format.io.Environment;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.Storage;
import io.tablescope.format.io.s3.S3FileAccess;
import io.tablescope.format.io.s3.S3Settings;
import io.tablescope.format.io.s3.S3Timeouts;
import io.tablescope.inspector.ReaderThreads;
import io.tablescope.inspector.TableFormats;
import io.tablescope.inspector.iceberg.UnreadableMetadataException;
import io.tablescope.inspector.table.Capability;
import io.tablescope.inspector.table.Table;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * The TABLE argument and the {@code --metadata} and {@code --profile} options shared by the
 * commands, and the pool the table's manifests are read on. A command runs its work through here on
 * the table in whichever format it is, or on one that offers the capability it needs.
 */
public final class TableOptions {
  private static final int SHOWN_FILES = 3;

  @Parameters(
      index = "0",
      paramLabel = "TABLE",
      description =
          "A table folder, its metadata folder, a *.metadata.json file, an s3://, s3a:// or hdfs://"
              + " URI, or CATALOG.NAMESPACE.TABLE for a table of a REST catalog (nested namespaces:"
              + " every part but the first and the last).")
  String table;

  @Mixin CatalogOptions catalogs;

  @Option(
      names = "--profile",
      paramLabel = "NAME",
      description =
          "The AWS profile (in ~/.aws/credentials and ~/.aws/config) to read s3:// tables with;"
              + " default: AWS_PROFILE, else the AWS variables, else the default profile.")
  String profile;

  @Option(
      names = "--timeout",
      paramLabel = "SECONDS",
      description = "How long to wait for an answer from S3 before giving up (default: 60).")
  Integer timeoutSeconds;

  @Option(
      names = "--metadata",
      paramLabel = "FILE",
      description =
          "Read this metadata file of the table (a file name in its metadata folder, or a path)"
              + " instead of the one Iceberg would read.")
  String metadataFile;

  /** The table as the user named it: a path, a URI or a catalog's name. */
  public String table() {
    return table;
  }

  /**
   * Runs work with the table open, in whichever format it is, and its reading threads shut down
   * afterwards.
   */
  public <T> T withTable(TableWork<T> work) throws Exception {
    ExecutorService executor = ReaderThreads.start("tablescope-reader");
    try {
      Located located = locate();
      TableFormats formats = TableFormats.standard();
      if (located.catalog() != null && metadataFile == null) {
        return work.apply(
            formats.openPointedAt(
                located.storage(),
                located.path(),
                "named by catalog " + located.catalog(),
                executor));
      }
      return work.apply(formats.open(located.storage(), located.path(), metadataFile, executor));
    } catch (UnreadableMetadataException e) {
      throw new IOException(e.getMessage() + otherFiles(e), e);
    } finally {
      executor.shutdownNow();
    }
  }

  /**
   * Runs work that needs a capability; a table that does not offer it is bad input, one line naming
   * the command, the formats that read it, the table and what the table offers (see {@link
   * Refusals}).
   */
  public <T> T withTable(Capability needed, TableWork<T> work) throws Exception {
    return withTable(
        table -> {
          Refusals.requireOffers(table, needed, command.name());
          return work.apply(table);
        });
  }

  @Spec(Spec.Target.MIXEE)
  private CommandSpec command;

  /**
   * How the table's files are reached: local paths, S3 as AWS tools reach it from the command's
   * environment (the client made only when an s3 location is read), and Hadoop's schemes.
   */
  private Storage storage() {
    return S3FileAccess.fromEnvironment(environment(), profile, s3Timeouts())
        .routedIn(Storage.local());
  }

  private S3Timeouts s3Timeouts() {
    return timeoutSeconds == null
        ? S3Timeouts.defaults()
        : S3Timeouts.answerWithin(Duration.ofSeconds(Math.max(1, timeoutSeconds)));
  }

  /**
   * Where the table is read from: the path given, or, for a name that is no existing path, has no
   * scheme and whose first part names a catalog, the metadata file its catalog points at, read with
   * the credentials the catalog vends for the table's files.
   */
  private Located locate() throws IOException {
    Storage storage = storage();
    if (!mayNameCatalogTable(table)) {
      return new Located(storage, table, null);
    }
    List<String> parts = CatalogOptions.parts(table);
    Optional<CatalogConfig> config = catalogs.catalog(parts.get(0), environment());
    if (config.isEmpty()) {
      return new Located(storage, table, null);
    }
    if (parts.size() < 3 || parts.contains("")) {
      throw new IOException(
          table
              + ": "
              + parts.get(0)
              + " is a catalog; name its table as CATALOG.NAMESPACE.TABLE, or list it with"
              + " 'tablescope ls "
              + parts.get(0)
              + "'");
    }
    LoadedTable loaded =
        CatalogOptions.connect(config.get())
            .loadTable(
                new TableIdentifier(
                    new Namespace(parts.subList(1, parts.size() - 1)),
                    parts.get(parts.size() - 1)));
    return new Located(
        loaded.storage(storage, this::s3Access), loaded.metadataLocation(), config.get().name());
  }

  private static boolean mayNameCatalogTable(String name) {
    if (name.contains(":") || name.contains("/") || name.contains("\\")) {
      return false;
    }
    try {
      return !Files.exists(Path.of(name));
    } catch (InvalidPathException e) {
      return false;
    }
  }

  /**
   * The access that reads S3 with the settings a catalog vended; what they leave unset comes from
   * the environment, as for a table named by its URI.
   */
  private FileAccess s3Access(S3Settings vended) {
    return S3FileAccess.withSettings(vended, environment(), s3Timeouts());
  }

  /** Where a table is read from; for a catalog's table, the catalog's name (else null). */
  private record Located(Storage storage, String path, String catalog) {}

  /** The environment settings are read from: the root command's. */
  private Environment environment() {
    return ((CliEnvironment) command.root().userObject()).environment();
  }

  /**
   * Where to go instead of an unreadable metadata file: the table's older (else other) metadata
   * files, and how to read the newest of them.
   */
  private static String otherFiles(UnreadableMetadataException e) {
    boolean older = !e.olderMetadataFiles().isEmpty();
    List<String> files =
        (older ? e.olderMetadataFiles() : e.otherMetadataFiles())
            .stream().map(FileAccess::fileName).toList();
    if (files.isEmpty()) {
      return "";
    }
    String shown = String.join(", ", files.subList(0, Math.min(SHOWN_FILES, files.size())));
    String more =
        files.size() > SHOWN_FILES ? " and " + (files.size() - SHOWN_FILES) + " more" : "";
    return "; "
        + (older ? "older" : "other")
        + " metadata files: "
        + shown
        + more
        + "; read one with --metadata "
        + files.get(0);
  }

  /** What a command does with the opened table. */
  public interface TableWork<T> {
    T apply(Table table) throws Exception;
  }
}
