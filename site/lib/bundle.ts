/**
 * Browser assets: one esbuild entry per island (React components hydrated by Preact through
 * client/react-on-preact, which keeps each page far below the 12 KB JavaScript budget), one entry for
 * the plain-TypeScript layout widgets present on every page, and the stylesheet. Names are
 * content-hashed, shared code goes to split chunks, and the metafile gives a manifest.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import * as esbuild from "esbuild";
import { islandNames } from "../../client/islands/registry.ts";

export interface AssetEntry {
  /** URL of the entry script or stylesheet. */
  url: string;
  /** URLs of the chunks it imports (for modulepreload). */
  imports: string[];
  /** URLs of the chunks it may import later (dynamic import), with their own imports. */
  lazy: string[];
}

export interface AssetManifest {
  layout: AssetEntry;
  css: string;
  /**
   * The font files the stylesheet's @font-face rules load (client/styles/tokens.css is their
   * one home): pages preload them and the service worker precaches them.
   */
  fonts: string[];
  islands: Record<string, AssetEntry>;
  /** Every emitted file's size in bytes, by URL. */
  sizes: Record<string, number>;
  /**
   * Every source file bundled into the scripts, as esbuild's metafile names them (relative to
   * the project, "island-entry:Name" for the generated entries): the import-boundary test reads it.
   */
  inputs: string[];
}

const ISLAND_NAMESPACE = "island-entry";

export async function bundleAssets(projectRoot: string, outDir: string): Promise<AssetManifest> {
  const client = path.join(projectRoot, "client");
  const entryPoints: Record<string, string> = { layout: path.join(client, "layout", "main.ts") };
  for (const name of islandNames) entryPoints[`island-${name}`] = `${ISLAND_NAMESPACE}:${name}`;

  const js = await esbuild.build({
    entryPoints,
    absWorkingDir: projectRoot,
    outdir: path.join(outDir, "assets"),
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: "es2020",
    minify: true,
    metafile: true,
    write: true,
    legalComments: "none",
    entryNames: "[name]-[hash]",
    chunkNames: "chunks/[name]-[hash]",
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    alias: {
      react: path.join(client, "react-on-preact", "react.ts"),
      "react-dom/client": path.join(client, "react-on-preact", "react.ts"),
      "react/jsx-runtime": path.join(client, "react-on-preact", "jsx-runtime.ts"),
    },
    plugins: [islandEntries(client)],
    logLevel: "silent",
  });

  const css = await esbuild.build({
    entryPoints: { main: path.join(client, "styles", "main.css") },
    absWorkingDir: projectRoot,
    outdir: path.join(outDir, "assets"),
    bundle: true,
    minify: true,
    metafile: true,
    entryNames: "[name]-[hash]",
    external: ["/fonts/*", "/icons/*", "/images/*"],
    logLevel: "silent",
  });

  const urlOf = (file: string) => "/" + path.relative(outDir, path.resolve(projectRoot, file)).split(path.sep).join("/");
  const sizes: Record<string, number> = {};
  const entries: Record<string, AssetEntry> = {};
  let cssUrl = "";
  const fonts: string[] = [];
  for (const meta of [js.metafile, css.metafile]) {
    for (const [file, output] of Object.entries(meta.outputs)) {
      sizes[urlOf(file)] = output.bytes;
      if (output.entryPoint?.endsWith(".css")) {
        cssUrl = urlOf(file);
        fonts.push(...output.imports.filter((i) => i.kind === "url-token" && /\.woff2?$/.test(i.path)).map((i) => i.path));
      }
      const name = output.entryPoint && entryName(output.entryPoint, entryPoints, projectRoot);
      if (name) {
        entries[name] = {
          url: urlOf(file),
          imports: output.imports.filter((i) => i.kind === "import-statement").map((i) => urlOf(i.path)),
          lazy: lazyChunks(js.metafile, file).map(urlOf),
        };
      }
    }
  }
  const layout = entries.layout;
  if (!layout || !cssUrl) throw new Error("bundle: entrée layout ou feuille de style manquante");
  for (const font of fonts) {
    if (!fs.existsSync(path.join(projectRoot, "static", font))) throw new Error(`bundle: police ${font} déclarée par la feuille de style mais absente de static/`);
  }
  const islands: Record<string, AssetEntry> = {};
  for (const name of islandNames) {
    const entry = entries[`island-${name}`];
    if (!entry) throw new Error(`bundle: îlot ${name} absent du manifeste`);
    islands[name] = entry;
  }
  return { layout, css: cssUrl, fonts: [...new Set(fonts)], islands, sizes, inputs: Object.keys(js.metafile.inputs) };
}

