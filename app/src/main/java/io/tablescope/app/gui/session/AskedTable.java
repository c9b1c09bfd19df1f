package io.tablescope.app.gui.session;

import io.tablescope.format.io.FileAccess;

/**
 * A table as the user asked for it: where it is read from, through what, the name it is shown and
 * remembered by (null: its location), and for a metadata file a catalog named, how it was found
 * (else null).
 */
record AskedTable(String location, FileAccess files, String name, String howFound) {
  String shownAs() {
    return name == null ? location : name;
  }

  /** The same table asked for at another location: a warehouse's first table. */
  AskedTable at(String otherLocation) {
    return new AskedTable(otherLocation, files, name, howFound);
  }
}
