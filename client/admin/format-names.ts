/** The editor's file formats (formats.ts), named in the collections' settings by site/cms/config.ts. */
export const YAML_FORMAT = "yaml-kept";
export const FRONT_MATTER_FORMAT = "frontmatter-kept";
