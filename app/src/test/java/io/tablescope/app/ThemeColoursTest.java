package io.tablescope.app;

import static com.tngtech.archunit.core.domain.JavaAccess.Predicates.target;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.assignableTo;
import static com.tngtech.archunit.core.domain.JavaModifier.STATIC;
import static com.tngtech.archunit.core.domain.properties.HasOwner.Predicates.With.owner;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.AccessTarget.ConstructorCallTarget;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javafx.scene.paint.Color;
import org.junit.jupiter.api.Test;

/**
 * Every colour comes from the theme's tokens, so the light and the dark theme both colour every
 * view: no colour value in a style sheet, no {@link Color} in the app's code.
 */
class ThemeColoursTest {
  private static final Pattern COLOUR_VALUE =
      Pattern.compile("#\\p{XDigit}{3,8}\\b|\\brgba?\\(|\\bhsba?\\(");

  @Test
  void noStyleSheetHoldsAColourValue() throws IOException {
    List<Path> sheets;
    try (Stream<Path> files = Files.walk(Path.of("src/main/resources"))) {
      sheets = files.filter(file -> file.toString().endsWith(".css")).toList();
    }

    assertThat(sheets).isNotEmpty();
    for (Path sheet : sheets) {
      assertThat(Files.readAllLines(sheet))
          .as("colour values in %s", sheet)
          .noneMatch(line -> COLOUR_VALUE.matcher(line).find());
    }
  }

  @Test
  void noAppCodeMakesAColour() {
    noClasses()
        .that()
        .resideInAPackage("io.tablescope.app..")
        .should()
        .accessTargetWhere(
            target(owner(assignableTo(Color.class)))
                .and(
                    DescribedPredicate.describe(
                        "a constant, a factory or a constructor",
                        access ->
                            access.getTarget() instanceof ConstructorCallTarget
                                || access
                                    .getTarget()
                                    .resolveMember()
                                    .map(member -> member.getModifiers().contains(STATIC))
                                    .orElse(false))))
        .because("colours come from the theme's tokens through the style sheet")
        .check(
            new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("io.tablescope.app"));
  }
}
