package io.tablescope.inspector.delta;

import static org.assertj.core.api.Assertions.assertThat;

import io.delta.kernel.internal.deletionvectors.Base85Codec;
import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.delta.action.DeletionVectorDescriptor;
import io.tablescope.format.delta.action.DeletionVectorFile;
import io.tablescope.format.io.Storage;
import io.tablescope.format.testing.delta.HandWrittenTables;
import io.tablescope.inspector.table.DetailSection;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A deletion vector stored by UUID resolves to the file Delta Kernel reads it from, {@code
 * <prefix>/deletion_vector_<uuid>.bin} under the table root, in the tree and the details.
 */
class DeltaDeletionVectorFileTest {
  @TempDir Path root;

  @Test
  void aVectorStoredByUuidResolvesToTheFileKernelReads() {
    String tableRoot = root.toString();
    for (String prefix : List.of("", "ab", "x9", "Zz7")) {
      for (int i = 0; i < 20; i++) {
        UUID uuid = UUID.randomUUID();
        String encoded = prefix + Base85Codec.encodeUUID(uuid);
        String kernel =
            new io.delta.kernel.internal.actions.DeletionVectorDescriptor(
                    "u", encoded, Optional.of(1), 36, 2)
                .getAbsolutePath(tableRoot);
        String ours =
            DeltaFiles.location(
                tableRoot,
                DeletionVectorFile.path(
                    new DeletionVectorDescriptor("u", encoded, 1, 36, 2, Map.of())));
        assertThat(ours).as("%s", encoded).isEqualTo(path(kernel));
        assertThat(ours)
            .endsWith((prefix.isEmpty() ? "" : prefix + "/") + "deletion_vector_" + uuid + ".bin");
      }
    }
  }

  @Test
  void theTreeAndDetailsOfAnAddGiveItsVectorsFile() throws Exception {
    HandWrittenTables.featureTable(root);
    DeltaTable table = DeltaTable.open(Storage.local(), root.toString(), Runnable::run);
    DeltaTree tree = new DeltaTree(table);
    DeltaNode commit =
        tree.children(tree.root(table.commit(1).orElseThrow())).stream()
            .filter(node -> node.kind() == DeltaNode.Kind.COMMIT && node.file().endsWith("1.json"))
            .findFirst()
            .orElseThrow();
    DeltaNode add =
        tree.children(commit).stream()
            .filter(node -> node.action() instanceof AddFile)
            .findFirst()
            .orElseThrow();
    DeletionVectorDescriptor vector = ((AddFile) add.action()).deletionVector();
    assertThat(vector.storageType()).isEqualTo("u");
    String kernel =
        path(
            new io.delta.kernel.internal.actions.DeletionVectorDescriptor(
                    "u",
                    vector.pathOrInlineDv(),
                    Optional.of(vector.offset()),
                    vector.sizeInBytes(),
                    vector.cardinality())
                .getAbsolutePath(root.toString()));
    String relative = root.relativize(Path.of(kernel)).toString();

    assertThat(add.fields()).containsEntry("deletionVector.file", relative);
    assertThat(DeltaTreeRows.of(add).cell(DeltaTreeRows.VECTOR).text())
        .isEqualTo(vector.cardinality() + " rows (u) " + relative);
    DetailSection details =
        DeltaNodeDetails.of(add, table.location()).stream()
            .filter(section -> section.title().equals("Deletion vector"))
            .findFirst()
            .orElseThrow();
    assertThat(details.rows())
        .anySatisfy(
            row -> {
              assertThat(row.name()).isEqualTo("read from");
              assertThat(row.value()).isEqualTo(kernel);
            });
  }

  @Test
  void aValueThatIsNotAnEncodedUuidSaysWhy() {
    Map<String, String> fields =
        ActionFields.of(
            new AddFile(
                "a.parquet",
                Map.of(),
                1,
                1,
                true,
                null,
                null,
                null,
                new DeletionVectorDescriptor("u", "ab~~~~~~~~~~~~~~~~~~~~", 1, 36, 2, Map.of()),
                null,
                null,
                null,
                Map.of()),
            null);
    assertThat(fields.get("deletionVector.file"))
        .startsWith("(cannot be resolved: '~' is not a Z85 character");
  }

  /** Kernel's path as a local path: it may name the file system. */
  private static String path(String kernel) {
    return kernel.startsWith("file:") ? URI.create(kernel).getPath() : kernel;
  }
}
