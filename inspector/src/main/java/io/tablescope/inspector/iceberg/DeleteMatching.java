package io.tablescope.inspector.iceberg;

import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.Value;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Objects;

/**
 * The file-level rules by which Iceberg's {@code DeleteFileIndex} matches a delete file to a data
 * file: which data file a position delete is scoped to, whether two files share a partition, and
 * whether an equality delete's column ranges can meet a data file's.
 */
public final class DeleteMatching {
  /** The reserved field id of the {@code file_path} column of position delete files. */
  public static final int DELETE_FILE_PATH_FIELD_ID = 2147483546;

  private DeleteMatching() {}

  /**
   * The data file a position delete applies to: its {@code referenced_data_file}, or the path its
   * {@code file_path} bounds agree on (Iceberg's {@code ContentFileUtil.referencedDataFile}); null
   * when it may apply to any file of its partition.
   */
  public static String referencedDataFile(ContentFile delete) {
    if (delete.referencedDataFile() != null) {
      return delete.referencedDataFile();
    }
    delete.requireStats("finding the data file a position delete references");
    Value lower = delete.lowerBounds().get(DELETE_FILE_PATH_FIELD_ID);
    Value upper = delete.upperBounds().get(DELETE_FILE_PATH_FIELD_ID);
    if (lower == null || upper == null) {
      return null;
    }
    // The reserved column is not in the table schema, so its bounds may be undecoded bytes.
    String lowerPath = pathOf(lower);
    return lowerPath.equals(pathOf(upper)) ? lowerPath : null;
  }

  private static String pathOf(Value bound) {
    return bound.value() instanceof String path
        ? path
        : new String(bound.raw(), StandardCharsets.UTF_8);
  }

  /** Whether two files were written with the same spec into the same partition. */
  public static boolean samePartition(ContentFile a, ContentFile b) {
    if (a.specId() != b.specId() || a.partition().size() != b.partition().size()) {
      return false;
    }
    for (int i = 0; i < a.partition().size(); i++) {
      Value left = a.partition().get(i).value();
      Value right = b.partition().get(i).value();
      boolean equal =
          left.value() instanceof byte[] l && right.value() instanceof byte[] r
              ? Arrays.equals(l, r)
              : Objects.equals(left.value(), right.value());
      if (!equal && !left.text().equals(right.text())) {
        return false;
      }
    }
    return true;
  }

  /**
   * Iceberg's {@code canContainEqDeletesForFile}: false when, on some equality column, one file
   * holds only nulls and the other none, or their value ranges do not overlap.
   */
  public static boolean canContainEqualityDeletes(ContentFile data, ContentFile delete) {
    data.requireStats("matching equality deletes");
    delete.requireStats("matching equality deletes");
    for (int id : delete.equalityIds()) {
      if (mayContainNulls(data, id) && mayContainNulls(delete, id)) {
        continue;
      }
      if ((allNull(data, id) && allNonNull(delete, id))
          || (allNull(delete, id) && allNonNull(data, id))) {
        return false;
      }
      Value dataLower = data.lowerBounds().get(id);
      Value dataUpper = data.upperBounds().get(id);
      Value deleteLower = delete.lowerBounds().get(id);
      Value deleteUpper = delete.upperBounds().get(id);
      // Missing bounds, or bounds that do not compare (an evolved column), cannot rule it out.
      if (dataLower != null
          && dataUpper != null
          && deleteLower != null
          && deleteUpper != null
          && comparable(dataUpper.value(), deleteLower.value())
          && comparable(deleteUpper.value(), dataLower.value())
          && (compare(dataUpper.value(), deleteLower.value()) < 0
              || compare(deleteUpper.value(), dataLower.value()) < 0)) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether two decoded values can be compared: both byte arrays, both decimals, both other numbers
   * (a column widened from int to long), or both of one comparable class. Null is not.
   */
  public static boolean comparable(Object a, Object b) {
    if (a == null || b == null) {
      return false;
    }
    if (a instanceof byte[] || b instanceof byte[]) {
      return a instanceof byte[] && b instanceof byte[];
    }
    if (a instanceof BigDecimal || b instanceof BigDecimal) {
      return a instanceof BigDecimal && b instanceof BigDecimal;
    }
    if (a instanceof Number && b instanceof Number) {
      return true;
    }
    return a.getClass() == b.getClass() && a instanceof Comparable;
  }

  /**
   * Compares two decoded values of one column type, as Iceberg orders them: byte arrays unsigned,
   * strings by code point.
   *
   * @throws IllegalArgumentException when they are not {@link #comparable}
   */
  @SuppressWarnings({"unchecked", "rawtypes"})
  public static int compare(Object a, Object b) {
    if (!comparable(a, b)) {
      throw new IllegalArgumentException("Cannot compare " + describe(a) + " with " + describe(b));
    }
    if (a instanceof byte[] left && b instanceof byte[] right) {
      return Arrays.compareUnsigned(left, right);
    }
    if (a instanceof String left && b instanceof String right) {
      return compareCodePoints(left, right);
    }
    if (a instanceof Number left
        && b instanceof Number right
        && a.getClass() != b.getClass()
        && !(a instanceof BigDecimal)
        && !(b instanceof BigDecimal)) {
      return left instanceof Double
              || left instanceof Float
              || right instanceof Double
              || right instanceof Float
          ? Double.compare(left.doubleValue(), right.doubleValue())
          : Long.compare(left.longValue(), right.longValue());
    }
    return ((Comparable) a).compareTo(b);
  }

  /**
   * Strings in Unicode code point order (the order of their UTF-8 bytes), as Iceberg's comparator
   * orders them; {@link String#compareTo} orders UTF-16 units, which puts a character outside the
   * BMP before one in U+E000..U+FFFF.
   */
  private static int compareCodePoints(String left, String right) {
    int i = 0;
    int j = 0;
    while (i < left.length() && j < right.length()) {
      int l = left.codePointAt(i);
      int r = right.codePointAt(j);
      if (l != r) {
        return Integer.compare(l, r);
      }
      i += Character.charCount(l);
      j += Character.charCount(r);
    }
    return Integer.compare(left.length() - i, right.length() - j);
  }

  private static String describe(Object value) {
    return value == null ? "null" : value.getClass().getSimpleName() + " " + value;
  }

  private static boolean mayContainNulls(ContentFile file, int id) {
    Long nulls = file.nullValueCounts().get(id);
    return nulls == null || nulls > 0;
  }

  private static boolean allNonNull(ContentFile file, int id) {
    Long nulls = file.nullValueCounts().get(id);
    return nulls != null && nulls == 0;
  }

  private static boolean allNull(ContentFile file, int id) {
    Long nulls = file.nullValueCounts().get(id);
    Long values = file.valueCounts().get(id);
    return nulls != null && values != null && nulls.equals(values);
  }
}
