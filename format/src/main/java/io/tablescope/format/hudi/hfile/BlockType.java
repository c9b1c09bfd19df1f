package io.tablescope.format.hudi.hfile;

import java.nio.charset.StandardCharsets;

/** The kinds of block an HFile holds, each told by the 8-byte magic that starts its header. */
enum BlockType {
  DATA("DATABLK*", "data block"),
  ENCODED_DATA("DATABLKE", "encoded data block"),
  LEAF_INDEX("IDXLEAF2", "leaf index block"),
  BLOOM_CHUNK("BLMFBLK2", "bloom filter block"),
  META("METABLKc", "meta block"),
  INTERMEDIATE_INDEX("IDXINTE2", "intermediate index block"),
  ROOT_INDEX("IDXROOT2", "root index block"),
  FILE_INFO("FILEINF2", "file info block"),
  GENERAL_BLOOM_META("BLMFMET2", "bloom filter meta block"),
  DELETE_FAMILY_BLOOM_META("DFBLMET2", "delete family bloom filter meta block");

  static final int MAGIC_LENGTH = 8;

  private final byte[] magic;
  private final String words;

  BlockType(String magic, String words) {
    this.magic = magic.getBytes(StandardCharsets.US_ASCII);
    this.words = words;
  }

  /** The type whose magic is at an offset, or null when no type's is. */
  static BlockType at(FileBytes file, int offset) {
    for (BlockType type : values()) {
      if (file.matches(offset, type.magic)) {
        return type;
      }
    }
    return null;
  }

  /** The type as a message names it: "data block". */
  String words() {
    return words;
  }
}
