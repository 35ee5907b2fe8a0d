/** The YAML data files: FAQ, reviews, partners and article authors. */
import { authorsSchema, faqSchema, partnersSchema, testimonialsSchema } from "../../../content/schema.ts";
import type { LoadContext } from "./context.ts";
import { readYamlFile } from "./files.ts";
import type { QA, SiteData } from "./types.ts";

export function loadFaq(ctx: LoadContext): SiteData["faq"] {
  const empty = { categories: [], contact: [] };
  const raw = readYamlFile(ctx.root, "faq.yaml", ctx.issues);
  const faq = raw && ctx.issues.parse(raw.file, faqSchema, raw.data);
  if (!raw || !faq) return empty;
  const qa = (field: string) => (entry: { question: string; answer: string }, i: number): QA => ({
    question: ctx.text(entry.question),
    answerHtml: ctx.markdown(raw.file, `${field}.${i}.answer`, entry.answer).html,
  });
  return {
    categories: faq.categories.map((c, ci) => ({
      id: c.id,
      category: ctx.text(c.category),
      questions: c.questions.map(qa(`categories.${ci}.questions`)),
    })),
    contact: faq.contact.map(qa("contact")),
  };
}

export function loadTestimonials(ctx: LoadContext): SiteData["testimonials"] {
  const raw = readYamlFile(ctx.root, "testimonials.yaml", ctx.issues);
  const data = raw && ctx.issues.parse(raw.file, testimonialsSchema, raw.data);
  if (!data) return { collection: "", verification: "", reviews: [] };
  return {
    collection: ctx.text(data.collection),
    verification: ctx.text(data.verification),
    reviews: data.reviews
      .map((r) => ({ ...r, text: ctx.text(r.text), location: ctx.text(r.location) }))
      .sort((a, b) => b.date.localeCompare(a.date)),
  };
}

export function loadPartners(ctx: LoadContext): SiteData["partners"] {
  const raw = readYamlFile(ctx.root, "partners.yaml", ctx.issues);
  const data = raw && ctx.issues.parse(raw.file, partnersSchema, raw.data);
  if (!data) return { intro: "", partners: [], become: "" };
  return {
    intro: ctx.text(data.intro),
    become: ctx.text(data.become),
    partners: data.partners.map((p) => ({ ...p, description: ctx.text(p.description), kind: ctx.text(p.kind) })),
  };
}

/** The names allowed in an article's `author` field. */
export function loadAuthors(ctx: LoadContext): string[] {
  const raw = readYamlFile(ctx.root, "authors.yaml", ctx.issues);
  const data = raw && ctx.issues.parse(raw.file, authorsSchema, raw.data);
  return data ? data.authors.map((a) => a.name) : [];
}
