package io.tablescope.app.demo;

/** The {@code spark.app.id} values that the demo commits carry in their snapshot summaries. */
final class SparkApps {
  static final String KEY = "spark.app.id";

  static final String ORDERS_INGEST = "application_1764374400000_0007";
  static final String ORDERS_WRITER_A = "application_1764374400000_0031";
  static final String ORDERS_WRITER_B = "application_1764374400000_0032";
  static final String ORDERS_AUDITED_LOAD = "application_1764374400000_0040";
  static final String CUSTOMERS_INGEST = "application_1764374400000_0011";
  static final String CUSTOMERS_UPDATE = "application_1764374400000_0051";
  static final String CUSTOMERS_DELETE = "application_1764374400000_0052";
  static final String CUSTOMERS_DEDUP = "application_1764374400000_0060";
  static final String CUSTOMERS_COMPACTION = "application_1764374400000_0061";
  static final String CUSTOMERS_ERASURE = "application_1764374400000_0070";
  static final String ONCALL_SEED = "application_1764374400000_0100";
  static final String ONCALL_ALICE = "application_1764374400000_0101";
  static final String ONCALL_BOB = "application_1764374400000_0102";
  static final String EVENTS_INGEST = "application_1764374400000_0200";
  static final String EVENTS_BACKFILL = "application_1764374400000_0201";
  static final String EVENTS_RETENTION = "application_1764374400000_0202";
  static final String READINGS_INGEST = "application_1764374400000_0300";
  static final String READINGS_CLEANUP = "application_1764374400000_0301";

  private SparkApps() {}
}
