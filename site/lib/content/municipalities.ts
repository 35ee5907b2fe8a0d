/**
 * Municipality pages: facts from the reference data (content/data, a copy of the 2025 list of
 * 565 Belgian communes), local text from content/communes/{slug}.md.
 */
import { DEFAULT_LOCALE, type Locale } from "../../../content/locales.ts";
import fs from "node:fs";
import path from "node:path";
import { PATHS } from "../../../content/paths.ts";
import {
  communeSchema,
  referenceMunicipalitySchema,
  type Claims,
  type CommuneText,
  type ReferenceMunicipality,
} from "../../../content/schema.ts";
import type { LoadContext } from "./context.ts";
import { readEdition } from "./editions.ts";
import { slugify } from "../text/slug.ts";
import type { Issues } from "./issues.ts";
import { byDistance, COORDINATES_FILE, nearestPlaces, readCoordinates, type GeoPoint } from "./nearby.ts";
import { bySlug } from "./references.ts";
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
    const parsed = issues.parse(
      REFERENCE_FILE,
      referenceMunicipalitySchema,
      entry,
      typeof slug === "string" ? `${i} (${slug})` : String(i),
    );
    if (parsed) out.push(parsed);
  });
  issues.unique(
    out.map((m, i) => ({ file: `${REFERENCE_FILE} › ${i}`, key: m.slug })),
    "slug",
  );
  return out;
}

/** The municipalities that have a page (communes/*.md), with their facts from `referenceList` ({@link loadReference}). */
export function loadMunicipalities(
  ctx: LoadContext,
  referenceList: ReferenceMunicipality[],
  defaults: Claims["municipalityDefaults"],
): Municipality[] {
  const reference = bySlug(referenceList);
  const out: Municipality[] = [];
  for (const { file, id: slug, data, body } of readEdition(ctx, "communes")) {
    const facts = reference.get(slug);
    if (!facts) {
      ctx.issues.add(
        file,
        "slug",
        `« ${slug} » n’est pas une commune de la liste de référence (${REFERENCE_FILE}, champ slug)`,
      );
      continue;
    }
    const local = ctx.parse(file, communeSchema, data);
    if (!local) continue;
    if (body.length < 300) ctx.issues.add(file, "introduction", "texte d’introduction absent ou trop court");
    const md = (field: string, source: string) => ctx.markdown(file, field, source).html;
    checkNameFields(file, facts, local, body, ctx.issues);
    const quarters = local.quarters ?? [];
    const { sample: _mark, ...statistics } = local.statistics;
    out.push({
      slug,
      url: PATHS[ctx.locale].municipality(ctx.locale === DEFAULT_LOCALE ? slug : slugify(facts.nameNl)),
      file,
      photo: local.image ? { src: local.image, alt: local.imageAlt! } : null,
      name: ctx.locale === DEFAULT_LOCALE ? facts.name : facts.nameNl,
      elision: local.elision ?? false,
      nisCode: facts.nisCode,
      region: facts.region,
      province: facts.province,
      postalCode: facts.postalCode,
      postalCodes: facts.postalCodes,
      population: facts.population,
      populationYear: facts.populationYear,
      neighbourhoods: [...neighbourhoodsOf(facts, ctx.locale), ...quarters.map((name) => ({ name, postalCode: null }))],
      nearby: [],
      farther: [],
      wasteBody: local.wasteBody,
      statistics: { ...defaults, ...statistics, ownRecyclingRate: statistics.recyclingRate !== undefined },
      metaDescription: local.metaDescription,
      keywords: local.keywords,
      introHtml: md("introduction", body),
      housingHtml: md("housing", local.housing),
      accessHtml: md("access", local.access),
      recyclingHtml: md("recycling", local.recycling),
      faq: local.faq.map((qa, i) => ({ question: qa.question, answerHtml: md(`faq.${i}.answer`, qa.answer) })),
      closingHtml: md("closing", local.closing),
    });
  }
  linkNearby(out, readCoordinates(ctx.root, ctx.issues), ctx);
  return out.sort((a, b) => a.name.localeCompare(b.name, ctx.locale));
}

/**
 * `elision` only matters before h (site/lib/text/place-names.ts); `quarters` are for communes the
 * reference data gives a single section, and each must be named in the page's own text.
 */
function checkNameFields(
  file: string,
  facts: ReferenceMunicipality,
  local: CommuneText,
  body: string,
  issues: Issues,
): void {
  if (local.elision !== undefined && !/^h/i.test(facts.name)) {
    issues.add(file, "elision", `inutile : seule l’élision devant un nom en h dépend du contenu (« ${facts.name} »)`);
  }
  const quarters = local.quarters ?? [];
  if (quarters.length > 0 && facts.sections.length > 1) {
    issues.add(file, "quarters", `${facts.name} a des sections dans la liste de référence : elles sont déjà affichées`);
  }
  const texts = [
    body,
    local.housing,
    local.access,
    local.recycling,
    local.closing,
    ...local.faq.flatMap((qa) => [qa.question, qa.answer]),
  ];
  quarters.forEach((quarter, i) => {
    if (!texts.some((t) => t.includes(quarter)))
      issues.add(file, `quarters.${i}`, `« ${quarter} » n’est nommé nulle part dans le texte de la page`);
  });
}

/**
 * Fills each municipality's `nearby` and `farther` with the nearest pages, from the points of
 * the reference coordinates (nearby.ts): chosen among the pages themselves, they always resolve.
 */
function linkNearby(
  municipalities: Municipality[],
  coordinates: ReturnType<typeof readCoordinates>,
  ctx: LoadContext,
): void {
  const pages = bySlug(municipalities);
  const points = new Map<string, GeoPoint>();
  for (const m of municipalities) {
    const point = coordinates.get(m.nisCode);
    if (point) points.set(m.slug, point);
    else ctx.issues.add(COORDINATES_FILE, m.nisCode, `pas de coordonnées pour ${m.name}`);
  }
  for (const m of municipalities) {
    const origin = points.get(m.slug);
    if (!origin) continue;
    const { near, farther } = byDistance(nearestPlaces(m.slug, origin, points));
    m.nearby = near.map((slug) => pages.get(slug)!);
    m.farther = farther.map((slug) => pages.get(slug)!);
  }
}

/**
 * Sections (former municipalities) when the commune has several; otherwise its postal
 * localities (e.g. Laeken and Haren for the City of Brussels), named in `locale` where the
 * reference list gives both names (Laeken, Laken). Postal codes are matched by name.
 */
export function neighbourhoodsOf(m: ReferenceMunicipality, locale: Locale = DEFAULT_LOCALE): Neighbourhood[] {
  const codeOf = (name: string) =>
    m.localities.find((l) => sameName(l.nameFr ?? l.name, name) || sameName(l.name, name))?.postalCode ?? null;
  if (m.sections.length > 1) {
    return m.sections
      .filter((s) => !sameName(s, m.name) && s !== m.sections[0])
      .map((name) => ({ name, postalCode: codeOf(name) }));
  }
  const others = m.localities.filter((l) => l.subLocality);
  return others.map((l) => ({
    name: locale === DEFAULT_LOCALE ? (l.nameFr ?? l.name) : l.name,
    postalCode: l.postalCode,
  }));
}

function sameName(a: string, b: string): boolean {
  const norm = (s: string) =>
    s
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase();
  return norm(a) === norm(b);
}
