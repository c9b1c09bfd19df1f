package io.tablescope.format.hudi.timeline;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import io.tablescope.format.Problem;
import io.tablescope.format.avro.AvroDecoder;
import io.tablescope.format.avro.AvroException;
import io.tablescope.format.avro.AvroRecord;
import io.tablescope.format.avro.AvroSchema;
import io.tablescope.format.avro.AvroSchemaParser;
import io.tablescope.format.avro.AvroValues;
import io.tablescope.format.hudi.file.HoodieLogFileName;
import io.tablescope.format.hudi.instant.InstantContentReader;
import io.tablescope.format.hudi.log.LogBlock;
import io.tablescope.format.hudi.log.LogBlockReader;
import io.tablescope.format.hudi.log.LogBlockType;
import io.tablescope.format.hudi.log.LogBlocks;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.ReadLimits;
import io.tablescope.format.json.JsonTrees;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads timeline layout 1's archive, {@code .hoodie/archived/.commits_.archive.<N>_<token>}: Hudi
 * log files whose Avro data blocks hold one {@code HoodieArchivedMetaEntry} a record, an instant's
 * state each, its metadata a record inside it. An instant is kept once, under its requested time
 * and action, with the metadata of its completed entry.
 */
public final class ArchiveLogReader {
  private static final String ARCHIVE_EXTENSION = "archive";
  private static final JsonFactory JSON = new JsonFactory();

  /** The most records one block may claim: each takes bytes, so more is damage. */
  private static final int MAX_RECORDS = 1_000_000;

  /** Reads the archive folder; an empty archive when there is none, damage as problems. */
  public ArchivedTimeline read(FileAccess files, String archiveFolder) {
    List<Problem> problems = new ArrayList<>();
    Map<String, ArchivedInstant> instants = new LinkedHashMap<>();
    List<String> archives = new ArrayList<>();
    try {
      if (!files.isDirectory(archiveFolder)) {
        return ArchivedTimeline.empty();
      }
      for (String file : files.list(archiveFolder)) {
        HoodieLogFileName.parse(FileAccess.fileName(file))
            .filter(name -> name.extension().equals(ARCHIVE_EXTENSION))
            .ifPresent(name -> archives.add(file));
      }
    } catch (IOException e) {
      problems.add(
          new Problem(Problem.Kind.MISSING, archiveFolder, FileAccess.describe(archiveFolder, e)));
    }
    archives.sort(
        Comparator.comparingInt(
            file -> HoodieLogFileName.parse(FileAccess.fileName(file)).orElseThrow().version()));
    for (String archive : archives) {
      LogBlocks blocks = LogBlockReader.read(files, archive);
      problems.addAll(blocks.problems());
      for (LogBlock block : blocks.blocks()) {
        if (block.type() == LogBlockType.AVRO_DATA_BLOCK) {
          readBlock(files, archive, block, instants, problems);
        }
      }
    }
    List<ArchivedInstant> sorted = new ArrayList<>(instants.values());
    sorted.sort(Comparator.comparing(ArchivedInstant::requestedTime));
    return new ArchivedTimeline(sorted, problems);
  }

  private static void readBlock(
      FileAccess files,
      String archive,
      LogBlock block,
      Map<String, ArchivedInstant> instants,
      List<Problem> problems) {
    String where = archive + " (block at byte " + block.offset() + ")";
    try {
      if (block.schema() == null || block.contentOffset() < 0) {
        throw new IOException("a data block without its schema or content");
      }
      if (block.contentLength() > ReadLimits.blockLimit()) {
        throw ReadLimits.tooLarge("the block", block.contentLength(), ReadLimits.blockLimit());
      }
      AvroSchema schema = AvroSchemaParser.parse(JSON, block.schema());
      AvroValues.Reader reader = AvroValues.reader(schema);
      byte[] content = files.readRange(archive, block.contentOffset(), (int) block.contentLength());
      ByteBuffer in = ByteBuffer.wrap(content);
      int version = in.getInt();
      // Data blocks from version 2 on state how many records they hold; version 1 reads to the end.
      int count = version >= 2 ? in.getInt() : Integer.MAX_VALUE;
      if (count < 0 || count > MAX_RECORDS) {
        throw new IOException("the block claims " + count + " records");
      }
      for (int i = 0; i < count && in.hasRemaining(); i++) {
        int length = in.getInt();
        if (length < 0 || length > in.remaining()) {
          throw new IOException("record " + i + " claims " + length + " bytes");
        }
        AvroRecord entry =
            (AvroRecord) reader.read(new AvroDecoder(content, in.position(), length));
        in.position(in.position() + length);
        add(archive, entry, instants);
      }
    } catch (IOException
        | AvroException
        | ClassCastException
        | java.nio.BufferUnderflowException
        | IllegalArgumentException
        | IndexOutOfBoundsException e) {
      String reason = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
      problems.add(new Problem(Problem.Kind.CORRUPT, where, reason));
    }
  }

  /** One archived entry: the instant once, with the metadata of its completed state. */
  private static void add(String archive, AvroRecord entry, Map<String, ArchivedInstant> instants)
      throws IOException {
    Object requested = entry.get("commitTime");
    Object action = entry.get("actionType");
    if (requested == null || action == null) {
      throw new IOException("an archived entry without commitTime or actionType");
    }
    String key = requested + "." + action;
    Object metadata = entry.get("hoodieCommitMetadata");
    if (metadata == null) {
      metadata = entry.get("hoodieReplaceCommitMetadata");
    }
    ArchivedInstant known = instants.get(key);
    if (known != null && (metadata == null || known.metadata().length > 0)) {
      return;
    }
    instants.put(
        key,
        new ArchivedInstant(
            requested.toString(),
            null,
            HoodieAction.completedAs(action.toString()),
            archive,
            metadata == null ? new byte[0] : json(InstantContentReader.tree(metadata))));
  }

  /** A metadata record as the JSON an instant file of layout 1 holds, for the instant reader. */
  private static byte[] json(JsonNode tree) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (JsonGenerator generator = JSON.createGenerator(bytes)) {
      JsonTrees.write(generator, tree);
    }
    return bytes.toByteArray();
  }
}
