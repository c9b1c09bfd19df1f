package io.tablescope.inspector.delta.maintenance;

/** Delta itself would refuse the VACUUM previewed; the message is Delta's own. */
public final class VacuumRefusedException extends Exception {
  public VacuumRefusedException(String message) {
    super(message);
  }
}
