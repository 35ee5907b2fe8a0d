/**
 * What client/admin registers with Decap CMS, by the names the configuration written by
 * site/cms (config.ts, fields.ts, references.ts) gives them.
 */

/** The file formats (formats.ts). */
export const YAML_FORMAT = "yaml-kept";
export const FRONT_MATTER_FORMAT = "frontmatter-kept";

/** The date field (belgian-date.ts): typed as 14/10/2025, written 2025-10-14. */
export const DATE_WIDGET = "belgian-date";
/** Decap's relation widget, mounted only in the pane where its field is edited (reference.ts). */
export const REFERENCE_WIDGET = "reference";
