package io.tablescope.inspector.iceberg;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.luben.zstd.ZstdOutputStream;
import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.manifest.ManifestReader;
import io.tablescope.format.iceberg.manifest.PartitionTypes;
import io.tablescope.format.iceberg.metadata.PartitionSpec;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.io.ReadLimits;
import io.tablescope.format.testing.AvroBlocks;
import io.tablescope.format.testing.FixtureTables;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import org.apache.avro.file.CodecFactory;
import org.apache.avro.file.DataFileReader;
import org.apache.avro.file.SeekableByteArrayInput;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The decompression and the sizes of Avro blocks, fuzzed: manifests iceberg-core wrote are written
 * again by Apache Avro with each codec Iceberg uses, in many small blocks, and each block's record
 * count, byte size, snappy length and data are damaged or replaced by a bomb. Each reading must end
 * in time with the entries as before or a problem naming the manifest (or, for a change no reader
 * can see, plain Avro reading the same records); a block that would inflate past the block limit
 * must be named as such.
 */
class CompressedBlocksFuzzTest {
  private static final long SEED = Long.getLong("fuzz.seed", 20261202L);
  private static final int MUTATIONS_PER_CODEC = 600;
  private static final int BOMBS_PER_CODEC = 4;
  private static final long TIME_LIMIT_SECONDS = 20;
  private static final int SYNC_SIZE = 16;

  /** Small blocks: every record its own block or nearly, so each damage lands in one. */
  private static final int SMALL_BLOCKS = 32;

  @TempDir Path folder;

  /** A block of a container file: where its count starts, where its data starts and ends. */
  private record Block(int start, long count, int dataStart, int dataEnd) {}

  private enum Kind {
    COUNT,
    SIZE,
    SNAPPY_LENGTH,
    FLIP,
    BOMB
  }

  @Test
  void damagedAndBombedBlocksOfEveryCodecAreNamedAtTheirManifest() throws Exception {
    FixtureTables fixtures = new FixtureTables(folder);
    List<IcebergTable> tables = new ArrayList<>();
    for (org.apache.iceberg.Table written :
        List.of(fixtures.manyManifests(), fixtures.equalityDeletes(), fixtures.deletionVectors())) {
      tables.add(IcebergTable.open(folder.resolve(written.name()).toString(), null));
    }
    Map<String, CodecFactory> codecs =
        Map.of(
            "deflate", CodecFactory.deflateCodec(6),
            "snappy", CodecFactory.snappyCodec(),
            "zstandard", CodecFactory.zstandardCodec(3));
    Random random = new Random(SEED);
    Map<String, Integer> outcomes = new TreeMap<>();
    List<String> failures = new ArrayList<>();
    ExecutorService runner = Executors.newSingleThreadExecutor();
    try {
      for (IcebergTable table : tables) {
        ManifestReader reader = readerOf(table);
        for (ManifestFile written : manifestsOf(table)) {
          byte[] original = Files.readAllBytes(Path.of(table.localPath(written.path())));
          String baseline = entries(reader.read(written, original));
          for (Map.Entry<String, CodecFactory> codec : codecs.entrySet()) {
            byte[] rewritten = AvroBlocks.rewritten(original, codec.getValue(), SMALL_BLOCKS);
            // As the manifest list would record the rewritten file: only damage is then unlike it.
            ManifestFile manifest = withLength(written, rewritten.length);
            Manifest same = reader.read(manifest, rewritten);
            assertThat(same.problems()).as("%s in %s", manifest.path(), codec.getKey()).isEmpty();
            assertThat(entries(same))
                .as("%s in %s", manifest.path(), codec.getKey())
                .isEqualTo(baseline);
            List<Block> blocks = blocks(rewritten);
            for (int i = 0; i < MUTATIONS_PER_CODEC / 10; i++) {
              Kind kind = Kind.values()[random.nextInt(Kind.BOMB.ordinal())];
              if (kind == Kind.SNAPPY_LENGTH && !codec.getKey().equals("snappy")) {
                kind = Kind.SIZE;
              }
              Block block = blocks.get(random.nextInt(blocks.size()));
              byte[] damaged = damage(kind, rewritten, block, random);
              check(
                  runner,
                  reader,
                  manifest,
                  damaged,
                  baseline,
                  kind,
                  codec.getKey(),
                  outcomes,
                  failures);
            }
          }
        }
      }
      IcebergTable table = tables.get(0);
      ManifestReader reader = readerOf(table);
      ManifestFile manifest = manifestsOf(table).get(0);
      byte[] original = Files.readAllBytes(Path.of(table.localPath(manifest.path())));
      for (Map.Entry<String, CodecFactory> codec : codecs.entrySet()) {
        byte[] rewritten = AvroBlocks.rewritten(original, codec.getValue(), SMALL_BLOCKS);
        for (int i = 0; i < BOMBS_PER_CODEC; i++) {
          int size = ReadLimits.blockLimit() + (1 << 20) + random.nextInt(64 << 20);
          byte[] bombed =
              replaceData(rewritten, blocks(rewritten).get(0), bomb(codec.getKey(), size));
          Manifest read = reader.read(withLength(manifest, bombed.length), bombed);
          assertThat(read.problems())
              .as("a %s block of %d bytes", codec.getKey(), size)
              .extracting(Problem::message)
              .anySatisfy(
                  message ->
                      assertThat(message)
                          .contains(
                              ReadLimits.describe(ReadLimits.blockLimit()), "Tablescope reads"));
          outcomes.merge("BOMB named", 1, Integer::sum);
        }
      }
    } finally {
      runner.shutdownNow();
    }
    System.out.printf(
        "Fuzzed compressed blocks (seed %d): %s; failures %d%n", SEED, outcomes, failures.size());
    failures.stream().limit(10).forEach(System.out::println);
    assertThat(failures.stream().limit(5).toList()).as("failures of %s", failures.size()).isEmpty();
    assertThat(outcomes.values().stream().mapToInt(Integer::intValue).sum()).isGreaterThan(1_000);
  }

