package io.tablescope.format.io.s3;

import io.tablescope.format.io.ReadLimits;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Optional;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.s3.model.GetObjectRequest;

/**
 * Bounds every answer the SDK parses itself (a listing page, an error), which it would otherwise
 * read to the end however long: an endless XML body would take the heap. An object's body is left
 * to {@link S3FileAccess#open}, which bounds it by the whole-file limit.
 */
final class S3AnswerLimit implements ExecutionInterceptor {
  /**
   * The most bytes of one answer the SDK parses. A full listing page (1,000 keys of S3's longest, 1
   * KB, URL-encoded) is under 4 MB, a usual one under 300 KB.
   */
  static final long MAX_ANSWER_BYTES = 8L << 20;

  /**
   * The most tags ({@code <}, which XML text never holds unescaped) of one answer. The SDK parses
   * an answer into a tree of some 150 bytes an element, so 8 MB of {@code <a/>} would take 300 MB;
   * a full page of 1,000 keys with every field S3 gives has under 30,000.
   */
  static final int MAX_ANSWER_TAGS = 100_000;

  /** What the limit's message calls the answer, after the location. */
  static final String WHAT = "the store's answer";

  @Override
  public Optional<InputStream> modifyHttpResponseContent(
      Context.ModifyHttpResponse context, ExecutionAttributes attributes) {
    Optional<InputStream> body = context.responseBody();
    if (context.request() instanceof GetObjectRequest && context.httpResponse().isSuccessful()) {
      return body;
    }
    return body.map(in -> new Tags(ReadLimits.atMost(in, MAX_ANSWER_BYTES, WHAT)));
  }

  /** A stream that fails once it has given more than {@link #MAX_ANSWER_TAGS} tags. */
  private static final class Tags extends FilterInputStream {
    private int tags;

    Tags(InputStream in) {
      super(in);
    }

    @Override
    public int read() throws IOException {
      int b = super.read();
      if (b == '<') {
        count(1);
      }
      return b;
    }

    @Override
    public int read(byte[] bytes, int offset, int length) throws IOException {
      int n = super.read(bytes, offset, length);
      int found = 0;
      for (int i = offset; i < offset + n; i++) {
        if (bytes[i] == '<') {
          found++;
        }
      }
      count(found);
      return n;
    }

    private void count(int found) throws IOException {
      tags += found;
      if (tags > MAX_ANSWER_TAGS) {
        throw new ReadLimits.TooLarge(
            WHAT + " holds more than " + MAX_ANSWER_TAGS + " tags, the most Tablescope parses");
      }
    }
  }
}
