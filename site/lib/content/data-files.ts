/** The YAML data files: FAQ, reviews, partners and article authors. */
import { authorsSchema, faqSchema, partnersSchema, testimonialsSchema, type FaqEntry } from "../../../content/schema.ts";
import type { LoadContext } from "./context.ts";
import { readYamlFile } from "./files.ts";
import type { QA, SiteData } from "./types.ts";

export function loadFaq(ctx: LoadContext): SiteData["faq"] {
  const empty = { categories: [], contact: [] };
  const raw = readYamlFile(ctx.root, "faq.yaml", ctx.issues);
  const faq = raw && ctx.parse(raw.file, faqSchema, raw.data);
  if (!raw || !faq) return empty;
  const qa = (field: string) => (entry: FaqEntry, i: number): QA => ({
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
