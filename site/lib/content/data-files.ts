/**
 * The YAML data files: FAQ, reviews, partners and article authors. The Dutch edition reads its
 * texts from the file of the same name in .nl.yaml (faq.nl.yaml), its facts from the French.
 */
import {
  authorsSchema,
  faqSchema,
  partnersSchema,
  partnersTranslationSchema,
  testimonialsSchema,
  testimonialsTranslationSchema,
  type FaqEntry,
} from "../../../content/schema.ts";
import fs from "node:fs";
import path from "node:path";
import { DEFAULT_LOCALE, PUBLISHED_LOCALES, type Locale } from "../../../content/locales.ts";
import type { LoadContext } from "./context.ts";
import { readYamlFile } from "./files.ts";
import type { QA, SiteData } from "./types.ts";
import type { ReferenceMunicipality } from "../../../content/schema.ts";

/** "faq.yaml" in French, "faq.nl.yaml" in Dutch. */
export const dataFileName = (name: string, locale: Locale) =>
  locale === DEFAULT_LOCALE ? `${name}.yaml` : `${name}.${locale}.yaml`;

/** An edition's data file: required once the edition is published, checked whenever present. */
function readEditionFile(ctx: LoadContext, name: string) {
  const file = dataFileName(name, ctx.locale);
  if (!PUBLISHED_LOCALES.includes(ctx.locale) && !fs.existsSync(path.join(ctx.root, file))) return null;
  return readYamlFile(ctx.root, file, ctx.issues);
}

export function loadFaq(ctx: LoadContext): SiteData["faq"] {
  const empty = { categories: [], contact: [] };
  const raw = readEditionFile(ctx, "faq");
  const faq = raw && ctx.parse(raw.file, faqSchema, raw.data);
  if (!raw || !faq) return empty;
  const qa =
    (field: string) =>
    (entry: FaqEntry, i: number): QA => ({
      question: entry.question,
      answerHtml: ctx.markdown(raw.file, `${field}.${i}.answer`, entry.answer).html,
    });
  return {
    categories: faq.categories.map((c, ci) => ({ ...c, questions: c.questions.map(qa(`categories.${ci}.questions`)) })),
    contact: faq.contact.map(qa("contact")),
  };
}

export function loadTestimonials(ctx: LoadContext): SiteData["testimonials"] {
  const raw = readYamlFile(ctx.root, "testimonials.yaml", ctx.issues);
  // Reviews are published in their authors' words: the company's wording rules do not apply.
  const data = raw && ctx.parse(raw.file, testimonialsSchema, raw.data, { quoted: true });
  if (!data) return { collection: "", verification: "", reviews: [] };
  return { ...data, reviews: [...data.reviews].sort((a, b) => b.date.localeCompare(a.date)) };
}

/** The reviews as they were written; how they are collected and checked, in the edition's language. */
export function translateTestimonials(
  ctx: LoadContext,
  testimonials: SiteData["testimonials"],
  reference: ReferenceMunicipality[],
): SiteData["testimonials"] {
  const raw = readEditionFile(ctx, "testimonials");
  const texts = raw && ctx.parse(raw.file, testimonialsTranslationSchema, raw.data);
  // A reviewer's town as the Dutch edition names it (« Anvers » → « Antwerpen »); the review's
  // own words stay as written.
  const dutchNames = new Map(
    reference.flatMap((m) => [
      [m.nameFr, m.nameNl] as const,
      ...m.localities.filter((l) => l.nameFr).map((l) => [l.nameFr!, l.name] as const),
    ]),
  );
  const reviews = testimonials.reviews.map((r) => ({ ...r, location: dutchNames.get(r.location) ?? r.location }));
  return { ...testimonials, ...texts, reviews };
}

/** The partners with their edition's texts; a partner without them is reported, by its logo id. */
export function translatePartners(ctx: LoadContext, partners: SiteData["partners"]): SiteData["partners"] {
  const raw = readEditionFile(ctx, "partners");
  const texts = raw && ctx.parse(raw.file, partnersTranslationSchema, raw.data);
  if (!raw || !texts) return partners;
  return {
    intro: texts.intro,
    become: texts.become,
    partners: partners.partners.map((p) => {
      const own = texts.partners.find((t) => t.logo === p.logo);
      if (!own)
        ctx.issues.add(
          raw.file,
          "partners",
          `textes néerlandais du partenaire « ${p.name} » (logo ${p.logo}) manquants`,
        );
      return own ? { ...p, kind: own.kind, description: own.description } : p;
    }),
  };
}

export function loadPartners(ctx: LoadContext): SiteData["partners"] {
  const raw = readYamlFile(ctx.root, "partners.yaml", ctx.issues);
  const data = raw && ctx.parse(raw.file, partnersSchema, raw.data);
  return data ?? { intro: "", partners: [], become: "" };
}

/** The names allowed in an article's `author` field. */
export function loadAuthors(ctx: LoadContext): string[] {
  const raw = readYamlFile(ctx.root, "authors.yaml", ctx.issues);
  const data = raw && ctx.parse(raw.file, authorsSchema, raw.data);
  return data ? data.authors.map((a) => a.name) : [];
}
