/**
 * Parts rendered once per build (site/lib/render/RenderOnce.tsx) are what each page would render
 * itself: the header, rendered once per set of current navigation links, is the header rendered
 * for the page's own URL; the end of an article's sidebar, rendered once per list of recent
 * articles, is the one rendered for the article; and their text is typeset.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as assert from "uvu/assert";
import { Header } from "../../../site/shell/Header.tsx";
import { pagesOf } from "../../../site/lib/build/collect-pages.ts";
import { ArticleAsideEnd } from "../../../site/routes/article.tsx";
import { SiteContext } from "../../../site/lib/render/site-context.tsx";
import { typesetDocument } from "../../../site/lib/text/typography.ts";
import { siteSuites } from "../../helpers/html-sites.ts";

siteSuites("parts rendered once", (test) => {
  test("every page's header is the header rendered for its own URL, typeset", ({ site }) => {
    for (const page of pagesOf(site.editions).filter((p) => p.indexable)) {
      const data = site.editions.find((e) => e.locale === page.locale)!;
      const own = renderToStaticMarkup(
        createElement(
          SiteContext.Provider,
          {
            value: {
              data,
              settings: site.settings,
              url: page.url,
              alternates: page.alternates,
              switchTo: page.switchTo,
            },
          },
          createElement(Header),
        ),
      );
      assert.ok(site.html(page.url).includes(typesetDocument(own, page.locale)), `${page.url}: header`);
    }
  });

  test("every article's sidebar ends with the part rendered for its own recent articles, typeset", ({ site }) => {
    const byUrl = new Map(pagesOf(site.editions).map((page) => [page.url, page]));
    for (const article of site.data.articles) {
      const { recent } = byUrl.get(article.url)!.element.props as Parameters<typeof ArticleAsideEnd>[0];
      const own = renderToStaticMarkup(
        createElement(
          SiteContext.Provider,
          {
            value: {
              data: site.data,
              settings: site.settings,
              url: article.url,
              alternates: byUrl.get(article.url)!.alternates,
              switchTo: byUrl.get(article.url)!.switchTo,
            },
          },
          createElement(ArticleAsideEnd, { recent }),
        ),
      );
      assert.ok(site.html(article.url).includes(typesetDocument(own)), article.url);
    }
  });

  test("whole pages, parts included, are typeset: typesetting them again changes nothing", ({ site }) => {
    for (const url of site.urls)
      assert.is(typesetDocument(site.html(url), site.edition(url).locale), site.html(url), url);
  });
});
