package io.tablescope.inspector.hudi.check;

import io.tablescope.format.Problem;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.hudi.metadata.ListingCheck;
import io.tablescope.inspector.hudi.metadata.ListingComparison;
import io.tablescope.inspector.hudi.metadata.ListingDisagreement;
import io.tablescope.inspector.hudi.metadata.MetadataTableReader;
import io.tablescope.inspector.table.Capability;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Checks a Hudi table's integrity: every instant file of the active timeline parses and follows its
 * layout's rules ({@link InstantFiles}), the archive reads, every file the instants and the latest
 * view name is in storage ({@link WrittenFiles}), and the metadata table's {@code files} partition
 * agrees with storage where the table has one. Reads, never writes.
 */
public final class HudiIntegrityCheck {
  private HudiIntegrityCheck() {}

  public static HudiCheckReport run(HudiTable table) {
    InstantFiles instants = InstantFiles.read(table.files(), table.timeline());
    int archived = table.archivedInstants().size();
    WrittenFiles written = WrittenFiles.check(table, instants.writes(), instants.deletions());
    List<HudiFinding> findings = new ArrayList<>(instants.findings());
    findings.addAll(written.findings());
    boolean compared = table.capabilities().contains(Capability.METADATA_TABLE);
    if (compared) {
      findings.addAll(metadataTable(table));
    }
    // What kept the timeline, the archive or the file groups from being read, once they are read.
    for (Problem problem : table.problems()) {
      findings.add(new HudiFinding("table-read", null, problem.path(), problem.message()));
    }
    return new HudiCheckReport(
        findings,
        table.timeline().instants().size(),
        archived,
        instants.filesRead(),
        written.writtenFiles(),
        written.latestSlices(),
        compared,
        instants.readNothing());
  }

  /** The metadata table's listing beside storage: each disagreement no pending instant explains. */
  private static List<HudiFinding> metadataTable(HudiTable table) {
    List<HudiFinding> findings = new ArrayList<>();
    ListingCheck check;
    try {
      check = ListingComparison.compare(table, MetadataTableReader.read(table));
    } catch (IOException e) {
      findings.add(
          new HudiFinding(
              "metadata-listing",
              null,
              table.metadataTableLocation(),
              "the metadata table could not be opened: " + e.getMessage()));
      return findings;
    }
    for (ListingDisagreement fault : check.faults()) {
      findings.add(
          new HudiFinding(
              "metadata-listing",
              fault.writtenBy(),
              fault.partition().isEmpty() ? fault.file() : fault.partition() + "/" + fault.file(),
              fault.message()));
    }
    for (String partition : check.partitionsOnlyInMetadata()) {
      findings.add(
          new HudiFinding(
              "metadata-listing",
              null,
              partition,
              "a partition the metadata table lists, not in storage"));
    }
    for (String partition : check.partitionsOnlyOnStorage()) {
      findings.add(
          new HudiFinding(
              "metadata-listing",
              null,
              partition,
              "a partition in storage the metadata table does not list: a reader with it on"
                  + " does not see its files"));
    }
    for (Problem problem : check.problems()) {
      findings.add(new HudiFinding("metadata-listing", null, problem.path(), problem.message()));
    }
    return findings;
  }
}