  private static void check(
      ExecutorService runner,
      ManifestReader reader,
      ManifestFile manifest,
      byte[] damaged,
      String baseline,
      Kind kind,
      String codec,
      Map<String, Integer> outcomes,
      List<String> failures)
      throws InterruptedException {
    String what = manifest.path() + " (" + codec + ", " + kind + ")";
    // Sized as its list would record it, so that only the blocks can give the damage away.
    ManifestFile sized = withLength(manifest, damaged.length);
    Future<Manifest> reading = runner.submit(() -> reader.read(sized, damaged));
    Manifest read;
    try {
      read = reading.get(TIME_LIMIT_SECONDS, TimeUnit.SECONDS);
    } catch (ExecutionException escaped) {
      failures.add(what + ": escaped " + escaped.getCause());
      return;
    } catch (TimeoutException hung) {
      failures.add(what + ": no answer within " + TIME_LIMIT_SECONDS + " s");
      reading.cancel(true);
      return;
    }
    String outcome;
    if (read.problems().stream().anyMatch(problem -> problem.path().equals(manifest.path()))) {
      outcome = "named problem";
    } else if (entries(read).equals(baseline)) {
      outcome = "read as before";
    } else if (codec.equals("snappy")) {
      failures.add(what + ": a snappy block read differently past its checksum: " + entries(read));
      return;
    } else if (plainAvroRecords(damaged) == read.entries().size()) {
      outcome = "undetectable";
    } else {
      failures.add(what + ": read differently without a problem: " + entries(read));
      return;
    }
    outcomes.merge(kind + " " + outcome, 1, Integer::sum);
  }

  private static byte[] damage(Kind kind, byte[] file, Block block, Random random) {
    return switch (kind) {
      case COUNT ->
          withHeader(file, block, randomLong(random), block.dataEnd() - block.dataStart());
      case SIZE -> withHeader(file, block, block.count(), randomLong(random));
      case SNAPPY_LENGTH -> {
        byte[] data = Arrays.copyOfRange(file, block.dataStart(), block.dataEnd());
        ByteArrayOutputStream length = new ByteArrayOutputStream();
        long value =
            random.nextInt(4) == 0 ? random.nextLong() & 0xFFFFFFFFL : random.nextInt(1 << 30);
        do {
          length.write((int) ((value & 0x7F) | (value > 0x7F ? 0x80 : 0)));
          value >>>= 7;
        } while (value != 0);
        byte[] varint = length.toByteArray();
        System.arraycopy(varint, 0, data, 0, Math.min(varint.length, data.length - 4));
        yield replaceData(file, block, data);
      }
      default -> {
        byte[] copy = file.clone();
        int flips = 1 + random.nextInt(3);
        for (int i = 0; i < flips; i++) {
          int at = block.dataStart() + random.nextInt(block.dataEnd() - block.dataStart());
          copy[at] ^= (byte) (1 << random.nextInt(8));
        }
        yield copy;
      }
    };
  }

