package io.tablescope.inspector.delta.replay;

import io.tablescope.format.delta.action.Protocol;
import io.tablescope.inspector.delta.replay.DeltaReplayResult.Failure;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Delta's {@code checkProtocolCompatibility}: a winner that changes the protocol fails a
 * transaction that changes it too, or one that read features the winner drops.
 */
final class ProtocolCheck implements WinnerCheck {

  @Override
  public DeltaCheck check() {
    return DeltaCheck.PROTOCOL;
  }

  @Override
  public Verdict examine(ProposedTransaction txn, WinningCommit winner, Set<String> addedBefore) {
    List<Protocol> protocols = winner.actionsOf(Protocol.class);
    if (protocols.isEmpty()) {
      return Verdict.pass("version " + winner.version() + " has no protocol action");
    }
    Protocol theirs = protocols.get(0);
    String described =
        "version "
            + winner.version()
            + " sets the protocol to reader "
            + theirs.minReaderVersion()
            + ", writer "
            + theirs.minWriterVersion();
    List<String> dropped = dropped(txn.read().protocol(), theirs);
    if (!txn.changesProtocol() && dropped.isEmpty()) {
      return Verdict.pass(described + "; the proposal does not change the protocol");
    }
    String why =
        txn.changesProtocol()
            ? "both the proposal and version "
                + winner.version()
                + " change the protocol, and Delta lets only one of two concurrent commits do so."
            : "version " + winner.version() + " drops the table features " + dropped + ".";
    return new Verdict(
        described,
        new Failure(
            check(),
            DeltaException.PROTOCOL_CHANGED,
            winner.version(),
            List.of(),
            DeltaMessages.protocolChanged(winner),
            "The protocol changed under the proposal: "
                + why
                + " Re-read the table at version "
                + winner.version()
                + " or later and commit again."));
  }

  /** The features the read protocol lists that the winner's protocol no longer lists. */
  private static List<String> dropped(Protocol read, Protocol theirs) {
    List<String> dropped = new ArrayList<>();
    for (List<String> features :
        List.of(listed(read.readerFeatures()), listed(read.writerFeatures()))) {
      for (String feature : features) {
        if (!theirs.hasFeature(feature) && !dropped.contains(feature)) {
          dropped.add(feature);
        }
      }
    }
    return dropped;
  }

  private static List<String> listed(List<String> features) {
    return features == null ? List.of() : features;
  }
}
