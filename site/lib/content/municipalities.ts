/**
 * Municipality pages: facts from the reference data (content/data, a copy of the 2025 list of
 * 565 Belgian communes), local text from content/communes/{slug}.md.
 */
import fs from "node:fs";
import path from "node:path";
import { municipalityUrl } from "../../../content/product.ts";
import { communeSchema, type Claims, type CommuneText, type Region } from "../../../content/schema.ts";
import type { LoadContext } from "./context.ts";
import { readMarkdownFiles } from "./files.ts";
import type { Issues } from "./issues.ts";
import { nearestPlaces, readCoordinates, type GeoPoint } from "./nearby.ts";
import type { Municipality, Neighbourhood } from "./types.ts";

export interface ReferenceMunicipality {
  nisCode: string;
  name: string;
  slug: string;
  region: Region;
  province: string;
  postalCode: string;
  postalCodes: string[];
  sections: string[];
  localities: Array<{ name: string; nameFr?: string; postalCode: string; subLocality: boolean }>;
  population: number;
  populationYear: number;
}

export function readReference(root: string): ReferenceMunicipality[] {
  return JSON.parse(fs.readFileSync(path.join(root, "data", "belgian-municipalities.json"), "utf8"));
}

export function loadMunicipalities(ctx: LoadContext, defaults: Claims["municipalityDefaults"]): Municipality[] {
  const reference = new Map(readReference(ctx.root).map((m) => [m.slug, m]));
  const out: Municipality[] = [];
  const files = readMarkdownFiles(ctx.root, "communes", ctx.issues);
  for (const { file, slug, data, body } of files) {
    const facts = reference.get(slug);
    if (!facts) {
      ctx.issues.add(file, "slug", `« ${slug} » n’est pas une commune de la liste de référence (champ slug)`);
      continue;
    }
    const local = ctx.issues.parse(file, communeSchema, data);
    if (!local) continue;
    if (body.length < 300) ctx.issues.add(file, "introduction", "texte d’introduction absent ou trop court");
    const md = (field: string, source: string) => ctx.markdown(file, field, source).html;
    checkNameFields(file, facts, local, body, ctx.issues);
    const quarters = local.quarters ?? [];
    const { sample: _mark, ...statistics } = local.statistics;
    out.push({
      slug,
      url: municipalityUrl(slug),
      name: facts.name,
      elision: local.elision ?? false,
      nisCode: facts.nisCode,
      region: facts.region,
      province: facts.province,
      postalCode: facts.postalCode,
      postalCodes: facts.postalCodes,
      population: facts.population,
      populationYear: facts.populationYear,
      neighbourhoods: [...neighbourhoodsOf(facts), ...quarters.map((name) => ({ name, postalCode: null }))],
      nearby: [],
      wasteBody: ctx.text(local.wasteBody),
      statistics: { ...defaults, ...statistics },
      metaDescription: ctx.text(local.metaDescription),
      keywords: local.keywords,
      introHtml: md("introduction", body),
      housingHtml: md("housing", local.housing),
      accessHtml: md("access", local.access),
      recyclingHtml: md("recycling", local.recycling),
      faq: local.faq.map((qa, i) => ({
        question: ctx.text(qa.question),
        answerHtml: md(`faq.${i}.answer`, qa.answer),
      })),
      closingHtml: md("closing", local.closing),
      file,
    });
  }
  linkNearby(out, readCoordinates(ctx.root), ctx);
  return out.sort((a, b) => a.name.localeCompare(b.name, "fr"));
}

/**
 * `elision` only matters before h (site/lib/place-names.ts); `quarters` are for communes the
 * reference data gives a single section, and each must be named in the page's own text.
 */
function checkNameFields(file: string, facts: ReferenceMunicipality, local: CommuneText, body: string, issues: Issues): void {
  if (local.elision !== undefined && !/^h/i.test(facts.name)) {
    issues.add(file, "elision", `inutile : seule l’élision devant un nom en h dépend du contenu (« ${facts.name} »)`);
  }
  const quarters = local.quarters ?? [];
  if (quarters.length > 0 && facts.sections.length > 1) {
    issues.add(file, "quarters", `${facts.name} a des sections dans la liste de référence : elles sont déjà affichées`);
  }
  const texts = [body, local.housing, local.access, local.recycling, local.closing, ...local.faq.flatMap((qa) => [qa.question, qa.answer])];
  quarters.forEach((quarter, i) => {
    if (!texts.some((t) => t.includes(quarter))) issues.add(file, `quarters.${i}`, `« ${quarter} » n’est nommé nulle part dans le texte de la page`);
  });
}

/** Fills each municipality's `nearby` from the points of the reference coordinates (nearby.ts). */
function linkNearby(municipalities: Municipality[], coordinates: ReturnType<typeof readCoordinates>, ctx: LoadContext): void {
  const points = new Map<string, GeoPoint>();
  for (const m of municipalities) {
    const point = coordinates.get(m.nisCode);
    if (point) points.set(m.slug, point);
    else ctx.issues.add("data/belgian-municipalities.coordinates.json", m.nisCode, `pas de coordonnées pour ${m.name}`);
  }
  for (const m of municipalities) {
    const origin = points.get(m.slug);
    if (origin) m.nearby = nearestPlaces(m.slug, origin, points);
  }
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
