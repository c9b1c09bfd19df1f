package io.tablescope.format.iceberg.metadata;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.databind.JsonNode;
import io.tablescope.format.Problem;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.ReadLimits;
import io.tablescope.format.json.DuplicateKeys;
import io.tablescope.format.json.JsonTrees;
import java.io.ByteArrayInputStream;
import java.io.CharConversionException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.zip.GZIPInputStream;

/**
 * Reads a table metadata file. The file is streamed: snapshots and logs, which grow with the
 * table's history, are read one object at a time and never held as a JSON tree, so a file of
 * 100,000 snapshots loads in one pass. The small parts (schemas, specs, refs) are read as trees.
 *
 * <p>Reading is lenient: what breaks the spec becomes a {@link Problem} on the result, worded as
 * iceberg-core words the exception it would throw, in the order it would check. Only a file that is
 * not JSON at all fails, with {@link MalformedMetadataException}.
 */
public final class TableMetadataParser {
  /** The newest table format version this reader understands. */
  public static final int SUPPORTED_FORMAT_VERSION = 3;

  private static final String SNAPSHOTS = "snapshots";

  /** Below this many snapshots, splitting the work costs more than it saves. */
  private static final int PARALLEL_SNAPSHOTS = 2_000;

  private final JsonFactory factory = new JsonFactory();
  private final Executor executor;

  /** A parser that reads in the calling thread. */
  public TableMetadataParser() {
    this(null);
  }

  /**
   * A parser that splits the snapshots of a long history over an executor's threads.
   *
   * @param executor the threads, or null to read in the calling thread
   */
  public TableMetadataParser(Executor executor) {
    this.executor = executor;
  }

  /** The metadata file is not JSON, or not an object. */
  public static final class MalformedMetadataException extends IOException {
    public MalformedMetadataException(String message, Throwable cause) {
      super(message, cause);
    }
  }

  /**
   * Reads the metadata file at a location. Gzipped files ({@code v2.gz.metadata.json}, {@code
   * .metadata.json.gz}) are recognised by their content, whatever their name.
   */
  public TableMetadata read(FileAccess files, String location) throws IOException {
    byte[] bytes = files.readAllBytes(location);
    if (bytes.length > 1 && (bytes[0] & 0xff) == 0x1f && (bytes[1] & 0xff) == 0x8b) {
      try (InputStream in = new GZIPInputStream(new ByteArrayInputStream(bytes))) {
        bytes = ReadLimits.readAtMost(in, ReadLimits.inflatedLimit(), "its gzip data");
      }
    }
    if (executor != null) {
      Optional<SnapshotArrayScanner.Layout> layout = SnapshotArrayScanner.scan(bytes);
      if (layout.isPresent() && layout.get().size() >= PARALLEL_SNAPSHOTS) {
        Optional<TableMetadata> metadata = parseInParallel(location, bytes, layout.get());
        if (metadata.isPresent()) {
          return metadata.get();
        }
      }
    }
    try (JsonParser parser = factory.createParser(bytes)) {
      return parse(location, parser);
    }
  }

  /**
   * Parses the snapshots in chunks on the executor while this thread parses the rest of the file
   * (with the array cut out). Empty if any part fails: the caller then parses the whole file in one
   * pass, which reports the error at its true line and column.
   */
  private Optional<TableMetadata> parseInParallel(
      String location, byte[] bytes, SnapshotArrayScanner.Layout layout) {
    int chunks = 8;
    int perChunk = (layout.size() + chunks - 1) / chunks;
    List<CompletableFuture<Fields>> parts = new ArrayList<>();
    for (int first = 0; first < layout.size(); first += perChunk) {
      int from = first;
      int to = Math.min(layout.size(), first + perChunk);
      parts.add(
          CompletableFuture.supplyAsync(
              () -> parseSnapshots(location, bytes, layout, from, to), executor));
    }
    byte[] rest = new byte[layout.start() + 2 + bytes.length - layout.end()];
    System.arraycopy(bytes, 0, rest, 0, layout.start());
    rest[layout.start()] = '[';
    rest[layout.start() + 1] = ']';
    System.arraycopy(bytes, layout.end(), rest, layout.start() + 2, bytes.length - layout.end());
    try (JsonParser parser = factory.createParser(rest)) {
      Fields fields = readFields(location, parser);
      List<Problem> snapshotProblems = fields.arrayProblems.get(SNAPSHOTS);
      for (CompletableFuture<Fields> part : parts) {
        fields.snapshots.addAll(part.join().snapshots);
        snapshotProblems.addAll(part.join().arrayProblems.get(SNAPSHOTS));
        fields.duplicates.addAll(part.join().duplicates);
      }
      // A repeated key is named by its pointer in the whole file, which only one pass knows.
      return fields.duplicates.isEmpty() ? Optional.of(fields.build(location)) : Optional.empty();
    } catch (IOException | CompletionException e) {
      return Optional.empty();
    }
  }

