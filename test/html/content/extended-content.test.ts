/**
 * The extended copy really is more content: the HTML tier's second run is only worth something
 * if the added article and municipality are in its build, under their own names.
 */
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { PATHS } from "../../../content/paths.ts";
import { atPlace } from "../../../site/lib/text/place-names.ts";
import { extendedBuild, realBuild } from "../../helpers/html-sites.ts";
import { plain, textOf } from "../../helpers/site.ts";

const extended = suite("extended content");

extended("one more article and one more municipality than the real content, each with its own page", async () => {
  const [{ site: real }, { site, content }] = await Promise.all([realBuild(), extendedBuild()]);
  assert.is(site.data.articles.length, real.data.articles.length + 1);
  assert.is(site.data.municipalities.length, real.data.municipalities.length + 1);
  const article = `/blog/${content.article.slug}`;
  assert.ok(site.urls.includes(article) && !real.urls.includes(article), article);
  assert.is(textOf(site.page(article).querySelector("h1")), plain(content.article.title));
  const town = PATHS.fr.municipality(content.municipality.slug);
  assert.ok(site.urls.includes(town) && !real.urls.includes(town), town);
  assert.is(
    textOf(site.page(town).querySelector("h1")),
    plain(`Vide-maison ${atPlace({ name: content.municipality.name })}`),
  );
});

extended("the changed facts are the ones the extended build shows", async () => {
  const { site, content } = await extendedBuild();
  for (const fact of content.facts) {
    const value = fact.path.reduce<unknown>(
      (node, key) => (node as Record<string, unknown>)[key],
      fact.file === "brand.yaml" ? site.data.brand : site.data.claims,
    );
    assert.is(value, fact.after, fact.path.join("."));
    assert.is.not(fact.before, fact.after);
  }
});

extended.run();
