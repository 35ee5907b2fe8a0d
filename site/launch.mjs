/**
 * Runs a TypeScript entry point (build.ts, the dev builder, the benchmark's build) quickly:
 * esbuild bundles it with the site's code into one ES module (packages stay in node_modules)
 * and Node loads that single file. Loading the same code file by file through tsx took several
 * times longer than the whole build of the real site. Nothing is reused between runs.
 *
 *   node site/launch.mjs build.ts --deploy
 *
 * The render workers (site/lib/build/worker.ts) are bundled in the same pass; the pool finds
 * them through SITE_BUNDLE_DIR. `import.meta.url` keeps the URL of the original source file,
 * so paths computed from it stay right.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as esbuild from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error("usage : node site/launch.mjs ENTRÉE.ts [arguments…]");
  process.exit(2);
}
const bundles = path.join(root, "node_modules", ".cache", "launch");
const outdir = path.join(bundles, String(process.pid));

// A run ended by a signal leaves its bundle behind: remove those whose process is gone.
for (const name of fs.existsSync(bundles) ? fs.readdirSync(bundles) : []) {
  try {
    process.kill(Number(name), 0);
  } catch (error) {
    if (error.code === "ESRCH") fs.rmSync(path.join(bundles, name), { recursive: true, force: true });
  }
}

const { outputFiles } = await esbuild.build({
  entryPoints: { main: path.resolve(entry), "render-worker": path.join(root, "site", "lib", "build", "worker.ts") },
  outdir,
  outExtension: { ".js": ".mjs" },
  absWorkingDir: root,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  jsx: "automatic",
  write: false,
  logLevel: "error",
});
fs.mkdirSync(outdir, { recursive: true });
for (const file of outputFiles) fs.writeFileSync(file.path, withSourceUrls(file.text));

/**
 * The bundle with each `import.meta.url` replaced by the URL of the source file it was written
 * in, so that paths computed from it stay right. esbuild heads each module of a bundle with a
 * comment naming its file (relative to absWorkingDir), and keeps no other comment. Done on the
 * output rather than by a plugin reading every file: the plugin's round trip between esbuild and
 * Node for each file made the bundling twice as long.
 */
function withSourceUrls(code) {
  return code.replaceAll("import.meta.url", (_, at) => {
    const heading = code.lastIndexOf("\n// ", at);
    const file = code.slice(heading + 4, code.indexOf("\n", heading + 1));
    if (heading < 0 || !/\.[cm]?[jt]sx?$/.test(file) || !fs.existsSync(path.join(root, file))) {
      throw new Error(`site/launch.mjs : fichier source introuvable pour import.meta.url (${file.slice(0, 80)})`);
    }
    return JSON.stringify(pathToFileURL(path.join(root, file)).href);
  });
}
process.env.SITE_BUNDLE_DIR = outdir;
// Packages load before any bundled module runs: set what site/production-env.ts sets, first.
process.env.NODE_ENV ??= "production";
process.argv = [process.argv[0], path.resolve(entry), ...args];
// The bundle is read once loaded: remove it whatever happens next.
process.on("exit", () => fs.rmSync(outdir, { recursive: true, force: true }));
await import(pathToFileURL(path.join(outdir, "main.mjs")).href);
