package io.tablescope.inspector.iceberg.replay;

import static io.tablescope.inspector.iceberg.replay.ProposedOperation.rewrite;
import static io.tablescope.inspector.iceberg.replay.Scenarios.compactF1;
import static io.tablescope.inspector.iceberg.replay.Scenarios.scenario;

import io.tablescope.inspector.iceberg.replay.ScenarioTable.Layout;
import io.tablescope.inspector.iceberg.replay.Scenarios.Scenario;
import java.util.List;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DeleteFile;

/** Compaction: {@code RewriteFiles}, with and without the starting sequence number. */
final class CompactionScenarios {
  private CompactionScenarios() {}

  static List<Scenario> all() {
    return List.of(
        scenario(
            "9 compaction keeping the starting sequence number, concurrent equality delete",
            Layout.V2,
            t -> {
              t.propose(compactF1(t).dataSequenceNumber(t.sequenceNumber(t.s())));
              t.addDeletes(t.eqDelete("red", 3));
            }),
        scenario(
            "9 compaction without dataSequenceNumber, concurrent equality delete",
            Layout.V2,
            t -> {
              t.propose(compactF1(t));
              t.addDeletes(t.eqDelete("red", 3));
            }),
        scenario(
            "9 compaction without dataSequenceNumber, concurrent equality delete of ids 100..200",
            Layout.V2,
            t -> {
              t.propose(compactF1(t));
              t.addDeletes(t.eqDelete("red", 100, 200));
            }),
        scenario(
            "9 compaction keeping the sequence number, concurrent position delete on F1",
            Layout.V2,
            t -> {
              t.propose(compactF1(t).dataSequenceNumber(t.sequenceNumber(t.s())));
              t.addDeletes(t.positionDelete(t.f1(), 0));
            }),
        scenario(
            "9 v3 compaction keeping the sequence number, concurrent DV on F1",
            Layout.V3,
            t -> {
              t.propose(compactF1(t).dataSequenceNumber(t.sequenceNumber(t.s())));
              t.addDeletes(t.dv(t.f1(), 0));
            }),
        scenario(
            "9 compaction, concurrent file-scoped position delete on another file",
            Layout.V2,
            t -> {
              DataFile f2 = t.red(11, 20);
              t.append(f2);
              t.start();
              t.propose(compactF1(t).dataSequenceNumber(t.sequenceNumber(t.s())));
              t.addDeletes(t.positionDelete(f2, 0));
            }),
        scenario(
            "9 compaction, concurrent partition-scoped position delete on other files",
            Layout.V2,
            t -> {
              DataFile f2 = t.red(11, 20);
              DataFile f3 = t.red(21, 30);
              t.append(f2, f3);
              t.start();
              t.propose(compactF1(t).dataSequenceNumber(t.sequenceNumber(t.s())));
              t.addDeletes(t.partitionPositionDeletes(f2, f3));
            }),
        scenario(
            "10 compaction, concurrent delete of its input",
            Layout.V2,
            t -> {
              t.propose(compactF1(t));
              t.delete(t.f1());
            }),
        scenario(
            "10 compaction of two inputs, concurrent delete of both",
            Layout.V2,
            t -> {
              DataFile f2 = t.red(11, 20);
              t.append(f2);
              t.start();
              t.propose(rewrite().remove(t.f1(), f2).add(t.red(1, 20)));
              t.delete(t.f1(), f2);
            }),
        scenario(
            "15 v3 compaction, two concurrent DV generations on F1",
            Layout.V3,
            t -> {
              t.propose(compactF1(t));
              DeleteFile first = t.dv(t.f1(), 0);
              t.addDeletes(first);
              t.replaceDeletes(first, t.dv(t.f1(), 0, 1));
            }),
        scenario(
            "+ position-delete compaction, concurrent data compaction dropping its input",
            Layout.V2,
            t -> {
              DeleteFile old = t.positionDelete(t.f1(), 0);
              t.addDeletes(old);
              t.start();
              t.propose(rewrite().removeDeletes(old).addDeletes(t.positionDelete(t.f1(), 0)));
              t.compact(List.of(t.f1()), List.of(old), t.red(2, 10));
            }),
        scenario(
            "+ compaction adding more records than it replaces (inline operation file)",
            Layout.V2,
            t -> t.propose(rewrite().remove(t.f1()).add(t.red(1, 11)).inline())));
  }
}
