package io.tablescope.inspector.iceberg;

import io.tablescope.format.ContentKind;
import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.manifest.ManifestContent;
import io.tablescope.format.iceberg.manifest.ManifestCounts;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.manifest.ManifestList;
import io.tablescope.format.iceberg.manifest.StatusCounts;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.iceberg.metadata.TableMetadata;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Builds the {@link TableSummary} of an opened table. */
public final class Summaries {
  private Summaries() {}

  /**
   * Summarises the table. Entries are counted from the manifests themselves (reading only their
   * status and content columns, in parallel), not taken from the manifest list's counts, so a list
   * that disagrees with its manifests cannot hide it; only a manifest that cannot be read is
   * counted by the list's numbers, and the counts say so.
   */
  public static TableSummary summarize(IcebergTable table) {
    TableMetadata metadata = table.metadata();
    List<Problem> problems = table.problems();
    Optional<Snapshot> current = metadata.currentSnapshot();
    CountedEntries counts = CountedEntries.NONE;
    Optional<Problem> currentMissing = MetadataChecks.currentSnapshotMissing(metadata);
    if (currentMissing.isPresent()) {
      counts =
          new CountedEntries(
              List.of(currentMissing.get()), 0, 0, StatusCounts.ZERO, Map.of(), List.of());
    }
    if (current.isPresent()) {
      ManifestList list = table.manifestList(current.get());
      problems.addAll(list.problems());
      problems.addAll(ManifestListChecks.problems(list, metadata.formatVersion()));
      counts = count(table, list, problems);
    }
    return new TableSummary(
        metadata.metadataFile(),
        table.located().howFound(),
        metadata.formatVersion(),
        metadata.tableUuid(),
        metadata.location(),
        table.relocation(),
        table.outsidePrefixes(),
        metadata.lastSequenceNumber(),
        metadata.lastUpdatedMillis(),
        metadata.snapshots().size(),
        metadata.currentSnapshotId(),
        List.copyOf(table.snapshotRefs().values()),
        metadata.schemas().size(),
        metadata.currentSchemaId(),
        metadata.partitionSpecs().size(),
        metadata.defaultSpecId(),
        counts,
        metadata.unknownFields(),
        problems);
  }

  /**
   * Counts the entries of every manifest the list names; a manifest that cannot be read in full is
   * left out of the counts (its partial numbers would look complete) and listed as unread.
   */
  private static CountedEntries count(
      IcebergTable table, ManifestList list, List<Problem> problems) {
    List<ManifestFile> manifests = list.manifests();
    Map<ContentKind, StatusCounts> byContent = new EnumMap<>(ContentKind.class);
    StatusCounts read = StatusCounts.ZERO;
    List<UnreadManifest> unread = new ArrayList<>();
    for (ManifestCounts counts : table.counts(manifests)) {
      problems.addAll(counts.problems());
      if (!counts.problems().isEmpty()) {
        unread.add(new UnreadManifest(counts.file(), counts.problems()));
        continue;
      }
      counts
          .byContent()
          .forEach((content, count) -> byContent.merge(content, count, StatusCounts::plus));
      read = read.plus(counts.total());
    }
    int deleteManifests =
        (int) manifests.stream().filter(m -> m.content() == ManifestContent.DELETES).count();
    return new CountedEntries(
        list.problems(), manifests.size(), deleteManifests, read, byContent, unread);
  }
}
