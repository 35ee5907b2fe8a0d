/** What every content loader shares: the content folder, the issue list, tokens and links. */
import { detach } from "../detach.ts";
import { renderMarkdown, type RenderedMarkdown } from "../markdown.ts";
import { contentCache, MARKDOWN, MARKDOWN_WITHOUT_TOC } from "./cache.ts";
import type { z } from "zod";
import { factTokens, fillTokens, type Token } from "./tokens.ts";
import type { Issues } from "./issues.ts";
import type { Settings } from "../../config.ts";
import { volumeProblems } from "./claims-checks.ts";
import type { SiteData } from "./types.ts";

export interface LinkRef {
  file: string;
  field: string;
  href: string;
}

export class LoadContext {
  readonly links: LinkRef[] = [];

  constructor(
    readonly root: string,
    readonly issues: Issues,
    readonly tokens: Record<string, Token>,
    readonly staticDir: string,
    /** Rules every prose text must follow (claims-checks.ts), each problem reported against file/field. */
    readonly proseRules: (text: string) => string[] = () => [],
  ) {}

  /** Renders a markdown field, recording its links and any unknown token against file/field. */
  markdown(file: string, field: string, source: string, options?: { dropToc?: boolean }): RenderedMarkdown {
    const filled = this.fill(file, field, source);
    for (const problem of this.proseRules(filled)) this.issues.add(file, field, problem);
    const rendered = contentCache.text(options?.dropToc ? MARKDOWN_WITHOUT_TOC : MARKDOWN, filled, () => renderMarkdown(filled, options));
    // Kept until the link check: cut from the markdown, a link would keep the whole text alive.
    for (const href of rendered.links) this.links.push({ file, field, href: detach(href) });
    return rendered;
  }

  /**
   * Validates a file's data after replacing the {{tokens}} of every text in it, so limits
   * (a description's length) apply to the text as shown. Text stays as written otherwise:
   * French typography is applied once, to the rendered page (site/lib/typography.ts).
   */
  parse<S extends z.ZodType>(file: string, schema: S, data: unknown): z.output<S> | null {
    // Most files have no token: they are checked as they are, without a copy of every value.
    const tokens = hasToken(data);
    const filled = tokens ? this.fillAll(file, data, "") : data;
    const parsed = this.issues.parse(file, schema, filled);
    // The editor at /admin checks the text as written, tokens included: it must pass there too,
    // or the owner could not save the file (a description within 160 characters once filled,
    // but longer with its {{tokens}}). Without tokens, the text as written is the one checked.
    const written = parsed === null || !tokens ? null : schema.safeParse(data);
    for (const issue of written?.error?.issues ?? []) {
      this.issues.add(file, issue.path.map(String).join(".") || "(fichier)", `${issue.message} avec ses jetons {{…}}, tel que l’éditeur le vérifie`);
    }
    return parsed;
  }

  private fill(file: string, field: string, source: string): string {
    return fillTokens(source, this.tokens, (message) => this.issues.add(file, field || "(fichier)", message));
  }

  private fillAll(file: string, value: unknown, field: string): unknown {
    const at = (key: string | number) => (field ? `${field}.${key}` : String(key));
    if (typeof value === "string") return this.fill(file, field, value);
    if (Array.isArray(value)) return value.map((item, i) => this.fillAll(file, item, at(i)));
    if (value && typeof value === "object" && !(value instanceof Date)) {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, this.fillAll(file, item, at(key))]));
    }
    return value;
  }
}

/** Whether a text of `value` has a {{token}}. */
function hasToken(value: unknown): boolean {
  if (typeof value === "string") return value.includes("{{");
  if (Array.isArray(value)) return value.some(hasToken);
  if (value && typeof value === "object" && !(value instanceof Date)) return Object.values(value).some(hasToken);
  return false;
}

/** What markdown is rendered with: the facts' tokens and the prose rules of the claims. */
export function contentContext(
  contentDir: string,
  staticDir: string,
  settings: Settings,
  { brand, claims, estimator }: Pick<SiteData, "brand" | "claims"> & { estimator: SiteData["estimator"] | null },
  issues: Issues,
): LoadContext {
  return new LoadContext(contentDir, issues, factTokens(brand, claims, settings, estimator), staticDir, (text) =>
    volumeProblems(text, claims.prices),
  );
}