/**
 * Chunks an output may load later: those behind a dynamic import anywhere in what it loads,
 * and everything they load in turn, minus what it loads at once anyway.
 */
function lazyChunks(meta: esbuild.Metafile, file: string): string[] {
  const eager = new Set<string>();
  const lazy = new Set<string>();
  const walk = (from: string, later: boolean) => {
    for (const i of meta.outputs[from]?.imports ?? []) {
      if (i.external) continue;
      const dynamic = later || i.kind === "dynamic-import";
      const seen = dynamic ? lazy : eager;
      if (!seen.has(i.path)) {
        seen.add(i.path);
        walk(i.path, dynamic);
      }
    }
  };
  walk(file, false);
  return [...lazy].filter((chunk) => !eager.has(chunk));
}

/** Metafile entry points are "namespace:path" for virtual entries, else paths relative to the working directory. */
function entryName(entryPoint: string, entryPoints: Record<string, string>, root: string): string | undefined {
  return Object.entries(entryPoints).find(
    ([, source]) => entryPoint === `${ISLAND_NAMESPACE}:${source}` || path.resolve(root, entryPoint) === source,
  )?.[0];
}

/** Virtual entry per island: import the component and hydrate its server-rendered containers. */
function islandEntries(client: string): esbuild.Plugin {
  return {
    name: "island-entries",
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${ISLAND_NAMESPACE}:`) }, (args) => ({
        path: args.path,
        namespace: ISLAND_NAMESPACE,
      }));
      build.onLoad({ filter: /.*/, namespace: ISLAND_NAMESPACE }, (args) => {
        const name = args.path.slice(ISLAND_NAMESPACE.length + 1);
        const hydrate = JSON.stringify(path.join(client, "hydrate.ts"));
        const component = JSON.stringify(path.join(client, "islands", `${name}.tsx`));
        return {
          contents: `import { hydrateIslands } from ${hydrate};\nimport C from ${component};\nhydrateIslands(${JSON.stringify(name)}, C);\n`,
          loader: "ts",
          resolveDir: client,
        };
      });
    },
  };
}

/**
 * The service worker, at the site root so its scope is the whole site. It precaches the
 * offline page and the given URLs; its version is a hash of them, so every build that changes
 * an asset updates it. Returns the source files bundled into it (metafile inputs, as for
 * bundleAssets).
 */
export async function bundleServiceWorker(
  projectRoot: string,
  outDir: string,
  offlineUrl: string,
  precache: string[],
): Promise<string[]> {
  const urls = [offlineUrl, ...precache];
  const version = createHash("sha1").update(urls.join("\n")).digest("hex").slice(0, 10);
  const result = await esbuild.build({
    entryPoints: [path.join(projectRoot, "client", "sw.ts")],
    absWorkingDir: projectRoot,
    outfile: path.join(outDir, "sw.js"),
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    define: {
      __VERSION__: JSON.stringify(version),
      __PRECACHE__: JSON.stringify(urls),
      __OFFLINE_URL__: JSON.stringify(offlineUrl),
    },
    metafile: true,
    logLevel: "silent",
  });
  return Object.keys(result.metafile.inputs);
}
