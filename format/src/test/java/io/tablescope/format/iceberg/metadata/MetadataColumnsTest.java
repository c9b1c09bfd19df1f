package io.tablescope.format.iceberg.metadata;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.HashMap;
import java.util.Map;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.Test;

/** Tablescope's reserved columns are iceberg-core's {@code MetadataColumns}, id, name and type. */
class MetadataColumnsTest {

  @Test
  void everyPrimitiveMetadataColumnOfIcebergIsKnownByIdNameAndType() throws Exception {
    Map<Integer, MetadataColumns.Column> iceberg = new HashMap<>();
    for (Field constant : org.apache.iceberg.MetadataColumns.class.getFields()) {
      if (Modifier.isStatic(constant.getModifiers())
          && constant.getType() == Types.NestedField.class) {
        Types.NestedField field = (Types.NestedField) constant.get(null);
        if (field.type().isPrimitiveType()) {
          iceberg.put(
              field.fieldId(),
              new MetadataColumns.Column(
                  field.name(), new Type.Primitive(field.type().toString())));
        }
      }
    }

    assertThat(iceberg)
        .containsKeys(
            org.apache.iceberg.MetadataColumns.DELETE_FILE_PATH.fieldId(),
            org.apache.iceberg.MetadataColumns.DELETE_FILE_POS.fieldId());
    assertThat(MetadataColumns.all()).isEqualTo(iceberg);
  }
}
