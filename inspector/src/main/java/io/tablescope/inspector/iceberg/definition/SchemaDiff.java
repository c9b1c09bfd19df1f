package io.tablescope.inspector.iceberg.definition;

import io.tablescope.format.iceberg.metadata.Schema;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Two schema versions compared field by field, by field id (Iceberg's identity of a column, so a
 * rename is a rename and not a drop and an add): every field of either version, in the newer
 * version's order, dropped fields last.
 */
public record SchemaDiff(int fromSchemaId, int toSchemaId, List<FieldChange> fields) {
  private static final Pattern DECIMAL = Pattern.compile("decimal\\((\\d+),\\s*(\\d+)\\)");

  public SchemaDiff {
    fields = List.copyOf(fields);
  }

  /** The fields that changed. */
  public List<FieldChange> changed() {
    return fields.stream().filter(FieldChange::isChanged).toList();
  }

  /** Compares {@code from} (the older version) with {@code to}. */
  public static SchemaDiff between(Schema from, Schema to) {
    Map<Integer, SchemaField> before = byId(SchemaField.of(from));
    Map<Integer, SchemaField> after = byId(SchemaField.of(to));
    Set<Integer> moved = moved(before, after);
    List<FieldChange> changes = new ArrayList<>();
    for (SchemaField field : after.values()) {
      SchemaField old = before.get(field.id());
      changes.add(
          new FieldChange(
              field.id(),
              old,
              field,
              old == null ? List.of(FieldChange.Kind.ADDED) : kinds(old, field, moved)));
    }
    for (SchemaField old : before.values()) {
      if (!after.containsKey(old.id())) {
        changes.add(new FieldChange(old.id(), old, null, List.of(FieldChange.Kind.DROPPED)));
      }
    }
    return new SchemaDiff(from.schemaId(), to.schemaId(), changes);
  }

  private static Map<Integer, SchemaField> byId(List<SchemaField> fields) {
    Map<Integer, SchemaField> byId = new LinkedHashMap<>();
    fields.forEach(field -> byId.put(field.id(), field));
    return byId;
  }

  private static List<FieldChange.Kind> kinds(
      SchemaField old, SchemaField field, Set<Integer> moved) {
    List<FieldChange.Kind> kinds = new ArrayList<>();
    if (!old.leafName().equals(field.leafName())) {
      kinds.add(FieldChange.Kind.RENAMED);
    }
    if (!old.type().equals(field.type())) {
      kinds.add(
          isWidening(old.type(), field.type())
              ? FieldChange.Kind.WIDENED
              : FieldChange.Kind.TYPE_CHANGED);
    }
    if (moved.contains(field.id())) {
      kinds.add(FieldChange.Kind.MOVED);
    }
    if (old.required() && !field.required()) {
      kinds.add(FieldChange.Kind.MADE_OPTIONAL);
    } else if (!old.required() && field.required()) {
      kinds.add(FieldChange.Kind.MADE_REQUIRED);
    }
    if (!Objects.equals(old.doc(), field.doc())) {
      kinds.add(FieldChange.Kind.DOC_CHANGED);
    }
    return kinds;
  }

  /** The promotions Iceberg allows: int to long, float to double, a decimal's precision up. */
  static boolean isWidening(String from, String to) {
    if (from.equals("int") && to.equals("long") || from.equals("float") && to.equals("double")) {
      return true;
    }
    Matcher old = DECIMAL.matcher(from);
    Matcher wider = DECIMAL.matcher(to);
    return old.matches()
        && wider.matches()
        && old.group(2).equals(wider.group(2))
        && Integer.parseInt(wider.group(1)) > Integer.parseInt(old.group(1));
  }

  /**
   * The fields re-ordered among their siblings: of the siblings both versions have, those outside
   * the longest run that kept its relative order (so moving one column first marks that column, not
   * every column it passed).
   */
  private static Set<Integer> moved(
      Map<Integer, SchemaField> before, Map<Integer, SchemaField> after) {
    Map<Integer, List<Integer>> oldOrder = siblings(before);
    Map<Integer, List<Integer>> newOrder = siblings(after);
    Set<Integer> moved = new HashSet<>();
    for (Map.Entry<Integer, List<Integer>> parent : newOrder.entrySet()) {
      List<Integer> old = oldOrder.getOrDefault(parent.getKey(), List.of());
      List<Integer> kept = parent.getValue().stream().filter(old::contains).toList();
      List<Integer> positions = kept.stream().map(old::indexOf).toList();
      Set<Integer> inOrder = longestIncreasing(positions);
      for (int i = 0; i < kept.size(); i++) {
        if (!inOrder.contains(i)) {
          moved.add(kept.get(i));
        }
      }
    }
    return moved;
  }

  private static Map<Integer, List<Integer>> siblings(Map<Integer, SchemaField> fields) {
    Map<Integer, List<Integer>> siblings = new LinkedHashMap<>();
    for (SchemaField field : fields.values()) {
      siblings.computeIfAbsent(field.parentId(), parent -> new ArrayList<>()).add(field.id());
    }
    return siblings;
  }

  /** The indexes of one longest strictly increasing subsequence (quadratic: structs are small). */
  private static Set<Integer> longestIncreasing(List<Integer> values) {
    int n = values.size();
    int[] length = new int[n];
    int[] previous = new int[n];
    int best = -1;
    for (int i = 0; i < n; i++) {
      length[i] = 1;
      previous[i] = -1;
      for (int j = 0; j < i; j++) {
        if (values.get(j) < values.get(i) && length[j] + 1 > length[i]) {
          length[i] = length[j] + 1;
          previous[i] = j;
        }
      }
      if (best < 0 || length[i] > length[best]) {
        best = i;
      }
    }
    Set<Integer> indexes = new HashSet<>();
    for (int i = best; i >= 0; i = previous[i]) {
      indexes.add(i);
    }
    return indexes;
  }
}
