package io.tablescope.inspector.delta.replay;

import io.tablescope.format.delta.action.Action;
import io.tablescope.format.delta.action.AddCDCFile;
import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.delta.action.DomainMetadata;
import io.tablescope.format.delta.action.Metadata;
import io.tablescope.format.delta.action.Protocol;
import io.tablescope.format.delta.action.RemoveFile;
import io.tablescope.format.delta.action.SetTransaction;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The proposal seen as Delta's conflict checker sees the current transaction: what it read (read
 * predicate, read files, the appIds of its own {@code txn} actions), what it writes, and the
 * isolation level its commit runs at.
 */
final class ProposedTransaction {
  private final DeltaProposal proposal;
  private final ReadState read;
  private final PartitionFilter filter;
  private final Set<String> readFiles;
  private final IsolationLevel declaredIsolation;
  private final IsolationLevel isolation;

  ProposedTransaction(DeltaProposal proposal, ReadState read) {
    this.proposal = proposal;
    this.read = read;
    this.filter =
        proposal.readPredicate() == null
            ? null
            : new PartitionFilter(proposal.readPredicate(), read.metadata());
    this.readFiles = proposal.readFiles() == null ? null : Set.copyOf(proposal.readFiles());
    IsolationLevel tableLevel =
        IsolationLevel.fromName(read.metadata().configuration().get(IsolationLevel.TABLE_PROPERTY));
    this.declaredIsolation =
        proposal.isolation() != null
            ? proposal.isolation()
            : tableLevel != null ? tableLevel : IsolationLevel.WRITE_SERIALIZABLE;
    // Delta commits at SnapshotIsolation whatever the level when no file action changes data.
    boolean changesData =
        proposal.actions().stream()
            .anyMatch(
                action ->
                    action instanceof AddFile add && add.dataChange()
                        || action instanceof RemoveFile remove && remove.dataChange()
                        || action instanceof AddCDCFile cdc && cdc.dataChange());
    this.isolation = changesData ? declaredIsolation : IsolationLevel.SNAPSHOT_ISOLATION;
  }

  DeltaProposal proposal() {
    return proposal;
  }

  ReadState read() {
    return read;
  }

  IsolationLevel declaredIsolation() {
    return declaredIsolation;
  }

  /**
   * The level the commit runs at: the declared one, or SnapshotIsolation for a data-less commit.
   */
  IsolationLevel isolation() {
    return isolation;
  }

  /** The bound read predicate, or null when the transaction read nothing by predicate. */
  PartitionFilter filter() {
    return filter;
  }

  boolean readsWholeTable() {
    return proposal.readsWholeTable();
  }

  /** The paths the user says it read, or null to derive them from the predicate. */
  Set<String> readFiles() {
    return readFiles;
  }

  /** Whether the user listed a removed file among the files read, as written or decoded. */
  boolean listsAsRead(RemoveFile remove) {
    return readFiles != null
        && (readFiles.contains(remove.path()) || readFiles.contains(remove.decodedPath()));
  }

  List<String> partitionColumns() {
    return read.metadata().partitionColumns();
  }

  <T extends Action> List<T> actionsOf(Class<T> kind) {
    return proposal.actions().stream().filter(kind::isInstance).map(kind::cast).toList();
  }

  boolean changesMetadata() {
    return !actionsOf(Metadata.class).isEmpty();
  }

  boolean changesProtocol() {
    return !actionsOf(Protocol.class).isEmpty();
  }

  /** The appIds it read: those of its own {@code txn} actions, as a writer checks them first. */
  Set<String> readAppIds() {
    Set<String> ids = new HashSet<>();
    actionsOf(SetTransaction.class).forEach(txn -> ids.add(txn.appId()));
    return ids;
  }

  Set<String> domains() {
    Set<String> domains = new HashSet<>();
    actionsOf(DomainMetadata.class).forEach(domain -> domains.add(domain.domain()));
    return domains;
  }

  /** Delta's {@code isBlindAppend}: it only adds files and read nothing. */
  boolean isBlindAppend() {
    boolean onlyAdds =
        actionsOf(RemoveFile.class).isEmpty() && actionsOf(AddCDCFile.class).isEmpty();
    return onlyAdds && filter == null && (readFiles == null || readFiles.isEmpty());
  }
}
