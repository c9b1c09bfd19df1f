package io.tablescope.format.location;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.io.FileEntry;
import io.tablescope.format.io.Storage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FolderListingTest {
  @TempDir Path folder;

  @Test
  void aLinkLoopIsAProblemNamingItBesideTheEntriesThatCanBeRead() throws IOException {
    Files.writeString(folder.resolve("a.txt"), "four");
    Files.createDirectory(folder.resolve("inside"));
    Path loop = folder.resolve("loop");
    Files.createSymbolicLink(loop, loop.getFileName());

    FolderListing listing = FolderListing.of(Storage.local(), folder.toString());

    assertThat(listing.entries())
        .extracting(FileEntry::location, FileEntry::directory, FileEntry::length)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(folder.resolve("a.txt").toString(), false, 4L),
            org.assertj.core.groups.Tuple.tuple(folder.resolve("inside").toString(), true, 0L));
    assertThat(listing.problems())
        .singleElement()
        .satisfies(
            problem -> {
              assertThat(problem.path()).isEqualTo(loop.toString());
              assertThat(problem.message())
                  .startsWith("cannot be read: a symbolic link that loops or cannot be followed");
            });
  }

  @Test
  void onlyLocalSymbolicLinksAreLinks() throws IOException {
    Path target = Files.createDirectory(folder.resolve("target"));
    Path link = Files.createSymbolicLink(folder.resolve("link"), target);

    assertThat(FolderListing.isLink(link.toString())).isTrue();
    assertThat(FolderListing.isLink("file:" + link)).isTrue();
    assertThat(FolderListing.isLink(target.toString())).isFalse();
    assertThat(FolderListing.isLink("s3://bucket/link")).isFalse();
  }
}
