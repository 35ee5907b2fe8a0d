/** What every content loader shares: the content folder, the issue list, tokens and links. */
import { renderMarkdown, type RenderedMarkdown } from "../markdown.ts";
import { frenchTypography } from "../typography.ts";
import { contentCache, MARKDOWN, MARKDOWN_WITHOUT_TOC } from "./cache.ts";
import { fillTokens } from "./tokens.ts";
import type { Issues } from "./issues.ts";

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
    readonly tokens: Record<string, string>,
    readonly staticDir: string,
    /** Rules every prose text must follow (claims-checks.ts), each problem reported against file/field. */
    readonly proseRules: (text: string) => string[] = () => [],
  ) {}

  /** Renders a markdown field, recording its links and any unknown token against file/field. */
  markdown(file: string, field: string, source: string, options?: { dropToc?: boolean }): RenderedMarkdown {
    const filled = fillTokens(source, this.tokens, (name) =>
      this.issues.add(file, field, `jeton inconnu {{${name}}}`),
    );
    for (const problem of this.proseRules(filled)) this.issues.add(file, field, problem);
    const rendered = contentCache.text(options?.dropToc ? MARKDOWN_WITHOUT_TOC : MARKDOWN, filled, () => renderMarkdown(filled, options));
    for (const href of rendered.links) this.links.push({ file, field, href });
    return rendered;
  }

  /** Plain text shown as is (React escapes it): French typography only. */
  text(source: string): string {
    return frenchTypography(source);
  }
}
