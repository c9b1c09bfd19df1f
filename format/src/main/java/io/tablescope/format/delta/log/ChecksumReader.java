package io.tablescope.format.delta.log;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.format.Problem;
import io.tablescope.format.delta.ReadFailure;
import io.tablescope.format.delta.action.ActionParser;
import io.tablescope.format.delta.action.DomainMetadata;
import io.tablescope.format.delta.action.SetTransaction;
import io.tablescope.format.io.FileAccess;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Reads {@code N.crc} files; damage is a problem on the result. */
final class ChecksumReader {
  // A key written twice is damage, as in a commit: which value a reader takes would be a guess.
  private static final ObjectMapper MAPPER =
      new ObjectMapper().enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
  private static final Set<String> KNOWN =
      Set.of(
          "tableSizeBytes",
          "numFiles",
          "numMetadata",
          "numProtocol",
          "metadata",
          "protocol",
          "txnId",
          "inCommitTimestampOpt",
          "setTransactions",
          "domainMetadata",
          "fileSizeHistogram",
          "numDeletedRecordsOpt",
          "numDeletionVectorsOpt");

  private ChecksumReader() {}

  static ChecksumFile read(FileAccess files, String location, long version) {
    List<Problem> problems = new ArrayList<>();
    VersionChecksum checksum = null;
    try {
      checksum = parse(MAPPER.readTree(files.readAllBytes(location)));
    } catch (JsonProcessingException e) {
      problems.add(new Problem(Problem.Kind.CORRUPT, location, ReadFailure.notJson(e)));
    } catch (IOException e) {
      problems.add(ReadFailure.problem(location, e, ""));
    } catch (IllegalArgumentException | ArithmeticException e) {
      problems.add(new Problem(Problem.Kind.CORRUPT, location, e.getMessage()));
    }
    return new ChecksumFile(version, location, checksum, problems);
  }

  private static VersionChecksum parse(JsonNode node) {
    if (node == null || !node.isObject()) {
      throw new IllegalArgumentException("not a JSON object");
    }
    Map<String, String> others = new LinkedHashMap<>();
    Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
    while (fields.hasNext()) {
      Map.Entry<String, JsonNode> field = fields.next();
      if (!KNOWN.contains(field.getKey())) {
        others.put(field.getKey(), field.getValue().toString());
      }
    }
    return new VersionChecksum(
        requiredLong(node, "tableSizeBytes"),
        requiredLong(node, "numFiles"),
        requiredLong(node, "numMetadata"),
        requiredLong(node, "numProtocol"),
        node.hasNonNull("metadata") ? ActionParser.metadata(node.get("metadata")) : null,
        node.hasNonNull("protocol") ? ActionParser.protocol(node.get("protocol")) : null,
        node.path("txnId").isTextual() ? node.get("txnId").asText() : null,
        longOrNull(node.get("inCommitTimestampOpt")),
        list(node.get("setTransactions"), "txn", SetTransaction.class),
        list(node.get("domainMetadata"), "domainMetadata", DomainMetadata.class),
        histogram(node.get("fileSizeHistogram")),
        longOrNull(node.get("numDeletedRecordsOpt")),
        longOrNull(node.get("numDeletionVectorsOpt")),
        others);
  }

  private static <T> List<T> list(JsonNode node, String key, Class<T> kind) {
    if (node == null || !node.isArray()) {
      return null;
    }
    List<T> list = new ArrayList<>();
    for (JsonNode element : node) {
      list.add(kind.cast(ActionParser.parse(key, element)));
    }
    return list;
  }

  private static VersionChecksum.FileSizeHistogram histogram(JsonNode node) {
    if (node == null || !node.isObject()) {
      return null;
    }
    return new VersionChecksum.FileSizeHistogram(
        longs(node.get("sortedBinBoundaries")),
        longs(node.get("fileCounts")),
        longs(node.get("totalBytes")));
  }

  private static List<Long> longs(JsonNode node) {
    List<Long> longs = new ArrayList<>();
    if (node != null) {
      node.forEach(element -> longs.add(element.asLong()));
    }
    return longs;
  }

  private static long requiredLong(JsonNode node, String field) {
    JsonNode value = node.get(field);
    if (value == null || !value.isIntegralNumber()) {
      throw new IllegalArgumentException("Cannot parse missing long: " + field);
    }
    return value.asLong();
  }

  private static Long longOrNull(JsonNode node) {
    return node != null && node.isIntegralNumber() ? node.asLong() : null;
  }
}
