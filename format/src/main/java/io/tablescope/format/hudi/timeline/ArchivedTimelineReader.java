package io.tablescope.format.hudi.timeline;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.JsonNode;
import io.tablescope.format.Problem;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.ReadLimits;
import io.tablescope.format.json.JsonTrees;
import io.tablescope.format.parquet.ParquetRowReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/**
 * Reads timeline layout 2's archive, Hudi's LSM timeline in {@code timeline/history/}: {@code
 * _version_} names the current manifest, {@code manifest_<N>} lists the Parquet files that are the
 * archive now, and each row of those is one completed instant with its metadata. Files outside the
 * manifest (compacted away, or written by an archival that did not finish) are not the archive.
 */
public final class ArchivedTimelineReader {
  public static final String HISTORY_FOLDER = "history";
  private static final String VERSION_FILE = "_version_";
  private static final String MANIFEST_PREFIX = "manifest_";

  /** Small text files; a kilobyte of digits is already hostile. */
  private static final int MAX_VERSION_BYTES = 1024;

  private static final int MAX_MANIFEST_BYTES = 16 << 20;
  private static final int MAX_FILES = 100_000;

  private final JsonFactory json = new JsonFactory();

  /**
   * Reads the archive under a layout 2 timeline folder; an empty archive when there is none. Damage
   * comes back as problems, never as an exception.
   */
  public ArchivedTimeline read(FileAccess files, String timelineFolder) {
    String history = FileAccess.child(timelineFolder, HISTORY_FOLDER);
    String versionFile = FileAccess.child(history, VERSION_FILE);
    List<Problem> problems = new ArrayList<>();
    List<ArchivedInstant> instants = new ArrayList<>();
    try {
      if (!files.isFile(versionFile)) {
        return ArchivedTimeline.empty();
      }
      String version = text(files, versionFile, MAX_VERSION_BYTES).trim();
      if (!version.matches("\\d{1,9}")) {
        return failed(versionFile, "holds \"" + version + "\", not a manifest number");
      }
      String manifest = FileAccess.child(history, MANIFEST_PREFIX + version);
      JsonNode listed = JsonTrees.read(json, text(files, manifest, MAX_MANIFEST_BYTES));
      JsonNode entries = listed.get("files");
      if (entries == null || !entries.isArray()) {
        return failed(manifest, "has no files list");
      }
      if (entries.size() > MAX_FILES) {
        return failed(manifest, "lists " + entries.size() + " files, more than " + MAX_FILES);
      }
      for (JsonNode entry : entries) {
        String name = entry.path("fileName").asText("");
        if (name.isEmpty() || name.contains("/")) {
          problems.add(
              new Problem(Problem.Kind.INVALID, manifest, "a file entry without a plain name"));
          continue;
        }
        readFile(files, FileAccess.child(history, name), instants, problems);
      }
    } catch (IOException e) {
      problems.add(new Problem(Problem.Kind.CORRUPT, history, FileAccess.describe(history, e)));
    }
    instants.sort(Comparator.comparing(ArchivedInstant::requestedTime));
    return new ArchivedTimeline(instants, problems);
  }

  private static void readFile(
      FileAccess files, String file, List<ArchivedInstant> instants, List<Problem> problems) {
    try {
      if (!files.isFile(file)) {
        problems.add(
            new Problem(Problem.Kind.MISSING, file, "listed by the manifest, but not there"));
        return;
      }
      long length = files.length(file);
      long limit = ReadLimits.wholeFileLimit();
      if (length > limit) {
        throw ReadLimits.tooLarge(file, length, limit);
      }
      ParquetRowReader.read(
          file,
          files.readAllBytes(file),
          Set.of("metadata"),
          row -> {
            String requested = row.path("instantTime").asText(null);
            String action = row.path("action").asText(null);
            if (requested == null || action == null) {
              problems.add(
                  new Problem(Problem.Kind.INVALID, file, "a row without instantTime or action"));
              return;
            }
            byte[] metadata;
            try {
              metadata = row.has("metadata") ? row.get("metadata").binaryValue() : new byte[0];
            } catch (IOException e) {
              metadata = new byte[0];
            }
            instants.add(
                new ArchivedInstant(
                    requested, row.path("completionTime").asText(null), action, file, metadata));
          });
    } catch (IOException e) {
      problems.add(new Problem(Problem.Kind.CORRUPT, file, FileAccess.describe(file, e)));
    }
  }

  private static String text(FileAccess files, String file, int limit) throws IOException {
    long length = files.length(file);
    if (length > limit) {
      throw ReadLimits.tooLarge(file, length, limit);
    }
    return new String(files.readAllBytes(file), StandardCharsets.UTF_8);
  }

  private static ArchivedTimeline failed(String file, String message) {
    return new ArchivedTimeline(
        List.of(), List.of(new Problem(Problem.Kind.CORRUPT, file, message)));
  }
}
