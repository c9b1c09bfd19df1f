package io.tablescope.format.metadata;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.format.Problem;
import io.tablescope.format.io.FileAccess;
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

  /** Below this many snapshots, splitting the work costs more than it saves. */
  private static final int PARALLEL_SNAPSHOTS = 2_000;

  private final ObjectMapper mapper = new ObjectMapper();
  private final JsonFactory factory = mapper.getFactory();
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
        bytes = in.readAllBytes();
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
    List<CompletableFuture<List<Snapshot>>> parts = new ArrayList<>();
    for (int first = 0; first < layout.size(); first += perChunk) {
      int from = first;
      int to = Math.min(layout.size(), first + perChunk);
      parts.add(
          CompletableFuture.supplyAsync(() -> parseSnapshots(bytes, layout, from, to), executor));
    }
    byte[] rest = new byte[layout.start() + 2 + bytes.length - layout.end()];
    System.arraycopy(bytes, 0, rest, 0, layout.start());
    rest[layout.start()] = '[';
    rest[layout.start() + 1] = ']';
    System.arraycopy(bytes, layout.end(), rest, layout.start() + 2, bytes.length - layout.end());
    try (JsonParser parser = factory.createParser(rest)) {
      Fields fields = readFields(parser);
      for (CompletableFuture<List<Snapshot>> part : parts) {
        fields.snapshots.addAll(part.join());
      }
      return Optional.of(fields.build(location));
    } catch (IOException | CompletionException e) {
      return Optional.empty();
    }
  }

  private List<Snapshot> parseSnapshots(
      byte[] bytes, SnapshotArrayScanner.Layout layout, int from, int to) {
    List<Snapshot> snapshots = new ArrayList<>(to - from);
    for (int i = from; i < to; i++) {
      int start = layout.elementStarts()[i];
      try (JsonParser parser =
          factory.createParser(bytes, start, layout.elementEnds()[i] - start)) {
        parser.nextToken();
        snapshots.add(readSnapshot(parser, bytes, start));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return snapshots;
  }

  /** Parses metadata JSON from a stream; {@code metadataFile} names it in problems. */
  public TableMetadata parse(String metadataFile, InputStream in) throws IOException {
    try (JsonParser parser = factory.createParser(in)) {
      return parse(metadataFile, parser);
    }
  }

  private TableMetadata parse(String metadataFile, JsonParser parser) throws IOException {
    return readFields(parser).build(metadataFile);
  }

  private Fields readFields(JsonParser parser) throws IOException {
    try {
      if (parser.nextToken() != JsonToken.START_OBJECT) {
        throw new MalformedMetadataException("Cannot parse metadata from a non-object", null);
      }
      Fields fields = new Fields();
      while (parser.nextToken() == JsonToken.FIELD_NAME) {
        String name = parser.currentName();
        parser.nextToken();
        readField(name, parser, fields);
      }
      return fields;
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

  private void readField(String name, JsonParser parser, Fields fields) throws IOException {
    switch (name) {
      case "snapshots" ->
          readArray(parser, () -> fields.snapshots.add(readSnapshot(parser, null, 0)));
      case "snapshot-log" ->
          readArray(parser, () -> fields.snapshotLog.add(readSnapshotLogEntry(parser)));
      case "metadata-log" ->
          readArray(parser, () -> fields.metadataLog.add(readMetadataLogEntry(parser)));
      default -> fields.tree.put(name, mapper.readTree(parser));
    }
  }

  private interface ElementReader {
    void read() throws IOException;
  }

  private static void readArray(JsonParser parser, ElementReader element) throws IOException {
    if (parser.currentToken() == JsonToken.VALUE_NULL) {
      return;
    }
    if (parser.currentToken() != JsonToken.START_ARRAY) {
      throw new JsonParseException(parser, "Expected an array for " + parser.currentName());
    }
    while (parser.nextToken() != JsonToken.END_ARRAY) {
      element.read();
    }
  }

  /**
   * Reads one snapshot object. When its bytes are at hand ({@code source}, with the parser reading
   * from {@code sourceOffset}), the summary is only skipped over and decoded when first asked for:
   * a long history's summaries are most of the file and are rarely all read.
   */
  private Snapshot readSnapshot(JsonParser parser, byte[] source, int sourceOffset)
      throws IOException {
    expectObject(parser);
    Long snapshotId = null;
    Long parentId = null;
    long sequenceNumber = 0;
    Long timestamp = null;
    String manifestList = null;
    List<String> manifests = new ArrayList<>();
    String operation = null;
    List<String> summary = new ArrayList<>(48);
    Map<String, String> lazySummary = null;
    Integer schemaId = null;
    Long firstRowId = null;
    Long addedRows = null;
    String keyId = null;
    Map<String, JsonNode> unknown = Map.of();
    while (parser.nextToken() == JsonToken.FIELD_NAME) {
      String name = parser.currentName();
      JsonToken token = parser.nextToken();
      switch (name) {
        case "snapshot-id" -> snapshotId = parser.getLongValue();
        case "parent-snapshot-id" ->
            parentId = token == JsonToken.VALUE_NULL ? null : parser.getLongValue();
        case "sequence-number" -> sequenceNumber = parser.getLongValue();
        case "timestamp-ms" -> timestamp = parser.getLongValue();
        case "manifest-list" -> manifestList = parser.getValueAsString();
        case "manifests" -> readArray(parser, () -> manifests.add(parser.getValueAsString()));
        case "schema-id" -> schemaId = token == JsonToken.VALUE_NULL ? null : parser.getIntValue();
        case "first-row-id" ->
            firstRowId = token == JsonToken.VALUE_NULL ? null : parser.getLongValue();
        case "added-rows" ->
            addedRows = token == JsonToken.VALUE_NULL ? null : parser.getLongValue();
        case "key-id" -> keyId = parser.getValueAsString();
        case "summary" -> {
          expectObject(parser);
          int summaryStart = (int) parser.currentTokenLocation().getByteOffset();
          while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            parser.nextToken();
            if (key.equals("operation")) {
              operation = parser.getValueAsString();
            } else if (source == null) {
              summary.add(key);
              summary.add(parser.getValueAsString());
            } else {
              parser.skipChildren();
            }
          }
          if (source != null) {
            int summaryEnd = (int) parser.currentLocation().getByteOffset();
            lazySummary =
                new LazySummaryMap(
                    factory, source, sourceOffset + summaryStart, summaryEnd - summaryStart);
          }
        }
        default -> {
          if (unknown.isEmpty()) {
            unknown = new LinkedHashMap<>();
          }
          unknown.put(name, mapper.readTree(parser));
        }
      }
    }
    if (snapshotId == null) {
      throw new JsonParseException(parser, "Cannot parse missing long: snapshot-id");
    }
    if (timestamp == null) {
      throw new JsonParseException(parser, "Cannot parse missing long: timestamp-ms");
    }
    return new Snapshot(
        snapshotId,
        parentId,
        sequenceNumber,
        timestamp,
        manifestList,
        manifests,
        operation,
        lazySummary != null ? lazySummary : new SummaryMap(summary),
        schemaId,
        firstRowId,
        addedRows,
        keyId,
        unknown);
  }

  private static SnapshotLogEntry readSnapshotLogEntry(JsonParser parser) throws IOException {
    expectObject(parser);
    Long timestamp = null;
    Long snapshotId = null;
    while (parser.nextToken() == JsonToken.FIELD_NAME) {
      String name = parser.currentName();
      parser.nextToken();
      switch (name) {
        case "timestamp-ms" -> timestamp = parser.getLongValue();
        case "snapshot-id" -> snapshotId = parser.getLongValue();
        default -> parser.skipChildren();
      }
    }
    if (timestamp == null || snapshotId == null) {
      throw new JsonParseException(
          parser, "Cannot parse snapshot-log entry without timestamp-ms and snapshot-id");
    }
    return new SnapshotLogEntry(timestamp, snapshotId);
  }

  private static MetadataLogEntry readMetadataLogEntry(JsonParser parser) throws IOException {
    expectObject(parser);
    Long timestamp = null;
    String file = null;
    while (parser.nextToken() == JsonToken.FIELD_NAME) {
      String name = parser.currentName();
      parser.nextToken();
      switch (name) {
        case "timestamp-ms" -> timestamp = parser.getLongValue();
        case "metadata-file" -> file = parser.getValueAsString();
        default -> parser.skipChildren();
      }
    }
    if (timestamp == null || file == null) {
      throw new JsonParseException(
          parser, "Cannot parse metadata-log entry without timestamp-ms and metadata-file");
    }
    return new MetadataLogEntry(timestamp, file);
  }

  private static void expectObject(JsonParser parser) throws IOException {
    if (parser.currentToken() != JsonToken.START_OBJECT) {
      throw new JsonParseException(parser, "Expected an object but found " + parser.currentToken());
    }
  }

  /** What has been read so far; the small top-level values are kept as trees until the end. */
  private static final class Fields {
    final Map<String, JsonNode> tree = new LinkedHashMap<>();
    final List<Snapshot> snapshots = new ArrayList<>();
    final List<SnapshotLogEntry> snapshotLog = new ArrayList<>();
    final List<MetadataLogEntry> metadataLog = new ArrayList<>();

    TableMetadata build(String metadataFile) {
      return new MetadataAssembler(metadataFile, tree, snapshots, snapshotLog, metadataLog)
          .assemble();
    }
  }
}
