package io.tablescope.format.testing.delta;

import io.delta.kernel.DataWriteContext;
import io.delta.kernel.Operation;
import io.delta.kernel.Table;
import io.delta.kernel.Transaction;
import io.delta.kernel.TransactionBuilder;
import io.delta.kernel.TransactionCommitResult;
import io.delta.kernel.data.Row;
import io.delta.kernel.defaults.engine.DefaultEngine;
import io.delta.kernel.engine.Engine;
import io.delta.kernel.expressions.Literal;
import io.delta.kernel.hook.PostCommitHook;
import io.delta.kernel.internal.util.Utils;
import io.delta.kernel.types.LongType;
import io.delta.kernel.types.StringType;
import io.delta.kernel.types.StructType;
import io.delta.kernel.utils.CloseableIterable;
import io.delta.kernel.utils.CloseableIterator;
import io.delta.kernel.utils.DataFileStatus;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.hadoop.conf.Configuration;

/**
 * Writes a Delta table with Delta Kernel 4.0.0, as an engine on Kernel does: each append writes
 * real (placeholder) data files where Kernel's write context puts them and commits Kernel's own add
 * actions; every post-commit hook Kernel asks for is run, so the log holds Kernel's checkpoints,
 * its {@code N.crc} checksums and, when {@link #compactingEvery} asks, its log compactions.
 *
 * <p>The schema is {@code id long, p string}, partitioned by {@code p}.
 */
public final class KernelTableWriter {
  private final Engine engine = DefaultEngine.create(new Configuration());
  private final Path root;
  private final Table table;
  private int compactionInterval;
  private int fileCounter;

  private KernelTableWriter(Path root) {
    this.root = root;
    this.table = Table.forPath(engine, root.toString());
  }

  /** Creates the table (version 0) with these properties. */
  public static KernelTableWriter create(Path root, Map<String, String> properties) {
    KernelTableWriter writer = new KernelTableWriter(root);
    StructType schema = new StructType().add("id", LongType.LONG).add("p", StringType.STRING);
    TransactionBuilder builder =
        writer
            .table
            .createTransactionBuilder(writer.engine, "tablescope-test", Operation.CREATE_TABLE)
            .withSchema(writer.engine, schema)
            .withPartitionColumns(writer.engine, List.of("p"))
            .withTableProperties(writer.engine, properties);
    writer.commit(builder.build(writer.engine), List.of());
    return writer;
  }

  /** Has Kernel compact the log every {@code interval} commits from now on (0: never). */
  public KernelTableWriter compactingEvery(int interval) {
    compactionInterval = interval;
    return this;
  }

  /** Appends one real file to each partition value. Returns the new version. */
  public long append(String... partitionValues) {
    TransactionBuilder builder =
        table.createTransactionBuilder(engine, "tablescope-test", Operation.WRITE);
    if (compactionInterval > 0) {
      builder = builder.withLogCompactionInverval(compactionInterval);
    }
    Transaction txn = builder.build(engine);
    Row state = txn.getTransactionState(engine);
    List<Row> actions = new ArrayList<>();
    for (String value : partitionValues) {
      DataWriteContext context =
          Transaction.getWriteContext(engine, state, Map.of("p", Literal.ofString(value)));
      DataFileStatus file = writeFile(context.getTargetDirectory());
      try (CloseableIterator<Row> adds =
          Transaction.generateAppendActions(
              engine, state, Utils.toCloseableIterator(List.of(file).iterator()), context)) {
        adds.forEachRemaining(actions::add);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return commit(txn, actions);
  }

  private DataFileStatus writeFile(String directory) {
    fileCounter++;
    Path folder =
        directory.contains(":")
            ? Path.of(URI.create(directory.replace(" ", "%20")))
            : Path.of(directory);
    Path file = folder.resolve("part-" + fileCounter + ".parquet");
    try {
      Files.createDirectories(folder);
      Files.write(file, new byte[100 + fileCounter]);
      return new DataFileStatus(
          file.toUri().toString(),
          Files.size(file),
          Files.getLastModifiedTime(file).toMillis(),
          Optional.empty());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private long commit(Transaction txn, List<Row> actions) {
    TransactionCommitResult result =
        txn.commit(
            engine,
            CloseableIterable.inMemoryIterable(Utils.toCloseableIterator(actions.iterator())));
    try {
      for (PostCommitHook hook : result.getPostCommitHooks()) {
        hook.threadSafeInvoke(engine);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return result.getVersion();
  }

  public Path root() {
    return root;
  }
}
