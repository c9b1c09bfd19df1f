package io.tablescope.format.avro;

import static io.tablescope.format.avro.AvroValuesTest.failure;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.EncoderFactory;
import org.junit.jupiter.api.Test;

/** Numbers as Avro's encoder writes them, and damage named for what it is. */
class AvroDecoderTest {
  @Test
  void numbersReadAsAvroWroteThem() throws IOException {
    long[] longs = {
      0, 1, -1, 63, -64, 64, Integer.MAX_VALUE, Integer.MIN_VALUE, Long.MAX_VALUE, Long.MIN_VALUE
    };
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    BinaryEncoder encoder = EncoderFactory.get().binaryEncoder(out, null);
    for (long value : longs) {
      encoder.writeLong(value);
      encoder.writeFloat(value / 3f);
      encoder.writeDouble(value / 7d);
      encoder.writeBoolean(value % 2 == 0);
    }
    encoder.flush();
    byte[] bytes = out.toByteArray();

    AvroDecoder in = new AvroDecoder(bytes, 0, bytes.length);
    for (long value : longs) {
      assertThat(in.readLong()).isEqualTo(value);
      assertThat(in.readFloat()).isEqualTo(value / 3f);
      assertThat(in.readDouble()).isEqualTo(value / 7d);
      assertThat(in.readBoolean()).isEqualTo(value % 2 == 0);
    }
    assertThat(in.isEnd()).isTrue();
  }

  @Test
  void damageIsNamed() {
    assertThat(failure(() -> decoder(3).readBytes()))
        .isEqualTo("bytes with a negative length (-2)");
    assertThat(failure(() -> decoder(20, 'a', 'b').readString()))
        .isEqualTo("a string of 10 bytes, with only 2 bytes left");
    assertThat(failure(() -> decoder(0x80, 0x80, 0x80, 0x80, 0x10).readInt()))
        .isEqualTo("an int holds 2147483648, out of an int's range");
    assertThat(
            failure(
                () ->
                    decoder(0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 1)
                        .readLong()))
        .isEqualTo("a number runs past the ten bytes a long can take");
    assertThat(failure(() -> decoder(0x80).readLong())).isEqualTo("the data ends inside a number");
    assertThat(failure(() -> decoder(4).readIndex(2)))
        .isEqualTo("a union value names branch 2 of 2");
    assertThat(failure(() -> decoder(1, 2).readDouble()))
        .isEqualTo("the data ends inside a double");
    assertThat(failure(() -> decoder(8, 0, 0).readBlockCount()))
        .isEqualTo("an array or map block of 4 items, with only 2 bytes left");
  }

  @Test
  void aBlockWithItsSizeIsCountedAsAvroWritesIt() {
    // A count of -2 (zig-zag 3) is followed by the block's size in bytes (zig-zag 4: 2 bytes).
    AvroDecoder in = decoder(3, 4, 2, 4, 0);

    assertThat(in.readBlockCount()).isEqualTo(2);
    assertThat(in.readLong()).isEqualTo(1);
    assertThat(in.readLong()).isEqualTo(2);
    assertThat(in.readBlockCount()).isZero();
    assertThat(in.isEnd()).isTrue();
  }

  @Test
  void aStringIsComparedInAnyCase() {
    byte[] puffin = {'P', 'U', 'F', 'F', 'I', 'N'};

    assertThat(decoder(12, 'p', 'u', 'F', 'f', 'i', 'n').readStringIgnoringCase(puffin)).isTrue();
    assertThat(decoder(14, 'p', 'a', 'r', 'q', 'u', 'e', 't').readStringIgnoringCase(puffin))
        .isFalse();
  }

  private static AvroDecoder decoder(int... values) {
    byte[] bytes = new byte[values.length];
    for (int i = 0; i < values.length; i++) {
      bytes[i] = (byte) values[i];
    }
    return new AvroDecoder(bytes, 0, bytes.length);
  }
}
