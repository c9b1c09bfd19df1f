package io.tablescope.format.delta.action;

import java.util.Map;

/**
 * A {@code commitInfo} action: free-form provenance of a commit. The fields Delta writers commonly
 * write are typed (each null when absent or of another type); {@code raw} holds every field.
 *
 * @param timestamp the writer's clock at commit, in milliseconds since the epoch
 * @param inCommitTimestamp the in-commit timestamp, when the table enables them
 * @param operation the operation name: {@code WRITE}, {@code DELETE}, {@code MERGE}, ...
 * @param operationParameters the operation's parameters, name to value text
 * @param engineInfo the engine that wrote the commit
 * @param isolationLevel {@code Serializable}, {@code WriteSerializable} or {@code
 *     SnapshotIsolation}
 * @param isBlindAppend whether the commit only added files without reading the table
 * @param readVersion the version the transaction read
 * @param txnId the transaction id
 * @param raw every field, name to JSON text (strings with their quotes)
 */
public record CommitInfo(
    Long timestamp,
    Long inCommitTimestamp,
    String operation,
    Map<String, String> operationParameters,
    String engineInfo,
    String isolationLevel,
    Boolean isBlindAppend,
    Long readVersion,
    String txnId,
    Map<String, String> raw)
    implements Action {

  public CommitInfo {
    operationParameters = Maps.copyOrEmpty(operationParameters);
    raw = Maps.copyOrEmpty(raw);
  }

  @Override
  public String key() {
    return "commitInfo";
  }
}
