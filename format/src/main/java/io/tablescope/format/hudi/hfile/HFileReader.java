package io.tablescope.format.hudi.hfile;

import io.tablescope.format.io.ReadLimits;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Reads an HFile of version 3 held whole in memory, as Hudi writes them for its metadata table (the
 * base files of its partitions, and the content of each HFILE_DATA_BLOCK of their log files): the
 * trailer at the file's end; the FILE_INFO block where the trailer puts it; then every block from
 * the first data block to the last, the cells of each data block in order, stepping over the leaf
 * index and bloom filter blocks written among them. The block indexes, meta blocks (Hudi's bloom
 * filter) and the load-on-open section's other blocks are not read.
 *
 * <p>Every block read has its checksums verified and its data inflated (no codec, or gzip as Hudi
 * writes); every size and count the file gives is checked against what holds it before it is used.
 * A file that is not an HFile, is cut short or damaged, or holds what Tablescope does not read
 * (another version, another codec, encryption, encoded data blocks) is an {@link HFileException}
 * naming it and what is wrong.
 */
public final class HFileReader {
  private final FileBytes file;
  private final Trailer trailer;
  private final long inflatedLimit = ReadLimits.inflatedLimit();
  private long inflated;

  private HFileReader(FileBytes file, Trailer trailer) {
    this.file = file;
    this.trailer = trailer;
  }

  /**
   * Reads the HFile a location holds, from its bytes.
   *
   * @throws HFileException when the bytes are not an HFile Tablescope reads whole
   */
  public static HFile read(String location, byte[] bytes) {
    FileBytes file = new FileBytes(location, bytes);
    Trailer trailer = Trailer.read(file);
    if (!trailer.compression().isRead()) {
      throw file.damage(
          "is compressed with "
              + trailer.compression().words()
              + ", which Tablescope does not read: Hudi writes gzip");
    }
    HFileReader reader = new HFileReader(file, trailer);
    Map<String, byte[]> fileInfo = reader.fileInfo();
    return new HFile(fileInfo, reader.cells(CellLayout.of(file, fileInfo)));
  }

  private Map<String, byte[]> fileInfo() {
    int offset = (int) trailer.fileInfoOffset();
    Block block = Block.read(file, offset, trailer.start());
    if (block.type() != BlockType.FILE_INFO) {
      throw file.damage(
          "has a damaged trailer: it puts the file info at byte "
              + offset
              + ", where a "
              + block.type().words()
              + " is");
    }
    return FileInfo.read(file, inflate(block), "file info block at byte " + offset);
  }

  private List<HFileCell> cells(CellLayout layout) {
    long entryCount = trailer.entryCount();
    List<HFileCell> cells = new ArrayList<>((int) Math.min(entryCount, 1 << 16));
    if (entryCount == 0) {
      // HBase writes no data block for no cells, and leaves their offsets unset.
      return cells;
    }
    int last = (int) trailer.lastDataBlockOffset();
    int offset = (int) trailer.firstDataBlockOffset();
    while (true) {
      Block block = Block.read(file, offset, trailer.start());
      switch (block.type()) {
        case DATA -> DataBlock.readCells(file, block, inflate(block), layout, cells, entryCount);
        case LEAF_INDEX, BLOOM_CHUNK -> {
          // Written among the data blocks once they fill up; the cells need neither.
        }
        case ENCODED_DATA ->
            throw file.damage(
                "encodes its data blocks (DATA_BLOCK_ENCODING), which Tablescope does not read:"
                    + " Hudi writes them plain");
        default ->
            throw file.damage(
                "is damaged: its data blocks hold a "
                    + block.type().words()
                    + " at byte "
                    + offset);
      }
      if (offset == last) {
        break;
      }
      offset = block.end();
      if (offset > last) {
        throw file.damage(
            "is damaged: its blocks from byte "
                + trailer.firstDataBlockOffset()
                + " step over byte "
                + last
                + ", where its trailer puts the last data block");
      }
    }
    if (cells.size() != entryCount) {
      throw file.damage(
          "is damaged: its data blocks hold "
              + cells.size()
              + " cells where its trailer counts "
              + entryCount);
    }
    return cells;
  }

  /** A block's data, inflated within what Tablescope inflates of one file. */
  private byte[] inflate(Block block) {
    inflated += block.inflatedSize();
    if (inflated > inflatedLimit) {
      throw file.damage(
          "inflates to more than "
              + ReadLimits.describe(inflatedLimit)
              + ", the most Tablescope reads of one file");
    }
    return block.data(file, trailer.compression());
  }
}
