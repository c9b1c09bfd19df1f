package io.tablescope.app.demo;

import static org.apache.iceberg.types.Types.NestedField.required;

import io.tablescope.format.testing.TableFiles;
import java.util.List;
import java.util.Map;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.RowDelta;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableProperties;
import org.apache.iceberg.data.Record;
import org.apache.iceberg.expressions.Expressions;
import org.apache.iceberg.types.Types;

/**
 * {@code hospital.doctors}, format v2, merge-on-read: the doctors-on-call write skew. See {@link
 * DemoWarehouseGenerator}.
 */
final class HospitalDoctors {
  static final String DB = "hospital";
  static final String NAME = "doctors";
  static final String SKEW_BRANCH = "proposal-write-skew";

  private static final Schema SCHEMA =
      new Schema(
          required(1, "name", Types.StringType.get()),
          required(2, "shift_id", Types.IntegerType.get()),
          required(3, "on_call", Types.BooleanType.get()));

  private HospitalDoctors() {}

  static Table build(DemoWarehouse warehouse) {
    Table table =
        warehouse.create(
            DB,
            NAME,
            SCHEMA,
            PartitionSpec.builderFor(SCHEMA).identity("shift_id").build(),
            2,
            Map.of(
                TableProperties.UPDATE_MODE, "merge-on-read",
                TableProperties.DELETE_MODE, "merge-on-read"));

    DataFile shiftOne =
        TableFiles.writeData(table, List.of(doctor("alice", 1, true), doctor("bob", 1, true)));
    table
        .newAppend()
        .appendFile(shiftOne)
        .appendFile(
            TableFiles.writeData(
                table, List.of(doctor("carol", 2, true), doctor("dave", 2, false))))
        .set(SparkApps.KEY, SparkApps.ONCALL_SEED)
        .commit();

    long base = table.currentSnapshot().snapshotId();
    table.manageSnapshots().createBranch(SKEW_BRANCH, base).commit();
    // Both transactions ran SELECT count(*) FROM doctors WHERE shift_id = 1 AND on_call, saw 2, and
    // each took one doctor off call (row 0 is alice, row 1 is bob).
    goOffCall(table, shiftOne, 0, "alice", base, SparkApps.ONCALL_ALICE).commit();
    goOffCall(table, shiftOne, 1, "bob", base, SparkApps.ONCALL_BOB).toBranch(SKEW_BRANCH).commit();
    return table;
  }

  private static RowDelta goOffCall(
      Table table, DataFile shiftOne, long position, String name, long base, String appId) {
    return table
        .newRowDelta()
        .addDeletes(TableFiles.writePositionDeletes(table, shiftOne, position))
        .addRows(TableFiles.writeData(table, List.of(doctor(name, 1, false))))
        .validateFromSnapshot(base)
        .conflictDetectionFilter(Expressions.equal("shift_id", 1))
        .validateDataFilesExist(List.of(shiftOne.location()))
        .validateDeletedFiles()
        .validateNoConflictingDeleteFiles()
        .set(SparkApps.KEY, appId);
  }

  private static Record doctor(String name, int shiftId, boolean onCall) {
    return TableFiles.row(SCHEMA, name, shiftId, onCall);
  }
}
