/**
 * Parts rendered once per build (site/lib/render/RenderOnce.tsx) are what each page would render
 * itself: the header, rendered once per set of current navigation links, is the header rendered
 * for the page's own URL; the end of an article's sidebar, rendered once per list of recent
 * articles, is the one rendered for the article; and their text is typeset.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as assert from "uvu/assert";
import { Header } from "../../site/shell/Header.tsx";
import { pagesOf } from "../../site/lib/build/collect-pages.ts";
import { ArticleAsideEnd } from "../../site/routes/article.tsx";
import { SiteContext } from "../../site/lib/render/site-context.tsx";
import { TYPESET_PART, typesetDocument } from "../../site/lib/text/typography.ts";
import { siteSuites } from "../helpers/html-sites.ts";

siteSuites("parts rendered once", (test) => {
  test("every page's header is the header rendered for its own URL, typeset", ({ site }) => {
    for (const url of site.urls) {
      const own = renderToStaticMarkup(
        createElement(
          SiteContext.Provider,
          { value: { data: site.data, settings: site.settings, url } },
          createElement(Header),
        ),
      );
      assert.ok(site.html(url).includes(`${TYPESET_PART}${typesetDocument(own)}</div>`), `${url}: header`);
    }
  });

  test("every article's sidebar ends with the part rendered for its own recent articles, typeset", ({ site }) => {
    const byUrl = new Map(pagesOf(site.data).map((page) => [page.url, page]));
    for (const article of site.data.articles) {
      const { recent } = byUrl.get(article.url)!.element.props as Parameters<typeof ArticleAsideEnd>[0];
      const own = renderToStaticMarkup(
        createElement(
          SiteContext.Provider,
          { value: { data: site.data, settings: site.settings, url: article.url } },
          createElement(ArticleAsideEnd, { recent }),
        ),
      );
      assert.ok(site.html(article.url).includes(`${TYPESET_PART}${typesetDocument(own)}</div>`), article.url);
    }
  });

  test("the parts are typeset: typesetting their content again changes nothing", ({ site }) => {
    for (const url of site.urls) {
      const parts = partsOf(site.html(url));
      assert.ok(parts.length >= 2, `${url}: the header and the end of the layout`);
      for (const part of parts) assert.is(typesetDocument(part), part, url);
    }
  });
});

/** The content of each part rendered once (inside its wrapper, nested divs counted). */
function partsOf(html: string): string[] {
  const parts: string[] = [];
  for (let at = html.indexOf(TYPESET_PART); at >= 0; at = html.indexOf(TYPESET_PART, at + 1)) {
    const start = at + TYPESET_PART.length;
    const tags = /<div[\s>]|<\/div>/g;
    tags.lastIndex = start;
    let depth = 1;
    let match: RegExpExecArray | null = null;
    while (depth > 0 && (match = tags.exec(html))) depth += match[0] === "</div>" ? -1 : 1;
    parts.push(html.slice(start, match!.index));
  }
  return parts;
}
