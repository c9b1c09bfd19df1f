package io.tablescope.inspector.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A partition map is an immutable map in partition order, equal to any map of its values. */
class PartitionMapTest {
  @Test
  void keepsThePartitionOrderAndNullValuesAndEqualsAnOrdinaryMap() {
    Map<String, String> partition = new LinkedHashMap<>();
    partition.put("region", "EU");
    partition.put("day", null);
    partition.put("bucket", "3");

    PartitionMap copy = PartitionMap.copyOf(partition);

    assertThat(new ArrayList<>(copy.keySet())).containsExactly("region", "day", "bucket");
    assertThat(new ArrayList<>(copy.values())).containsExactly("EU", null, "3");
    assertThat(copy).isEqualTo(partition).hasSameHashCodeAs(partition).hasSize(3);
    assertThat(copy.toString()).isEqualTo(partition.toString());
    assertThat(copy.get("bucket")).isEqualTo("3");
    assertThat(copy.containsKey("day")).isTrue();
    assertThat(copy.get("other")).isNull();
    partition.put("region", "US");
    assertThat(copy.get("region")).isEqualTo("EU");
  }

  @Test
  void isImmutableAndACopyOfACopyIsItself() {
    PartitionMap copy = PartitionMap.copyOf(Map.of("region", "EU"));

    assertThatThrownBy(() -> copy.put("day", "1"))
        .isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> copy.entrySet().iterator().next().setValue("US"))
        .isInstanceOf(UnsupportedOperationException.class);
    assertThat(PartitionMap.copyOf(copy)).isSameAs(copy);
    assertThat(PartitionMap.copyOf(Map.of())).isEmpty();
  }
}
