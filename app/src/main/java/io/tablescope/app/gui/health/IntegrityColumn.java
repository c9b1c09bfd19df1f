package io.tablescope.app.gui.health;

import java.util.function.Function;

/** A column of the Integrity section's findings: its title, width and what it shows. */
public record IntegrityColumn<F>(String title, double width, Function<F, Object> value) {}
