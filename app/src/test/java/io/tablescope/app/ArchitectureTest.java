package io.tablescope.app;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.iceberg.IcebergTable;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Dependencies point one way, app to inspector to format, and there is no UI below app. */
class ArchitectureTest {
  private static JavaClasses classes;

  @BeforeAll
  static void importClasses() {
    classes =
        new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            // The format module's test jar (fixtures and its tests) is on the class path too.
            .withImportOption(location -> !location.contains("-tests.jar"))
            .importPackages("io.tablescope");
  }

  @Test
  void formatKnowsNothingAbove() {
    noClasses()
        .that()
        .resideInAPackage("io.tablescope.format..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("io.tablescope.inspector..", "io.tablescope.app..")
        .check(classes);
  }

  @Test
  void inspectorDoesNotKnowTheApp() {
    noClasses()
        .that()
        .resideInAPackage("io.tablescope.inspector..")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("io.tablescope.app..")
        .check(classes);
  }

  @Test
  void noJavaFxBelowTheApp() {
    noClasses()
        .that()
        .resideInAnyPackage("io.tablescope.format..", "io.tablescope.inspector..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("javafx..")
        .check(classes);
  }

  @Test
  void viewModelsHoldStateWithoutTheSceneGraph() {
    noClasses()
        .that()
        .haveSimpleNameEndingWith("ViewModel")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("javafx.scene..")
        .check(classes);
  }

  /** The face every format implements, and the analyses over it, know no format. */
  @Test
  void theFormatNeutralFaceKnowsNoFormat() {
    noClasses()
        .that()
        .resideInAnyPackage(
            "io.tablescope.inspector.table..",
            "io.tablescope.inspector.history..",
            "io.tablescope.inspector.diff..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "io.tablescope.inspector.iceberg..",
            "io.tablescope.inspector.delta..",
            "io.tablescope.format.iceberg..",
            "io.tablescope.format.delta..")
        .check(classes);
  }

  /** Each format's reader stands alone, so a third fits beside them. */
  @Test
  void formatsDoNotKnowEachOther() {
    noClasses()
        .that()
        .resideInAnyPackage("io.tablescope.format.iceberg..", "io.tablescope.inspector.iceberg..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("io.tablescope.format.delta..", "io.tablescope.inspector.delta..")
        .check(classes);
    noClasses()
        .that()
        .resideInAnyPackage("io.tablescope.format.delta..", "io.tablescope.inspector.delta..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("io.tablescope.format.iceberg..", "io.tablescope.inspector.iceberg..")
        .allowEmptyShould(true)
        .check(classes);
  }

  /**
   * A format's table is named only in that format's own packages: everywhere else a table is asked
   * what it offers and its format's entry and views answer, so a new format is an entry, not a
   * branch in every caller.
   */
  @Test
  void onlyAFormatsOwnPackagesNameItsTable() {
    noClasses()
        .that()
        .resideOutsideOfPackage("..iceberg..")
        .should()
        .dependOnClassesThat()
        .belongToAnyOf(IcebergTable.class)
        .check(classes);
    noClasses()
        .that()
        .resideOutsideOfPackage("..delta..")
        .should()
        .dependOnClassesThat()
        .belongToAnyOf(DeltaTable.class)
        .check(classes);
    noClasses()
        .that()
        .resideOutsideOfPackage("..hudi..")
        .should()
        .dependOnClassesThat()
        .belongToAnyOf(HudiTable.class)
        .check(classes);
  }

  /** Every package, the GUI's features among them, depends on others without a circle. */
  @Test
  void packagesAreFreeOfCycles() {
    slices().matching("io.tablescope.(**)").should().beFreeOfCycles().check(classes);
  }

  /** Features share what they need through common pieces; only the shell puts them together. */
  @Test
  void onlyTheShellKnowsTheFeatures() {
    noClasses()
        .that()
        .resideInAnyPackage(
            "io.tablescope.app.gui.common..",
            "io.tablescope.app.gui.format..",
            "io.tablescope.app.gui.session..",
            "io.tablescope.app.gui.task..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "io.tablescope.app.gui.shell..",
            "io.tablescope.app.gui.iceberg..",
            "io.tablescope.app.gui.delta..",
            "io.tablescope.app.gui.hudi..",
            "io.tablescope.app.gui.history..",
            "io.tablescope.app.gui.diff..",
            "io.tablescope.app.gui.replay..",
            "io.tablescope.app.gui.details..")
        .check(classes);
  }
}
