/**
 * No generic environmental claim on any page (directive (EU) 2024/825): the build refuses them in
 * the content's texts, and this checks what the code writes too (titles, cards, footer). A page
 * that states a share reused or recycled states what it measures (claims.yaml, recyclingBasis).
 */
import * as assert from "uvu/assert";
import { genericEnvironmentalClaims } from "../../../site/lib/content/rules/green-claims.ts";
import { siteSuites } from "../../helpers/html-sites.ts";
import { plain, textOf } from "../../helpers/site.ts";

/** « 85 % des biens recyclés ou réemployés », « 85 % de ce que nous évacuons est réemployé… » */
const RECYCLED_SHARE = /\d+ %[^.;:]{0,80}?(?:réemploy|recycl)/;

siteSuites("environmental claims", (claims) => {
  claims("no page title, description or text makes a generic environmental claim", ({ site }) => {
    for (const url of site.urls) {
      const doc = site.page(url);
      const texts = [
        textOf(doc.querySelector("title")),
        doc.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
        textOf(doc.body),
      ];
      for (const text of texts) assert.equal(genericEnvironmentalClaims(plain(text)), [], url);
    }
  });

  claims("a page that states the share reused or recycled states its basis", ({ site }) => {
    const basis = plain(site.data.claims.recyclingBasis);
    let pages = 0;
    for (const url of site.urls) {
      const text = textOf(site.page(url).querySelector("main"));
      if (!RECYCLED_SHARE.test(text)) continue;
      pages++;
      assert.ok(text.includes(basis), `${url}: « ${text.match(RECYCLED_SHARE)![0]} » without its basis`);
    }
    assert.ok(pages > 0, "the share is stated somewhere");
  });
});
