package io.tablescope.app.cli;

import io.tablescope.app.cli.common.CliEnvironment;
import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.app.cli.hudi.MetadataTableCommand;
import io.tablescope.app.cli.iceberg.PublishCommand;
import io.tablescope.app.cli.iceberg.ScanCommand;
import io.tablescope.format.io.Environment;
import io.tablescope.format.io.ServerUri;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code tablescope} command and its subcommands: those every format answers here, those only
 * Iceberg's tables answer in {@code cli.iceberg}; exit codes as {@link ExitCodes} defines them.
 */
@Command(
    name = "tablescope",
    // Inherited, so that every subcommand answers --help and --version.
    scope = CommandLine.ScopeType.INHERIT,
    mixinStandardHelpOptions = true,
    versionProvider = TablescopeCommand.Version.class,
    description =
        "Explore and debug Apache Iceberg and Delta Lake table metadata, without an engine; a table"
            + " can be named in its Iceberg REST catalog as CATALOG.NAMESPACE.TABLE.")
public final class TablescopeCommand implements Runnable, CliEnvironment {
  /**
   * The subcommands, in the order help lists them. They are registered when the command line is
   * built rather than in the annotation, so that a run registers only the one it names: picocli
   * reflects over every registered command, which cost a third of a short command's start-up.
   */
  private static final List<Class<?>> SUBCOMMANDS =
      List.of(
          SummaryCommand.class,
          DefinitionCommand.class,
          TreeCommand.class,
          DiffCommand.class,
          ChangesCommand.class,
          AsOfCommand.class,
          ReplayCommand.class,
          FilesCommand.class,
          HealthCommand.class,
          CheckCommand.class,
          MetadataTableCommand.class,
          ExpireCommand.class,
          OrphansCommand.class,
          PublishCommand.class,
          ScanCommand.class,
          FileCommand.class,
          FindCommand.class,
          CatalogsCommand.class,
          LsCommand.class);

  @CommandLine.Spec private CommandLine.Model.CommandSpec spec;

  private final Environment environment;

  private TablescopeCommand(Environment environment) {
    this.environment = environment;
  }

  @Override
  public Environment environment() {
    return environment;
  }

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  /** Runs the command line and returns the exit code; output and errors go to the given streams. */
  public static int run(String[] args, PrintStream out, PrintStream err) {
    return run(args, out, err, Environment.system());
  }

  /**
   * Runs the command line with settings (AWS, catalogs) read from the given environment rather than
   * this process's.
   */
  public static int run(String[] args, PrintStream out, PrintStream err, Environment environment) {
    // picocli registers converters for the java.time and java.sql types by reflection as each
    // command line is built, loading and initialising those classes: some 30 ms of a short
    // command's 400. No option of Tablescope's has such a type; options take text and parse it.
    System.setProperty("picocli.converters.excludes", "java\\.(time|sql)\\..*");
    CommandLine commandLine = new CommandLine(new TablescopeCommand(environment));
    for (Class<?> subcommand : subcommandsFor(args)) {
      commandLine.addSubcommand(subcommand);
    }
    commandLine.setOut(new PrintWriter(out, true));
    commandLine.setErr(new PrintWriter(err, true));
    commandLine.setExitCodeExceptionMapper(exception -> ExitCodes.BAD_INPUT);
    commandLine.setParameterExceptionHandler(
        (exception, arguments) -> {
          commandLine
              .getErr()
              .println("tablescope: " + ServerUri.withoutUserInfo(exception.getMessage()));
          return ExitCodes.BAD_INPUT;
        });
    commandLine.setExecutionExceptionHandler(
        (exception, command, parseResult) -> {
          command.getErr().println("tablescope: " + ServerUri.withoutUserInfo(oneLine(exception)));
          return ExitCodes.BAD_INPUT;
        });
    return commandLine.execute(args);
  }

  /**
   * The subcommand the first argument names, alone; every subcommand when it names none, for the
   * top-level help and picocli's suggestions of a mistyped name.
   */
  private static List<Class<?>> subcommandsFor(String[] args) {
    if (args.length > 0) {
      for (Class<?> subcommand : SUBCOMMANDS) {
        if (subcommand.getAnnotation(Command.class).name().equals(args[0])) {
          return List.of(subcommand);
        }
      }
    }
    return SUBCOMMANDS;
  }

  private static String oneLine(Exception exception) {
    String message = exception.getMessage();
    return message == null ? exception.getClass().getSimpleName() : message.replace('\n', ' ');
  }

  /** Reads the version from the jar manifest. */
  static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      String version = TablescopeCommand.class.getPackage().getImplementationVersion();
      return new String[] {"tablescope " + (version == null ? "development build" : version)};
    }
  }
}
