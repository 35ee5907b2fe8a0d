/**
 * The benchmark's corpus: N French articles of about 1 200 words in 5 or 6 sections with YAML
 * front matter, assembled from the sections of the real articles (so the text, its typography
 * and its links are the site's own). The same articles are written as a content folder for the
 * project (the real site with its blog replaced by the corpus) and as an input folder for
 * Eleventy (test/bench/eleventy/).
 */
import fs from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import { articleSchema, SEARCH_TITLE_LENGTH } from "../../content/schema.ts";

export interface SyntheticArticle {
  slug: string;
  /** The YAML between the --- lines, in the project's article schema. */
  frontMatter: string;
  body: string;
}

const TARGET_WORDS = 1200;
const EXCERPT_MAX = articleSchema.shape.excerpt.maxLength!;
const TOC_HEADING = /^##\s+(sommaire|table des matières)\s*$/i;

interface Source {
  slug: string;
  frontMatter: string;
  title: string;
  intro: string;
  sections: string[];
}

function readSources(blogDir: string): Source[] {
  return fs
    .readdirSync(blogDir)
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((f) => {
      const text = fs.readFileSync(path.join(blogDir, f), "utf8");
      const [, frontMatter, body] = text.match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/)!;
      // Links to other articles would point at slugs the corpus does not have.
      const parts = body!.replace(/\]\(\/blog\/[a-z0-9-]+(#[a-z0-9-]*)?\)/g, "](/blog)").split(/\n(?=## )/);
      return {
        slug: f.replace(/\.md$/, ""),
        frontMatter: frontMatter!,
        title: String(parseDocument(frontMatter!).get("title")),
        intro: parts[0]!.trim(),
        sections: parts
          .slice(1)
          .filter((s) => !TOC_HEADING.test(s.split("\n")[0]!))
          .map((s) => s.trim()),
      };
    });
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** `count` articles; article n takes its front matter and intro from real article n mod 12. */
export function syntheticArticles(blogDir: string, count: number): SyntheticArticle[] {
  const sources = readSources(blogDir);
  const pool = sources.flatMap((s) => s.sections);
  return Array.from({ length: count }, (_, n) => {
    const source = sources[n % sources.length]!;
    const sectionCount = 5 + (n % 2);
    const sections: string[] = [];
    for (let k = 0; sections.length < sectionCount; k++) sections.push(pool[(n * 7 + k * 11) % pool.length]!);
    // Lengthen the shortest sections with paragraphs of other sections, then trim the longest,
    // to about 1 200 words.
    let body = [source.intro, ...sections].join("\n\n");
    for (let k = sectionCount; words(body) < TARGET_WORDS * 0.95; k++) {
      const shortest = sections.reduce((a, s, i) => (words(s) < words(sections[a]!) ? i : a), 0);
      const extra = pool[(n * 7 + k * 11) % pool.length]!.split("\n\n").slice(1).join("\n\n");
      sections[shortest] = `${sections[shortest]}\n\n${extra}`;
      body = [source.intro, ...sections].join("\n\n");
    }
    while (words(body) > TARGET_WORDS * 1.08) {
      const longest = sections.reduce((a, s, i) => (words(s) > words(sections[a]!) ? i : a), 0);
      const paragraphs = sections[longest]!.split(/\n\n/);
      if (paragraphs.length <= 2) break;
      sections[longest] = paragraphs.slice(0, -1).join("\n\n");
      body = [source.intro, ...sections].join("\n\n");
    }
    // The first round keeps the real slugs and titles: other content links to them.
    const number = Math.floor(n / sources.length) + 1;
    const title = number === 1 ? source.title : `${source.title} (${number})`;
    const seoTitle = title.length > SEARCH_TITLE_LENGTH ? `${source.title.slice(0, 50).trim()} (${number})` : null;
    // Titles and excerpts must be each article's own (the loader says so): later rounds number them.
    const numbered = (text: string, limit: number) => {
      const suffix = ` (${number})`;
      return text.length + suffix.length <= limit
        ? text + suffix
        : text.slice(0, limit - suffix.length).replace(/\s+\S*$/, "") + suffix;
    };
    // Edited as YAML, whatever quoting the editor or the owner used. The first round keeps the
    // real articles' Dutch translations too; later rounds have none.
    const frontMatter = parseDocument(source.frontMatter);
    for (const key of ["seoTitle", "readingTime", ...(number === 1 ? [] : ["nlSlug"])]) frontMatter.delete(key);
    frontMatter.set("title", title);
    if (seoTitle) frontMatter.set("seoTitle", seoTitle);
    if (number > 1) frontMatter.set("excerpt", numbered(String(frontMatter.get("excerpt")), EXCERPT_MAX));
    return {
      slug: number === 1 ? source.slug : `${source.slug}-${number}`,
      frontMatter: frontMatter.toString().replace(/\n+$/, ""),
      body: `${body}\n`,
    };
  });
}

/** The real content folder with its French blog replaced by the corpus (the Dutch one stays). */
export function writeProjectContent(contentDir: string, target: string, articles: SyntheticArticle[]): string {
  fs.rmSync(target, { recursive: true, force: true });
  const frenchBlog = path.join(contentDir, "blog", "fr");
  fs.cpSync(contentDir, target, { recursive: true, filter: (src) => !src.startsWith(frenchBlog) });
  fs.mkdirSync(path.join(target, "blog", "fr"), { recursive: true });
  for (const a of articles)
    fs.writeFileSync(path.join(target, "blog", "fr", `${a.slug}.md`), `---\n${a.frontMatter}\n---\n${a.body}`);
  return target;
}

/** Eleventy's input: the same markdown files under blog/, its layout set by a directory data file. */
export function writeEleventyInput(
  target: string,
  articles: SyntheticArticle[],
  fillTokens: (text: string) => string,
): string {
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(path.join(target, "blog", "fr"), { recursive: true });
  fs.cpSync(path.join(import.meta.dirname, "eleventy", "_includes"), path.join(target, "_includes"), {
    recursive: true,
  });

  fs.writeFileSync(
    path.join(target, "blog", "fr", "blog.json"),
    JSON.stringify({ layout: "article.njk", permalink: "/blog/{{ page.fileSlug }}.html" }),
  );
  for (const a of articles) {
    // The articles' {{tokens}} (facts, computed prices) are filled as the project fills them.
    const body = fillTokens(a.body);
    fs.writeFileSync(path.join(target, "blog", "fr", `${a.slug}.md`), `---\n${a.frontMatter}\n---\n${body}`);
  }
  return target;
}
