package io.tablescope.format.testing;

/** How {@link FileTableOperations} names the table metadata files it writes. */
public enum MetadataNaming {
  /**
   * The Hadoop-catalog layout: {@code metadata/v<N>.metadata.json}, starting at {@code v1}, plus
   * {@code metadata/version-hint.text} holding the current {@code N}.
   */
  VERSION_HINT(1),

  /**
   * The metastore-catalog layout: {@code metadata/<NNNNN>-<uuid>.metadata.json} with a 5-digit,
   * zero-padded version starting at {@code 00000}, and no version hint; the current file is the one
   * with the highest version.
   */
  CATALOG(0);

  private final int firstVersion;

  MetadataNaming(int firstVersion) {
    this.firstVersion = firstVersion;
  }

  /** Returns the version number of a new table's first metadata file. */
  public int firstVersion() {
    return firstVersion;
  }
}
