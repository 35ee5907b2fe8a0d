/**
 * The Dutch edition's files (issue 37): a translation holds its texts and takes its original's
 * facts; the mark on the original and the translation go together; its links are Dutch.
 * Each case changes the first service's translation in a copy of the real content, so it holds
 * whatever the owner has translated.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as assert from "uvu/assert";
import { TEXT_PAGE_IDS } from "../../../content/navigation.ts";
import { PATHS } from "../../../content/paths.ts";
import { SHARED_FIELDS } from "../../../content/schema.ts";
import { readSettings } from "../../../site/config.ts";
import { loadContent } from "../../../site/lib/content/load.ts";
import { suite } from "../../helpers/suite.ts";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const load = (dir: string) => loadContent(dir, path.join(projectRoot, "static"), readSettings({}, false));
const messages = (dir: string) => load(dir).issues.list.map((i) => `${i.file} › ${i.field} : ${i.message}`);

const translations = suite<{ work: string }>("translations");
translations.before((ctx) => {
  ctx.work = fs.mkdtempSync(path.join(os.tmpdir(), "translations-"));
});
translations.after(({ work }) => fs.rmSync(work, { recursive: true, force: true }));

const SLUG = "une-adresse-en-neerlandais";
const TEXT = `---
title: "Een dienst in het Nederlands"
description: "Een beschrijving van deze dienst in het Nederlands, lang genoeg voor de zoekmachines en de kaarten."
benefits:
  - "Een eerste voordeel van de dienst"
  - "Een tweede voordeel van de dienst"
  - "Een derde voordeel van de dienst"
---
Een inleiding bij deze dienst, met een link naar de [tarieven](${PATHS.nl.pricing}).

## Hoe wij werken

Een eerste alinea over de werkwijze.
`;

/**
 * A copy of the content whose first service has the translation `text`, marked or not. It keeps
 * the Dutch address the owner gave that service, if any, since other Dutch pages may link to it.
 */
