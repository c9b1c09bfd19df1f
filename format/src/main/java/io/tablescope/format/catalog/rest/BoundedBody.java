package io.tablescope.format.catalog.rest;

import io.tablescope.format.io.ReadLimits;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;

/**
 * A response's body, held whole only up to a limit: a server claiming more ({@code Content-Length:
 * 100 GB}) is refused before a byte is read, and one sending more (a body without end) as soon as
 * it passes the limit, so no server can take the heap.
 */
final class BoundedBody implements HttpResponse.BodySubscriber<byte[]> {
  private final long limit;
  private final long declared;
  private final CompletableFuture<byte[]> body = new CompletableFuture<>();
  private final List<byte[]> chunks = new ArrayList<>();
  private Flow.Subscription subscription;
  private long received;

  private BoundedBody(long limit, long declared) {
    this.limit = limit;
    this.declared = declared;
  }

  /** Bodies of at most {@code limit} bytes. */
  static HttpResponse.BodyHandler<byte[]> handler(long limit) {
    return info ->
        new BoundedBody(limit, info.headers().firstValueAsLong("Content-Length").orElse(-1));
  }

  /** The body was larger than the limit: the message says by how much, and the limit. */
  static final class TooLarge extends IOException {
    TooLarge(IOException reason) {
      super(reason.getMessage());
    }
  }

  @Override
  public CompletionStage<byte[]> getBody() {
    return body;
  }

  @Override
  public void onSubscribe(Flow.Subscription subscription) {
    this.subscription = subscription;
    if (declared > limit) {
      fail(declared);
    } else {
      subscription.request(Long.MAX_VALUE);
    }
  }

  @Override
  public void onNext(List<ByteBuffer> buffers) {
    if (body.isDone()) {
      return;
    }
    for (ByteBuffer buffer : buffers) {
      received += buffer.remaining();
      if (received > limit) {
        fail(-1);
        return;
      }
      byte[] chunk = new byte[buffer.remaining()];
      buffer.get(chunk);
      chunks.add(chunk);
    }
  }

  @Override
  public void onError(Throwable error) {
    chunks.clear();
    body.completeExceptionally(error);
  }

  @Override
  public void onComplete() {
    if (body.isDone()) {
      return;
    }
    byte[] whole = new byte[(int) received];
    int offset = 0;
    for (byte[] chunk : chunks) {
      System.arraycopy(chunk, 0, whole, offset, chunk.length);
      offset += chunk.length;
    }
    chunks.clear();
    body.complete(whole);
  }

  private void fail(long size) {
    chunks.clear();
    subscription.cancel();
    body.completeExceptionally(new TooLarge(ReadLimits.tooLarge("the answer", size, limit)));
  }
}
