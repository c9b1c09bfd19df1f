package io.tablescope.format.delta.log;

import io.tablescope.format.Problem;
import io.tablescope.format.delta.action.Protocol;
import java.util.List;

/** Whether this reader can read a table under a protocol: its reader version and features. */
final class ProtocolSupport {
  private ProtocolSupport() {}

  /** Adds a problem naming the protocol's file for each thing this reader does not support. */
  static void check(Protocol protocol, String source, List<Problem> problems) {
    if (protocol.minReaderVersion() > Protocol.MAX_READER_VERSION) {
      problems.add(
          new Problem(
              Problem.Kind.UNSUPPORTED,
              source,
              "reader version "
                  + protocol.minReaderVersion()
                  + " is not supported (this reader supports up to "
                  + Protocol.MAX_READER_VERSION
                  + "); the state shown may be wrong"));
    }
    List<String> unknown = protocol.unsupportedReaderFeatures();
    if (!unknown.isEmpty()) {
      problems.add(
          new Problem(
              Problem.Kind.UNSUPPORTED,
              source,
              "unknown reader features " + unknown + "; the state shown may be wrong"));
    }
  }
}
