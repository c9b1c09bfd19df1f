package io.tablescope.app.demo.lake;

import io.delta.standalone.Operation;
import io.delta.standalone.OptimisticTransaction;
import io.delta.standalone.actions.Action;
import io.delta.standalone.actions.AddFile;
import io.delta.standalone.types.LongType;
import io.delta.standalone.types.StringType;
import io.delta.standalone.types.StructType;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * {@code lake/customers}, partitioned by {@code country}: deletes racing an append and a delete.
 * Each loser's message has three lines: the first as below, then {@code Conflicting commit: } and
 * the winner's commitInfo, then {@code Refer to
 * https://docs.delta.io/latest/concurrency-control.html for more details.}
 *
 * <ul>
 *   <li>v0 CREATE TABLE; v1 WRITE (append) a DE file and an FR file; v2 WRITE (append) a second DE
 *       file (the spring sign-ups).
 *   <li>v3 DELETE (erasure of the spring sign-ups, {@code signup_batch = 'spring'}) removes the
 *       second DE file whole, while a deduplicating insert started from v2, which read {@code
 *       country = 'DE'} to skip known customers, was adding a DE file. The insert loses with {@code
 *       io.delta.standalone.exceptions.ConcurrentDeleteReadException}: {@value
 *       #DEDUP_MESSAGE_START}{@code <the spring file> in partition [country=DE]) by a concurrent
 *       update. Please try the operation again.} Proposal {@value #DEDUP_PROPOSAL}.
 *   <li>v4 DELETE of customer 502 rewrites the first DE file (remove it, add the surviving row),
 *       while a retention job started from v3 removes that same file without reading it (a blind
 *       delete). The retention job loses with {@code
 *       io.delta.standalone.exceptions.ConcurrentDeleteDeleteException}: {@value
 *       #RETENTION_MESSAGE_START}{@code <the first DE file>) by a concurrent update. Please try the
 *       operation again.} Proposal {@value #RETENTION_PROPOSAL}.
 * </ul>
 */
final class LakeCustomers {
  static final String NAME = "customers";
  static final String DEDUP_PROPOSAL = "dedup-insert";
  static final long DEDUP_READ_VERSION = 2;
  static final String DEDUP_MESSAGE_START =
      "This transaction attempted to read one or more files that were deleted (for example ";
  static final String RETENTION_PROPOSAL = "retention-delete";
  static final long RETENTION_READ_VERSION = 3;
  static final String RETENTION_MESSAGE_START =
      "This transaction attempted to delete one or more files that were deleted (for example ";

  private static final StructType SCHEMA =
      new StructType()
          .add("customer_id", new LongType())
          .add("name", new StringType())
          .add("signup_batch", new StringType())
          .add("country", new StringType());

  private LakeCustomers() {}

  static void build(Path lake) throws IOException {
    LakeTable table =
        LakeTable.create(
            lake.resolve(NAME), NAME, SCHEMA, List.of("country"), Map.of(), Engines.FLINK);
    AddFile de =
        table.write(
            country("DE"),
            List.of(customer(501, "Anna", "winter"), customer(502, "Bernd", "winter")));
    AddFile fr = table.write(country("FR"), List.of(customer(601, "Chloe", "winter")));
    table.commit(table.startTransaction(), List.of(de, fr), append(), Engines.FLINK);
    AddFile spring =
        table.write(
            country("DE"),
            List.of(customer(503, "Dieter", "spring"), customer(504, "Eva", "spring")));
    table.commit(table.startTransaction(), List.of(spring), append(), Engines.FLINK);

    OptimisticTransaction dedup = table.startTransaction();
    TableRead dedupRead = TableRead.partition("country", "DE");
    dedupRead.applyTo(dedup);
    OptimisticTransaction erasure = table.startTransaction();
    new TableRead("true").applyTo(erasure);
    table.commit(
        erasure,
        List.of(spring.remove(at(60), true)),
        delete("signup_batch = 'spring'"),
        Engines.FLINK);
    List<Action> inserted =
        List.of(table.write(country("DE"), List.of(customer(505, "Frank", "summer"))));
    Races.expect(
        NAME,
        table.lose(dedup, inserted, append(), Engines.FLINK),
        "ConcurrentDeleteReadException",
        DEDUP_MESSAGE_START);
    Proposals.write(
        table.dir(),
        DEDUP_PROPOSAL,
        DEDUP_READ_VERSION,
        dedupRead,
        inserted,
        append(),
        Engines.FLINK);

    OptimisticTransaction retention = table.startTransaction();
    OptimisticTransaction erase502 = table.startTransaction();
    TableRead.partition("country", "DE").applyTo(erase502);
    table.commit(
        erase502,
        List.of(
            de.remove(at(120), true),
            table.write(country("DE"), List.of(customer(501, "Anna", "winter")))),
        delete("customer_id = 502"),
        Engines.FLINK);
    List<Action> expired = List.of(de.remove(at(125), true));
    Operation retentionDelete = delete("country = 'DE' AND signup_batch = 'winter'");
    Races.expect(
        NAME,
        table.lose(retention, expired, retentionDelete, Engines.FLINK),
        "ConcurrentDeleteDeleteException",
        RETENTION_MESSAGE_START);
    Proposals.write(
        table.dir(),
        RETENTION_PROPOSAL,
        RETENTION_READ_VERSION,
        TableRead.NOTHING,
        expired,
        retentionDelete,
        Engines.FLINK);
  }

  private static long at(int minutes) {
    return LakeTable.START.plusSeconds(60L * minutes).toEpochMilli();
  }

  private static Operation append() {
    return new Operation(Operation.Name.WRITE, Json.parameters("mode", "Append"));
  }

  private static Operation delete(String predicate) {
    return new Operation(
        Operation.Name.DELETE, Json.parameters("predicate", Json.predicate(predicate)));
  }

  private static Map<String, String> country(String country) {
    return Map.of("country", country);
  }

  private static Map<String, Object> customer(long id, String name, String batch) {
    return Map.of("customer_id", id, "name", name, "signup_batch", batch);
  }
}
