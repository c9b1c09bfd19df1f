package io.tablescope.format.parquet;

import java.io.ByteArrayInputStream;
import org.apache.parquet.io.DelegatingSeekableInputStream;
import org.apache.parquet.io.InputFile;
import org.apache.parquet.io.SeekableInputStream;

/**
 * A Parquet file held in memory, so that files read through {@code FileAccess} (any scheme, and
 * counted in tests) are decoded without a Hadoop path.
 */
final class BytesInputFile implements InputFile {
  private final String location;
  private final byte[] bytes;

  BytesInputFile(String location, byte[] bytes) {
    this.location = location;
    this.bytes = bytes;
  }

  /** The file's location: parquet-mr names the file by it in its messages. */
  @Override
  public String toString() {
    return location;
  }

  @Override
  public long getLength() {
    return bytes.length;
  }

  @Override
  public SeekableInputStream newStream() {
    SeekableBytes in = new SeekableBytes(bytes);
    return new DelegatingSeekableInputStream(in) {
      @Override
      public long getPos() {
        return in.position();
      }

      @Override
      public void seek(long newPos) {
        in.seek((int) newPos);
      }
    };
  }

  private static final class SeekableBytes extends ByteArrayInputStream {
    SeekableBytes(byte[] bytes) {
      super(bytes);
    }

    synchronized long position() {
      return pos;
    }

    synchronized void seek(int position) {
      pos = position;
    }
  }
}
