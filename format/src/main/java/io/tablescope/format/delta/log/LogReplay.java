package io.tablescope.format.delta.log;

import io.tablescope.format.Problem;
import io.tablescope.format.delta.action.Action;
import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.delta.action.DomainMetadata;
import io.tablescope.format.delta.action.FileKey;
import io.tablescope.format.delta.action.Metadata;
import io.tablescope.format.delta.action.Protocol;
import io.tablescope.format.delta.action.RemoveFile;
import io.tablescope.format.delta.action.SetTransaction;
import io.tablescope.format.delta.checkpoint.Checkpoint;
import io.tablescope.format.delta.checkpoint.OpenedCheckpoint;
import io.tablescope.format.io.FileAccess;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/**
 * Replays the log to a version newest first, as Delta readers do, handing each file to a {@link
 * StateSink} as soon as it is known to be live, so no list of the checkpoint's rows is ever held:
 * the newest usable checkpoint at or below the version is chosen (a damaged one is a problem and
 * the next older is tried); the commits after it are read a few at a time ahead, in parallel, and
 * applied newest first, a log compaction standing in for the run of commits it covers; the first
 * action met for a file (path and deletion vector id) decides it; then the checkpoint's files not
 * met in a commit. What is kept while replaying is the keys the commits touched.
 *
 * <p>A missing commit is a problem and replay goes on without it.
 */
final class LogReplay {
  private final FileAccess files;
  private final LogListing listing;
  private final Executor executor;
  private final int readAhead;
  private volatile Opened lastUsable;

  LogReplay(FileAccess files, LogListing listing, Executor executor, int readAhead) {
    this.files = files;
    this.listing = listing;
    this.executor = executor;
    this.readAhead = readAhead;
  }

  LogState replay(long version, StateSink sink) {
    List<Problem> checkpointProblems = new ArrayList<>();
    OpenedCheckpoint opened = usableCheckpoint(version, checkpointProblems);
    long start = opened == null ? 0 : opened.checkpoint().version() + 1;
    if (opened == null && !listing.commits().containsKey(0L)) {
      checkpointProblems.add(
          new Problem(
              Problem.Kind.MISSING,
              listing.logDirectory(),
              "version "
                  + version
                  + " cannot be reconstructed: no usable checkpoint at or below it and no commit 0"
                  + " (the log was cleaned up or damaged)"));
      start = listing.commits().isEmpty() ? version + 1 : listing.commits().firstKey();
    }
    Replay replay = new Replay(sink);
    List<Segment> segments = segments(start, version);
    List<List<Problem>> segmentProblems = new ArrayList<>();
    List<List<String>> segmentFiles = new ArrayList<>();
    Map<Integer, Read> reads = new HashMap<>();
    for (int i = segments.size() - 1; i >= 0; i--) {
      for (int next = i; next >= Math.max(0, i - readAhead); next--) {
        Segment ahead = segments.get(next);
        reads.computeIfAbsent(
            next,
            key -> {
              Read read = new Read(() -> read(ahead));
              executor.execute(read::run);
              return read;
            });
      }
      List<Problem> problems = new ArrayList<>();
      List<String> applied = new ArrayList<>();
      apply(segments.get(i), reads.remove(i).result(), replay, problems, applied);
      segmentProblems.add(problems);
      segmentFiles.add(applied);
    }
    // Read newest first; reported oldest first. Reversed once: a log of many commits after its
    // checkpoint would pay for each insert at the front.
    Collections.reverse(segmentProblems);
    Collections.reverse(segmentFiles);
    if (opened != null) {
      sink.checkpointReached();
      opened.header().forEach(action -> replay.apply(opened.checkpoint().location(), action));
      OpenedCheckpoint.Streamed streamed = opened.streamFiles(replay::fromCheckpoint);
      checkpointProblems.addAll(streamed.findings());
      checkpointProblems.addAll(streamed.problems());
    }
    List<Problem> problems = new ArrayList<>(checkpointProblems);
    segmentProblems.forEach(problems::addAll);
    List<String> replayed = new ArrayList<>();
    segmentFiles.forEach(replayed::addAll);
    return replay.state(
        version, opened == null ? null : opened.checkpoint(), replayed, problems, listing);
  }

