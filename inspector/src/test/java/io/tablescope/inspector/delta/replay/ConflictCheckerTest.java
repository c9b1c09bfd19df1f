package io.tablescope.inspector.delta.replay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablescope.format.delta.action.Action;
import io.tablescope.format.delta.action.ActionParser;
import io.tablescope.format.delta.action.Metadata;
import io.tablescope.format.delta.action.Protocol;
import io.tablescope.inspector.delta.replay.DeltaReplayResult.CheckResult;
import io.tablescope.inspector.replay.FilterSyntaxParser;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The checker as a pure function, for what delta-standalone 3.3.2 cannot commit (domain metadata,
 * table features, WriteSerializable) and for the rules delta.md A.6 documents: these assert
 * delta.md's messages and rules, not an oracle's.
 */
class ConflictCheckerTest {
  private static final String SCHEMA =
      "{\\\"type\\\":\\\"struct\\\",\\\"fields\\\":["
          + "{\\\"name\\\":\\\"id\\\",\\\"type\\\":\\\"long\\\",\\\"nullable\\\":true,\\\"metadata\\\":{}},"
          + "{\\\"name\\\":\\\"n\\\",\\\"type\\\":\\\"integer\\\",\\\"nullable\\\":true,\\\"metadata\\\":{}}]}";
  private static final Metadata METADATA =
      (Metadata)
          ActionParser.parseLine(
              "{\"metaData\":{\"id\":\"t\",\"format\":{\"provider\":\"parquet\"},\"schemaString\":\""
                  + SCHEMA
                  + "\",\"partitionColumns\":[\"n\"],\"configuration\":{}}}");
  private static final Protocol FEATURES =
      (Protocol)
          ActionParser.parseLine(
              "{\"protocol\":{\"minReaderVersion\":3,\"minWriterVersion\":7,"
                  + "\"readerFeatures\":[\"deletionVectors\"],"
                  + "\"writerFeatures\":[\"deletionVectors\",\"domainMetadata\"]}}");
  private static final ReadState READ = new ReadState(4, FEATURES, METADATA);

  @Test
  void theSameDomainInBothCommitsIsAConcurrentTransaction() {
    DeltaReplayResult result =
        check(
            proposal(null, null, domain("acme.retention"), add(1)),
            winner(5, commitInfo(true), domain("acme.retention")));

    assertThat(result.failures())
        .singleElement()
        .satisfies(
            failure -> {
              assertThat(failure.exception()).isEqualTo(DeltaException.CONCURRENT_TRANSACTION);
              assertThat(failure.check()).isEqualTo(DeltaCheck.DOMAIN_METADATA);
              assertThat(failure.message())
                  .isEqualTo("A conflicting metadata domain acme.retention is added.");
            });
  }

  @Test
  void rowTrackingsDomainIsMergedNotAConflict() {
    DeltaReplayResult result =
        check(
            proposal(null, null, domain("delta.rowTracking"), add(1)),
            winner(5, commitInfo(true), domain("delta.rowTracking")));

    assertThat(result.passes()).isTrue();
  }

  @Test
  void aWinnerDroppingAFeatureTheReadProtocolHadIsAProtocolChange() {
    DeltaReplayResult result =
        check(
            proposal(null, null, add(1)),
            winner(
                5,
                commitInfo(false),
                "{\"protocol\":{\"minReaderVersion\":3,\"minWriterVersion\":7,"
                    + "\"readerFeatures\":[],\"writerFeatures\":[\"domainMetadata\"]}}"));

    assertThat(result.failures())
        .singleElement()
        .satisfies(
            failure -> {
              assertThat(failure.exception()).isEqualTo(DeltaException.PROTOCOL_CHANGED);
              assertThat(failure.explanation()).contains("[deletionVectors]");
            });
  }

  @Test
  void writeSerializableNamesTheUpgradeWhenAnOldWriterLeftIsBlindAppendUnset() {
    DeltaReplayResult result =
        check(
            proposal(IsolationLevel.WRITE_SERIALIZABLE, "n = 10", remove(1)),
            winner(5, "{\"commitInfo\":{\"operation\":\"WRITE\"}}", add(10)));

    assertThat(result.failures().get(0).firstLine())
        .isEqualTo(
            "Files were added to partition [n=10] by a concurrent update. Upgrading all your"
                + " concurrent writers to use the latest Delta Lake may avoid this error. Please"
                + " upgrade and then retry this operation again.");
  }

  @Test
  void partitionValuesCompareAsThePartitionColumnsTypeNotAsText() {
    DeltaProposal proposal = proposal(IsolationLevel.SERIALIZABLE, "n > 7", remove(1));

    assertThat(check(proposal, winner(5, commitInfo(true), add(10))).passes()).isFalse();
    assertThat(check(proposal, winner(5, commitInfo(true), add(5))).passes()).isTrue();
  }

