package io.tablescope.inspector.iceberg;

import io.tablescope.format.ContentKind;
import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.manifest.StatusCounts;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The manifests and entries of a snapshot, counted as far as they could be read. What could not be
 * read is unknown, not zero: an unread manifest contributes the manifest list's counts for it,
 * marked as such, and when the manifest list itself could not be read (wholly or past some point)
 * the number of manifests and of entries is unknown.
 *
 * @param manifestListProblems why the manifest list could not be read in full, or why there was no
 *     list to read (a current snapshot id that names no snapshot); empty when it was read
 * @param listedManifests the manifests the list names (those before the damage when it is damaged)
 * @param listedDeleteManifests how many of them are delete manifests
 * @param read the entries counted in the manifests that were read
 * @param readByContent the same, by the kind of file ({@link ContentKind}: deletion vectors apart
 *     from other position deletes)
 * @param unreadManifests the listed manifests that could not be read, in list order
 */
public record CountedEntries(
    List<Problem> manifestListProblems,
    int listedManifests,
    int listedDeleteManifests,
    StatusCounts read,
    Map<ContentKind, StatusCounts> readByContent,
    List<UnreadManifest> unreadManifests) {
  /** Nothing to count: a table without a current snapshot. */
  public static final CountedEntries NONE =
      new CountedEntries(List.of(), 0, 0, StatusCounts.ZERO, Map.of(), List.of());

  public CountedEntries {
    manifestListProblems = List.copyOf(manifestListProblems);
    Objects.requireNonNull(read, "read");
    readByContent = Map.copyOf(readByContent);
    unreadManifests = List.copyOf(unreadManifests);
    if (listedDeleteManifests > listedManifests || unreadManifests.size() > listedManifests) {
      throw new IllegalArgumentException(
          "more delete or unread manifests than the " + listedManifests + " listed");
    }
  }

  /** Whether the manifest list and every manifest it names were read. */
  public boolean complete() {
    return manifestListRead() && unreadManifests.isEmpty();
  }

  /** Whether the manifest list was read in full, so the number of manifests is known. */
  public boolean manifestListRead() {
    return manifestListProblems.isEmpty();
  }

  /** How many manifests the snapshot has; empty when the manifest list could not be read. */
  public Optional<Integer> manifests() {
    return manifestListRead() ? Optional.of(listedManifests) : Optional.empty();
  }

  /** How many data manifests it lists. */
  public int listedDataManifests() {
    return listedManifests - listedDeleteManifests;
  }

  /**
   * The manifest list's counts for the unread manifests, summed; empty when one of them has none.
   * Zero when every listed manifest was read.
   */
  public Optional<StatusCounts> fromManifestList() {
    StatusCounts sum = StatusCounts.ZERO;
    for (UnreadManifest unread : unreadManifests) {
      Optional<StatusCounts> listed = unread.listedCounts();
      if (listed.isEmpty()) {
        return Optional.empty();
      }
      sum = sum.plus(listed.get());
    }
    return Optional.of(sum);
  }

  /**
   * Every entry of the snapshot by status: those read plus the manifest list's counts for the
   * manifests that could not be read; empty when that is not known (the manifest list could not be
   * read in full, or it records no counts for an unread manifest).
   */
  public Optional<StatusCounts> entries() {
    if (!manifestListRead()) {
      return Optional.empty();
    }
    return fromManifestList().map(read::plus);
  }
}
