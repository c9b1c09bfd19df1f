package io.tablescope.format.hudi.log;

import io.tablescope.format.Problem;
import io.tablescope.format.io.FileAccess;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the blocks of a Hudi log file from their fixed fields and headers, as Hudi's {@code
 * HoodieLogFormatWriter} writes them: the magic {@code #HUDI#}; a long size of the block after that
 * size; an int log format version; an int block type ordinal; the header; a long content length;
 * the content; the footer; and a long reverse pointer, the block's bytes up to it, magic included.
 *
 * <p>A block whose size runs past the file, whose reverse pointer does not match its size, or which
 * no magic follows is what Hudi's {@code HoodieLogFileReader} takes as a corrupt block: the bytes
 * from it to the next magic, where reading resumes. This reader reports the same blocks. (Hudi
 * skips these checks on stores whose writes are all or nothing; the blocks it reads there are the
 * same unless the file is damaged, and then this reader names the damage.)
 */
public final class LogBlockReader {
  /** The magic that starts every block ({@code HoodieLogFormat.MAGIC}). */
  static final byte[] MAGIC = "#HUDI#".getBytes(StandardCharsets.US_ASCII);

  /** The log format version Hudi writes ({@code HoodieLogFormat.CURRENT_VERSION}). */
  static final int CURRENT_VERSION = 1;

  /** The most blocks Tablescope lists of one log file: Hudi rolls a log file over at 512 MB. */
  static final int MAX_BLOCKS = 100_000;

  // A block's size counts at least its version and its reverse pointer: less cannot be a block.
  private static final int MIN_BLOCK_SIZE = Integer.BYTES + Long.BYTES;

  private final FileAccess files;
  private final String location;
  private final List<LogBlock> blocks = new ArrayList<>();
  private final List<Problem> problems = new ArrayList<>();
  private FileWindow window;

  private LogBlockReader(FileAccess files, String location) {
    this.files = files;
    this.location = location;
  }

  /**
   * Reads the blocks of the log file at a location. A file that cannot be read at all is a problem
   * and no blocks: {@link Problem.Kind#MISSING} if it is not there, {@link Problem.Kind#CORRUPT} if
   * it is not a regular file; one failing mid-read is a problem after the blocks before. An empty
   * file, which Hudi creates before its first append, has no blocks and no problem.
   */
  public static LogBlocks read(FileAccess files, String location) {
    LogBlockReader reader = new LogBlockReader(files, location);
    reader.readFile();
    return new LogBlocks(location, reader.blocks, reader.problems);
  }

  private void readFile() {
    try {
      if (!files.isFile(location)) {
        problems.add(
            files.isDirectory(location)
                ? new Problem(Problem.Kind.CORRUPT, location, "is a directory, not a log file")
                : new Problem(Problem.Kind.MISSING, location, "no such file"));
        return;
      }
      window = new FileWindow(files, location, files.length(location));
      readBlocks();
    } catch (IOException e) {
      cannotRead(e);
    } catch (UncheckedIOException e) {
      cannotRead(e.getCause());
    }
  }

  private void readBlocks() throws IOException {
    long length = window.length();
    long offset = 0;
    while (offset < length) {
      if (blocks.size() == MAX_BLOCKS) {
        problem(
            Problem.Kind.CORRUPT,
            "holds more than "
                + MAX_BLOCKS
                + " blocks, the most Tablescope lists of a log file; those from byte "
                + offset
                + " are not listed");
        return;
      }
      if (length - offset < MAGIC.length) {
        // Hudi's reader meets the end of the file looking for a magic, and stops without a word.
        problem(
            Problem.Kind.CORRUPT,
            "its last "
                + (length - offset)
                + " bytes, from byte "
                + offset
                + ", are too few to start a block; Hudi's reader ignores them");
        return;
      }
      if (!window.matches(offset, MAGIC)) {
        // Each block's check looks for the next magic, so only the file's start gets here.
        long next = window.indexOf(MAGIC, offset + 1);
        corrupt(offset, next, "corrupt: it does not start with the magic #HUDI#", true);
        offset = next;
        continue;
      }
      offset = readBlock(offset);
    }
  }

  /** Reads the block whose magic is at an offset; where the next block's magic should be. */
  private long readBlock(long offset) throws IOException {
    long sizeAt = offset + MAGIC.length;
    long start = sizeAt + Long.BYTES;
    String damage;
    if (window.length() < start) {
      damage = "cut short: the file ends inside its size";
    } else {
      damage = damage(window.readLong(sizeAt), start);
    }
    if (damage != null) {
      // Hudi's reader looks for the next magic from just after this block's own.
      long next = window.indexOf(MAGIC, sizeAt);
      corrupt(offset, next, damage, false);
      return next;
    }
    long end = start + window.readLong(sizeAt);
    blocks.add(
        new BlockFields(window, location, prefix(offset), problems).read(offset, start, end));
    return end;
  }

  /**
   * Why Hudi's reader takes a block of a size, its fields from a start, as corrupt; null when it
   * does not. The checks are Hudi's {@code isBlockCorrupted}: the size stays within the file, the
   * reverse pointer at the block's end repeats it, and a magic or the end of the file follows.
   */
  private String damage(long size, long start) throws IOException {
    long after = window.length() - start;
    if (size < MIN_BLOCK_SIZE) {
      return "corrupt: its size says "
          + size
          + " bytes, fewer than the "
          + MIN_BLOCK_SIZE
          + " of its version and reverse pointer";
    }
    if (size > after) {
      return "cut short: its size says " + size + " bytes, the file has " + after + " after it";
    }
    if (size > Integer.MAX_VALUE) {
      // Hudi's reader takes the size as an int, and its writer never writes one past that.
      return "corrupt: its size says " + size + " bytes, more than a Hudi block can take";
    }
    long end = start + size;
    long pointer = window.readLong(end - Long.BYTES);
    if (pointer != size + MAGIC.length) {
      return "corrupt: its reverse pointer says "
          + pointer
          + " bytes where its size makes "
          + (size + MAGIC.length);
    }
    if (window.length() - end >= MAGIC.length && !window.matches(end, MAGIC)) {
      return "corrupt: no magic follows its end at byte " + end;
    }
    return null;
  }

  private void corrupt(long offset, long next, String reason, boolean atStart) {
    String resumes = next < window.length() ? " resumes at the next magic, at byte " + next : "";
    String then;
    if (atStart) {
      then =
          "; Hudi's reader refuses such a file"
              + (resumes.isEmpty() ? "" : ", Tablescope" + resumes);
    } else {
      then = resumes.isEmpty() ? "" : "; Hudi's reader" + resumes;
    }
    problems.add(
        new Problem(Problem.Kind.CORRUPT, location, prefix(offset) + " is " + reason + then));
    blocks.add(LogBlock.corrupt(offset, next - offset, reason));
  }

  /** How a message names the next block: its number, from 1, and where its magic is. */
  private String prefix(long offset) {
    return "block " + (blocks.size() + 1) + " at byte " + offset;
  }

  private void problem(Problem.Kind kind, String message) {
    problems.add(new Problem(kind, location, message));
  }

  private void cannotRead(IOException e) {
    String described = FileAccess.describe(location, e);
    String prefix = location + ": ";
    String reason = described.startsWith(prefix) ? described.substring(prefix.length()) : described;
    String kept =
        blocks.isEmpty() ? "" : " past block " + blocks.size() + ", the blocks before kept";
    problem(Problem.Kind.CORRUPT, "cannot be read (" + reason + ")" + kept);
  }
}
