/**
 * A larger site made from the real one: every article and municipality copied `factor` times
 * under new slugs (with matching reference data for the municipality copies), so the build
 * does the same work per page as on the real content.
 */
import fs from "node:fs";
import path from "node:path";

export function makeSyntheticContent(source: string, target: string, factor: number): string {
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(source, target, { recursive: true });
  const referenceFile = path.join(target, "data", "belgian-municipalities.json");
  const reference: Array<Record<string, unknown> & { slug: string; name: string }> = JSON.parse(fs.readFileSync(referenceFile, "utf8"));
  const communes = fs.readdirSync(path.join(target, "communes")).map((f) => f.replace(".md", ""));
  const articles = fs.readdirSync(path.join(target, "blog")).map((f) => f.replace(".md", ""));

  for (let n = 2; n <= factor; n++) {
    for (const slug of communes) {
      const entry = reference.find((m) => m.slug === slug)!;
      reference.push({ ...entry, slug: `${slug}-${n}`, name: `${entry.name} ${n}` });
      const text = fs
        .readFileSync(path.join(target, "communes", `${slug}.md`), "utf8")
        .replace(/^metaDescription: "(.*)"$/m, (_, d: string) => `metaDescription: "${`${n} · ${d}`.slice(0, 158)}"`)
        .replace(/\]\(\/vide-maison-[a-z-]+\)/g, "](/zones-intervention)");
      fs.writeFileSync(path.join(target, "communes", `${slug}-${n}.md`), text);
    }
    for (const slug of articles) {
      const original = fs.readFileSync(path.join(target, "blog", `${slug}.md`), "utf8");
      const short = (original.match(/^seoTitle: "(.*)"$/m) ?? original.match(/^title: "(.*)"$/m))![1]!;
      const text = original
        .replace(/^seoTitle: .*\n/m, "")
        .replace(/^title: "(.*)"$/m, (_, t: string) => `title: "${t} (${n})"\nseoTitle: "${short.slice(0, 52)} (${n})"`);
      fs.writeFileSync(path.join(target, "blog", `${slug}-${n}.md`), text);
    }
  }
  fs.writeFileSync(referenceFile, JSON.stringify(reference));
  // The copies multiply the communes' interventions: the claimed client counts grow with them,
  // so the build's consistency check (claims-checks.ts) still passes.
  const claimsFile = path.join(target, "claims.yaml");
  fs.writeFileSync(
    claimsFile,
    fs.readFileSync(claimsFile, "utf8").replace(/^(satisfiedClients(?:Zones)?): (\d+)/gm, (_, key: string, n: string) => `${key}: ${Number(n) * factor}`),
  );
  return target;
}
