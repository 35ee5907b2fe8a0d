/**
 * The Decap CMS configuration, generated at build time from the content schemas
 * (site/cms/collections.ts, content/schema.ts): adding a field to a schema adds it to the
 * editor. Written to dist/admin/config.yml. Reference: https://decapcms.org/docs/configuration-options/
 */
import { FRONT_MATTER_FORMAT, YAML_FORMAT } from "../../client/admin/names.ts";
import type { CmsSettings } from "../config.ts";
import type { Collection } from "./collections.ts";
import { DEFAULT_LOCALE, LOCALES } from "../../content/locales.ts";
import { SHARED_FIELDS } from "../../content/schema.ts";
import { fieldsOf, jsonSchemaOf, type DecapField } from "./fields.ts";

/** Uploaded images: one folder under static/, served by the site at /images/uploads. */
export const MEDIA_FOLDER = "static/images/uploads";
export const PUBLIC_MEDIA_FOLDER = "/images/uploads";

export interface CmsConfigInput {
  collections: Collection[];
  /** Production git backend; null for a local build (edits the working tree through decap-server). */
  backend: CmsSettings | null;
  siteUrl: string;
  /** Port of decap-server for a local build. */
  localPort: number;
}

export function cmsConfig({ collections, backend, siteUrl, localPort }: CmsConfigInput): Record<string, unknown> {
  return {
    locale: "fr",
    site_url: siteUrl,
    display_url: siteUrl,
    // A local build edits the working tree through decap-server (npm run dev), without any account.
    backend: backend
      ? backendConfig(backend)
      : { name: "proxy", proxy_url: localBackendUrl(localPort), branch: "main" },
    media_folder: MEDIA_FOLDER,
    public_folder: PUBLIC_MEDIA_FOLDER,
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    publish_mode: "simple",
    // One folder per edition (content/blog/fr/, content/blog/nl/): https://decapcms.org/docs/i18n/
    i18n: { structure: "multiple_folders", locales: [...LOCALES], default_locale: DEFAULT_LOCALE },
    collections: collections.map(collectionConfig),
  };
}

export function localBackendUrl(port: number): string {
  return `http://127.0.0.1:${port}/api/v1`;
}

function backendConfig(cms: CmsSettings): Record<string, unknown> {
  return {
    name: cms.backend,
    repo: cms.repo,
    branch: cms.branch,
    ...(cms.baseUrl ? { base_url: cms.baseUrl } : {}),
    ...(cms.apiRoot ? { api_root: cms.apiRoot } : {}),
    ...(cms.appId ? { app_id: cms.appId, auth_type: "pkce" } : {}),
    commit_messages: {
      create: "Contenu : ajout de {{collection}} « {{slug}} »",
      update: "Contenu : modification de {{collection}} « {{slug}} »",
      delete: "Contenu : suppression de {{collection}} « {{slug}} »",
      uploadMedia: "Contenu : ajout de l’image « {{path}} »",
      deleteMedia: "Contenu : suppression de l’image « {{path}} »",
    },
  };
}

function collectionConfig(collection: Collection): Record<string, unknown> {
  if (collection.kind === "files") {
    return {
      name: collection.name,
      label: collection.label,
      description: collection.description,
      editor: { preview: false },
      // A save rewrites only the values the owner changed (client/admin/formats.ts).
      format: YAML_FORMAT,
      extension: "yaml",
      files: collection.files.map((f) => ({
        name: f.name,
        label: f.label,
        file: `content/${f.file}`,
        fields: fieldsOf(jsonSchemaOf(f.schema)),
      })),
    };
  }
  const body: DecapField = { name: "body", label: collection.bodyLabel, widget: "markdown" };
  return {
    name: collection.name,
    label: collection.label,
    label_singular: collection.labelSingular,
    description: collection.description,
    folder: `content/${collection.folder}`,
    extension: "md",
    format: FRONT_MATTER_FORMAT,
    create: collection.create,
    delete: collection.create,
    identifier_field: collection.identifier,
    summary: collection.create ? `{{${collection.identifier}}}` : "{{filename}}",
    slug: "{{slug}}",
    ...(collection.preview
      ? { preview_path: collection.preview.replace(/^\//, "").replace("{{slug}}", "{{filename}}") }
      : {}),
    i18n: true,
    // A shared field (a fact) is edited once, in French; the others are written in each language.
    fields: [...fieldsOf(jsonSchemaOf(collection.schema)), body].map((field) => ({
      ...field,
      i18n: !SHARED_FIELDS[collection.folder].includes(field.name),
    })),
  };
}
