package io.tablescope.hudioracle;

import java.util.ArrayList;
import java.util.List;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericRecord;
import org.apache.hudi.common.model.DefaultHoodieRecordPayload;
import org.apache.hudi.common.model.HoodieAvroRecord;
import org.apache.hudi.common.model.HoodieKey;
import org.apache.hudi.common.model.HoodieRecord;
import org.apache.hudi.common.model.HoodieRecordPayload;

/** The scenarios' rows: id "k00".."k99", partitioned by id modulo 3, ts = step * 1000 + id. */
final class OracleRows {
  static final Schema SCHEMA =
      new Schema.Parser()
          .parse(
              "{\"type\":\"record\",\"name\":\"row\",\"namespace\":\"tablescope.oracle\","
                  + "\"fields\":[{\"name\":\"id\",\"type\":\"string\"},"
                  + "{\"name\":\"part\",\"type\":\"string\"},"
                  + "{\"name\":\"ts\",\"type\":\"long\"},"
                  + "{\"name\":\"value\",\"type\":\"string\"}]}");

  static final List<String> PARTITIONS = List.of("p0", "p1", "p2");

  private OracleRows() {}

  static String key(int id) {
    return String.format("k%02d", id);
  }

  static String partition(int id) {
    return PARTITIONS.get(id % PARTITIONS.size());
  }

  /** Records for ids [from, to), and optionally [from2, to2), written at the given step. */
  static List<HoodieRecord<HoodieRecordPayload>> rows(int from, int to, int step, int... more) {
    List<HoodieRecord<HoodieRecordPayload>> out = new ArrayList<>();
    for (int id = from; id < to; id++) {
      out.add(record(id, partition(id), step));
    }
    for (int r = 0; r + 1 < more.length; r += 2) {
      for (int id = more[r]; id < more[r + 1]; id++) {
        out.add(record(id, partition(id), step));
      }
    }
    return out;
  }

  static List<HoodieRecord<HoodieRecordPayload>> overwriteRows(
      String partition, int from, int to, int step) {
    List<HoodieRecord<HoodieRecordPayload>> out = new ArrayList<>();
    for (int id = from; id < to; id++) {
      out.add(record(id, partition, step));
    }
    return out;
  }

  /** A delete: no record, the ordering value of the step (later than the rows it deletes). */
  @SuppressWarnings({"unchecked", "rawtypes"})
  static HoodieRecord<HoodieRecordPayload> deleteRecord(int id, int step) {
    HoodieKey hoodieKey = new HoodieKey(key(id), partition(id));
    return (HoodieRecord)
        new HoodieAvroRecord<>(hoodieKey, new DefaultHoodieRecordPayload(null, step * 1000L + id));
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  static HoodieRecord<HoodieRecordPayload> record(int id, String partition, int step) {
    GenericRecord r = new GenericData.Record(SCHEMA);
    r.put("id", key(id));
    r.put("part", partition);
    long ts = step * 1000L + id;
    r.put("ts", ts);
    r.put("value", "v" + step + "-" + id);
    HoodieKey hoodieKey = new HoodieKey(key(id), partition);
    return (HoodieRecord) new HoodieAvroRecord<>(hoodieKey, new DefaultHoodieRecordPayload(r, ts));
  }
}
