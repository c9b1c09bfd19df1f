package io.tablescope.inspector;

import io.tablescope.format.Problem;
import io.tablescope.format.manifest.FileContent;
import io.tablescope.format.manifest.ManifestContent;
import io.tablescope.format.manifest.ManifestCounts;
import io.tablescope.format.manifest.ManifestFile;
import io.tablescope.format.manifest.ManifestList;
import io.tablescope.format.manifest.StatusCounts;
import io.tablescope.format.metadata.Snapshot;
import io.tablescope.format.metadata.TableMetadata;
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
   * that disagrees with its manifests cannot hide it.
   */
  public static TableSummary summarize(IcebergTable table) {
    TableMetadata metadata = table.metadata();
    List<Problem> problems = table.problems();
    List<ManifestFile> manifests = List.of();
    Optional<Snapshot> current = metadata.currentSnapshot();
    if (metadata.currentSnapshotId() != null && current.isEmpty()) {
      problems.add(
          new Problem(
              Problem.Kind.INVALID,
              metadata.metadataFile(),
              "current-snapshot-id "
                  + metadata.currentSnapshotId()
                  + " is not among the snapshots"));
    }
    if (current.isPresent()) {
      ManifestList list = table.manifestList(current.get());
      problems.addAll(list.problems());
      manifests = list.manifests();
    }
    Map<FileContent, StatusCounts> byContent = new EnumMap<>(FileContent.class);
    StatusCounts entries = StatusCounts.ZERO;
    for (ManifestCounts counts : table.counts(manifests)) {
      problems.addAll(counts.problems());
      counts
          .byContent()
          .forEach((content, count) -> byContent.merge(content, count, StatusCounts::plus));
      entries = entries.plus(counts.total());
    }
    int deleteManifests =
        (int) manifests.stream().filter(m -> m.content() == ManifestContent.DELETES).count();
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
        List.copyOf(table.refs().values()),
        metadata.schemas().size(),
        metadata.currentSchemaId(),
        metadata.partitionSpecs().size(),
        metadata.defaultSpecId(),
        manifests.size(),
        manifests.size() - deleteManifests,
        deleteManifests,
        entries,
        byContent,
        metadata.unknownFields(),
        problems);
  }
}