  /**
   * The protocol and metadata in force at a version, read the short way: the commits after the
   * newest checkpoint newest first, parsing no add or remove line, until both are met, else the
   * checkpoint's own; past a checkpoint that is not usable, the commits before it, and so on.
   */
  LogHeader header(long version) {
    HeaderSearch search = new HeaderSearch(files);
    long upper = version;
    for (Map.Entry<Long, List<Checkpoint>> written :
        listing.checkpoints().headMap(version, true).descendingMap().entrySet()) {
      if (search.readCommits(listing.commits().subMap(written.getKey(), false, upper, true))) {
        return search.header();
      }
      for (Checkpoint checkpoint : written.getValue()) {
        OpenedCheckpoint opened = open(checkpoint);
        if (opened.usable()) {
          opened.header().forEach(search::meet);
          return search.header();
        }
      }
      upper = written.getKey();
    }
    search.readCommits(listing.commits().headMap(upper, true));
    return search.header();
  }

  /**
   * Opens a checkpoint; the one last found usable is not decoded again, as a replay usually follows
   * the read of the header that opened it.
   */
  private OpenedCheckpoint open(Checkpoint checkpoint) {
    Opened last = lastUsable;
    if (last != null && last.checkpoint().equals(checkpoint)) {
      return OpenedCheckpoint.reopen(files, checkpoint, last.decoded());
    }
    OpenedCheckpoint opened = OpenedCheckpoint.open(files, checkpoint);
    if (opened.usable()) {
      lastUsable = new Opened(checkpoint, opened.decoded());
    }
    return opened;
  }

  private record Opened(Checkpoint checkpoint, OpenedCheckpoint.Decoded decoded) {}

  private OpenedCheckpoint usableCheckpoint(long version, List<Problem> problems) {
    for (List<Checkpoint> written :
        listing.checkpoints().headMap(version, true).descendingMap().values()) {
      for (Checkpoint checkpoint : written) {
        OpenedCheckpoint opened = open(checkpoint);
        if (opened.usable()) {
          return opened;
        }
        problems.addAll(opened.problems());
      }
    }
    return null;
  }

  /**
   * What replay reads from {@code from} to {@code to}, oldest first: at each version the compaction
   * starting there that reaches furthest without passing {@code to}, else the commit.
   */
  private List<Segment> segments(long from, long to) {
    List<Segment> segments = new ArrayList<>();
    long next = from;
    while (next <= to) {
      LogListing.Compaction compaction = compactionFrom(next, to);
      segments.add(new Segment(next, compaction));
      next = compaction == null ? next + 1 : compaction.toVersion() + 1;
    }
    return segments;
  }

  private LogListing.Compaction compactionFrom(long from, long to) {
    LogListing.Compaction best = null;
    for (LogListing.Compaction compaction : listing.compactions()) {
      boolean fits = compaction.fromVersion() == from && compaction.toVersion() <= to;
      if (fits && (best == null || compaction.toVersion() > best.toVersion())) {
        best = compaction;
      }
    }
    return best;
  }

  /**
   * One file read ahead: run by a reader thread, or by the replay itself when it needs the file
   * before a thread took it up, so a replay run on the readers' own threads never waits on them.
   */
  private static final class Read {
    private final AtomicBoolean claimed = new AtomicBoolean();
    private final CompletableFuture<CommitActions> done = new CompletableFuture<>();
    private final Supplier<CommitActions> reading;

    Read(Supplier<CommitActions> reading) {
      this.reading = reading;
    }

    void run() {
      if (claimed.compareAndSet(false, true)) {
        try {
          done.complete(reading.get());
        } catch (RuntimeException | Error e) {
          done.completeExceptionally(e);
        }
      }
    }

    CommitActions result() {
      run();
      return done.join();
    }
  }

  /** A compaction file, or the commit of one version (its file may be missing). */
  private record Segment(long version, LogListing.Compaction compaction) {}

  private CommitActions read(Segment segment) {
    if (segment.compaction() != null) {
      return CommitReader.read(
          files, segment.compaction().location(), segment.compaction().toVersion());
    }
    return readCommit(segment.version());
  }

  private CommitActions readCommit(long version) {
    String commit = listing.commits().get(version);
    return commit == null ? null : CommitReader.read(files, commit, version);
  }

