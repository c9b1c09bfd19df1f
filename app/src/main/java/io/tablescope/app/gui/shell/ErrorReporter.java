package io.tablescope.app.gui.shell;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.function.Consumer;
import javafx.application.Platform;

/**
 * The one place an unexpected exception ends up: its trace goes to the log (standard error) and its
 * message to the user, on the UI thread, never a stack trace in their face.
 */
public final class ErrorReporter implements Thread.UncaughtExceptionHandler {
  private final Consumer<String> showToUser;

  public ErrorReporter(Consumer<String> showToUser) {
    this.showToUser = showToUser;
  }

  @Override
  public void uncaughtException(Thread thread, Throwable error) {
    StringWriter trace = new StringWriter();
    error.printStackTrace(new PrintWriter(trace));
    System.err.println("Unexpected error on " + thread.getName() + ": " + trace);
    String message =
        error.getMessage() == null ? error.getClass().getSimpleName() : error.getMessage();
    if (Platform.isFxApplicationThread()) {
      showToUser.accept(message);
    } else {
      Platform.runLater(() -> showToUser.accept(message));
    }
  }
}
