package io.tablescope.app.demo.lake;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.stream.Stream;

/**
 * Generates the demo warehouse's Delta tables into {@code <out>/lake}, beside the Iceberg tables of
 * {@link io.tablescope.app.demo.DemoWarehouseGenerator}: {@link LakeOrders}, {@link LakeCustomers},
 * {@link LakeEvents} written with delta-standalone (races run with its real optimistic
 * transactions), and {@link LakeReadings} (deletion vectors) written by hand. Usage: {@code
 * DeltaDemoWarehouseGenerator <out>}; {@code <out>/lake} is deleted and re-created. Afterwards the
 * Hadoop checksum side files ({@code .*.crc}) are dropped, and every version is printed.
 */
public final class DeltaDemoWarehouseGenerator {
  /** The namespace folder of the Delta tables. */
  public static final String LAKE = "lake";

  /** The tables, in the order they are written. */
  static final List<String> TABLES =
      List.of(LakeOrders.NAME, LakeCustomers.NAME, LakeEvents.NAME, LakeReadings.NAME);

  private DeltaDemoWarehouseGenerator() {}

  /** Writes the Delta tables into {@code args[0]/lake}. */
  public static void main(String[] args) throws IOException {
    if (args.length != 1) {
      throw new IllegalArgumentException("Usage: DeltaDemoWarehouseGenerator <output directory>");
    }
    Path lake = Paths.get(args[0]).toAbsolutePath().normalize().resolve(LAKE);
    Proposals.deleteRecursively(lake);
    LakeOrders.build(lake);
    LakeCustomers.build(lake);
    LakeEvents.build(lake);
    LakeReadings.build(lake);
    dropChecksumFiles(lake);
    for (String table : TABLES) {
      describe(lake.resolve(table));
    }
  }

  private static void describe(Path table) throws IOException {
    System.out.println(table);
    try (Stream<Path> files = Files.list(table.resolve("_delta_log"))) {
      for (Path file : files.sorted().toList()) {
        String name = file.getFileName().toString();
        if (!name.endsWith(".json")) {
          System.out.println("  " + name);
          continue;
        }
        JsonNode info = Json.MAPPER.readTree(Files.readAllLines(file).get(0)).path("commitInfo");
        System.out.printf(
            "  %s %s %s readVersion %s isBlindAppend %s%n",
            name,
            info.path("operation").asText(),
            info.path("operationParameters"),
            info.path("readVersion").asText("-"),
            info.path("isBlindAppend").asText());
      }
    }
  }

  /** Hadoop's local file system writes a {@code .<name>.crc} beside every file; Delta has none. */
  private static void dropChecksumFiles(Path lake) throws IOException {
    try (Stream<Path> paths = Files.walk(lake)) {
      for (Path path : paths.toList()) {
        String name = path.getFileName().toString();
        if (name.startsWith(".") && name.endsWith(".crc")) {
          Files.delete(path);
        }
      }
    }
  }
}
