package io.tablescope.format.delta.action;

import java.util.Map;
import java.util.Objects;

/**
 * A {@code domainMetadata} action: configuration a named domain keeps in the log ({@code delta.*}
 * domains belong to Delta itself, such as {@code delta.rowTracking}).
 *
 * @param domain the domain name
 * @param configuration the domain's configuration, a string (usually JSON)
 * @param removed whether this action removes the domain
 * @param otherFields fields this reader does not know, name to JSON text
 */
public record DomainMetadata(
    String domain, String configuration, boolean removed, Map<String, String> otherFields)
    implements Action {

  public DomainMetadata {
    Objects.requireNonNull(domain, "domain");
    Objects.requireNonNull(configuration, "configuration");
    otherFields = Maps.copyOrEmpty(otherFields);
  }

  @Override
  public String key() {
    return "domainMetadata";
  }
}