  /** The snapshots {@code from} to {@code to} (exclusive) and their problems. */
  private Fields parseSnapshots(
      String location, byte[] bytes, SnapshotArrayScanner.Layout layout, int from, int to) {
    Fields chunk = new Fields();
    HistoryReader reader = new HistoryReader(factory, location, chunk.restart(SNAPSHOTS));
    for (int i = from; i < to; i++) {
      int start = layout.elementStarts()[i];
      try (DuplicateKeys parser =
          new DuplicateKeys(factory.createParser(bytes, start, layout.elementEnds()[i] - start))) {
        parser.nextToken();
        Snapshot snapshot = reader.snapshot(parser, bytes, start, i);
        if (snapshot != null) {
          chunk.snapshots.add(snapshot);
        }
        chunk.duplicates.addAll(parser.named());
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return chunk;
  }

  /** Parses metadata JSON from a stream; {@code metadataFile} names it in problems. */
  public TableMetadata parse(String metadataFile, InputStream in) throws IOException {
    try (JsonParser parser = factory.createParser(in)) {
      return parse(metadataFile, parser);
    }
  }

  private TableMetadata parse(String metadataFile, JsonParser parser) throws IOException {
    return readFields(metadataFile, parser).build(metadataFile);
  }

  private Fields readFields(String metadataFile, JsonParser source) throws IOException {
    DuplicateKeys parser = new DuplicateKeys(source);
    try {
      JsonToken first = parser.nextToken();
      if (first != JsonToken.START_OBJECT) {
        throw new MalformedMetadataException(
            "not Iceberg table metadata: the file holds "
                + (first == null ? "no JSON value" : "a JSON " + kind(first))
                + ", not an object",
            null);
      }
      Fields fields = new Fields();
      while (parser.nextToken() == JsonToken.FIELD_NAME) {
        String name = parser.currentName();
        parser.nextToken();
        readField(metadataFile, name, parser, fields);
      }
      fields.duplicates.addAll(parser.named());
      fields.duplicateCount = parser.count();
      return fields;
    } catch (StreamConstraintsException e) {
      throw new MalformedMetadataException(JsonTrees.limitInWords(e), e);
    } catch (StreamReadException e) {
      // Also a number too large for its field, which Jackson reports as a coercion error.
      throw new MalformedMetadataException(
          "Malformed JSON at line "
              + e.getLocation().getLineNr()
              + ", column "
              + e.getLocation().getColumnNr()
              + ": "
              + e.getOriginalMessage(),
          e);
    } catch (CharConversionException e) {
      // Leading zero bytes make Jackson guess UTF-16 or UTF-32 and fail on what follows.
      throw new MalformedMetadataException("Malformed JSON, not UTF-8: " + e.getMessage(), e);
    }
  }

  private static String kind(JsonToken token) {
    return switch (token) {
      case START_ARRAY -> "array";
      case VALUE_STRING -> "string";
      case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> "number";
      case VALUE_TRUE, VALUE_FALSE -> "boolean";
      default -> "null";
    };
  }

  /**
   * Reads one top-level field. A repeated key's value replaces the earlier one, the streamed arrays
   * included, as iceberg-core's tree of the file keeps the last.
   */
  private void readField(String metadataFile, String name, JsonParser parser, Fields fields)
      throws IOException {
    switch (name) {
      case SNAPSHOTS -> {
        fields.snapshots.clear();
        HistoryReader history = new HistoryReader(factory, metadataFile, fields.restart(name));
        readArray(parser, index -> add(fields.snapshots, history.snapshot(parser, null, 0, index)));
      }
      case "snapshot-log" -> {
        fields.snapshotLog.clear();
        HistoryReader history = new HistoryReader(factory, metadataFile, fields.restart(name));
        readArray(
            parser, index -> add(fields.snapshotLog, history.snapshotLogEntry(parser, index)));
      }
      case "metadata-log" -> {
        fields.metadataLog.clear();
        HistoryReader history = new HistoryReader(factory, metadataFile, fields.restart(name));
        readArray(
            parser, index -> add(fields.metadataLog, history.metadataLogEntry(parser, index)));
      }
      default -> fields.tree.put(name, JsonTrees.read(parser));
    }
  }

  private static <T> void add(List<T> list, T element) {
    if (element != null) {
      list.add(element);
    }
  }

  /** Reads one array element; the parser is on its first token. */
  interface ElementReader {
    void read(int index) throws IOException;
  }

  static void readArray(JsonParser parser, ElementReader element) throws IOException {
    if (parser.currentToken() == JsonToken.VALUE_NULL) {
      return;
    }
    if (parser.currentToken() != JsonToken.START_ARRAY) {
      throw new JsonParseException(parser, "Expected an array for " + parser.currentName());
    }
    int index = 0;
    while (parser.nextToken() != JsonToken.END_ARRAY) {
      element.read(index++);
    }
  }

  /** What has been read so far; the small top-level values are kept as trees until the end. */
  private static final class Fields {
    final Map<String, JsonNode> tree = new LinkedHashMap<>();
    final List<Snapshot> snapshots = new ArrayList<>();
    final List<SnapshotLogEntry> snapshotLog = new ArrayList<>();
    final List<MetadataLogEntry> metadataLog = new ArrayList<>();
    // The problems of each streamed array, by its key, in the order the keys come in the file.
    final Map<String, List<Problem>> arrayProblems = new LinkedHashMap<>();
    final List<String> duplicates = new ArrayList<>();
    int duplicateCount;

    /** A fresh problem list for a streamed array; an earlier array of the key is forgotten. */
    List<Problem> restart(String key) {
      List<Problem> problems = new ArrayList<>();
      arrayProblems.remove(key);
      arrayProblems.put(key, problems);
      return problems;
    }

    /** The arrays' problems, then one for each key met more than once. */
    private List<Problem> problems(String metadataFile) {
      List<Problem> problems = new ArrayList<>();
      arrayProblems.values().forEach(problems::addAll);
      for (String pointer : duplicates) {
        problems.add(
            new Problem(
                Problem.Kind.CORRUPT,
                metadataFile,
                "the key at "
                    + pointer
                    + " appears more than once in its object; the last value is read, as"
                    + " iceberg-core reads it"));
      }
      if (duplicateCount > duplicates.size()) {
        problems.add(
            new Problem(
                Problem.Kind.CORRUPT,
                metadataFile,
                "and "
                    + (duplicateCount - duplicates.size())
                    + " more keys appear more than once"));
      }
      return problems;
    }

    /**
     * The metadata; fails when the file has none of what every table metadata file holds, since
     * then nothing at all could be read (a data file that happens to be JSON, say).
     */
    TableMetadata build(String metadataFile) throws MalformedMetadataException {
      if (!tree.containsKey("format-version")
          && !tree.containsKey("location")
          && !tree.containsKey("schema")
          && !tree.containsKey("schemas")) {
        throw new MalformedMetadataException(
            "not Iceberg table metadata: it has no format-version, location or schema", null);
      }
      return new MetadataAssembler(
              metadataFile, tree, snapshots, snapshotLog, metadataLog, problems(metadataFile))
          .assemble();
    }
  }
}
