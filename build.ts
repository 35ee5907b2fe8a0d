/**
 * Builds the whole site into dist/: `tsx build.ts` for local use (forms point at the local
 * stand-in API), `tsx build.ts --deploy` for a deployment (real settings required).
 * `--content=DIR`, `--static=DIR` and `--out=DIR` build another content folder, with other static
 * files and photos, elsewhere (tests, benchmark).
 */
import "./site/production-env.ts";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { isDemoBuild, SettingsError } from "./site/config.ts";
import { build } from "./site/lib/build/build.ts";
import { BuildError, ContentError } from "./site/lib/errors.ts";
import { SampleContentError, stillSample } from "./site/lib/content/rules/sample-content.ts";

const projectRoot = path.dirname(fileURLToPath(import.meta.url));
const deploy = process.argv.includes("--deploy");
const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const contentRoot = flag("content") && path.resolve(flag("content")!);
const outDir = flag("out") && path.resolve(flag("out")!);
const staticDir = flag("static") && path.resolve(flag("static")!);

try {
  const summary = await build({
    projectRoot,
    env: process.env,
    deploy,
    ...(contentRoot ? { contentRoot } : {}),
    ...(outDir ? { outDir } : {}),
    ...(staticDir ? { staticDir } : {}),
  });
  const kb = (summary.htmlBytes / 1024).toFixed(0);
  console.log(
    `✔ ${summary.pages} pages écrites dans ${path.relative(projectRoot, summary.outDir) || "."}/ ` +
      `(${kb} Ko de HTML) en ${(summary.milliseconds / 1000).toFixed(2)} s` +
      (deploy ? ` pour ${summary.settings.siteUrl}` : " (build local)"),
  );
  console.log(
    `  Les formulaires de devis postent vers ${new URL(summary.settings.prospectApiUrl).origin}` +
      (summary.settings.reviewApiUrl ? `, les avis vers ${new URL(summary.settings.reviewApiUrl).origin}.` : "."),
  );
  if (summary.sampleMarks > 0) {
    console.log(
      `⚠ ALLOW_SAMPLE_CONTENT=1 : ${stillSample(summary.sampleMarks)} ; ce site n’est pas prêt pour la mise en ligne.`,
    );
  }
  if (isDemoBuild(summary.settings)) {
    console.log(
      "  Site de démonstration : bandeau « Démo » sur chaque page, indexation interdite (X-Robots-Tag, robots.txt).",
    );
  }
} catch (error) {
  if (
    error instanceof ContentError ||
    error instanceof BuildError ||
    error instanceof SettingsError ||
    error instanceof SampleContentError
  ) {
    console.error(`✘ Build échoué, dist/ n’a pas été modifié.\n${error.message}`);
    process.exit(1);
  }
  throw error;
}
