package io.tablescope.app.demo.lake;

import io.delta.standalone.Operation;
import io.delta.standalone.OptimisticTransaction;
import io.delta.standalone.actions.Action;
import io.delta.standalone.actions.AddFile;
import io.delta.standalone.exceptions.DeltaConcurrentModificationException;
import io.delta.standalone.types.DoubleType;
import io.delta.standalone.types.LongType;
import io.delta.standalone.types.StringType;
import io.delta.standalone.types.StructType;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code lake/orders}, partitioned by {@code region}: two writers appending to the same partition.
 *
 * <ul>
 *   <li>v0 CREATE TABLE; v1 WRITE (append) an EU and a US file.
 *   <li>v2, v3: two ingest jobs both start from v1 and blind-append an EU file each; both commit
 *       (the second retries at v3 keeping {@code readVersion} 1: blind appends never conflict).
 *   <li>v4: a late-orders job blind-appends another EU file, committed while an EU restatement
 *       (started from v3, read {@code region = 'EU'}, removes the three EU files and adds one) was
 *       running. The restatement loses with {@code
 *       io.delta.standalone.exceptions.ConcurrentAppendException}, message {@value #LOSER_MESSAGE},
 *       then {@code Conflicting commit: } and the winner's commitInfo as delta-standalone renders
 *       it, then {@code Refer to https://docs.delta.io/latest/concurrency-control.html for more
 *       details.} Its attempt is proposal {@value #PROPOSAL}; the data file it wrote stays in
 *       {@code region=EU/}, referenced by no version.
 * </ul>
 */
final class LakeOrders {
  static final String NAME = "orders";
  static final String PROPOSAL = "eu-restatement";
  static final long READ_VERSION = 3;
  static final String LOSER_MESSAGE =
      "Files were added to partition [region=EU] by a concurrent update. Please try the operation again.";

  private static final StructType SCHEMA =
      new StructType()
          .add("order_id", new LongType())
          .add("customer_id", new LongType())
          .add("region", new StringType())
          .add("amount", new DoubleType());

  private LakeOrders() {}

  static void build(Path lake) throws IOException {
    LakeTable table =
        LakeTable.create(
            lake.resolve(NAME), NAME, SCHEMA, List.of("region"), Map.of(), Engines.FLINK);
    AddFile eu =
        table.write(region("EU"), List.of(order(1001, 501, 129.90), order(1002, 502, 54.0)));
    AddFile us = table.write(region("US"), List.of(order(1004, 601, 75.10)));
    table.commit(table.startTransaction(), List.of(eu, us), append(), Engines.FLINK);

    OptimisticTransaction first = table.startTransaction();
    OptimisticTransaction second = table.startTransaction();
    AddFile euFirst = table.write(region("EU"), List.of(order(1010, 503, 310.25)));
    AddFile euSecond = table.write(region("EU"), List.of(order(1011, 504, 18.99)));
    table.commit(first, List.of(euFirst), append(), Engines.FLINK);
    table.commit(second, List.of(euSecond), append(), Engines.FLINK);

    OptimisticTransaction restatement = table.startTransaction();
    TableRead read = TableRead.partition("region", "EU");
    read.applyTo(restatement);
    OptimisticTransaction late = table.startTransaction();
    table.commit(
        late,
        List.of(table.write(region("EU"), List.of(order(1012, 505, 42.00)))),
        append(),
        Engines.FLINK);

    List<Action> restated = new ArrayList<>();
    for (AddFile file : List.of(eu, euFirst, euSecond)) {
      restated.add(file.remove(LakeTable.START.plusSeconds(7200).toEpochMilli(), true));
    }
    restated.add(
        table.write(
            region("EU"),
            List.of(
                order(1001, 501, 129.90),
                order(1002, 502, 45.00),
                order(1010, 503, 310.25),
                order(1011, 504, 18.99))));
    Operation overwrite =
        new Operation(
            Operation.Name.WRITE,
            Json.parameters("mode", "Overwrite", "replaceWhere", "region = 'EU'"));
    DeltaConcurrentModificationException lost =
        table.lose(restatement, restated, overwrite, Engines.FLINK);
    Races.expect(NAME, lost, "ConcurrentAppendException", LOSER_MESSAGE);
    Proposals.write(table.dir(), PROPOSAL, READ_VERSION, read, restated, overwrite, Engines.FLINK);
  }

  private static Operation append() {
    return new Operation(Operation.Name.WRITE, Json.parameters("mode", "Append"));
  }

  private static Map<String, String> region(String region) {
    return Map.of("region", region);
  }

  private static Map<String, Object> order(long orderId, long customerId, double amount) {
    return Map.of("order_id", orderId, "customer_id", customerId, "amount", amount);
  }
}
