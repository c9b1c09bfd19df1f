/**
 * Iceberg catalogs: where they are configured ({@code config}) and the REST protocol Tablescope
 * speaks to them ({@code rest}) to find a table's metadata file and the credentials for its files.
 */
package io.tablescope.format.catalog;
