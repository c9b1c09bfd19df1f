package io.tablescope.format.hudi.log;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablescope.format.avro.AvroException;
import io.tablescope.format.hudi.log.DeleteBlockKeys.DeletedKey;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * A delete block's keys, from content laid out as Hudi's version 3 writes it (the empty block each
 * metadata table file group starts with is read from Hudi's own tables in the oracle tests), and
 * each way the content can be damaged.
 */
class DeleteBlockKeysTest {
  private static final String WHERE = "/t/.hoodie/metadata/files/.files-0000-0_0.log.1_0-0-0";

  @Test
  void theKeysOfAVersionThreeBlockAreReadInOrder() {
    byte[] content = content(3, keys("p0", "", "p1", "p1"));

    assertThat(DeleteBlockKeys.read(WHERE, content))
        .containsExactly(new DeletedKey("p0", ""), new DeletedKey("p1", "p1"));
  }

  @Test
  void anEmptyBlockNamesNoKeys() {
    assertThat(DeleteBlockKeys.read(WHERE, content(3, new byte[] {0}))).isEmpty();
  }

  @Test
  void aJavaSerializedBlockIsRefusedNamingItsVersion() {
    assertThatThrownBy(() -> DeleteBlockKeys.read(WHERE, content(2, new byte[] {0})))
        .isInstanceOf(AvroException.class)
        .hasMessageStartingWith(WHERE)
        .hasMessageContaining("version 2, Java-serialized");
  }

  @Test
  void aLengthPastTheContentIsDamageNamingBoth() {
    byte[] content = content(3, keys("p0", ""));
    ByteBuffer.wrap(content).putInt(4, 1_000_000);

    assertThatThrownBy(() -> DeleteBlockKeys.read(WHERE, content))
        .isInstanceOf(AvroException.class)
        .hasMessageStartingWith(WHERE)
        .hasMessageContaining("1000000 bytes");
  }

  @Test
  void keysCutShortAreDamageNamingTheBlock() {
    byte[] whole = content(3, keys("p0", ""));
    byte[] cut = Arrays.copyOf(whole, whole.length - 3);
    ByteBuffer.wrap(cut).putInt(4, cut.length - 8);

    assertThatThrownBy(() -> DeleteBlockKeys.read(WHERE, cut))
        .isInstanceOf(AvroException.class)
        .hasMessageStartingWith(WHERE + ": the delete block's keys do not decode");
  }

  @Test
  void contentTooShortForItsHeaderIsDamage() {
    assertThatThrownBy(() -> DeleteBlockKeys.read(WHERE, new byte[] {0, 0, 0, 3}))
        .isInstanceOf(AvroException.class)
        .hasMessageContaining("4 bytes");
  }

  /** An array block of (key, partition) pairs, each with a null ordering value, then its end. */
  private static byte[] keys(String... keyAndPartition) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int pairs = keyAndPartition.length / 2;
    out.write(pairs * 2); // the block's count, zig-zag encoded
    for (int pair = 0; pair < pairs; pair++) {
      string(out, keyAndPartition[2 * pair]);
      string(out, keyAndPartition[2 * pair + 1]);
      out.write(0); // the ordering value's null branch
    }
    out.write(0);
    return out.toByteArray();
  }

  /** A string in its union's string branch. */
  private static void string(ByteArrayOutputStream out, String value) {
    byte[] bytes = value.getBytes(StandardCharsets.UTF_8);
    out.write(2);
    out.write(bytes.length * 2);
    out.writeBytes(bytes);
  }

  private static byte[] content(int version, byte[] keys) {
    return ByteBuffer.allocate(8 + keys.length)
        .putInt(version)
        .putInt(keys.length)
        .put(keys)
        .array();
  }
}
