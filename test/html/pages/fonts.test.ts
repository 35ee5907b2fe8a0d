/** Pages preload the core web font, the one file the stylesheet loads for ASCII and French. */
import fs from "node:fs";
import path from "node:path";
import * as assert from "uvu/assert";
import { CORE_FONT_URL, EXTRA_FONT_URL } from "../../../site/lib/assets/web-font.ts";
import { siteSuites } from "../../helpers/html-sites.ts";

siteSuites("web font", (fonts) => {
  fonts(
    "every page preloads the core font, the stylesheet loads it from that URL, the extra one on demand",
    ({ site }) => {
      const stylesheet = site.page("/").querySelector('link[rel="stylesheet"]')!.getAttribute("href")!;
      const css = fs.readFileSync(path.join(site.dist, stylesheet), "utf8");
      for (const url of [CORE_FONT_URL, EXTRA_FONT_URL]) {
        assert.ok(css.includes(`url(${url})`) || css.includes(`url("${url}")`), `${url} in the built stylesheet`);
        assert.ok(fs.existsSync(path.join(site.dist, url)), `${url} built`);
      }
      for (const url of site.urls) {
        const preloads = [...site.page(url).querySelectorAll('link[rel="preload"][as="font"]')].map((l) =>
          l.getAttribute("href"),
        );
        assert.equal(preloads, [CORE_FONT_URL], url);
      }
    },
  );
});
