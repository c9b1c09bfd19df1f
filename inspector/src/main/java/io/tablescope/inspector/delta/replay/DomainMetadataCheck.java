package io.tablescope.inspector.delta.replay;

import io.tablescope.format.delta.action.DomainMetadata;
import io.tablescope.inspector.delta.replay.DeltaReplayResult.Failure;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Delta's {@code checkIfDomainMetadataConflict}: the proposal and a winner set the same metadata
 * domain. Row tracking's own domain is merged by Delta, not a conflict.
 */
final class DomainMetadataCheck implements WinnerCheck {
  private static final String ROW_TRACKING_DOMAIN = "delta.rowTracking";

  @Override
  public DeltaCheck check() {
    return DeltaCheck.DOMAIN_METADATA;
  }

  @Override
  public Verdict examine(ProposedTransaction txn, WinningCommit winner, Set<String> addedBefore) {
    Set<String> theirs = new TreeSet<>();
    winner.actionsOf(DomainMetadata.class).forEach(domain -> theirs.add(domain.domain()));
    String examined =
        "version "
            + winner.version()
            + " sets domains "
            + theirs
            + "; the proposal sets "
            + new TreeSet<>(txn.domains());
    for (DomainMetadata ours : txn.actionsOf(DomainMetadata.class)) {
      if (theirs.contains(ours.domain()) && !ours.domain().equals(ROW_TRACKING_DOMAIN)) {
        return new Verdict(
            examined,
            new Failure(
                check(),
                DeltaException.CONCURRENT_TRANSACTION,
                winner.version(),
                List.of(),
                DeltaMessages.domainMetadataConflict(ours.domain()),
                "Both the proposal and version "
                    + winner.version()
                    + " set the metadata domain "
                    + ours.domain()
                    + "; Delta cannot tell which configuration should win."));
      }
    }
    return Verdict.pass(examined);
  }
}
