package io.tablescope.inspector.iceberg.health;

import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.iceberg.metadata.TableMetadata;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.FileEntry;
import io.tablescope.inspector.iceberg.IcebergTable;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How many tries each commit took, and what failed tries left behind. Iceberg's snapshot producer
 * names every attempt's manifest list {@code snap-<snapshot id>-<attempt>-<commit uuid>.avro},
 * counting attempts from 1 under one snapshot id, and deletes the lists of the failed attempts once
 * the commit lands: the attempt in a snapshot's list name is how many tries it took, and a list no
 * snapshot uses is a try whose writer died or could not clean up. A writer that puts something else
 * in that place (a random or sequence number) is named, not counted.
 *
 * @param snapshots the snapshots with a manifest list (format version 1 may have none)
 * @param retried commits that took more than one attempt, oldest first
 * @param writers every writer that followed the naming, most extra attempts first
 * @param perHour the hours with a retried commit, oldest first
 * @param orphans the lists of attempts no snapshot uses, by name
 * @param unconventional writers whose list names say no attempt
 * @param settings Iceberg's {@code commit.retry.*} settings in force
 * @param problems what could not be listed; the rest still stands
 */
public record CommitRetries(
    int snapshots,
    List<RetriedCommit> retried,
    List<WriterRetries> writers,
    List<HourlyRetries> perHour,
    List<OrphanedAttempt> orphans,
    List<UnconventionalWriter> unconventional,
    List<RetrySetting> settings,
    List<Problem> problems) {

  /** The attempt's list, as Iceberg's {@code SnapshotProducer} names it. */
  static final Pattern MANIFEST_LIST =
      Pattern.compile(
          "snap-(-?\\d+)-(\\d+)-([0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12})\\.avro");

  static final String NUM_RETRIES = "commit.retry.num-retries";

  /** Iceberg's {@code TableProperties} defaults. */
  static final Map<String, String> DEFAULTS =
      mapOf(
          NUM_RETRIES,
          "4",
          "commit.retry.min-wait-ms",
          "100",
          "commit.retry.max-wait-ms",
          "60000",
          "commit.retry.total-timeout-ms",
          "1800000");

  public CommitRetries {
    retried = List.copyOf(retried);
    writers = List.copyOf(writers);
    perHour = List.copyOf(perHour);
    orphans = List.copyOf(orphans);
    unconventional = List.copyOf(unconventional);
    settings = List.copyOf(settings);
    problems = List.copyOf(problems);
  }

  /** A commit and how many tries it took. */
  public record RetriedCommit(
      long snapshotId, long timestampMillis, String writer, int attempts, String manifestList) {}

  /** A writer's commits and the tries beyond the first they took. */
  public record WriterRetries(
      String writer, int commits, int retriedCommits, int extraAttempts, int mostAttempts) {}

  /** One hour's commits and retries. */
  public record HourlyRetries(
      long hourMillis, int commits, int retriedCommits, int extraAttempts) {}

  /**
   * A failed attempt's manifest list left in the metadata folder.
   *
   * @param landedAttempt the attempt the snapshot landed at, 0 when no snapshot has the id
   */
  public record OrphanedAttempt(
      String file, long snapshotId, int attempt, long bytes, int landedAttempt) {}

  /** A writer whose list names say no attempt, with one of them. */
  public record UnconventionalWriter(String writer, int commits, String example) {}

  /** A retry setting and whether the table sets it (else it is Iceberg's default). */
  public record RetrySetting(String key, String value, boolean fromTable) {}

  /** The bytes the orphaned lists hold. */
  public long orphanBytes() {
    return orphans.stream().mapToLong(OrphanedAttempt::bytes).sum();
  }

  /** Plain sentences on the retries, empty when none stands out. */
  public List<String> advice() {
    List<String> lines = new ArrayList<>();
    if (!retried.isEmpty()) {
      WriterRetries most = writers.get(0);
      int extra = writers.stream().mapToInt(WriterRetries::extraAttempts).sum();
      lines.add(
          retried.size()
              + " of "
              + snapshots
              + " commits took more than one attempt ("
              + extra
              + " retries, named in their manifest lists), most by "
              + most.writer()
              + " ("
              + most.retriedCommits()
              + " of its "
              + most.commits()
              + "): writers contend for the table; "
              + NUM_RETRIES
              + " is "
              + settings.get(0).value()
              + (settings.get(0).fromTable() ? "" : " (Iceberg's default)"));
    }
    if (!orphans.isEmpty()) {
      lines.add(
          orphans.size()
              + " manifest lists of failed or abandoned attempts ("
              + orphanBytes()
              + " bytes) remain in the metadata folder, used by no snapshot");
    }
    for (UnconventionalWriter writer : unconventional) {
      lines.add(
          writer.writer()
              + " names its manifest lists without an attempt number (e.g. "
              + writer.example()
              + "): its retries cannot be counted");
    }
    return lines;
  }

  /** Reads the retries from the snapshots' list names and one listing of the metadata folder. */
  public static CommitRetries of(IcebergTable table) {
    TableMetadata metadata = table.metadata();
    List<RetrySetting> settings = settings(metadata.properties());
    int maxAttempts = maxAttempts(metadata.properties());
    List<Snapshot> byTime =
        metadata.snapshots().stream()
            .filter(snapshot -> snapshot.manifestList() != null)
            .sorted(Comparator.comparingLong(Snapshot::timestampMillis))
            .toList();
    List<RetriedCommit> retried = new ArrayList<>();
    Map<String, int[]> perWriter = new LinkedHashMap<>();
    Map<String, UnconventionalWriter> unconventional = new LinkedHashMap<>();
    Map<Long, int[]> hours = new TreeMap<>();
    Map<Long, Integer> landed = new HashMap<>();
    Set<String> lists = new HashSet<>();
    for (Snapshot snapshot : byTime) {
      String name = FileAccess.fileName(table.localPath(snapshot.manifestList()));
      lists.add(name);
      String writer = CommitPressure.writerOf(snapshot);
      int attempt = attempt(name, snapshot.snapshotId(), maxAttempts);
      if (attempt == 0) {
        unconventional.merge(
            writer,
            new UnconventionalWriter(writer, 1, name),
            (old, next) -> new UnconventionalWriter(writer, old.commits() + 1, old.example()));
        continue;
      }
      landed.put(snapshot.snapshotId(), attempt);
      int[] counts = perWriter.computeIfAbsent(writer, w -> new int[4]);
      long hour = snapshot.timestampMillis() / CommitPressure.HOUR_MS * CommitPressure.HOUR_MS;
      int[] hourly = hours.computeIfAbsent(hour, h -> new int[3]);
      counts[0]++;
      hourly[0]++;
      counts[3] = Math.max(counts[3], attempt);
      if (attempt > 1) {
        retried.add(
            new RetriedCommit(
                snapshot.snapshotId(), snapshot.timestampMillis(), writer, attempt, name));
        counts[1]++;
        counts[2] += attempt - 1;
        hourly[1]++;
        hourly[2] += attempt - 1;
      }
    }
    List<Problem> problems = new ArrayList<>();
    List<OrphanedAttempt> orphans = orphans(table, lists, landed, maxAttempts, problems);
    return new CommitRetries(
        byTime.size(),
        retried,
        writers(perWriter),
        hours.entrySet().stream()
            .filter(hour -> hour.getValue()[1] > 0)
            .map(
                h ->
                    new HourlyRetries(
                        h.getKey(), h.getValue()[0], h.getValue()[1], h.getValue()[2]))
            .toList(),
        orphans,
        List.copyOf(unconventional.values()),
        settings,
        problems);
  }

  /**
   * The attempt a list's name says, or 0 when it says none: another shape, another snapshot's id,
   * or a number past every try the table's retry setting allows.
   */
  static int attempt(String name, long snapshotId, int maxAttempts) {
    Matcher matcher = MANIFEST_LIST.matcher(name);
    if (!matcher.matches() || !matcher.group(1).equals(Long.toString(snapshotId))) {
      return 0;
    }
    String digits = matcher.group(2);
    if (digits.length() > 9) {
      return 0;
    }
    int attempt = Integer.parseInt(digits);
    return attempt >= 1 && attempt <= maxAttempts ? attempt : 0;
  }

  private static List<OrphanedAttempt> orphans(
      IcebergTable table,
      Set<String> lists,
      Map<Long, Integer> landed,
      int maxAttempts,
      List<Problem> problems) {
    Map<String, FileEntry> listed =
        MetadataFolder.list(
            table.files(), table.located().metadataFile(), "manifest lists", problems);
    List<OrphanedAttempt> orphans = new ArrayList<>();
    for (Map.Entry<String, FileEntry> entry : new TreeMap<>(listed).entrySet()) {
      Matcher matcher = MANIFEST_LIST.matcher(entry.getKey());
      if (entry.getValue().directory()
          || lists.contains(entry.getKey())
          || !matcher.matches()
          || matcher.group(1).length() > 19
          || matcher.group(2).length() > 9) {
        continue;
      }
      long id = Long.parseLong(matcher.group(1));
      int attempt = Integer.parseInt(matcher.group(2));
      if (attempt < 1 || attempt > maxAttempts) {
        continue;
      }
      orphans.add(
          new OrphanedAttempt(
              entry.getValue().location(),
              id,
              attempt,
              entry.getValue().length(),
              landed.getOrDefault(id, 0)));
    }
    return orphans;
  }

  private static List<WriterRetries> writers(Map<String, int[]> perWriter) {
    return perWriter.entrySet().stream()
        .map(
            w ->
                new WriterRetries(
                    w.getKey(), w.getValue()[0], w.getValue()[1], w.getValue()[2], w.getValue()[3]))
        .sorted(
            Comparator.comparingInt(WriterRetries::extraAttempts)
                .reversed()
                .thenComparing(WriterRetries::writer))
        .toList();
  }

  private static List<RetrySetting> settings(Map<String, String> properties) {
    return DEFAULTS.entrySet().stream()
        .map(
            setting -> {
              String value = properties.get(setting.getKey());
              return new RetrySetting(
                  setting.getKey(), value == null ? setting.getValue() : value, value != null);
            })
        .toList();
  }

  /** The most tries a commit can take: one, and the retries the table allows. */
  private static int maxAttempts(Map<String, String> properties) {
    try {
      int retries =
          Integer.parseInt(properties.getOrDefault(NUM_RETRIES, DEFAULTS.get(NUM_RETRIES)).trim());
      return retries < 0 ? 1 : (int) Math.min(Integer.MAX_VALUE, (long) retries + 1);
    } catch (NumberFormatException e) {
      return Integer.parseInt(DEFAULTS.get(NUM_RETRIES)) + 1;
    }
  }

  private static Map<String, String> mapOf(String... keysAndValues) {
    Map<String, String> map = new LinkedHashMap<>();
    for (int i = 0; i < keysAndValues.length; i += 2) {
      map.put(keysAndValues[i], keysAndValues[i + 1]);
    }
    return java.util.Collections.unmodifiableMap(map);
  }
}