  private void apply(
      Segment segment,
      CommitActions actions,
      Replay replay,
      List<Problem> problems,
      List<String> applied) {
    if (segment.compaction() != null) {
      if (actions.problems().isEmpty()) {
        replay.applyAll(actions);
        applied.add(actions.location());
        return;
      }
      // A damaged compaction is reported and its commits are read instead, newest first.
      problems.addAll(actions.problems());
      LogListing.Compaction compaction = segment.compaction();
      List<List<Problem>> commitProblems = new ArrayList<>();
      List<String> commitFiles = new ArrayList<>();
      for (long version = compaction.toVersion(); version >= compaction.fromVersion(); version--) {
        List<Problem> found = new ArrayList<>();
        applyCommit(version, readCommit(version), replay, found, commitFiles);
        commitProblems.add(found);
      }
      Collections.reverse(commitProblems);
      commitProblems.forEach(problems::addAll);
      Collections.reverse(commitFiles);
      applied.addAll(commitFiles);
      return;
    }
    applyCommit(segment.version(), actions, replay, problems, applied);
  }

  private void applyCommit(
      long version,
      CommitActions actions,
      Replay replay,
      List<Problem> problems,
      List<String> applied) {
    if (actions == null) {
      problems.add(
          new Problem(
              Problem.Kind.MISSING,
              FileAccess.child(listing.logDirectory(), String.format("%020d.json", version)),
              "commit " + version + " is missing from the log; later versions replay without it"));
      return;
    }
    problems.addAll(actions.problems());
    replay.applyAll(actions);
    applied.add(actions.location());
  }

  /** The replay's own state: the keys met, and the newest protocol, metadata, txns and domains. */
  private static final class Replay {
    private final StateSink sink;
    private final Set<FileKey> seen = new HashSet<>();
    private final Map<String, SetTransaction> transactions = new LinkedHashMap<>();
    private final Map<String, DomainMetadata> domains = new LinkedHashMap<>();
    private Protocol protocol;
    private String protocolSource;
    private Metadata metadata;

    Replay(StateSink sink) {
      this.sink = sink;
    }

    /** A commit's actions, last first: within a commit, too, the later action wins. */
    void applyAll(CommitActions commit) {
      List<Action> actions = commit.actions();
      for (int i = actions.size() - 1; i >= 0; i--) {
        apply(commit.location(), actions.get(i));
      }
    }

    void apply(String source, Action action) {
      if (action instanceof AddFile add) {
        if (seen.add(add.fileKey())) {
          sink.live(add);
        }
      } else if (action instanceof RemoveFile remove) {
        if (seen.add(remove.fileKey())) {
          sink.tombstone(remove);
        }
      } else if (action instanceof Protocol newest) {
        if (protocol == null) {
          protocol = newest;
          protocolSource = source;
        }
      } else if (action instanceof Metadata newest) {
        metadata = metadata == null ? newest : metadata;
      } else if (action instanceof SetTransaction txn) {
        transactions.putIfAbsent(txn.appId(), txn);
      } else if (action instanceof DomainMetadata domain) {
        domains.putIfAbsent(domain.domain(), domain);
      }
    }

    /** A checkpoint's file action: the checkpoint holds each key once, so none is remembered. */
    void fromCheckpoint(Action action) {
      if (action instanceof AddFile add) {
        if (seen.isEmpty() || !seen.contains(add.fileKey())) {
          sink.live(add);
        }
      } else if (action instanceof RemoveFile remove) {
        if (seen.isEmpty() || !seen.contains(remove.fileKey())) {
          sink.tombstone(remove);
        }
      }
    }

    LogState state(
        long version,
        Checkpoint checkpoint,
        List<String> replayed,
        List<Problem> problems,
        LogListing listing) {
      List<Problem> all = new ArrayList<>(problems);
      if (protocol == null) {
        all.add(
            new Problem(
                Problem.Kind.INVALID,
                listing.logDirectory(),
                "no protocol action at or before version " + version));
      } else {
        ProtocolSupport.check(protocol, protocolSource, all);
      }
      if (metadata == null) {
        all.add(
            new Problem(
                Problem.Kind.INVALID,
                listing.logDirectory(),
                "no metaData action at or before version " + version));
      }
      Map<String, DomainMetadata> kept = new LinkedHashMap<>();
      domains.forEach(
          (name, domain) -> {
            if (!domain.removed()) {
              kept.put(name, domain);
            }
          });
      return new LogState(
          version, protocol, metadata, transactions, kept, checkpoint, replayed, all);
    }
  }
}
