package io.tablescope.inspector.iceberg.replay;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.inspector.iceberg.replay.ProvenFix.Kind;
import java.util.Set;
import java.util.stream.Collectors;
import org.apache.iceberg.Table;
import org.apache.iceberg.expressions.Expression;

/**
 * Re-applies a proven fix in iceberg-core: the scenario's operation rebuilt with the fix's base
 * snapshot, validations and, for a narrower conflict filter, that filter; it must commit there.
 */
final class FixOracle {
  private FixOracle() {}

  static OracleVerdict verdict(Table table, ProposedOperation proposal, ProvenFix fix) {
    Proposal changed = fix.proposal();
    Set<String> validations =
        changed.validations().stream().map(Validation::methodName).collect(Collectors.toSet());
    Expression filter =
        fix.kind() == Kind.NARROWER_CONFLICT_FILTER
            ? IcebergExpressions.of(changed.conflictFilter().expression())
            : proposal.conflictFilter();
    return OracleVerdict.of(
        () -> proposal.forOracleWith(table, changed.baseSnapshotId(), validations, filter));
  }

  /** Every fix Tablescope offers commits in iceberg-core, and its replay passed every check. */
  static void assertFixesCommit(
      Table table, ProposedOperation proposal, ReplayResult replay, String context) {
    for (ProvenFix fix : replay.fixes()) {
      assertThat(fix.verifiedBy())
          .as("verified by its replay: " + fix.change() + context)
          .allMatch(ReplayResult.CheckResult::passed);
      OracleVerdict verdict = verdict(table, proposal, fix);
      assertThat(verdict.passes())
          .as("iceberg-core commits " + fix.kind() + " " + fix.change() + ": " + verdict + context)
          .isTrue();
    }
  }
}
