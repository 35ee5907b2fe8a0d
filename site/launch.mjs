/**
 * Runs a TypeScript entry point (build.ts, the dev builder, the benchmark's build) quickly:
 * esbuild bundles it with the site's code into one ES module (packages stay in node_modules)
 * and Node loads that single file. Loading the same code file by file through tsx took several
 * times longer than the whole build of the real site.
 *
 *   node site/launch.mjs build.ts --deploy
 *
 * A bundle is kept in .cache/launch/, in a folder named by a hash of every file it was made
 * from: the next run of the same entry checks those files and, if none changed, loads it
 * without bundling again; bundles unused for a day are removed when a new one is made. The render workers (site/lib/build/worker.ts) are bundled in the same
 * pass; the pool finds them through SITE_BUNDLE_DIR. `import.meta.url` keeps the URL of the
 * original source file, so paths computed from it stay right.
 */
import crypto from "node:crypto";
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
/**
 * Packages every build loads, plain JavaScript in hundreds of small modules: bundled with the
 * site's code, they load as one file.
 */
const BUNDLED_PACKAGES = ["react", "react-dom", "zod", "marked", "js-yaml"];
const packageJson = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
const cacheDir = path.join(root, ".cache", "launch");
const entryFile = path.resolve(entry);
/** What the last bundle of this entry was made from: { inputs, sources }. */
const recordFile = path.join(
  cacheDir,
  `${crypto.createHash("sha256").update(entryFile).digest("hex").slice(0, 16)}.json`,
);

const bundleDir = reuse() ?? (await bundle());
process.env.SITE_BUNDLE_DIR = bundleDir;
// Packages load before any bundled module runs: set what site/production-env.ts sets, first.
process.env.NODE_ENV ??= "production";
process.argv = [process.argv[0], entryFile, ...args];
await import(pathToFileURL(path.join(bundleDir, "main.mjs")).href);

/** The folder of the last bundle of this entry, if none of the files it was made from changed since. */
function reuse() {
  try {
    const { inputs, sources } = JSON.parse(fs.readFileSync(recordFile, "utf8"));
    const dir = path.join(cacheDir, sources);
    if (hash(inputs) === sources && fs.existsSync(path.join(dir, "main.mjs"))) {
      // Its time says when it was last used (see removeOld).
      const now = new Date();
      fs.utimesSync(dir, now, now);
      fs.utimesSync(recordFile, now, now);
      return dir;
    }
  } catch {
    // No bundle yet, or one of its files is gone.
  }
  return null;
}

async function bundle() {
  const tmp = path.join(cacheDir, `bundle.${process.pid}.tmp`);
  const { outputFiles, metafile } = await esbuild.build({
    entryPoints: { main: entryFile, "render-worker": path.join(root, "site", "lib", "build", "worker.ts") },
    outdir: tmp,
    outExtension: { ".js": ".mjs" },
    absWorkingDir: root,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    // The other packages load from node_modules: some find files beside their own (native code).
    external: Object.keys({ ...packageJson.dependencies, ...packageJson.devDependencies }).filter(
      (name) => !BUNDLED_PACKAGES.includes(name),
    ),
    // For the bundled CommonJS packages' require() of Node's modules.
    banner: {
      js: 'import { createRequire as createBundleRequire } from "node:module"; const require = createBundleRequire(import.meta.filename);',
    },
    jsx: "automatic",
    write: false,
    metafile: true,
    logLevel: "error",
  });
  const inputs = Object.keys(metafile.inputs);
  const sources = hash(inputs);
  const dir = path.join(cacheDir, sources);
  removeOld();
  fs.mkdirSync(tmp, { recursive: true });
  for (const file of outputFiles) fs.writeFileSync(file.path, withSourceUrls(file.text));
  try {
    fs.renameSync(tmp, dir);
  } catch {
    // Another run made the same bundle first.
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  const record = `${recordFile}.${process.pid}.tmp`;
  fs.writeFileSync(record, JSON.stringify({ inputs, sources }));
  fs.renameSync(record, recordFile);
  return dir;
}

/**
 * A hash of the files `inputs` (relative to the project), of the launcher itself and of the
 * settings esbuild reads besides them. Throws if one of them is gone.
 */
function hash(inputs) {
  const digest = crypto.createHash("sha256").update(esbuild.version);
  const settings = [
    "site/launch.mjs",
    "package.json",
    ...fs.readdirSync(root).filter((f) => /^tsconfig.*\.json$/.test(f)),
  ];
  for (const file of [...settings, ...inputs]) {
    digest.update(`\0${file}\0`).update(fs.readFileSync(path.resolve(root, file)));
  }
  return digest.digest("hex").slice(0, 24);
}

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

/**
 * Removes the bundles (and records of entries) not used for a day: a process that still runs
 * one of them, a build or a dev server with its render workers, has long loaded it.
 */
function removeOld() {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of fs.existsSync(cacheDir) ? fs.readdirSync(cacheDir) : []) {
    const file = path.join(cacheDir, name);
    try {
      if (fs.statSync(file).mtimeMs < dayAgo) fs.rmSync(file, { recursive: true, force: true });
    } catch {
      // Removed meanwhile by another run.
    }
  }
}
