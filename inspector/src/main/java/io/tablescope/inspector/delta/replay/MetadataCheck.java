package io.tablescope.inspector.delta.replay;

import io.tablescope.format.delta.action.Metadata;
import io.tablescope.inspector.delta.replay.DeltaReplayResult.Failure;
import java.util.List;
import java.util.Set;

/**
 * Delta's {@code checkNoMetadataUpdates}: any metadata change by a winner fails the transaction,
 * which was planned against the schema, partitioning and properties it read.
 */
final class MetadataCheck implements WinnerCheck {

  @Override
  public DeltaCheck check() {
    return DeltaCheck.METADATA;
  }

  @Override
  public Verdict examine(ProposedTransaction txn, WinningCommit winner, Set<String> addedBefore) {
    List<Metadata> updates = winner.actionsOf(Metadata.class);
    if (updates.isEmpty()) {
      return Verdict.pass("version " + winner.version() + " has no metaData action");
    }
    return new Verdict(
        "version " + winner.version() + " writes a metaData action",
        new Failure(
            check(),
            DeltaException.METADATA_CHANGED,
            winner.version(),
            List.of(),
            DeltaMessages.metadataChanged(winner),
            winner.label()
                + " changed the table's metadata (schema, partitioning or properties) after the"
                + " proposal read version "
                + txn.read().readVersion()
                + ". Delta fails any commit that raced a metadata change; re-run the operation on"
                + " the new metadata."));
  }
}