  /** A long from the ranges sizes go wrong in: small, off by one, past an int, negative, huge. */
  private static long randomLong(Random random) {
    return switch (random.nextInt(5)) {
      case 0 -> random.nextInt(64);
      case 1 -> Integer.MAX_VALUE - random.nextInt(8);
      case 2 -> (1L << 32) - random.nextInt(8);
      case 3 -> -1 - random.nextInt(1 << 20);
      default -> random.nextLong();
    };
  }

  private static byte[] withHeader(byte[] file, Block block, long count, long size) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.write(file, 0, block.start());
    writeLong(out, count);
    writeLong(out, size);
    out.write(file, block.dataStart(), file.length - block.dataStart());
    return out.toByteArray();
  }

  private static byte[] replaceData(byte[] file, Block block, byte[] data) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.write(file, 0, block.start());
    writeLong(out, block.count());
    writeLong(out, data.length);
    out.write(data, 0, data.length);
    out.write(file, block.dataEnd(), file.length - block.dataEnd());
    return out.toByteArray();
  }

  /** Zeros of the size, compressed as the codec writes an Avro block. */
  private static byte[] bomb(String codec, int size) throws IOException {
    byte[] zeros = new byte[size];
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    switch (codec) {
      case "deflate" -> {
        try (OutputStream deflate =
            new DeflaterOutputStream(out, new Deflater(Deflater.BEST_COMPRESSION, true))) {
          deflate.write(zeros);
        }
      }
      case "zstandard" -> {
        try (OutputStream zstd = new ZstdOutputStream(out, 3)) {
          zstd.write(zeros);
        }
      }
      default -> {
        // Snappy's length alone claims the size; the block need not hold the data it claims.
        long value = size;
        do {
          out.write((int) ((value & 0x7F) | (value > 0x7F ? 0x80 : 0)));
          value >>>= 7;
        } while (value != 0);
        out.write(new byte[8], 0, 8);
      }
    }
    return out.toByteArray();
  }

  private static List<Block> blocks(byte[] file) {
    byte[] sync = Arrays.copyOfRange(file, file.length - SYNC_SIZE, file.length);
    int position = AvroBlocks.indexOf(file, sync) + SYNC_SIZE;
    List<Block> blocks = new ArrayList<>();
    while (position < file.length) {
      int[] at = {position};
      long count = readLong(file, at);
      long size = readLong(file, at);
      int dataEnd = (int) (at[0] + size);
      blocks.add(new Block(position, count, at[0], dataEnd));
      position = dataEnd + SYNC_SIZE;
    }
    return blocks;
  }

  private static ManifestReader readerOf(IcebergTable table) {
    Map<Integer, PartitionSpec> specs = new HashMap<>();
    table.metadata().partitionSpecs().forEach(spec -> specs.put(spec.specId(), spec));
    return new ManifestReader(specs, new PartitionTypes(table.metadata()));
  }

  private static List<ManifestFile> manifestsOf(IcebergTable table) {
    Snapshot current = table.metadata().currentSnapshot().orElseThrow();
    return table.manifestList(current).manifests();
  }

  private static ManifestFile withLength(ManifestFile m, long length) {
    return new ManifestFile(
        m.path(),
        length,
        m.partitionSpecId(),
        m.content(),
        m.sequenceNumber(),
        m.minSequenceNumber(),
        m.addedSnapshotId(),
        m.addedFilesCount(),
        m.existingFilesCount(),
        m.deletedFilesCount(),
        m.addedRowsCount(),
        m.existingRowsCount(),
        m.deletedRowsCount(),
        m.partitions(),
        m.keyMetadata(),
        m.firstRowId());
  }

  private static String entries(Manifest manifest) {
    return manifest.entries().toString();
  }

  private static long plainAvroRecords(byte[] bytes) {
    try (DataFileReader<GenericRecord> reader =
        new DataFileReader<>(new SeekableByteArrayInput(bytes), new GenericDatumReader<>())) {
      long count = 0;
      while (reader.hasNext()) {
        reader.next();
        count++;
      }
      return count;
    } catch (IOException | RuntimeException e) {
      return -1;
    }
  }

  private static long readLong(byte[] bytes, int[] at) {
    long value = 0;
    for (int shift = 0; ; shift += 7) {
      int b = bytes[at[0]++] & 0xff;
      value |= (long) (b & 0x7f) << shift;
      if ((b & 0x80) == 0) {
        return (value >>> 1) ^ -(value & 1);
      }
    }
  }

  private static void writeLong(ByteArrayOutputStream out, long value) {
    long n = (value << 1) ^ (value >> 63);
    while ((n & ~0x7FL) != 0) {
      out.write((int) ((n & 0x7F) | 0x80));
      n >>>= 7;
    }
    out.write((int) n);
  }
}
