/** What every content loader shares: the content folder, the issue list, tokens and links. */
import { renderMarkdown, type RenderedMarkdown } from "../markdown.ts";
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
  ) {}

  /** Renders a markdown field, recording its links and any unknown token against file/field. */
  markdown(file: string, field: string, source: string, options?: { dropToc?: boolean }): RenderedMarkdown {
    const rendered = renderMarkdown(this.fill(file, field, source), options);
    for (const href of rendered.links) this.links.push({ file, field, href });
    return rendered;
  }

  /**
   * A plain-text field (title, question, description) with its {{tokens}} replaced. Text stays
   * as written otherwise: French typography is applied once, to the rendered page
   * (site/lib/typography.ts).
   */
  fill(file: string, field: string, source: string): string {
    return fillTokens(source, this.tokens, (name) => this.issues.add(file, field, `jeton inconnu {{${name}}}`));
  }
}
