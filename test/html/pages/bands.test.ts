/**
 * A page's bands (spacing, background, name, container) are drawn by one component,
 * site/components/Section.tsx: every band of every page has the same frame.
 */
import * as assert from "uvu/assert";
import { siteSuites } from "../../helpers/html-sites.ts";

siteSuites("page bands", (test) => {
  test("every band is a named section whose content sits in the page's container", ({ site }) => {
    let bands = 0;
    for (const url of site.urls) {
      for (const band of site.page(url).querySelectorAll("main section.section, main section.section-tight")) {
        bands++;
        const where = `${url}: ${band.outerHTML.slice(0, 100)}`;
        assert.equal(
          [...band.children].map((child) => child.classList.contains("container")),
          [true],
          `${where}: one child, the container`,
        );
        const heading = band.getAttribute("aria-labelledby");
        assert.ok(
          heading ? band.querySelector(`[id="${heading}"]`) : band.getAttribute("aria-label"),
          `${where}: named`,
        );
      }
    }
    assert.ok(bands > site.urls.length, "bands found");
  });
});
