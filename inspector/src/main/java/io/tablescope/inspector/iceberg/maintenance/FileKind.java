package io.tablescope.inspector.iceberg.maintenance;

import io.tablescope.format.iceberg.manifest.FileContent;

/** What a file that cleanup would delete is, named as Tablescope's JSON names it. */
public enum FileKind {
  MANIFEST_LIST("manifest-list"),
  MANIFEST("manifest"),
  DATA("data"),
  POSITION_DELETES("position-deletes"),
  EQUALITY_DELETES("equality-deletes"),
  STATISTICS("statistics"),
  PARTITION_STATISTICS("partition-statistics");

  private final String jsonName;

  FileKind(String jsonName) {
    this.jsonName = jsonName;
  }

  /** The name in JSON and text output. */
  public String jsonName() {
    return jsonName;
  }

  /** The kind of a data or delete file named by a manifest entry. */
  static FileKind of(FileContent content) {
    return switch (content) {
      case DATA -> DATA;
      case POSITION_DELETES -> POSITION_DELETES;
      case EQUALITY_DELETES -> EQUALITY_DELETES;
    };
  }
}