  @Test
  void aNullPartitionMatchesOnlyIsNull() {
    String nullFile =
        "{\"add\":{\"path\":\"n=__HIVE_DEFAULT_PARTITION__/f.parquet\",\"partitionValues\":"
            + "{\"n\":null},\"size\":1,\"modificationTime\":1,\"dataChange\":true}}";

    assertThat(
            check(
                    proposal(IsolationLevel.SERIALIZABLE, "n != 3", remove(1)),
                    winner(5, commitInfo(true), nullFile))
                .passes())
        .isTrue();
    DeltaReplayResult isNull =
        check(
            proposal(IsolationLevel.SERIALIZABLE, "n is null", remove(1)),
            winner(5, commitInfo(true), nullFile));
    assertThat(isNull.failures().get(0).firstLine()).contains("partition [n=null]");
  }

  @Test
  void everyCheckRunsInDeltasOrderUntilTheFirstConflictingWinner() {
    DeltaReplayResult result =
        check(
            proposal(IsolationLevel.SERIALIZABLE, "n = 2", remove(2)),
            winner(5, commitInfo(true), add(1)),
            winner(6, commitInfo(false), remove(2)),
            winner(7, commitInfo(true), add(2)));

    assertThat(result.checks().stream().map(CheckResult::check).toList())
        .containsExactlyElementsOf(
            concat(List.of(DeltaCheck.values()), List.of(DeltaCheck.values()).subList(0, 6)));
    assertThat(result.checks())
        .last()
        .satisfies(
            check -> {
              assertThat(check.version()).isEqualTo(6);
              assertThat(check.passed()).isFalse();
            });
    assertThat(result.versionsChecked()).containsExactly(5L, 6L);
    assertThat(result.failures().get(0).exception())
        .isEqualTo(DeltaException.CONCURRENT_DELETE_READ);
  }

  @Test
  void onlyTheReadDependentChecksAreSaidToDependOnTheReadPredicate() {
    DeltaReplayResult result = check(proposal(null, "n = 2", add(2)));

    assertThat(result.predicateDependentChecks())
        .containsExactly(DeltaCheck.ADDED_FILES, DeltaCheck.DELETED_READ_FILES);
    assertThat(result.predicateDependence()).contains("'n = 2'");
    assertThat(result.declaredIsolation()).isEqualTo(IsolationLevel.WRITE_SERIALIZABLE);
  }

  @Test
  void aReadPredicateOnANonPartitionColumnIsRefused() {
    assertThatThrownBy(() -> check(proposal(null, "id = 2", add(2))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "read-predicate: 'id' is not a partition column of the table at the read version;"
                + " the partition columns are [n]");
    assertThatThrownBy(() -> check(proposal(null, "n = 'two'", add(2))))
        .hasMessage("read-predicate: 'two' is not a integer literal, the type of column n");
  }

  private static DeltaReplayResult check(DeltaProposal proposal, WinningCommit... winners) {
    return ConflictChecker.check(proposal, READ, Arrays.asList(winners), List.of());
  }

  private static DeltaProposal proposal(
      IsolationLevel isolation, String predicate, String... lines) {
    return new DeltaProposal(
        4,
        isolation,
        predicate,
        predicate == null ? null : new FilterSyntaxParser("read-predicate").parse(predicate),
        null,
        parse(lines));
  }

  private static WinningCommit winner(long version, String... lines) {
    return new WinningCommit(version, parse(lines));
  }

  private static List<Action> parse(String... lines) {
    return Arrays.stream(lines).map(ActionParser::parseLine).toList();
  }

  private static String commitInfo(boolean blindAppend) {
    return "{\"commitInfo\":{\"operation\":\"WRITE\",\"isBlindAppend\":" + blindAppend + "}}";
  }

  private static String add(int n) {
    return "{\"add\":{\"path\":\"n="
        + n
        + "/f.parquet\",\"partitionValues\":{\"n\":\""
        + n
        + "\"},\"size\":1,\"modificationTime\":1,\"dataChange\":true}}";
  }

  private static String remove(int n) {
    return "{\"remove\":{\"path\":\"n="
        + n
        + "/old.parquet\",\"partitionValues\":{\"n\":\""
        + n
        + "\"},\"dataChange\":true}}";
  }

  private static String domain(String name) {
    return "{\"domainMetadata\":{\"domain\":\""
        + name
        + "\",\"configuration\":\"{}\",\"removed\":false}}";
  }

  private static <T> List<T> concat(List<T> first, List<T> second) {
    return java.util.stream.Stream.concat(first.stream(), second.stream()).toList();
  }
}
