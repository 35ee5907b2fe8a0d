/**
 * The editor's file formats: YAML files and markdown with YAML front matter, like Decap's own,
 * except that a save rewrites only the values the owner changed (yaml-patch.ts), whatever the
 * backend: the local one of `npm run dev` and the git hosts' alike. Each entry carries the text
 * it was read from under SOURCE, a key no field has: Decap keeps the keys its form does not
 * show and hands them back to `toFile`.
 * https://decapcms.org/docs/custom-formatters/
 */
import { parse, stringify } from "yaml";
import { CMS, type Formatter } from "./decap.ts";
import { FRONT_MATTER_FORMAT, YAML_FORMAT } from "./names.ts";
import { patchYaml, sameValue } from "./yaml-patch.ts";

const SOURCE = "@source";

const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

export const yamlFormat: Formatter = {
  fromFile(content) {
    return { ...asObject(parse(content)), [SOURCE]: content };
  },
  toFile(data, sortedKeys) {
    const { [SOURCE]: source, ...values } = data;
    return typeof source === "string" ? patchYaml(source, values, sortedKeys) : patchYaml("", values, sortedKeys);
  },
};

/** A markdown file's parts: the opening line, the front matter, the closing line, the body. */
const FRONT_MATTER = /^(---\r?\n)([\s\S]*?\r?\n)?(---[ \t]*(?:\r?\n|$))([\s\S]*)$/;

export const frontMatterFormat: Formatter = {
  fromFile(content) {
    const parts = content.match(FRONT_MATTER);
    if (!parts) return { body: content, [SOURCE]: content };
    const body = parts[4]!;
    return { ...asObject(parse(parts[2] ?? "")), ...(body.trim() ? { body } : {}), [SOURCE]: content };
  },
  toFile(data, sortedKeys) {
    const { [SOURCE]: source, body, ...values } = data;
    const text = typeof body === "string" ? body : "";
    // Decap writes a file in every language of an entry on each save (it reads a missing one as
    // empty): a language with nothing written, not translated yet, gets an empty file, which the
    // build reads as no translation (site/lib/content/editions.ts), not `---\n{}\n---`.
    const hadText = typeof source === "string" && source.trim() !== "";
    if (!hadText && text.trim() === "" && sameValue(values, {})) return "";
    const parts = typeof source === "string" ? source.match(FRONT_MATTER) : null;
    if (!parts) return `---\n${stringify(values, { lineWidth: 0 })}---\n${text}`;
    const [, open, frontMatter = "", close, oldBody = ""] = parts;
    // The body as it was when only its last line break differs (Decap adds or drops one).
    const newBody = text.trimEnd() === oldBody.trimEnd() ? oldBody : text;
    return `${open}${patchYaml(frontMatter, values, sortedKeys)}${close}${newBody}`;
  },
};

CMS.registerCustomFormat(YAML_FORMAT, "yaml", yamlFormat);
CMS.registerCustomFormat(FRONT_MATTER_FORMAT, "md", frontMatterFormat);
