package io.tablescope.app.hostile;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A hostile HTTP server on loopback, written on a raw socket so it can do what no well-behaved
 * server library lets it: send a body that never ends, or claim a length it never sends. Each
 * request gets its request line to an {@link Answer}, which writes whatever it likes; a connection
 * the client keeps open (an answer of a given length without {@code Connection: close}) serves the
 * next.
 */
final class RawServer implements AutoCloseable {
  /** Writes the answer to one request: status line, headers and body, or no end of it. */
  interface Answer {
    void write(String requestLine, OutputStream out) throws IOException;
  }

  private final ServerSocket socket;
  private final List<String> requests = new CopyOnWriteArrayList<>();

  private RawServer(Answer answer) throws IOException {
    socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    Thread accepting =
        new Thread(
            () -> {
              while (!socket.isClosed()) {
                try {
                  Socket connection = socket.accept();
                  Thread serving = new Thread(() -> serve(connection, answer));
                  serving.setDaemon(true);
                  serving.start();
                } catch (IOException e) {
                  return;
                }
              }
            });
    accepting.setDaemon(true);
    accepting.start();
  }

  static RawServer start(Answer answer) throws IOException {
    return new RawServer(answer);
  }

  /** {@code http://127.0.0.1:PORT}. */
  String uri() {
    return "http://127.0.0.1:" + socket.getLocalPort();
  }

  /** The request lines received so far. */
  List<String> requests() {
    return requests;
  }

  /**
   * A body of the byte {@code x}, sent until the client hangs up (the answer's headers say nothing
   * of its length, so only the end of the connection would end it).
   */
  static void endless(OutputStream out) throws IOException {
    byte[] chunk = new byte[64 * 1024];
    Arrays.fill(chunk, (byte) 'x');
    while (true) {
      out.write(chunk);
    }
  }

  private void serve(Socket connection, Answer answer) {
    try (connection) {
      BufferedReader in =
          new BufferedReader(
              new InputStreamReader(connection.getInputStream(), StandardCharsets.ISO_8859_1));
      OutputStream out = connection.getOutputStream();
      // Requests without a body, one after another while the client keeps the connection open.
      for (String requestLine = in.readLine(); requestLine != null; requestLine = in.readLine()) {
        for (String header = in.readLine(); header != null && !header.isEmpty(); ) {
          header = in.readLine();
        }
        requests.add(requestLine);
        answer.write(requestLine, out);
        out.flush();
      }
    } catch (IOException e) {
      // The client hung up on a body it would not take: what the hostile server is for.
    }
  }

  @Override
  public void close() throws IOException {
    socket.close();
  }
}
