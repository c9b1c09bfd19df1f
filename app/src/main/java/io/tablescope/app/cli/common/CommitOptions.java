package io.tablescope.app.cli.common;

import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.CommitNotFoundException;
import io.tablescope.inspector.table.CommitSelector;
import io.tablescope.inspector.table.Table;
import io.tablescope.inspector.table.TableFormat;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import picocli.CommandLine.Option;

/**
 * The one way a command names a commit: {@code --snapshot ID}, {@code --ref NAME}, {@code --version
 * N} or {@code --instant T}, at most one, declared as {@code @ArgGroup(exclusive = true)
 * CommitOptions commit = new CommitOptions()}. Each format takes its own ({@link
 * TableFormat#selectors()}); one it lacks is bad input naming those it takes.
 *
 * <p>{@code --version} takes the name of the inherited version option, and picocli then drops the
 * inherited help options with it: a command holding these declares {@code -h, --help} itself
 * ({@link HelpOption}).
 */
public final class CommitOptions {
  @Option(names = "--snapshot", paramLabel = "ID", description = "An Iceberg snapshot id.")
  Long snapshot;

  @Option(names = "--ref", paramLabel = "NAME", description = "An Iceberg branch or tag.")
  String ref;

  @Option(names = "--version", paramLabel = "N", description = "A Delta table version.")
  Long version;

  @Option(
      names = "--instant",
      paramLabel = "T",
      description = "A Hudi instant, by its requested time (yyyyMMddHHmmssSSS).")
  String instant;

  /** The snapshot id given, or null. */
  public Long snapshot() {
    return snapshot;
  }

  /** The branch or tag given, or null. */
  public String ref() {
    return ref;
  }

  /** The selector given, if any. */
  public Optional<CommitSelector> selector() {
    if (snapshot != null) {
      return Optional.of(CommitSelector.SNAPSHOT);
    }
    if (ref != null) {
      return Optional.of(CommitSelector.REF);
    }
    if (instant != null) {
      return Optional.of(CommitSelector.INSTANT);
    }
    return version == null ? Optional.empty() : Optional.of(CommitSelector.VERSION);
  }

  /**
   * The selector given, which the table's format must take.
   *
   * @param table the table as the user named it, for the message
   * @throws IllegalArgumentException e.g. {@code T is a Delta table: name a version with --version,
   *     not a snapshot or ref}
   */
  public Optional<CommitSelector> takenBy(String table, TableFormat format) {
    Optional<CommitSelector> given = selector();
    if (given.isPresent() && !format.selectors().contains(given.get())) {
      Set<CommitSelector> others = EnumSet.allOf(CommitSelector.class);
      format.selectors().forEach(others::remove);
      throw new IllegalArgumentException(
          table
              + " is "
              + FormatNames.aTable(format)
              + ": name "
              + (format.commitNoun().matches("^[aeiou].*") ? "an " : "a ")
              + format.commitNoun()
              + " with "
              + format.selectors().stream()
                  .map(selector -> "--" + selector.word())
                  .collect(Collectors.joining(" or "))
              + ", not a "
              + inWords(others.stream().map(CommitSelector::word).toList()));
    }
    return given;
  }

  /** Words as a list reads: {@code snapshot, ref or instant}. */
  private static String inWords(List<String> words) {
    return words.size() == 1
        ? words.get(0)
        : String.join(", ", words.subList(0, words.size() - 1))
            + " or "
            + words.get(words.size() - 1);
  }

  /**
   * The commit named, once the format is checked to take how it is named, else the table's current
   * one; empty for a table with no current commit.
   *
   * @param table the table as the user named it, for the message
   * @throws CommitNotFoundException naming what was asked for and what exists
   */
  public Optional<Commit> resolve(String table, Table opened) throws CommitNotFoundException {
    if (takenBy(table, opened.format()).isEmpty()) {
      return opened.current();
    }
    String named =
        snapshot != null
            ? snapshot.toString()
            : ref != null ? ref : instant != null ? instant : version.toString();
    return Optional.of(opened.resolveCommit(named));
  }
}
