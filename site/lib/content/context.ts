/** What every content loader shares: the content folder, the issue list, tokens and links. */
import { renderMarkdown, type RenderedMarkdown } from "../text/markdown.ts";
import { contentCache, MARKDOWN, MARKDOWN_WITHOUT_TOC } from "./cache.ts";
import type { z } from "zod";
import { factTokens, fillTokens, type Token } from "./tokens.ts";
import type { Issues } from "./issues.ts";
import type { Settings } from "../../config.ts";
import { volumeProblems } from "./rules/claims-checks.ts";
import { delayProblems } from "./rules/delays.ts";
import { genericEnvironmentalClaims } from "./rules/green-claims.ts";
import type { SiteData } from "./types.ts";
import { DEFAULT_LOCALE, type Locale } from "../../../content/locales.ts";

export interface LinkRef {
  file: string;
  field: string;
  href: string;
}

/** An image of a markdown text, `![alt](src)`, for the photo checks (site/lib/photos/attach.ts). */
export interface ImageRef {
  file: string;
  field: string;
  src: string;
  alt: string;
}

export class LoadContext {
  readonly links: LinkRef[] = [];
  readonly images: ImageRef[] = [];

  constructor(
    readonly root: string,
    readonly issues: Issues,
    readonly tokens: Record<string, Token>,
    readonly staticDir: string,
    /** Rules every prose text must follow (claims-checks.ts), each problem reported against file/field. */
    readonly proseRules: (text: string) => string[] = () => [],
    /**
     * Rules on the wording of every text the company writes, markdown or field: how it states
     * the facts (delays.ts) and no generic environmental claim (green-claims.ts); not on the
     * words of others that a file quotes (reviews): see `parse`. Each problem reported once per field.
     */
    readonly wordingRules: (text: string) => string[] = () => [],
    /** The edition whose files this context reads (content/<collection>/<locale>/). */
    readonly locale: Locale = DEFAULT_LOCALE,
  ) {}

  private readonly reported = new Set<string>();

  /** Renders a markdown field, recording its links and any unknown token against file/field. */
  markdown(file: string, field: string, source: string, options?: { dropToc?: boolean }): RenderedMarkdown {
    const filled = this.fill(file, field, source);
    for (const problem of this.proseRules(filled)) this.issues.add(file, field, problem);
    this.checkWording(file, field, filled);
    const rendered = contentCache.text(options?.dropToc ? MARKDOWN_WITHOUT_TOC : MARKDOWN, filled, () =>
      renderMarkdown(filled, options),
    );
    // Kept until the link check, as a copy: cut from the markdown, a link would keep the whole text alive.
    for (const href of rendered.links) this.links.push({ file, field, href: structuredClone(href) });
    for (const { src, alt } of rendered.images) this.images.push({ file, field, src, alt });
    return rendered;
  }

  /**
   * Validates a file's data after replacing the {{tokens}} of every text in it, so limits
   * (a description's length) apply to the text as shown. Text stays as written otherwise:
   * French typography is applied once, to the rendered page (site/lib/text/typography.ts).
   */
  parse<S extends z.ZodType>(
    file: string,
    schema: S,
    data: unknown,
    options?: { quoted?: boolean },
  ): z.output<S> | null {
    // Most files have no token: they are checked as they are, without a copy of every value.
    const tokens = hasToken(data);
    const filled = tokens ? this.fillAll(file, data, "") : data;
    const parsed = this.issues.parse(file, schema, filled);
    // The editor at /admin checks the text as written, tokens included: it must pass there too,
    // or the owner could not save the file (a description within 160 characters once filled,
    // but longer with its {{tokens}}). Without tokens, the text as written is the one checked.
    const written = parsed === null || !tokens ? null : schema.safeParse(data);
    for (const issue of written?.error?.issues ?? []) {
      this.issues.add(
        file,
        issue.path.map(String).join(".") || "(fichier)",
        `${issue.message} avec ses jetons {{…}}, tel que l’éditeur le vérifie`,
      );
    }
    // Words quoted as written (clients' reviews) are theirs, not the company's statement.
    if (parsed !== null && !options?.quoted) this.checkAllWording(file, parsed, "");
    return parsed;
  }

  private checkWording(file: string, field: string, text: string): void {
    for (const problem of this.wordingRules(text)) {
      const key = `${file}\u0000${field}\u0000${problem}`;
      if (this.reported.has(key)) continue;
      this.reported.add(key);
      this.issues.add(file, field || "(fichier)", problem);
    }
  }

  private checkAllWording(file: string, value: unknown, field: string): void {
    const at = (key: string | number) => (field ? `${field}.${key}` : String(key));
    if (typeof value === "string") this.checkWording(file, field, value);
    else if (Array.isArray(value)) value.forEach((item, i) => this.checkAllWording(file, item, at(i)));
    else if (value && typeof value === "object" && !(value instanceof Date)) {
      for (const [key, item] of Object.entries(value)) this.checkAllWording(file, item, at(key));
    }
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
  locale: Locale = DEFAULT_LOCALE,
): LoadContext {
  return new LoadContext(
    contentDir,
    issues,
    factTokens(brand, claims, settings, estimator, locale),
    staticDir,
    (text) => volumeProblems(text, claims.prices),
    // The wording rules read French (« 24 heures », « écologique »): they apply to the French edition.
    locale === DEFAULT_LOCALE
      ? (text) => [...delayProblems(text, claims.delays), ...genericEnvironmentalClaims(text)]
      : () => [],
    locale,
  );
}
