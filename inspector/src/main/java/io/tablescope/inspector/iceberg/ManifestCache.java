package io.tablescope.inspector.iceberg;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import java.util.function.ToLongFunction;

/**
 * The manifest lists and manifests of one opened table, read once and kept while they fit: every
 * value has a weight (its entries), and the least recently used values are dropped when the total
 * passes the bound. Callers that ask for a file while another is reading it wait for that read
 * instead of starting their own. Thread-safe.
 */
final class ManifestCache {
  /**
   * What one manifest entry read with its column statistics may take on the heap. On a table of
   * four columns it is about 750 bytes, statistics included; the margin is for wider tables, whose
   * statistics grow with their columns.
   */
  private static final long ENTRY_BYTES = 2 * 1024;

  /** The bound for this JVM: entries filling at most a quarter of its heap, at least 1,000. */
  static final long DEFAULT_MAX_WEIGHT = forHeap(Runtime.getRuntime().maxMemory());

  /** The bound for a heap of the given size: a quarter of it in entries, at least 1,000. */
  static long forHeap(long maxHeapBytes) {
    return Math.max(1_000, maxHeapBytes / 4 / ENTRY_BYTES);
  }

  private final long maxWeight;
  private final Map<Object, Slot> slots = new LinkedHashMap<>(16, 0.75f, true);
  private long weight;

  ManifestCache(long maxWeight) {
    if (maxWeight < 1) {
      throw new IllegalArgumentException("maxWeight must be positive: " + maxWeight);
    }
    this.maxWeight = maxWeight;
  }

  /**
   * The value for a key, read by {@code read} only when no earlier or concurrent call has it.
   *
   * @param weigher the weight of a value read, at least 1 is counted
   */
  @SuppressWarnings("unchecked")
  <T> T get(Object key, Supplier<T> read, ToLongFunction<T> weigher) {
    Slot slot;
    boolean reader = false;
    synchronized (this) {
      slot = slots.get(key);
      if (slot == null) {
        slot = new Slot();
        slots.put(key, slot);
        reader = true;
      }
    }
    if (!reader) {
      return (T) slot.value.join();
    }
    T value;
    try {
      value = read.get();
    } catch (RuntimeException | Error e) {
      synchronized (this) {
        slots.remove(key, slot);
      }
      slot.value.completeExceptionally(e);
      throw e;
    }
    synchronized (this) {
      slot.weight = Math.max(1, weigher.applyAsLong(value));
      if (slots.get(key) == slot) {
        weight += slot.weight;
        evict();
      }
    }
    slot.value.complete(value);
    return value;
  }

  /**
   * The value for a key when it has been read and is still held, else null; never reads, never
   * waits for a read under way.
   */
  synchronized Object getIfPresent(Object key) {
    Slot slot = slots.get(key);
    if (slot == null || !slot.value.isDone() || slot.value.isCompletedExceptionally()) {
      return null;
    }
    return slot.value.join();
  }

  private void evict() {
    Iterator<Slot> oldestFirst = slots.values().iterator();
    while (weight > maxWeight && oldestFirst.hasNext()) {
      Slot slot = oldestFirst.next();
      // A value still being read weighs nothing yet and is wanted by its readers.
      if (slot.weight > 0) {
        weight -= slot.weight;
        oldestFirst.remove();
      }
    }
  }

  private static final class Slot {
    private final CompletableFuture<Object> value = new CompletableFuture<>();
    private long weight;
  }
}