function withTranslation(work: string, name: string, text: string, marked: boolean) {
  const dir = path.join(work, name);
  fs.cpSync(path.join(projectRoot, "content"), dir, { recursive: true });
  const originals = path.join(dir, "services", "fr");
  const [first] = fs.readdirSync(originals).sort();
  const file = path.join(originals, first!);
  const source = fs.readFileSync(file, "utf8");
  const slug = /^nlSlug: ["']?([^"'\n]+)/m.exec(source)?.[1] ?? SLUG;
  const unmarked = source.replace(/^nlSlug: .*\n/m, "");
  fs.writeFileSync(file, marked ? unmarked.replace(/^---\n/, `---\nnlSlug: ${slug}\n`) : unmarked);
  fs.mkdirSync(path.join(dir, "services", "nl"), { recursive: true });
  fs.writeFileSync(path.join(dir, "services", "nl", first!), text);
  return { dir, id: first!.replace(/\.md$/, ""), slug };
}

translations("a translation takes its original's facts and is published at its Dutch address", ({ work }) => {
  const { dir, id, slug } = withTranslation(work, "valid", TEXT, true);
  const content = load(dir);
  assert.equal(content.issues.list, []);
  const original = content.data.services.find((s) => s.slug === id)!;
  const service = content.editions[1]!.services.find((s) => s.url === PATHS.nl.service(slug));
  assert.is(service!.url, PATHS.nl.service(slug));
  assert.is(service!.title, "Een dienst in het Nederlands");
  for (const field of SHARED_FIELDS.services.filter((f) => f !== "nlSlug")) {
    assert.equal(service![field as keyof typeof service], original[field as keyof typeof original], field);
  }
});

translations("a fact written in a translation fails, naming the file and the field", ({ work }) => {
  const { dir, id } = withTranslation(work, "fact", TEXT.replace("---\n", "---\norder: 99\n"), true);
  assert.ok(
    messages(dir).includes(
      `services/nl/${id}.md › order : vient de la version française (services/fr/${id}.md) : retirez-le de la traduction`,
    ),
  );
});

translations("a translation whose original is not marked fails, naming the original's field", ({ work }) => {
  const { dir, id } = withTranslation(work, "unmarked", TEXT, false);
  assert.ok(
    messages(dir).some((m) =>
      m.startsWith(`services/fr/${id}.md › nlSlug : la traduction services/nl/${id}.md existe`),
    ),
  );
});

translations("an original marked as translated without its translation fails", ({ work }) => {
  const { dir, id } = withTranslation(work, "missing", TEXT, true);
  fs.rmSync(path.join(dir, "services", "nl", `${id}.md`));
  assert.ok(messages(dir).some((m) => m.startsWith(`services/fr/${id}.md › nlSlug : la page est marquée traduite`)));
});

translations("a translation without an original, or linking to a French page, fails", ({ work }) => {
  const { dir, id } = withTranslation(work, "links", TEXT.replace(PATHS.nl.pricing, PATHS.fr.pricing), true);
  fs.writeFileSync(path.join(dir, "services", "nl", "sans-original.md"), TEXT);
  const found = messages(dir);
  assert.ok(
    found.includes(
      `services/nl/${id}.md › contenu : lien vers une page néerlandaise inexistante : ${PATHS.fr.pricing}`,
    ),
    found.join("\n"),
  );
  assert.ok(found.some((m) => m.startsWith("services/nl/sans-original.md › (fichier) : pas d’original français")));
});

translations("the header's and footer's lists link each text page at the address the page gives", ({ work }) => {
  const dir = path.join(work, "text-page-address");
  fs.cpSync(path.join(projectRoot, "content"), dir, { recursive: true });
  const file = path.join(dir, "pages", "fr", `${TEXT_PAGE_IDS.terms}.md`);
  fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/^nlSlug: .*$/m, "nlSlug: een-nieuw-adres"));
  const { data, editions } = load(dir);
  const renamed = PATHS.nl.textPage("een-nieuw-adres");
  assert.is(data.navigation.terms, PATHS.fr.textPage(TEXT_PAGE_IDS.terms));
  assert.is(editions[1]!.navigation.terms, renamed);
  assert.ok(
    editions[1]!.navigation.legalNav.some((link) => link.url === renamed),
    "footer's legal links",
  );
});

translations(
  "a text page the lists link, left untranslated, fails, naming navigation.ts and the page's file",
  ({ work }) => {
    const dir = path.join(work, "text-page-untranslated");
    fs.cpSync(path.join(projectRoot, "content"), dir, { recursive: true });
    const file = path.join(dir, "pages", "fr", `${TEXT_PAGE_IDS.terms}.md`);
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/^nlSlug: .*\n/m, ""));
    fs.rmSync(path.join(dir, "pages", "nl", `${TEXT_PAGE_IDS.terms}.md`));
    const found = messages(dir);
    assert.ok(
      found.includes(
        `navigation.ts › nl.terms : « ${TEXT_PAGE_IDS.terms} » n’a pas de page (pages/nl/${TEXT_PAGE_IDS.terms}.md)`,
      ),
      found.join("\n"),
    );
  },
);

translations("the Dutch estimator names the rooms of estimator.yaml, one for one", ({ work }) => {
  const dir = path.join(work, "rooms");
  fs.cpSync(path.join(projectRoot, "content"), dir, { recursive: true });
  const file = path.join(dir, "estimator.nl.yaml");
  const valid = load(dir);
  assert.equal(
    valid.editions[1]!.estimator.rooms.map((r) => r.volume),
    valid.data.estimator.rooms.map((r) => r.volume),
  );
  // One room name fewer than estimator.yaml has rooms.
  fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/\n  - name: [^\n]*\s*$/, "\n"));
  const rooms = valid.data.estimator.rooms.length;
  assert.ok(messages(dir).includes(`estimator.nl.yaml › rooms : ${rooms} pièces attendues, comme dans estimator.yaml`));
});

translations.run();
