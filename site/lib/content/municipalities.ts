/**
 * Municipality pages: facts from the reference data (content/data, a copy of the 2025 list of
 * 565 Belgian communes), local text from content/communes/{slug}.md.
 */
import fs from "node:fs";
import path from "node:path";
import { municipalityUrl } from "../../../content/product.ts";
import {
  communeSchema, referenceMunicipalitySchema, type Claims, type ReferenceMunicipality,
} from "../../../content/schema.ts";
import type { LoadContext } from "./context.ts";
import { readMarkdownFiles } from "./files.ts";
import type { Issues } from "./issues.ts";
import { bySlug, resolveSlugs } from "./references.ts";
import type { Municipality, Neighbourhood } from "./types.ts";

export const REFERENCE_FILE = "data/belgian-municipalities.json";

/**
 * The reference list, validated entry by entry: a wrong field fails the build with the entry's
 * index and slug, and entries that fail are left out (their pages report them as unknown).
 */
export function loadReference(root: string, issues: Issues): ReferenceMunicipality[] {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(path.join(root, REFERENCE_FILE), "utf8"));
  } catch (error) {
    issues.add(REFERENCE_FILE, "(fichier)", (error as Error).message.split("\n")[0]!);
    return [];
  }
  if (!Array.isArray(raw)) {
    issues.add(REFERENCE_FILE, "(fichier)", "un tableau de communes est attendu");
    return [];
  }
  const out: ReferenceMunicipality[] = [];
  raw.forEach((entry: unknown, i) => {
    const slug = (entry as { slug?: unknown } | null)?.slug;
    const parsed = issues.parse(REFERENCE_FILE, referenceMunicipalitySchema, entry, typeof slug === "string" ? `${i} (${slug})` : String(i));
    if (parsed) out.push(parsed);
  });
  issues.unique(out.map((m, i) => ({ file: `${REFERENCE_FILE} › ${i}`, key: m.slug })), "slug");
  return out;
}

export function loadMunicipalities(ctx: LoadContext, defaults: Claims["municipalityDefaults"]): Municipality[] {
  const reference = bySlug(loadReference(ctx.root, ctx.issues));
  const out: Array<{ m: Municipality; nearby: string[] }> = [];
  for (const { file, slug, data, body } of readMarkdownFiles(ctx.root, "communes", ctx.issues)) {
    const facts = reference.get(slug);
    if (!facts) {
      ctx.issues.add(file, "slug", `« ${slug} » n’est pas une commune de la liste de référence (${REFERENCE_FILE}, champ slug)`);
      continue;
    }
    const local = ctx.parse(file, communeSchema, data);
    if (!local) continue;
    if (body.length < 300) ctx.issues.add(file, "introduction", "texte d’introduction absent ou trop court");
    const md = (field: string, source: string) => ctx.markdown(file, field, source).html;
    const m: Municipality = {
      slug,
      url: municipalityUrl(slug),
      file,
      nisCode: facts.nisCode,
      name: facts.name,
      region: facts.region,
      province: facts.province,
      postalCode: facts.postalCode,
      postalCodes: facts.postalCodes,
      population: facts.population,
      populationYear: facts.populationYear,
      neighbourhoods: neighbourhoodsOf(facts),
      nearby: [],
      statistics: { ...defaults, ...local.statistics },
      metaDescription: local.metaDescription,
      keywords: local.keywords,
      introHtml: md("introduction", body),
      housingHtml: md("housing", local.housing),
      accessHtml: md("access", local.access),
      recyclingHtml: md("recycling", local.recycling),
      faq: local.faq.map((qa, i) => ({
        question: qa.question,
        answerHtml: md(`faq.${i}.answer`, qa.answer),
      })),
      closingHtml: md("closing", local.closing),
    };
    out.push({ m, nearby: local.nearby });
  }
  const pages = bySlug(out.map(({ m }) => m));
  for (const { m, nearby } of out) {
    nearby.forEach((slug, i) => {
      if (slug === m.slug) ctx.issues.add(m.file, `nearby.${i}`, "une commune ne peut pas être sa propre voisine");
    });
    m.nearby = resolveSlugs(pages, { file: m.file, field: "nearby", slugs: nearby }, ctx.issues, (slug) =>
      reference.has(slug)
        ? `« ${slug} » n’a pas de page commune (communes/${slug}.md absent ou invalide)`
        : `« ${slug} » n’est pas une commune de la liste de référence`,
    ).filter((n) => n !== m);
  }
  return out.map(({ m }) => m).sort((a, b) => a.name.localeCompare(b.name, "fr"));
}

/**
 * Sections (former municipalities) when the commune has several; otherwise its postal
 * localities (e.g. Laeken and Haren for the City of Brussels). Postal codes are matched by name.
 */
export function neighbourhoodsOf(m: ReferenceMunicipality): Neighbourhood[] {
  const codeOf = (name: string) =>
    m.localities.find((l) => sameName(l.nameFr ?? l.name, name) || sameName(l.name, name))?.postalCode ?? null;
  if (m.sections.length > 1) {
    return m.sections.filter((s) => !sameName(s, m.name) && s !== m.sections[0]).map((name) => ({ name, postalCode: codeOf(name) }));
  }
  const others = m.localities.filter((l) => l.subLocality);
  return others.map((l) => ({ name: l.nameFr ?? l.name, postalCode: l.postalCode }));
}

function sameName(a: string, b: string): boolean {
  const norm = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  return norm(a) === norm(b);
}
