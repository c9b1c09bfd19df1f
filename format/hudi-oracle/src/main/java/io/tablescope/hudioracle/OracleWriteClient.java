package io.tablescope.hudioracle;

import java.util.List;
import org.apache.hudi.client.HoodieJavaWriteClient;
import org.apache.hudi.client.WriteStatus;
import org.apache.hudi.common.engine.HoodieEngineContext;
import org.apache.hudi.common.model.HoodieRecord;
import org.apache.hudi.common.model.HoodieRecordPayload;
import org.apache.hudi.common.model.WriteOperationType;
import org.apache.hudi.common.util.Option;
import org.apache.hudi.config.HoodieWriteConfig;
import org.apache.hudi.table.HoodieTable;
import org.apache.hudi.table.action.HoodieWriteMetadata;

/**
 * The Java write client with insert_overwrite, which Hudi 1.0.1's {@link HoodieJavaWriteClient}
 * lacks although its copy-on-write table has it: the same steps as its {@code insert}, the table's
 * {@code insertOverwrite} in between (as Spark's write client does).
 */
@SuppressWarnings({"rawtypes", "unchecked"})
final class OracleWriteClient extends HoodieJavaWriteClient<HoodieRecordPayload> {

  OracleWriteClient(HoodieEngineContext context, HoodieWriteConfig config) {
    super(context, config);
  }

  /** Starts the instant with {@code startCommit(REPLACE_COMMIT_ACTION, metaClient)} first. */
  List<WriteStatus> insertOverwrite(
      List<HoodieRecord<HoodieRecordPayload>> records, String instantTime) {
    HoodieTable table =
        initTable(WriteOperationType.INSERT_OVERWRITE, Option.ofNullable(instantTime));
    table.validateInsertSchema();
    preWrite(instantTime, WriteOperationType.INSERT_OVERWRITE, table.getMetaClient());
    HoodieWriteMetadata<List<WriteStatus>> result =
        table.insertOverwrite(context, instantTime, records);
    return postWrite(result, instantTime, table);
  }
}
