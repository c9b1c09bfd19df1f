package io.tablescope.format.iceberg.manifest;

/** What a content file holds. */
public enum FileContent {
  DATA("data"),
  POSITION_DELETES("position-deletes"),
  EQUALITY_DELETES("equality-deletes");

  private final String jsonName;

  FileContent(String jsonName) {
    this.jsonName = jsonName;
  }

  /** The name used in Tablescope's JSON output. */
  public String jsonName() {
    return jsonName;
  }

  public boolean isDelete() {
    return this != DATA;
  }

  static FileContent fromId(int id) {
    return switch (id) {
      case 1 -> POSITION_DELETES;
      case 2 -> EQUALITY_DELETES;
      default -> DATA;
    };
  }
}
