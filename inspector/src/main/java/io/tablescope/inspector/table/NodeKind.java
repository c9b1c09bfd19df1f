package io.tablescope.inspector.table;

/** What a node of a commit tree is, in words every format shares; the app gives each an icon. */
public enum NodeKind {
  /** The commit itself: a snapshot or a version. */
  COMMIT,
  /** A file that lists others, or a page of a long list: a manifest list, a checkpoint. */
  FILE_LIST,
  /** A file of data file entries or actions: a data manifest, a commit file. */
  DATA_MANIFEST,
  DELETE_MANIFEST,
  DATA_FILE,
  POSITION_DELETE,
  EQUALITY_DELETE,
  /** A data file with a deletion vector, or the vector itself. */
  DELETION_VECTOR,
  /** A Hudi log file: blocks of changes layered onto a file slice's base file. */
  LOG_FILE,
  /** A file a commit removed. */
  REMOVED_FILE,
  /** Any other record: a checksum file, a metadata or protocol action. */
  RECORD,
  /** Something that could not be read; the row says why. */
  PROBLEM
}
