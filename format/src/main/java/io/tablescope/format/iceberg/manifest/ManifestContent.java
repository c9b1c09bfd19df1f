package io.tablescope.format.iceberg.manifest;

/** What a manifest tracks: data files or delete files. */
public enum ManifestContent {
  DATA("data"),
  DELETES("deletes");

  private final String jsonName;

  ManifestContent(String jsonName) {
    this.jsonName = jsonName;
  }

  /** The name used in metadata and in Tablescope's JSON output. */
  public String jsonName() {
    return jsonName;
  }

  static ManifestContent fromId(int id) {
    return id == 1 ? DELETES : DATA;
  }
}
