package io.tablescope.format.delta.action;

/**
 * One action of the Delta log: a line of a commit file, or a row of a checkpoint. Every known
 * action keeps the fields it does not know in {@code otherFields}; an action whose key is not known
 * is kept whole as an {@link UnknownAction}, because the protocol says readers ignore what they do
 * not know rather than reject it.
 */
public sealed interface Action
    permits AddFile,
        RemoveFile,
        Metadata,
        Protocol,
        SetTransaction,
        CommitInfo,
        DomainMetadata,
        AddCDCFile,
        CheckpointMetadata,
        Sidecar,
        UnknownAction {

  /** The JSON key this action is written under: {@code add}, {@code metaData}, ... */
  String key();
}
