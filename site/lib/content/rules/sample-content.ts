/**
 * Sample data cannot go live by accident (issue 17): every fictional value the project ships
 * (company identity, registrations, insurer, reviews, partners, authors, municipality
 * statistics, marketing figures) sits in an object marked `sample: true` (content/schema.ts).
 * A deployment build lists every mark left and refuses to run, unless ALLOW_SAMPLE_CONTENT=1
 * (tests, demonstrations, staging). Local builds (npm start, npm run dev) never look.
 *
 * The marks are found by reading every YAML file and markdown front matter under content/,
 * whatever loader reads them, so a new content file with a mark is covered too.
 */
import fs from "node:fs";
import path from "node:path";
import { parseYaml, splitFrontMatter } from "../files.ts";
import { fieldLabel } from "../french/field-labels.ts";

export interface SampleMark {
  /** Path from content/, e.g. "testimonials.yaml". */
  file: string;
  /** Dotted path of the marked object ("" for the whole file), e.g. "reviews.3". */
  field: string;
  /** The object's name or title when it has one, to recognise the entry. */
  label: string | null;
}

export async function findSampleMarks(contentRoot: string): Promise<SampleMark[]> {
  const marks: SampleMark[] = [];
  // Loaded here: only a deployment build looks for marks, and every build starts sooner without it.
  const { default: fg } = await import("fast-glob");
  const files = fg.sync(["**/*.yaml", "**/*.yml", "**/*.md"], { cwd: contentRoot }).sort();
  for (const file of files) {
    const source = fs.readFileSync(path.join(contentRoot, file), "utf8");
    const yaml = file.endsWith(".md") ? splitFrontMatter(source)?.frontMatter : source;
    if (yaml === undefined) continue;
    let data: unknown;
    try {
      data = parseYaml(yaml);
    } catch {
      continue; // The content loaders report malformed YAML with its position.
    }
    collect(data, [], (field, label) => marks.push({ file, field, label }));
  }
  return marks;
}

function collect(value: unknown, at: string[], found: (field: string, label: string | null) => void): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => collect(item, [...at, String(i)], found));
    return;
  }
  if (value === null || typeof value !== "object") return;
  const object = value as Record<string, unknown>;
  if (object.sample === true) {
    const label = [object.name, object.title, object.region].find((v) => typeof v === "string") as string | undefined;
    found(at.join("."), label ?? null);
  }
  for (const [key, child] of Object.entries(object)) collect(child, [...at, key], found);
}

/**
 * "testimonials.yaml › Avis n° 4 [reviews.3] (Karim B.)", "claims.yaml (valeurs du fichier)":
 * the entry as the editor labels it, and its key path in the file.
 */
export function describeMark(mark: SampleMark): string {
  const label = mark.field ? fieldLabel(mark.file, mark.field) : undefined;
  const field = label ? `${label} [${mark.field}]` : mark.field;
  const where = mark.field ? `${mark.file} › ${field}` : `${mark.file} (valeurs du fichier)`;
  return mark.label ? `${where} (${mark.label})` : where;
}

/** "1 élément du contenu est encore un exemple fictif", "85 éléments du contenu sont encore des exemples fictifs". */
export function stillSample(count: number): string {
  return count > 1
    ? `${count} éléments du contenu sont encore des exemples fictifs`
    : `${count} élément du contenu est encore un exemple fictif`;
}

export class SampleContentError extends Error {
  constructor(readonly marks: SampleMark[]) {
    super(
      `Build de déploiement refusé : ${stillSample(marks.length)}, marqué${marks.length > 1 ? "s" : ""} « sample: true ».\n` +
        "Remplacez leurs valeurs par les vraies, puis décochez « Donnée d’exemple » dans l’éditeur (ou supprimez " +
        "la ligne « sample: true ») ; marche à suivre : docs/deploy.md, section 2.\n" +
        marks.map((m) => `  - ${describeMark(m)}`).join("\n") +
        "\nPour un test, une démonstration ou une préproduction, ajoutez ALLOW_SAMPLE_CONTENT=1.",
    );
    this.name = "SampleContentError";
  }
}
