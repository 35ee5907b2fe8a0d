/** The YAML data files: FAQ, reviews and partners. */
import { faqSchema, partnersSchema, testimonialsSchema } from "../../../content/schema.ts";
import type { LoadContext } from "./context.ts";
import { readYamlFile } from "./files.ts";
import type { FaqEntry } from "../../../content/schema.ts";
import type { QA, SiteData } from "./types.ts";

export function loadFaq(ctx: LoadContext): SiteData["faq"] {
  const empty = { categories: [], contact: [] };
  const raw = readYamlFile(ctx.root, "faq.yaml", ctx.issues);
  const faq = raw && ctx.issues.parse(raw.file, faqSchema, raw.data);
  if (!raw || !faq) return empty;
  const qa = (field: string) => (entry: FaqEntry, i: number): QA => ({
    question: ctx.fill(raw.file, `${field}.${i}.question`, entry.question),
    answerHtml: ctx.markdown(raw.file, `${field}.${i}.answer`, entry.answer).html,
  });
  return {
    categories: faq.categories.map((c, ci) => ({
      id: c.id,
      category: ctx.fill(raw.file, `categories.${ci}.category`, c.category),
      questions: c.questions.map(qa(`categories.${ci}.questions`)),
    })),
    contact: faq.contact.map(qa("contact")),
  };
}

export function loadTestimonials(ctx: LoadContext): SiteData["testimonials"] {
  const raw = readYamlFile(ctx.root, "testimonials.yaml", ctx.issues);
  const data = raw && ctx.issues.parse(raw.file, testimonialsSchema, raw.data);
  if (!raw || !data) return { collection: "", verification: "", reviews: [] };
  return {
    collection: ctx.fill(raw.file, "collection", data.collection),
    verification: ctx.fill(raw.file, "verification", data.verification),
    reviews: data.reviews
      .map((r, i) => ({ ...r, text: ctx.fill(raw.file, `reviews.${i}.text`, r.text) }))
      .sort((a, b) => b.date.localeCompare(a.date)),
  };
}

export function loadPartners(ctx: LoadContext): SiteData["partners"] {
  const raw = readYamlFile(ctx.root, "partners.yaml", ctx.issues);
  const data = raw && ctx.issues.parse(raw.file, partnersSchema, raw.data);
  if (!raw || !data) return { intro: "", partners: [], become: "" };
  return {
    intro: ctx.fill(raw.file, "intro", data.intro),
    become: ctx.fill(raw.file, "become", data.become),
    partners: data.partners.map((p, i) => ({ ...p, description: ctx.fill(raw.file, `partners.${i}.description`, p.description) })),
  };
}
